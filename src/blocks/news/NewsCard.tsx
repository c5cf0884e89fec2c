import type { Ref } from 'react';
import { Link } from '../../shared/LangLink';
import type { Lang, Post } from '../../api/types';
import { formatDate } from '../../i18n';
import { truncate } from '../../shared/truncate';
import { htmlToText } from '../../api/htmlText';
import { pickLocalized } from '../../i18n/pick';
import './news.css';
import { decorativePicture, ResponsiveImage } from '../../shared/ResponsiveImage';
import { postHref } from '../../addresses/href';

const SUMMARY_MAX = 180;

const PICTURE = decorativePicture({
  className: 'cover-picture news-card__image',
  // The list's columns (news.css): 17rem at least with a 1.25rem gap across the container,
  // so two from 596 px, three from 888, four from 1180.
  sizes:
    '(min-width: 1232px) 285px, (min-width: 1180px) calc((100vw - 92px) / 4), (min-width: 888px) calc((100vw - 72px) / 3), (min-width: 596px) calc((100vw - 52px) / 2), calc(100vw - 2rem)',
  width: 400,
  height: 250,
});

/**
 * A news or article card for lists: image, date, the title as the link, a short text. Texts fall
 * back to Turkmen when the current language is empty; a fallback is marked with its own `lang`.
 */
export function NewsCard({
  post,
  lang,
  headingLevel = 3,
  eager = false,
  linkRef,
}: {
  post: Post;
  lang: Lang;
  headingLevel?: 2 | 3;
  /** Cards at the top of the page load their image at once; the rest lazily. */
  eager?: boolean;
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  const title = pickLocalized(post, 'name', lang, 'any');
  const summary = pickLocalized(post, 'short_content', lang, 'any');
  const summaryText = truncate(htmlToText(summary.text), SUMMARY_MAX);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="news-card">
      {post.image ? (
        <ResponsiveImage src={post.image} {...PICTURE} loading={eager ? 'eager' : 'lazy'} />
      ) : (
        <div className="cover-picture news-card__image news-card__image--empty" aria-hidden="true" />
      )}
      <div className="news-card__body">
        <Heading className="news-card__title" lang={title.langAttr}>
          <Link to={postHref(post)} ref={linkRef}>
            {title.text}
          </Link>
        </Heading>
        <p className="news-card__meta">
          <time dateTime={post.pub_date}>{formatDate(post.pub_date)}</time>
        </p>
        {summaryText ? (
          <p className="news-card__summary" lang={summary.langAttr}>
            {summaryText}
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function NewsCardSkeletons({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div className="news-list news-list--loading" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="news-card news-card--skeleton" aria-hidden="true">
          <span className="skeleton cover-picture news-card__image" />
          <div className="news-card__body">
            <span className="skeleton" style={{ height: '1.25rem', width: '85%' }} />
            <span className="skeleton" style={{ height: '0.9rem', width: '30%' }} />
            <span className="skeleton" style={{ height: '0.9rem', width: '100%' }} />
            <span className="skeleton" style={{ height: '0.9rem', width: '70%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}
