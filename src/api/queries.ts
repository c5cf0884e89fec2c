/**
 * Query options (key + fetcher) for every GET of requirements §7. Loaders prefetch them and components
 * read them, so a page's requests start with its code chunk and are never made twice.
 *
 * A new GET call needs no entry here: `callQuery('getFaqs', { page })` is its query, its fetcher the
 * call's own client function and its key `['getFaqs', { page }]` (decision 0189). That is enough for a
 * plain list or detail a page reads. Write a named entry in `queries` only when the generic cannot
 * say it: an infinite query (its page parameter), a key shared by several calls or queries for
 * invalidation, or a key other code reads by its shape (pages.ts's `listsWithoutBodies`, `ogImage`).
 * The named entries' keys are read in those places, in tests and in prerendered pages' state: they
 * do not change.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { API_CALLS, Api, ApiCallName } from './calls';
import { api } from './client';
import type { ArticlesQuery, PostsQuery } from './types';

/** The GET calls of `API_CALLS`: the ones a query may make. */
export type GetCall = {
  [N in ApiCallName]: (typeof API_CALLS)[N]['method'] extends 'GET' ? N : never;
}[ApiCallName];

/**
 * A call's arguments before its request options (always its last parameter), each one required: an
 * optional query object must be given (`{}`), so the options never land in its place and one request
 * has one key.
 */
export type CallArgs<N extends GetCall> =
  Required<Parameters<Api[N]>> extends [...infer Args, { signal?: AbortSignal }] ? Args : never;

/** What a call answers. */
export type CallAnswer<N extends GetCall> = Awaited<ReturnType<Api[N]>>;

/**
 * The query of one GET call: `callQuery('getFaqDetail', slug)`. Its key is the call's name and its
 * arguments (plain JSON, so the prerendered state carries it and hydration finds it); a list's key
 * starts with `callKey(name)`, the prefix pages.ts's `listsWithoutBodies` takes.
 */
export function callQuery<N extends GetCall>(name: N, ...args: CallArgs<N>) {
  // TypeScript cannot relate `Api[N]` to `CallArgs<N>` for a generic N; the signature above checks
  // every call site.
  const call = api[name] as (...a: unknown[]) => Promise<CallAnswer<N>>;
  return queryOptions({
    queryKey: [name, ...args] as readonly [N, ...CallArgs<N>],
    queryFn: ({ signal }) => call(...args, { signal }),
  });
}

/** The key prefix of every `callQuery(name, …)`: for `listsWithoutBodies` and invalidation. */
export const callKey = <N extends GetCall>(name: N): readonly [N] => [name];

export const queries = {
  content: () => queryOptions({ queryKey: ['content'], queryFn: ({ signal }) => api.getContent({ signal }) }),
  headerMenu: () =>
    queryOptions({ queryKey: ['header-menu'], queryFn: ({ signal }) => api.getHeaderMenu({ signal }) }),
  banners: () => queryOptions({ queryKey: ['banners'], queryFn: ({ signal }) => api.getBanners({ signal }) }),
  footerImages: () =>
    queryOptions({ queryKey: ['footer-images'], queryFn: ({ signal }) => api.getFooterImages({ signal }) }),

  allServices: () =>
    queryOptions({ queryKey: ['services', 'all'], queryFn: ({ signal }) => api.getAllServices({ signal }) }),
  services: () =>
    queryOptions({ queryKey: ['services', 'grid'], queryFn: ({ signal }) => api.getServices({ signal }) }),
  onlineServices: () =>
    queryOptions({
      queryKey: ['services', 'online'],
      queryFn: ({ signal }) => api.getOnlineServices({ signal }),
    }),
  serviceDetail: (slug: string) =>
    queryOptions({
      queryKey: ['services', 'detail', slug],
      queryFn: ({ signal }) => api.getServiceDetail(slug, { signal }),
    }),

  mainPost: () =>
    queryOptions({ queryKey: ['posts', 'main'], queryFn: ({ signal }) => api.getMainPost({ signal }) }),
  categoryPosts: (category: string, size = 30) =>
    queryOptions({
      queryKey: ['posts', 'category', category, size],
      queryFn: ({ signal }) => api.getCategoryPosts(category, { size }, { signal }),
    }),
  allPosts: (query: PostsQuery) =>
    queryOptions({
      queryKey: ['posts', 'all', query],
      queryFn: ({ signal }) => api.getAllPosts(query, { signal }),
    }),
  categories: () =>
    queryOptions({
      queryKey: ['posts', 'categories'],
      queryFn: ({ signal }) => api.getCategories({ signal }),
    }),
  postDetail: (slug: string) =>
    queryOptions({
      queryKey: ['posts', 'detail', slug],
      queryFn: ({ signal }) => api.getPostDetail(slug, { signal }),
    }),
  articles: (query: Omit<ArticlesQuery, 'page'>) =>
    infiniteQueryOptions({
      queryKey: ['articles', query],
      initialPageParam: 1,
      queryFn: ({ pageParam, signal }) => api.getAllArticles({ ...query, page: pageParam }, { signal }),
      getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    }),
  articleDetail: (slug: string) =>
    queryOptions({
      queryKey: ['articles', 'detail', slug],
      queryFn: ({ signal }) => api.getArticleDetail(slug, { signal }),
    }),

  departments: () =>
    queryOptions({ queryKey: ['departments'], queryFn: ({ signal }) => api.getDepartments({ signal }) }),
  webLinks: () =>
    queryOptions({ queryKey: ['weblinks'], queryFn: ({ signal }) => api.getWebLinks({ signal }) }),
  mainAbout: () =>
    queryOptions({ queryKey: ['main-about'], queryFn: ({ signal }) => api.getMainAbout({ signal }) }),

  mainNotices: () =>
    queryOptions({ queryKey: ['notices', 'main'], queryFn: ({ signal }) => api.getMainNotices({ signal }) }),
  /** The announcement sidebar loads one notice per request (requirements §9). */
  noticeList: () =>
    infiniteQueryOptions({
      queryKey: ['notices', 'list'],
      initialPageParam: 1,
      queryFn: ({ pageParam, signal }) => api.getNotices({ size: 1, page: pageParam }, { signal }),
      getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    }),
  noticeDetail: (slug: string) =>
    queryOptions({
      queryKey: ['notices', 'detail', slug],
      queryFn: ({ signal }) => api.getNoticeDetail(slug, { signal }),
    }),

  aboutDetail: (slug: string) =>
    queryOptions({
      queryKey: ['about', slug],
      queryFn: ({ signal }) => api.getAboutDetail(slug, { signal }),
    }),
  pageDetail: (slug: string) =>
    queryOptions({ queryKey: ['pages', slug], queryFn: ({ signal }) => api.getPageDetail(slug, { signal }) }),

  bannerSections: () =>
    queryOptions({
      queryKey: ['welcome', 'banner-sections'],
      queryFn: ({ signal }) => api.getBannerSections({ signal }),
    }),
  welcomeSections: () =>
    queryOptions({
      queryKey: ['welcome', 'sections'],
      queryFn: ({ signal }) => api.getWelcomeSections({ signal }),
    }),

  images: () =>
    queryOptions({ queryKey: ['media', 'images'], queryFn: ({ signal }) => api.getImages({ signal }) }),
  videos: () =>
    queryOptions({ queryKey: ['media', 'videos'], queryFn: ({ signal }) => api.getVideos({ signal }) }),

  messageSubjects: () =>
    queryOptions({
      queryKey: ['messages', 'subjects'],
      queryFn: ({ signal }) => api.getMessageSubjects({ signal }),
    }),
};
