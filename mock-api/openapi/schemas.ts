/**
 * The entity schemas of the published contract (JSON Schema 2020-12, as OpenAPI 3.1 uses), written
 * from src/api/types.ts: every field the site reads is required. Other fields are allowed, as a real
 * backend may send more. The same schemas check fixtures/db.json when the mock loads or reloads it.
 */
import { commonTexts } from '../../src/i18n/texts';

type Schema = Record<string, unknown>;

const LANGS = ['tm', 'ru', 'en'] as const;
const str: Schema = { type: 'string' };
const int: Schema = { type: 'integer' };
const bool: Schema = { type: 'boolean' };
const dateTime: Schema = { type: 'string', format: 'date-time' };
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** `{field}_tm`, `{field}_ru`, `{field}_en` as strings. */
function localized(...fields: string[]): Record<string, Schema> {
  const properties: Record<string, Schema> = {};
  for (const f of fields) for (const l of LANGS) properties[`${f}_${l}`] = str;
  return properties;
}

function object(properties: Record<string, Schema>, description?: string): Schema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    required: Object.keys(properties),
    properties,
  };
}

export const schemas: Record<string, Schema> = {
  LangText: {
    type: 'object',
    description: 'A text in the three languages: Turkmen (tm), Russian (ru), English (en).',
    required: [...LANGS],
    properties: { tm: str, ru: str, en: str },
  },
  ErrorDetail: {
    type: 'object',
    description: 'A refusal the visitor reads, in three languages.',
    required: ['detail'],
    properties: { detail: ref('LangText') },
    examples: [
      {
        detail: commonTexts.newsNotFound,
      },
    ],
  },
  InvalidPage: {
    type: 'object',
    description: "DRF's paging refusal (a plain string, as DRF writes it).",
    required: ['detail'],
    properties: { detail: { type: 'string', const: 'Invalid page.' } },
  },
  MessageBody: object({ message: ref('LangText') }, 'Success of a visitor POST.'),
  MenuItem: object({
    id: int,
    ...localized('name'),
    url: str,
    children: { type: 'array', items: ref('MenuItem') },
  }),
  HeaderMenu: object(
    { id: int, ...localized('name'), children: { type: 'array', items: ref('MenuItem') } },
    'The menu root; the site reads its children.',
  ),
  Banner: object({ id: int, ...localized('text'), url: { type: ['string', 'null'] }, image: str }),
  BannerSection: object({ id: int, slug: str, ...localized('name', 'short_content'), image: str }),
  FooterImage: object({ id: int, src: str }),
  Service: object({
    id: int,
    slug: str,
    url: str,
    image: str,
    is_online: bool,
    ...localized('name', 'content', 'extra'),
  }),
  Department: object({
    id: int,
    ...localized('name', 'address', 'phone'),
    email: str,
    map_image: str,
    map_string: str,
  }),
  WebLink: object({ id: int, ...localized('name'), url: str, image: str }),
  Notice: object({
    id: int,
    slug: str,
    pub_date: dateTime,
    is_new: bool,
    views: int,
    ...localized('name', 'short_content', 'content'),
  }),
  MainAbout: object({ ...localized('name', 'content'), image: str }),
  AboutPage: object(localized('name', 'content')),
  Category: object({ id: int, slug: str, ...localized('name') }),
  Post: object({
    id: int,
    slug: str,
    type: { type: 'string', enum: ['post', 'article'] },
    image: str,
    pub_date: dateTime,
    views: int,
    category: ref('Category'),
    ...localized('name', 'short_content', 'content'),
  }),
  Page: object(localized('title', 'content')),
  MessageSubject: object({ id: int, ...localized('name'), file_required: bool }),
  GalleryImage: object({ id: int, ...localized('name'), src: str, src_thumb: str }),
  Video: {
    ...object({ id: int, src: str, poster: str }),
    properties: {
      id: int,
      src: str,
      poster: str,
      tracks: {
        type: 'array',
        description: 'Optional WebVTT text tracks (captions or subtitles), one per language.',
        items: {
          ...object({
            src: str,
            srclang: str,
            label: str,
            kind: { type: 'string', enum: ['captions', 'subtitles', 'descriptions', 'chapters', 'metadata'] },
          }),
        },
      },
    },
  },
  WelcomeSection: object({
    id: int,
    slug: str,
    image: str,
    ...localized('name', 'content'),
    images: { type: 'array', items: ref('GalleryImage') },
  }),
  ContentDictionary: {
    type: 'object',
    description: 'Site texts keyed by phrase, then language.',
    additionalProperties: ref('LangText'),
  },
  PagedPosts: paged('Post'),
  PagedNotices: paged('Notice'),
};

function paged(item: string): Schema {
  return object(
    {
      count: { type: 'integer', minimum: 0 },
      next: { type: ['string', 'null'], format: 'uri' },
      previous: { type: ['string', 'null'], format: 'uri' },
      results: { type: 'array', items: ref(item) },
    },
    "Django REST Framework's PageNumberPagination; next/previous are absolute URLs.",
  );
}
