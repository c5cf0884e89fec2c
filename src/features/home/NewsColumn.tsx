import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../shared/LangLink';
import { callQuery } from '../../api/queries';
import { formatDate, pick, useLang, useT } from '../../i18n';
import { NEWS_COLUMN_MAX, selectColumnPosts } from '../../blocks/selectColumnPosts';
import { Skeleton } from '../../shared/Skeleton';
import { BlockHeading, type HeadingLevel } from '../../shared/BlockParts';
import { QueryStates } from '../../blocks/QueryStates';
import { postHref } from '../../addresses/href';
import { homeTexts } from './texts';
import './news-column.css';
import { decorativePicture, ResponsiveImage } from '../../shared/ResponsiveImage';

/** Home news columns request 30 posts and show at most 4 (requirements §9). */
export const NEWS_COLUMN_REQUEST_SIZE = 30;

export { NEWS_COLUMN_MAX, selectColumnPosts } from '../../blocks/selectColumnPosts';

/** The thumbnail's box (news-column.css): 7.5rem × 5rem. */
const THUMB = decorativePicture({ className: 'news-column__thumb', sizes: '7.5rem', width: 120, height: 80 });

function NewsColumnSkeleton() {
  return (
    <ul className="news-column__list" aria-busy="true">
      {Array.from({ length: NEWS_COLUMN_MAX }, (_, i) => (
        <li key={i} className="news-column__item">
          <Skeleton className="news-column__thumb" width="7.5rem" height="5rem" />
          <span className="news-column__body">
            <Skeleton width="100%" />
            <Skeleton width="40%" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A column of the latest posts of one category (`/posts/get-posts/{slug}/?size=30`): at most 4
 * posts whose name exists in the current language, each with thumbnail, title link and date.
 */
export function NewsColumn({
  category,
  title,
  headingLevel = 2,
  max = NEWS_COLUMN_MAX,
  allLink,
  className = '',
}: {
  /** Category slug, e.g. `gullugyn-habarlary`. */
  category: string;
  title: string;
  headingLevel?: HeadingLevel;
  max?: number;
  /** Where "All news" leads; no link when omitted. */
  allLink?: string;
  className?: string;
}) {
  const lang = useLang();
  const t = useT();
  const headingId = useId();
  const query = useQuery(callQuery('getCategoryPosts', category, { size: NEWS_COLUMN_REQUEST_SIZE }));
  return (
    <section className={`news-column ${className}`.trim()} aria-labelledby={headingId}>
      <BlockHeading level={headingLevel} id={headingId} className="news-column__title">
        {title}
      </BlockHeading>
      <QueryStates
        query={query}
        isEmpty={(data) => selectColumnPosts(data?.results, lang, max).length === 0}
        emptyMessage={t(homeTexts.noNews)}
        skeleton={<NewsColumnSkeleton />}
      >
        {(data) => (
          <ul className="news-column__list">
            {selectColumnPosts(data.results, lang, max).map((post) => (
              <li key={post.id} className="news-column__item">
                {post.image ? (
                  <ResponsiveImage src={post.image} {...THUMB} />
                ) : (
                  <span className="news-column__thumb news-column__thumb--empty" aria-hidden="true" />
                )}
                <span className="news-column__body">
                  <Link className="news-column__link" to={postHref(post)}>
                    {pick(post, 'name', lang, 'none')}
                  </Link>
                  <time className="news-column__date" dateTime={post.pub_date}>
                    {formatDate(post.pub_date)}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {allLink ? (
        <p className="news-column__all">
          <Link to={allLink}>{t(homeTexts.allNews)}</Link>
        </p>
      ) : null}
    </section>
  );
}
