/**
 * One function per call of requirements §7, at exactly its path (trailing slashes as it lists them).
 * The site uses the default client (`api`); the mock's contract tests build their own with
 * `createApi({ baseUrl })` so both sides go through the same code.
 */
import { createHttp, type HttpOptions } from './http';
import type {
  AboutPage,
  AnswerName,
  AnswerOf,
  Article,
  ArticlesQuery,
  Banner,
  BannerSection,
  Category,
  ContentDictionary,
  Department,
  FooterImage,
  GalleryImage,
  HeaderMenu,
  MainAbout,
  MessageBody,
  MessageCreateRequest,
  MessageSubject,
  Notice,
  OtpCheckRequest,
  Page,
  PageQuery,
  Paged,
  Post,
  PostsQuery,
  Service,
  SubscriptionCheckRequest,
  SubscriptionRequest,
  Video,
  WebLink,
  WelcomeSection,
} from './types';

type Signal = { signal?: AbortSignal };

/**
 * Every call of requirements §7 as data: method, path template (`{name}` = one path segment) and the query
 * parameters it may send. A GET call may name what it answers (`answer: 'PagedFaqs'`, or `'Faq[]'` for a
 * plain list; a schema's name, checked by the type checker): its function's type is then `Answer<name>`
 * and the published document builds its operation from the entry (mock-api/openapi/document.ts); the
 * calls without one have their operation written out there. The call functions below build their URLs from this table, and the
 * contract tests check that the published OpenAPI document (mock-api/openapi) lists exactly these
 * operations, so the list cannot drift from what the site really requests.
 */
export const API_CALLS = {
  // Frame
  getHeaderMenu: { method: 'GET', path: '/main/header-menu/menus/' },
  getBanners: { method: 'GET', path: '/main/banners/' },
  getContent: { method: 'GET', path: '/main/content/' },
  getFooterImages: { method: 'GET', path: '/multimedia/footer-images/' },
  // Services
  getAllServices: { method: 'GET', path: '/services/all/' },
  getServices: { method: 'GET', path: '/services/' },
  getOnlineServices: { method: 'GET', path: '/services/online/' },
  getServiceDetail: { method: 'GET', path: '/services/detail/{slug}/' },
  // Posts and articles
  getMainPost: { method: 'GET', path: '/posts/main-post/' },
  getCategoryPosts: { method: 'GET', path: '/posts/get-posts/{category}/', query: ['page', 'size'] },
  getAllPosts: {
    method: 'GET',
    path: '/posts/all-posts/',
    query: ['page', 'size', 'word', 'category', 'date'],
  },
  getCategories: { method: 'GET', path: '/posts/categories/' },
  // Requirements §7 lists this path without a trailing slash.
  getPostDetail: { method: 'GET', path: '/posts/post-detail/{slug}' },
  getAllArticles: { method: 'GET', path: '/posts/all-articles/', query: ['page', 'size', 'word', 'date'] },
  getArticleDetail: { method: 'GET', path: '/posts/article-detail/{slug}/' },
  // Main
  getDepartments: { method: 'GET', path: '/main/departments/' },
  getWebLinks: { method: 'GET', path: '/main/weblinks/' },
  getMainAbout: { method: 'GET', path: '/main/mainabout/' },
  // Notices
  getMainNotices: { method: 'GET', path: '/notices/main/' },
  getNotices: { method: 'GET', path: '/notices/list/', query: ['page', 'size'] },
  getNoticeDetail: { method: 'GET', path: '/notices/detail/{slug}/' },
  // About and pages
  getAboutDetail: { method: 'GET', path: '/about/about-detail/{slug}/' },
  getPageDetail: { method: 'GET', path: '/pages/detail/{slug}/' },
  // Welcome
  getBannerSections: { method: 'GET', path: '/turkmenistan/banner-sections/' },
  getWelcomeSections: { method: 'GET', path: '/turkmenistan/sections/' },
  // Media
  getImages: { method: 'GET', path: '/multimedia/images/' },
  getVideos: { method: 'GET', path: '/multimedia/videos/' },
  // Contact subjects and the visitor POSTs (multipart/form-data)
  getMessageSubjects: { method: 'GET', path: '/messages/subjects/' },
  createSubscription: { method: 'POST', path: '/subscribe/create/', form: ['email', 'captcha'] },
  checkSubscription: { method: 'POST', path: '/subscribe/check/', form: ['email', 'token'] },
  createMessage: {
    method: 'POST',
    path: '/messages/create/',
    form: ['captcha', 'message', 'subject', 'email', 'fullname'],
  },
  checkOtp: { method: 'POST', path: '/messages/check-otp/', form: ['file', 'otp', 'email'] },
} as const satisfies Record<
  string,
  {
    method: 'GET' | 'POST';
    path: string;
    query?: readonly string[];
    form?: readonly string[];
    answer?: AnswerName;
  }
>;

export type ApiCallName = keyof typeof API_CALLS;

/** The calls that name their answer. */
export type AnsweredCall = {
  [N in ApiCallName]: (typeof API_CALLS)[N] extends { answer: AnswerName } ? N : never;
}[ApiCallName];

/** The type of what a call answers, from its entry's `answer` (types only: nothing of it is shipped). */
export type Answer<N extends AnsweredCall> = (typeof API_CALLS)[N] extends {
  answer: infer A extends AnswerName;
}
  ? AnswerOf<A>
  : never;

/** The call's path with its `{name}` segments filled in (each encoded as one segment). */
export function callPath(name: ApiCallName, params: Record<string, string> = {}): string {
  return API_CALLS[name].path.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter "${key}"`);
    return encodeURIComponent(value);
  });
}

const p = callPath;

export function createApi(options: HttpOptions) {
  const http = createHttp(options);
  return {
    // Frame
    getHeaderMenu: (o?: Signal) => http.get<HeaderMenu>(p('getHeaderMenu'), o),
    getBanners: (o?: Signal) => http.get<Banner[]>(p('getBanners'), o),
    getContent: (o?: Signal) => http.get<ContentDictionary>(p('getContent'), o),
    getFooterImages: (o?: Signal) => http.get<FooterImage[]>(p('getFooterImages'), o),

    // Services
    getAllServices: (o?: Signal) => http.get<Service[]>(p('getAllServices'), o),
    getServices: (o?: Signal) => http.get<Service[]>(p('getServices'), o),
    getOnlineServices: (o?: Signal) => http.get<Service[]>(p('getOnlineServices'), o),
    getServiceDetail: (slug: string, o?: Signal) => http.get<Service>(p('getServiceDetail', { slug }), o),

    // Posts and articles
    getMainPost: (o?: Signal) => http.get<Post>(p('getMainPost'), o),
    getCategoryPosts: (category: string, query: PageQuery = {}, o?: Signal) =>
      http.get<Paged<Post>>(p('getCategoryPosts', { category }), { ...o, query: { ...query } }),
    getAllPosts: (query: PostsQuery = {}, o?: Signal) =>
      http.get<Paged<Post>>(p('getAllPosts'), { ...o, query: { ...query } }),
    getCategories: (o?: Signal) => http.get<Category[]>(p('getCategories'), o),
    getPostDetail: (slug: string, o?: Signal) => http.get<Post>(p('getPostDetail', { slug }), o),
    getAllArticles: (query: ArticlesQuery = {}, o?: Signal) =>
      http.get<Paged<Article>>(p('getAllArticles'), { ...o, query: { ...query } }),
    getArticleDetail: (slug: string, o?: Signal) => http.get<Article>(p('getArticleDetail', { slug }), o),

    // Main
    getDepartments: (o?: Signal) => http.get<Department[]>(p('getDepartments'), o),
    getWebLinks: (o?: Signal) => http.get<WebLink[]>(p('getWebLinks'), o),
    getMainAbout: (o?: Signal) => http.get<MainAbout>(p('getMainAbout'), o),

    // Notices
    getMainNotices: (o?: Signal) => http.get<Notice[]>(p('getMainNotices'), o),
    getNotices: (query: PageQuery = {}, o?: Signal) =>
      http.get<Paged<Notice>>(p('getNotices'), { ...o, query: { ...query } }),
    getNoticeDetail: (slug: string, o?: Signal) => http.get<Notice>(p('getNoticeDetail', { slug }), o),

    // About and pages
    getAboutDetail: (slug: string, o?: Signal) => http.get<AboutPage>(p('getAboutDetail', { slug }), o),
    getPageDetail: (slug: string, o?: Signal) => http.get<Page>(p('getPageDetail', { slug }), o),

    // Welcome
    getBannerSections: (o?: Signal) => http.get<BannerSection[]>(p('getBannerSections'), o),
    getWelcomeSections: (o?: Signal) => http.get<WelcomeSection[]>(p('getWelcomeSections'), o),

    // Media
    getImages: (o?: Signal) => http.get<GalleryImage[]>(p('getImages'), o),
    getVideos: (o?: Signal) => http.get<Video[]>(p('getVideos'), o),

    // Visitor POSTs (multipart/form-data)
    getMessageSubjects: (o?: Signal) => http.get<MessageSubject[]>(p('getMessageSubjects'), o),
    createSubscription: (req: SubscriptionRequest, o?: Signal) =>
      http.post<MessageBody>(p('createSubscription'), {
        ...o,
        form: { email: req.email, captcha: req.captcha },
      }),
    checkSubscription: (req: SubscriptionCheckRequest, o?: Signal) =>
      http.post<MessageBody>(p('checkSubscription'), { ...o, form: { email: req.email, token: req.token } }),
    createMessage: (req: MessageCreateRequest, o?: Signal) =>
      http.post<MessageBody>(p('createMessage'), {
        ...o,
        form: {
          captcha: req.captcha,
          message: req.message,
          subject: String(req.subject),
          email: req.email,
          fullname: req.fullname,
        },
      }),
    checkOtp: (req: OtpCheckRequest, o?: Signal) =>
      http.post<MessageBody>(p('checkOtp'), {
        ...o,
        form: { file: req.file ?? undefined, otp: req.otp, email: req.email },
      }),
  };
}

export type Api = ReturnType<typeof createApi>;
