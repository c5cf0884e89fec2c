/**
 * The API's entities, each written once as a Zod schema (docs/decisions/0190-one-schema-per-entity.md).
 * From them come:
 * - the site's types (src/api/types.ts, `z.infer` through type-only imports: the app never ships Zod;
 *   lint forbids a value import of this module or of `zod` anywhere else in src/);
 * - the published contract's components (mock-api/openapi/schemas.ts, `z.toJSONSchema`, JSON Schema
 *   2020-12 as OpenAPI 3.1 uses) and with them the checks of the fixtures and of the mock's answers;
 * - the mock database's type (mock-api/db-types.ts) and the unit tests' factories;
 * - below the entities, what the calls send: the query of each list and the body of each visitor
 *   POST. The call table (src/api/calls.ts) names a schema of this module for each call's query,
 *   body and answer; the client's types, the published document and the mock's checks of what it
 *   receives all read them from here.
 * Every field the site reads is required; other fields are allowed (the JSON Schema output has no
 * `additionalProperties: false`), as a real backend may send more. A registered entity becomes a
 * named component (`#/components/schemas/<id>`); an unregistered part (a video's track) is inlined.
 */
import { z } from 'zod';
import {
  EMAIL_SHAPE,
  IMAGE_TYPES,
  MAX_EMAIL_LENGTH,
  MAX_FILE_BYTES,
  MAX_FULLNAME_LENGTH,
  MAX_MESSAGE_LENGTH,
  OTP_SHAPE,
  SUBJECT_ID_SHAPE,
} from './fieldRules';
import { LANGS, type Lang } from './langs';

/** The named components of the contract; `id` is the component's name. */
export const entities = z.registry<{ id: string }>();

function entity<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  // The description on the schema itself (Zod's global metadata), where the JSON output reads it.
  const named = description ? schema.describe(description) : schema;
  entities.add(named, { id });
  return named;
}

const str = z.string();
const int = z.int();
const bool = z.boolean();
/** ISO 8601 with a time zone (`Z` or an offset), as DRF writes it. */
const dateTime = z.iso.datetime({ offset: true });

type LocalizedShape<K extends string> = { [P in `${K}_${Lang}`]: z.ZodString };

/** `{field}_tm`, `{field}_ru`, `{field}_en` as strings. */
function localized<K extends string>(...fields: K[]): LocalizedShape<K> {
  const shape: Record<string, z.ZodString> = {};
  for (const field of fields) for (const lang of LANGS) shape[`${field}_${lang}`] = str;
  return shape as LocalizedShape<K>;
}

export const LangText = entity(
  'LangText',
  z.object({ tm: str, ru: str, en: str }),
  'A text in the three languages: Turkmen (tm), Russian (ru), English (en).',
);

export const ErrorDetail = entity(
  'ErrorDetail',
  z.object({ detail: LangText }),
  'A refusal the visitor reads, in three languages.',
);

export const InvalidPage = entity(
  'InvalidPage',
  z.object({ detail: z.literal('Invalid page.') }),
  "DRF's paging refusal (a plain string, as DRF writes it).",
);

export const MessageBody = entity(
  'MessageBody',
  z.object({ message: LangText }),
  'Success of a visitor POST.',
);

// The names written out: a spread in a recursive schema's literal defeats TypeScript's inference.
const menuItem = z.object({
  id: int,
  name_tm: str,
  name_ru: str,
  name_en: str,
  url: str,
  get children(): z.ZodArray<typeof menuItem> {
    return z.array(menuItem);
  },
});
// Registered as it is (no description): its children refer to the same instance, a `$ref` to itself.
export const MenuItem = entity('MenuItem', menuItem);

export const HeaderMenu = entity(
  'HeaderMenu',
  z.object({ id: int, ...localized('name'), children: z.array(MenuItem) }),
  'The menu root; the site reads its children.',
);

export const Banner = entity(
  'Banner',
  z.object({
    id: int,
    ...localized('text'),
    url: str.nullable().describe('null: the banner is not a link.'),
    image: str,
  }),
);

export const BannerSection = entity(
  'BannerSection',
  z.object({ id: int, slug: str, ...localized('name', 'short_content'), image: str }),
);

export const FooterImage = entity('FooterImage', z.object({ id: int, src: str }));

export const Service = entity(
  'Service',
  z.object({
    id: int,
    slug: str,
    url: str.describe(
      'The service’s own link: an internal path such as /services/{slug}, or an external URL.',
    ),
    image: str,
    is_online: bool.describe('false: the footer’s services list; true: the online services list.'),
    ...localized('name', 'content', 'extra'),
  }),
);

export const Department = entity(
  'Department',
  z.object({
    id: int,
    ...localized('name', 'address', 'phone'),
    email: str,
    map_image: str,
    map_string: str.describe('Embed link for the map frame.'),
  }),
);

export const WebLink = entity('WebLink', z.object({ id: int, ...localized('name'), url: str, image: str }));

export const Notice = entity(
  'Notice',
  z.object({
    id: int,
    slug: str,
    pub_date: dateTime,
    is_new: bool,
    views: int,
    ...localized('name', 'short_content', 'content'),
  }),
);

export const MainAbout = entity('MainAbout', z.object({ ...localized('name', 'content'), image: str }));

export const AboutPage = entity('AboutPage', z.object(localized('name', 'content')));

export const Category = entity('Category', z.object({ id: int, slug: str, ...localized('name') }));

export const PostType = z.enum(['post', 'article']);

export const Post = entity(
  'Post',
  z.object({
    id: int,
    slug: str,
    type: PostType,
    image: str,
    pub_date: dateTime,
    views: int,
    category: Category,
    ...localized('name', 'short_content', 'content'),
  }),
);

export const Page = entity('Page', z.object(localized('title', 'content')));

export const MessageSubject = entity(
  'MessageSubject',
  z.object({ id: int, ...localized('name'), file_required: bool }),
);

export const GalleryImage = entity(
  'GalleryImage',
  z.object({ id: int, ...localized('name'), src: str, src_thumb: str }),
);

/** A text track of a video (WebVTT): captions or subtitles in one language. Inlined in Video. */
export const VideoTrack = z.object({
  src: str,
  srclang: str.describe('A BCP 47 language tag: tk, ru, en.'),
  label: str,
  kind: z.enum(['captions', 'subtitles', 'descriptions', 'chapters', 'metadata']),
});

export const Video = entity(
  'Video',
  z.object({
    id: int,
    src: str,
    poster: str,
    tracks: z
      .array(VideoTrack)
      .describe('Optional WebVTT text tracks (captions or subtitles), one per language.')
      .optional(),
  }),
);

export const WelcomeSection = entity(
  'WelcomeSection',
  z.object({
    id: int,
    slug: str,
    image: str,
    ...localized('name', 'content'),
    images: z.array(GalleryImage),
  }),
);

export const ContentDictionary = entity(
  'ContentDictionary',
  z.record(z.string(), LangText),
  'Site texts keyed by phrase, then language.',
);

/** Django REST Framework's PageNumberPagination around a list of `item`. */
export function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: int.min(0),
    next: z.url().nullable(),
    previous: z.url().nullable(),
    results: z.array(item),
  });
}

const PAGED = "Django REST Framework's PageNumberPagination; next/previous are absolute URLs.";
export const PagedPosts = entity('PagedPosts', pagedOf(Post), PAGED);
export const PagedNotices = entity('PagedNotices', pagedOf(Notice), PAGED);

/* What the calls send. A query schema says what the site sends (the backend admits more: see the
 * parameters of mock-api/openapi/document.ts); a body's fields are listed in requirements §5's
 * checking order, the order in which the mock reports the first refusal. The limits come from
 * fieldRules.ts, where the forms read them too. */

export const PageQuery = z.object({
  page: int.min(1).optional(),
  size: int.min(1).max(1000).optional(),
});
export const ArticlesQuery = PageQuery.extend({ word: str.optional(), date: z.iso.date().optional() });
export const PostsQuery = ArticlesQuery.extend({ category: str.optional() });

const filled = z.string().trim().min(1);
const email = z.string().trim().max(MAX_EMAIL_LENGTH).regex(EMAIL_SHAPE).meta({ format: 'email' });
const captcha = filled.describe("The offline captcha's token or reCAPTCHA's; an empty one is refused (400).");

export const SubscriptionRequest = z.object({ email, captcha });

export const SubscriptionCheckRequest = z.object({
  token: filled.describe('The token of the activation link.'),
  email: email.optional().describe('The subscribed address, when the browser kept it.'),
});

export const MessageCreateRequest = z.object({
  captcha,
  message: filled.max(MAX_MESSAGE_LENGTH),
  subject: z.string().trim().regex(SUBJECT_ID_SHAPE).describe('A MessageSubject id.'),
  email,
  fullname: filled.max(MAX_FULLNAME_LENGTH),
});

export const OtpCheckRequest = z.object({
  email,
  otp: z.string().trim().regex(OTP_SHAPE),
  file: z
    .file()
    .mime([...IMAGE_TYPES])
    .max(MAX_FILE_BYTES)
    .optional()
    .describe("PNG, GIF or JPEG, at most 5 MB; required when the message's subject asks for a file."),
});
