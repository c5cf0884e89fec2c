/**
 * The call table: every call of requirements §7 declared once, at exactly its path (trailing slashes
 * as it lists them), with the schemas (src/api/schemas.ts) of its query, its body and its answer,
 * named by the schema's export (checked by the type checker). Everything else reads this table:
 * - the client below (`createApi`): one function per call, its arguments and answer typed from the
 *   schemas, its URL built from the path; the site uses the default client (`api`), the contract
 *   tests build their own with `createApi({ baseUrl })`;
 * - the queries (`callQuery` in queries.ts);
 * - the published document (mock-api/openapi/document.ts: paths, parameters, bodies, answers);
 * - the mock's checks of what it receives (mock-api/routes-forms.ts parses each body with its schema);
 * - the contract suite's remote checks (tests/contract/remote/checks.ts) and the unit tests' handlers.
 * The schemas are named, not imported: the site ships no Zod, and this module is in the app.
 *
 * `answer` names an entity, or `Entity[]` for a plain list. `query` names the schema of the query
 * object (a GET's argument after its path parameters); `body` the schema of a POST's fields, sent
 * as multipart/form-data.
 */
import { createHttp, type HttpOptions, type RequestOptions } from './http';
import type { AnswerName, AnswerOf, SchemaInput, SchemaName } from './types';

export const API_CALLS = {
  // Frame
  getHeaderMenu: { method: 'GET', path: '/main/header-menu/menus/', answer: 'HeaderMenu' },
  getBanners: { method: 'GET', path: '/main/banners/', answer: 'Banner[]' },
  getContent: { method: 'GET', path: '/main/content/', answer: 'ContentDictionary' },
  getFooterImages: { method: 'GET', path: '/multimedia/footer-images/', answer: 'FooterImage[]' },
  // Services
  getAllServices: { method: 'GET', path: '/services/all/', answer: 'Service[]' },
  getServices: { method: 'GET', path: '/services/', answer: 'Service[]' },
  getOnlineServices: { method: 'GET', path: '/services/online/', answer: 'Service[]' },
  getServiceDetail: { method: 'GET', path: '/services/detail/{slug}/', answer: 'Service' },
  // Posts and articles
  getMainPost: { method: 'GET', path: '/posts/main-post/', answer: 'Post' },
  getCategoryPosts: {
    method: 'GET',
    path: '/posts/get-posts/{category}/',
    query: 'PageQuery',
    answer: 'PagedPosts',
  },
  getAllPosts: { method: 'GET', path: '/posts/all-posts/', query: 'PostsQuery', answer: 'PagedPosts' },
  getCategories: { method: 'GET', path: '/posts/categories/', answer: 'Category[]' },
  // Requirements §7 lists this path without a trailing slash.
  getPostDetail: { method: 'GET', path: '/posts/post-detail/{slug}', answer: 'Post' },
  getAllArticles: {
    method: 'GET',
    path: '/posts/all-articles/',
    query: 'ArticlesQuery',
    answer: 'PagedPosts',
  },
  getArticleDetail: { method: 'GET', path: '/posts/article-detail/{slug}/', answer: 'Post' },
  // Main
  getDepartments: { method: 'GET', path: '/main/departments/', answer: 'Department[]' },
  getWebLinks: { method: 'GET', path: '/main/weblinks/', answer: 'WebLink[]' },
  getMainAbout: { method: 'GET', path: '/main/mainabout/', answer: 'MainAbout' },
  // Notices
  getMainNotices: { method: 'GET', path: '/notices/main/', answer: 'Notice[]' },
  getNotices: { method: 'GET', path: '/notices/list/', query: 'PageQuery', answer: 'PagedNotices' },
  getNoticeDetail: { method: 'GET', path: '/notices/detail/{slug}/', answer: 'Notice' },
  // About and pages
  getAboutDetail: { method: 'GET', path: '/about/about-detail/{slug}/', answer: 'AboutPage' },
  getPageDetail: { method: 'GET', path: '/pages/detail/{slug}/', answer: 'Page' },
  // Welcome
  getBannerSections: { method: 'GET', path: '/turkmenistan/banner-sections/', answer: 'BannerSection[]' },
  getWelcomeSections: { method: 'GET', path: '/turkmenistan/sections/', answer: 'WelcomeSection[]' },
  // Media
  getImages: { method: 'GET', path: '/multimedia/images/', answer: 'GalleryImage[]' },
  getVideos: { method: 'GET', path: '/multimedia/videos/', answer: 'Video[]' },
  // Contact subjects and the visitor POSTs (multipart/form-data)
  getMessageSubjects: { method: 'GET', path: '/messages/subjects/', answer: 'MessageSubject[]' },
  createSubscription: {
    method: 'POST',
    path: '/subscribe/create/',
    body: 'SubscriptionRequest',
    answer: 'MessageBody',
  },
  checkSubscription: {
    method: 'POST',
    path: '/subscribe/check/',
    body: 'SubscriptionCheckRequest',
    answer: 'MessageBody',
  },
  createMessage: {
    method: 'POST',
    path: '/messages/create/',
    body: 'MessageCreateRequest',
    answer: 'MessageBody',
  },
  checkOtp: { method: 'POST', path: '/messages/check-otp/', body: 'OtpCheckRequest', answer: 'MessageBody' },
} as const satisfies Record<string, CallEntry>;

/** One entry of the call table. A GET has no body; a POST no query. */
export type CallEntry =
  | { method: 'GET'; path: string; query?: SchemaName; answer: AnswerName }
  | { method: 'POST'; path: string; body: SchemaName; answer: AnswerName };

export type ApiCallName = keyof typeof API_CALLS;
type EntryOf<N extends ApiCallName> = (typeof API_CALLS)[N];

/** The `{name}` segments of a path template, in order. */
type PathParams<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? [K, ...PathParams<Rest>]
  : [];
/** One string per path segment. */
type Strings<T extends unknown[]> = { [I in keyof T]: string };

/**
 * A call's own request options: its signal (the query's or the caller's); for a GET, whether the
 * caller holds its answer (`revalidate`, src/api/http.ts).
 */
export type CallOptions = { signal?: AbortSignal; revalidate?: boolean };

/** What a call answers, from its entry's `answer`. */
export type Answer<N extends ApiCallName> = AnswerOf<EntryOf<N>['answer']>;

/**
 * A call's arguments: its path parameters (strings, in the path's order), then its query object
 * (optional) or its body, then the request options.
 */
export type CallParameters<N extends ApiCallName> = [
  ...Strings<PathParams<EntryOf<N>['path']>>,
  ...(EntryOf<N> extends { query: infer Q extends SchemaName } ? [query?: SchemaInput<Q>] : []),
  ...(EntryOf<N> extends { body: infer B extends SchemaName } ? [body: SchemaInput<B>] : []),
  options?: CallOptions,
];

export type Api = { [N in ApiCallName]: (...args: CallParameters<N>) => Promise<Answer<N>> };

/** The `{name}` segments of a call's path. */
export function pathParamsOf(name: ApiCallName): string[] {
  return [...API_CALLS[name].path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** The call's path with its `{name}` segments filled in (each encoded as one segment). */
export function callPath(name: ApiCallName, params: Record<string, string> = {}): string {
  return API_CALLS[name].path.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter "${key}"`);
    return encodeURIComponent(value);
  });
}

type Fields = Record<string, string | number | Blob | null | undefined>;

export function createApi(options: HttpOptions): Api {
  const http = createHttp(options);
  const client = (name: ApiCallName) => {
    const entry: CallEntry = API_CALLS[name];
    const params = pathParamsOf(name);
    return (...args: unknown[]) => {
      const path = callPath(name, Object.fromEntries(params.map((key, i) => [key, String(args[i])])));
      const input = args[params.length] as Fields | undefined;
      const { signal, revalidate } = (args[params.length + 1] ?? {}) as CallOptions;
      if (entry.method === 'GET') {
        // A call without a query has its options where the query would be.
        if (!('query' in entry)) {
          const own = input as CallOptions | undefined;
          return http.get(path, { signal: own?.signal, revalidate: own?.revalidate });
        }
        return http.get(path, { signal, revalidate, query: input as RequestOptions['query'] });
      }
      const form: RequestOptions['form'] = {};
      for (const [key, value] of Object.entries(input ?? {}))
        form[key] = typeof value === 'number' ? String(value) : value;
      return http.post(path, { signal, form });
    };
  };
  // The table's entries and the functions' types are declared apart; each function reads its entry.
  return Object.fromEntries(Object.keys(API_CALLS).map((name) => [name, client(name as ApiCallName)])) as Api;
}
