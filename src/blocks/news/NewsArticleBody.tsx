import { useContext } from 'react';
import type { Lang, Post } from '../../api/types';
import { MainColumnSizes } from '../mainColumn';
import { pick, useT, commonTexts } from '../../i18n';
import { SafeHtml } from '../../shared/SafeHtml';
import { isBlankHtml } from '../../api/htmlText';
import { NewsMeta } from './NewsMeta';
import './news.css';
import { decorativePicture, ResponsiveImage } from '../../shared/ResponsiveImage';

/** True when the post has no title or no content in this language (requirements §8: "No translation in …"). */
export function lacksTranslation(post: Post, lang: Lang): boolean {
  return !pick(post, 'name', lang, 'none').trim() || isBlankHtml(pick(post, 'content', lang, 'none'));
}

const COVER_CLASS = 'cover-picture news-detail__image';

/**
 * Date, views, image and sanitised content of a post or an article. Without a translation for the
 * current language the content is replaced by the "No translation in …" notice.
 */
export function NewsArticleBody({ post, lang }: { post: Post; lang: Lang }) {
  const t = useT();
  const missing = lacksTranslation(post, lang);
  const column = useContext(MainColumnSizes);
  return (
    <>
      <NewsMeta date={post.pub_date} views={post.views} />
      {post.image ? (
        // Lazy, without a high priority: under the header, the picture starts below the fold of a
        // phone (about 1000 px down) and of a 1280×800 desktop, so it is never the largest paint
        // there; eager and high, it was fetched and preloaded ahead of the banner, the first
        // screen's picture (decision 0120, as for the home page's main news picture). Where it is
        // on the first screen (a taller window) the browser fetches it at its first layout.
        <ResponsiveImage
          src={post.image}
          {...decorativePicture({ className: COVER_CLASS, sizes: column, width: 1200, height: 675 })}
        />
      ) : null}
      {missing ? (
        <p className="news-detail__no-translation">{t(commonTexts.noTranslation)}</p>
      ) : (
        <SafeHtml html={pick(post, 'content', lang, 'none')} className="rich-text news-detail__content" />
      )}
    </>
  );
}
