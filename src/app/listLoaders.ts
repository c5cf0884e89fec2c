/**
 * Prefetches of the `/posts` and `/articles` lists from the page URL. A chunk of its own, imported
 * by the route loaders without being awaited: the URL-to-query code stays out of the critical
 * bundle of `/`, and the list request still starts alongside the page's own chunk.
 */
import { callQuery, queries } from '../api/queries';
import { prefetch, prefetchInfinite } from './prefetch';
import { articlesQueryFromParams, postsQueryFromParams } from '../blocks/news/listQueries';

export function prefetchPostsList(url: string): void {
  prefetch(
    callQuery('getCategories'),
    callQuery('getAllPosts', postsQueryFromParams(new URL(url).searchParams)),
  );
}

export function prefetchArticlesList(url: string): void {
  prefetchInfinite(queries.articles(articlesQueryFromParams(new URL(url).searchParams)));
}
