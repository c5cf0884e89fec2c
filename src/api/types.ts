/**
 * The site's types of the API: the entities of requirements §3 come from their one schema each
 * (src/api/schemas.ts), through type-only imports, so the app ships none of the schemas' code.
 * Every localized field exists as `<field>_tm`, `<field>_ru` and `<field>_en`.
 */
import type { z } from 'zod';
import type { Lang } from './langs';
import type * as S from './schemas';

export { LANG_ALTERNATIVES, LANGS, type Lang } from './langs';

/** A text in the three languages, as the API sends `detail` and the text dictionary. */
export type LangText = Record<Lang, string>;

/** `{field}_tm`, `{field}_ru`, `{field}_en` as string properties. */
export type Localized<K extends string> = { [P in `${K}_${Lang}`]: string };

export type MenuItem = z.infer<typeof S.MenuItem>;
/** `/main/header-menu/menus/` answers the menu root; the site reads its `children`. */
export type HeaderMenu = z.infer<typeof S.HeaderMenu>;
export type Banner = z.infer<typeof S.Banner>;
export type BannerSection = z.infer<typeof S.BannerSection>;
export type FooterImage = z.infer<typeof S.FooterImage>;
export type Service = z.infer<typeof S.Service>;
export type Department = z.infer<typeof S.Department>;
export type WebLink = z.infer<typeof S.WebLink>;
export type Notice = z.infer<typeof S.Notice>;
export type MainAbout = z.infer<typeof S.MainAbout>;
export type AboutPage = z.infer<typeof S.AboutPage>;
export type Category = z.infer<typeof S.Category>;
export type PostType = z.infer<typeof S.PostType>;
export type Post = z.infer<typeof S.Post>;
/** Articles come from the posts app; requirements §3 names id, name_* and content_*, the API sends the whole post. */
export type Article = Post;
export type Page = z.infer<typeof S.Page>;
export type MessageSubject = z.infer<typeof S.MessageSubject>;
export type GalleryImage = z.infer<typeof S.GalleryImage>;
/** A text track of a video (WebVTT): captions or subtitles in one language. */
export type VideoTrack = z.infer<typeof S.VideoTrack>;
/** `tracks` is optional: a backend without captions leaves it out. */
export type Video = z.infer<typeof S.Video>;
export type WelcomeSection = z.infer<typeof S.WelcomeSection>;
/** Site texts keyed by phrase, then language (`/main/content/`). */
export type ContentDictionary = z.infer<typeof S.ContentDictionary>;

/** The name of a schema of src/api/schemas.ts (an entity, a query or a body; not a helper). */
export type SchemaName = {
  [K in keyof typeof S]: (typeof S)[K] extends z.ZodType ? K : never;
}[keyof typeof S];
export type EntityName = SchemaName;

/**
 * An entity's type by its schema's name: `Entity<'Faq'>`. The named types above stay for the entities
 * the site already had; a new entity needs no line here.
 */
export type Entity<K extends SchemaName> = z.infer<(typeof S)[K]>;
/** What the site sends for a query or body schema: its input (before the schema's trimming). */
export type SchemaInput<K extends SchemaName> = z.input<(typeof S)[K]>;

/** What a call answers, as `API_CALLS` names it: an entity, or `Entity[]` for a plain list. */
export type AnswerName = SchemaName | `${SchemaName}[]`;
export type AnswerOf<A extends AnswerName> = A extends `${infer N extends SchemaName}[]`
  ? Entity<N>[]
  : A extends SchemaName
    ? Entity<A>
    : never;

/** The fields of the OpenWeather current-weather answer that the site reads. */
export interface WeatherResponse {
  name: string;
  weather: { id?: number; main?: string; description?: string; icon: string }[];
  main: { temp: number; [key: string]: number };
}

/** Django REST Framework PageNumberPagination. */
export type Paged<T> = Omit<z.infer<ReturnType<typeof S.pagedOf>>, 'results'> & { results: T[] };

/** Error bodies: visitor-facing refusals carry the three languages; paging errors a plain string. */
export interface ErrorBody {
  detail: LangText | string;
}

/** Success bodies of the visitor POSTs. */
export type MessageBody = z.infer<typeof S.MessageBody>;

/** The bodies of the visitor POSTs and the lists' queries, from their schemas (what the site sends). */
export type SubscriptionRequest = SchemaInput<'SubscriptionRequest'>;
export type SubscriptionCheckRequest = SchemaInput<'SubscriptionCheckRequest'>;
export type MessageCreateRequest = SchemaInput<'MessageCreateRequest'>;
export type OtpCheckRequest = SchemaInput<'OtpCheckRequest'>;
export type PostsQuery = SchemaInput<'PostsQuery'>;
export type ArticlesQuery = SchemaInput<'ArticlesQuery'>;
export type PageQuery = SchemaInput<'PageQuery'>;

/** The six regions of the weather widget, in rotation order (requirements §4). */
export const WEATHER_CITIES = ['ashgabat', 'ahal', 'lebap', 'mary', 'balkan', 'dashoguz'] as const;
export type WeatherCity = (typeof WEATHER_CITIES)[number];

export const NEWS_CATEGORY_SLUGS = {
  service: 'gullugyn-habarlary',
  other: 'beyleki-habarlar',
} as const;
