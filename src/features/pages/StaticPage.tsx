import { useParams } from 'react-router-dom';
import { callQuery } from '../../api/queries';
import { useLang } from '../../i18n/lang';
import { pick } from '../../i18n/pick';
import { RemoteHtmlPage } from '../../blocks/RemoteHtmlPage';

/**
 * `/pages/:slug` (e.g. /pages/ylalashyk, the rules linked from the subscription consent): title and
 * sanitised HTML from `/pages/detail/{slug}/`. Requirements §8 shows a failure as "Error: Something went
 * wrong1!"; the page shows the translated "Something went wrong!" under an "Error" heading, with retry.
 */
export function Component() {
  const { slug = '' } = useParams();
  const lang = useLang();
  return (
    <RemoteHtmlPage
      query={callQuery('getPageDetail', slug)}
      className="static-page"
      getTitle={(page) => pick(page, 'title', lang, 'tm')}
      getHtml={(page) => pick(page, 'content', lang, 'none')}
    />
  );
}
