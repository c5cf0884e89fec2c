import type { Lang } from '../api/types';

/**
 * One prerendered page in one language, as src/entry-server.tsx renders it and
 * scripts/prerender/html.ts writes it out. Its own module, so both sides (the site's and the
 * scripts' TypeScript projects) check the one shape.
 */
export interface RenderedPage {
  lang: Lang;
  /** The address rendered (`/en/posts`: the page path at its language's address). */
  path: string;
  /** The markup of `#root`. */
  html: string;
  title: string | null;
  description: string | null;
  /** og:image: the news item's picture, the first banner on home. */
  image: string | null;
  type: 'website' | 'article';
  /** Canonical, hreflang alternates, og:url and locales, the feed (app/head.ts), as HTML; empty for frame pages and the 404 page. */
  head: string;
  /** The newest `pub_date` in the page's data (ISO 8601), for the sitemap's `lastmod`. */
  lastModified: string | null;
  /** The `#prerender-state` JSON, already escaped. */
  state: string;
}
