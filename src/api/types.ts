/**
 * Entity types of requirements §3, written once and shared by the site, the mock API and the tests.
 * Every localized field exists as `<field>_tm`, `<field>_ru` and `<field>_en`.
 */

export const LANGS = ['tm', 'ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** A text in the three languages, as the API sends `detail` and the text dictionary. */
export type LangText = Record<Lang, string>;

/** `{field}_tm`, `{field}_ru`, `{field}_en` as string properties. */
export type Localized<K extends string> = { [P in `${K}_${Lang}`]: string };

export interface MenuItem extends Localized<'name'> {
  id: number;
  url: string;
  children: MenuItem[];
}

/** `/main/header-menu/menus/` answers the menu root; the site reads its `children`. */
export interface HeaderMenu extends Localized<'name'> {
  id: number;
  children: MenuItem[];
}

export interface Banner extends Localized<'text'> {
  id: number;
  /** null: the banner is not a link. */
  url: string | null;
  image: string;
}

export interface BannerSection extends Localized<'name'>, Localized<'short_content'> {
  id: number;
  slug: string;
  image: string;
}

export interface FooterImage {
  id: number;
  src: string;
}

export interface Service extends Localized<'name'>, Localized<'content'>, Localized<'extra'> {
  id: number;
  /** The service's own link (an internal path such as /services/{slug} or an external URL). */
  url: string;
  image: string;
  slug: string;
  /** false: footer services list; true: online services list. */
  is_online: boolean;
}

export interface Department extends Localized<'name'>, Localized<'address'>, Localized<'phone'> {
  id: number;
  email: string;
  map_image: string;
  /** Embed link for the map frame. */
  map_string: string;
}

export interface WebLink extends Localized<'name'> {
  id: number;
  url: string;
  image: string;
}

export interface Notice extends Localized<'name'>, Localized<'short_content'>, Localized<'content'> {
  id: number;
  slug: string;
  /** ISO 8601 date-time. */
  pub_date: string;
  is_new: boolean;
  views: number;
}

export interface MainAbout extends Localized<'name'>, Localized<'content'> {
  image: string;
}

export type AboutPage = Localized<'name'> & Localized<'content'>;

export interface Category extends Localized<'name'> {
  id: number;
  slug: string;
}

export type PostType = 'post' | 'article';

export interface Post extends Localized<'name'>, Localized<'short_content'>, Localized<'content'> {
  id: number;
  slug: string;
  type: PostType;
  image: string;
  /** ISO 8601 date-time. */
  pub_date: string;
  views: number;
  category: Category;
}

/** Articles come from the posts app; requirements §3 names id, name_* and content_*, the API sends the whole post. */
export type Article = Post;

export type Page = Localized<'title'> & Localized<'content'>;

export interface MessageSubject extends Localized<'name'> {
  id: number;
  file_required: boolean;
}

export interface GalleryImage extends Localized<'name'> {
  id: number;
  src: string;
  src_thumb: string;
}

/** A text track of a video (WebVTT): captions or subtitles in one language. */
export interface VideoTrack {
  src: string;
  /** A BCP 47 language tag: `tk`, `ru`, `en`. */
  srclang: string;
  label: string;
  kind: 'captions' | 'subtitles' | 'descriptions' | 'chapters' | 'metadata';
}

export interface Video {
  id: number;
  src: string;
  poster: string;
  /** Optional: a backend without captions leaves it out. */
  tracks?: VideoTrack[];
}

export interface WelcomeSection extends Localized<'name'>, Localized<'content'> {
  id: number;
  slug: string;
  image: string;
  images: GalleryImage[];
}

/** Site texts keyed by phrase, then language (`/main/content/`). */
export type ContentDictionary = Record<string, LangText>;

/** The fields of the OpenWeather current-weather answer that the site reads. */
export interface WeatherResponse {
  name: string;
  weather: { id?: number; main?: string; description?: string; icon: string }[];
  main: { temp: number; [key: string]: number };
}

/** Django REST Framework PageNumberPagination. */
export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Error bodies: visitor-facing refusals carry the three languages; paging errors a plain string. */
export interface ErrorBody {
  detail: LangText | string;
}

/** Success bodies of the visitor POSTs. */
export interface MessageBody {
  message: LangText;
}

export interface SubscriptionRequest {
  email: string;
  captcha: string;
}

export interface SubscriptionCheckRequest {
  /** From localStorage `email` when present. */
  email?: string;
  token: string;
}

export interface MessageCreateRequest {
  captcha: string;
  message: string;
  /** The subject id. */
  subject: number | string;
  email: string;
  fullname: string;
}

export interface OtpCheckRequest {
  file?: Blob | null;
  otp: string;
  email: string;
}

export interface PostsQuery {
  page?: number;
  size?: number;
  word?: string;
  category?: string;
  date?: string;
}

export type ArticlesQuery = Omit<PostsQuery, 'category'>;

export interface PageQuery {
  page?: number;
  size?: number;
}

/** The six regions of the weather widget, in rotation order (requirements §4). */
export const WEATHER_CITIES = ['ashgabat', 'ahal', 'lebap', 'mary', 'balkan', 'dashoguz'] as const;
export type WeatherCity = (typeof WEATHER_CITIES)[number];

export const NEWS_CATEGORY_SLUGS = {
  service: 'gullugyn-habarlary',
  other: 'beyleki-habarlar',
} as const;
