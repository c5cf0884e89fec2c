import { useParams } from 'react-router-dom';
import { callQuery } from '../../api/queries';
import { useLang } from '../../i18n/lang';
import { pick } from '../../i18n/pick';
import { RemoteHtmlPage } from '../../blocks/RemoteHtmlPage';

/** `/about/:slug`: an about page (title and sanitised HTML) from `/about/about-detail/{slug}/`. */
export function Component() {
  const { slug = '' } = useParams();
  const lang = useLang();
  return (
    <RemoteHtmlPage
      query={callQuery('getAboutDetail', slug)}
      className="about-page"
      // The title falls back to Turkmen so the page always has a heading; the body shows the
      // "no translation" note instead of another language's text.
      getTitle={(page) => pick(page, 'name', lang, 'tm')}
      getHtml={(page) => pick(page, 'content', lang, 'none')}
    />
  );
}
