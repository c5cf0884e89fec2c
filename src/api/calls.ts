/**
 * One function per call of spec §7, at exactly its path (trailing slashes as the spec lists them).
 * The site uses the default client (`api`); the mock's contract tests build their own with
 * `createApi({ baseUrl })` so both sides go through the same code.
 */
import { createHttp, type HttpOptions } from './http';
import type {
  AboutPage,
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
const seg = (slug: string) => encodeURIComponent(slug);

export function createApi(options: HttpOptions) {
  const http = createHttp(options);
  return {
    // Frame
    getHeaderMenu: (o?: Signal) => http.get<HeaderMenu>('/main/header-menu/menus/', o),
    getBanners: (o?: Signal) => http.get<Banner[]>('/main/banners/', o),
    getContent: (o?: Signal) => http.get<ContentDictionary>('/main/content/', o),
    getFooterImages: (o?: Signal) => http.get<FooterImage[]>('/multimedia/footer-images/', o),

    // Services
    getAllServices: (o?: Signal) => http.get<Service[]>('/services/all/', o),
    getServices: (o?: Signal) => http.get<Service[]>('/services/', o),
    getOnlineServices: (o?: Signal) => http.get<Service[]>('/services/online/', o),
    getServiceDetail: (slug: string, o?: Signal) => http.get<Service>(`/services/detail/${seg(slug)}/`, o),

    // Posts and articles
    getMainPost: (o?: Signal) => http.get<Post>('/posts/main-post/', o),
    getCategoryPosts: (category: string, query: PageQuery = {}, o?: Signal) =>
      http.get<Paged<Post>>(`/posts/get-posts/${seg(category)}/`, { ...o, query: { ...query } }),
    getAllPosts: (query: PostsQuery = {}, o?: Signal) =>
      http.get<Paged<Post>>('/posts/all-posts/', { ...o, query: { ...query } }),
    getCategories: (o?: Signal) => http.get<Category[]>('/posts/categories/', o),
    // The spec lists this path without a trailing slash.
    getPostDetail: (slug: string, o?: Signal) => http.get<Post>(`/posts/post-detail/${seg(slug)}`, o),
    getAllArticles: (query: ArticlesQuery = {}, o?: Signal) =>
      http.get<Paged<Article>>('/posts/all-articles/', { ...o, query: { ...query } }),
    getArticleDetail: (slug: string, o?: Signal) =>
      http.get<Article>(`/posts/article-detail/${seg(slug)}/`, o),

    // Main
    getDepartments: (o?: Signal) => http.get<Department[]>('/main/departments/', o),
    getWebLinks: (o?: Signal) => http.get<WebLink[]>('/main/weblinks/', o),
    getMainAbout: (o?: Signal) => http.get<MainAbout>('/main/mainabout/', o),

    // Notices
    getMainNotices: (o?: Signal) => http.get<Notice[]>('/notices/main/', o),
    getNotices: (query: PageQuery = {}, o?: Signal) =>
      http.get<Paged<Notice>>('/notices/list/', { ...o, query: { ...query } }),
    getNoticeDetail: (slug: string, o?: Signal) => http.get<Notice>(`/notices/detail/${seg(slug)}/`, o),

    // About and pages
    getAboutDetail: (slug: string, o?: Signal) => http.get<AboutPage>(`/about/about-detail/${seg(slug)}/`, o),
    getPageDetail: (slug: string, o?: Signal) => http.get<Page>(`/pages/detail/${seg(slug)}/`, o),

    // Welcome
    getBannerSections: (o?: Signal) => http.get<BannerSection[]>('/turkmenistan/banner-sections/', o),
    getWelcomeSections: (o?: Signal) => http.get<WelcomeSection[]>('/turkmenistan/sections/', o),

    // Media
    getImages: (o?: Signal) => http.get<GalleryImage[]>('/multimedia/images/', o),
    getVideos: (o?: Signal) => http.get<Video[]>('/multimedia/videos/', o),

    // Visitor POSTs (multipart/form-data)
    getMessageSubjects: (o?: Signal) => http.get<MessageSubject[]>('/messages/subjects/', o),
    createSubscription: (req: SubscriptionRequest, o?: Signal) =>
      http.post<MessageBody>('/subscribe/create/', {
        ...o,
        form: { email: req.email, captcha: req.captcha },
      }),
    checkSubscription: (req: SubscriptionCheckRequest, o?: Signal) =>
      http.post<MessageBody>('/subscribe/check/', { ...o, form: { email: req.email, token: req.token } }),
    createMessage: (req: MessageCreateRequest, o?: Signal) =>
      http.post<MessageBody>('/messages/create/', {
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
      http.post<MessageBody>('/messages/check-otp/', {
        ...o,
        form: { file: req.file ?? undefined, otp: req.otp, email: req.email },
      }),
  };
}

export type Api = ReturnType<typeof createApi>;
