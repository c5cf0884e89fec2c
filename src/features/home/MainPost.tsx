import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../shared/LangLink';
import { callQuery } from '../../api/queries';
import { formatDate, pick, useLang, useT, commonTexts } from '../../i18n';
import { QueryStates } from '../../blocks/QueryStates';
import { Skeleton } from '../../shared/Skeleton';
import { postHref } from '../../addresses/href';
import { homeTexts } from './texts';
import { decorativePicture, ResponsiveImage } from '../../shared/ResponsiveImage';

function MainPostSkeleton() {
  return (
    <div className="home-main-post__card" aria-busy="true">
      <Skeleton className="home-main-post__media" height="100%" />
      <div className="home-main-post__body">
        <Skeleton width="30%" />
        <Skeleton width="100%" height="1.6rem" />
        <Skeleton width="70%" height="1.6rem" />
        <Skeleton width="40%" />
      </div>
    </div>
  );
}

const PICTURE = decorativePicture({
  className: 'home-main-post__image',
  // The card's first column (home.css): 3 of 5 parts of the container less its 1.25rem gap from
  // 761 px, the whole container below.
  sizes: '(min-width: 1232px) 708px, (min-width: 761px) calc((100vw - 52px) * 0.6), calc(100vw - 2rem)',
  width: 800,
  height: 450,
});

/**
 * The main post (`/posts/main-post/`): image, category, title, date and view count. Its failure
 * stays inside this block — the rest of the home page does not depend on it. A 404 means the
 * service has no main post at the moment (empty), anything else is an error with a retry.
 */
export function MainPost() {
  const lang = useLang();
  const t = useT();
  const headingId = useId();
  const query = useQuery(callQuery('getMainPost'));

  const body = (
    <QueryStates
      query={query}
      skeleton={<MainPostSkeleton />}
      // A broken answer counts as none; a 404 is "no main post at the moment".
      isEmpty={(post) => !post || typeof post !== 'object' || !post.slug}
      notFoundIsEmpty
      emptyMessage={t(commonTexts.noMainNews)}
    >
      {(post) => {
        const title = pick(post, 'name', lang, 'tm');
        const category = post.category ? pick(post.category, 'name', lang, 'tm') : '';
        return (
          <article className="home-main-post__card">
            <div className="home-main-post__media">
              {/* Lazy: below the banner and the heading it starts under the fold of a phone, and at the
                  fold's edge on a desktop; eager, it took bandwidth from the banner and held the app's
                  start (src/boot.ts waits for eager images) for a picture the visitor may never see
                  (docs/decisions/0120). */}
              {post.image ? <ResponsiveImage src={post.image} {...PICTURE} /> : null}
            </div>
            <div className="home-main-post__body">
              {category ? (
                <p className="home-main-post__category">
                  <span className="visually-hidden">{t(commonTexts.category)}: </span>
                  {category}
                </p>
              ) : null}
              <h3 className="home-main-post__title">
                <Link to={postHref(post)}>{title}</Link>
              </h3>
              <p className="home-main-post__meta">
                <span className="home-main-post__date">
                  <span className="visually-hidden">{t(commonTexts.date)}: </span>
                  <time dateTime={post.pub_date}>{formatDate(post.pub_date)}</time>
                </span>
                <span className="home-main-post__views">
                  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
                    <path
                      fill="currentColor"
                      d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
                    />
                  </svg>
                  <span className="visually-hidden">{t(commonTexts.views)}: </span>
                  {post.views}
                </span>
              </p>
            </div>
          </article>
        );
      }}
    </QueryStates>
  );

  return (
    <section className="home-main-post" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t(homeTexts.mainNews)}
      </h2>
      {body}
    </section>
  );
}
