import { Suspense, type ReactNode } from 'react';
import { NEWS_CATEGORY_SLUGS } from '../../api/types';
import { useContentText } from '../../i18n';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { NewsColumn } from './NewsColumn';
import { MainPost } from './MainPost';
import { useSiteName } from '../../i18n/siteName';
import './home.css';
import { href } from '../../addresses/href';

/**
 * Home `/`, blocks in the order of requirements §2. Every block reads its own query (prefetched by the
 * route loader) and shows its own loading, empty and error states, so one failed call — the main
 * post, say — never takes the rest of the page with it.
 *
 * `belowFold` is the rest of the page (HomeBelowFold with the forms of other features), composed
 * and lazy-loaded by the app layer (src/app/routes.tsx): its own chunk, after the first paint.
 */
export function HomePage({ belowFold }: { belowFold: ReactNode }) {
  const c = useContentText();
  const siteName = useSiteName();
  // The dictionary's short "about" text describes the service better than its name alone.
  const about = c('footer about');
  useDocumentTitle(siteName, undefined, about !== 'footer about' ? about : siteName);

  return (
    <div className="home">
      <section className="home-intro">
        <div className="container">
          <h1 className="home-intro__title" tabIndex={-1}>
            {siteName}
          </h1>
        </div>
      </section>

      <div className="container home-news">
        <MainPost />
        <div className="home-news__columns">
          <NewsColumn
            category={NEWS_CATEGORY_SLUGS.service}
            title={c('Service news')}
            allLink={`${href('posts')}?category=${NEWS_CATEGORY_SLUGS.service}`}
          />
          <NewsColumn
            category={NEWS_CATEGORY_SLUGS.other}
            title={c('Other news')}
            allLink={`${href('posts')}?category=${NEWS_CATEGORY_SLUGS.other}`}
          />
        </div>
      </div>

      {/* Below the fold: its own chunk, so the first paint needs only the intro and the news. */}
      <Suspense fallback={<div className="home-below-fold-placeholder" aria-hidden="true" />}>
        {belowFold}
      </Suspense>
    </div>
  );
}
