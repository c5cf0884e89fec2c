/**
 * Data factories for the unit, component and contract tests, one per entity of the API and one per
 * request body (src/api/schemas.ts).
 * Each `make<Entity>(overrides)` returns a complete entity with a fresh id (unless `id` is given)
 * and texts in the three languages that say which entity and language they are, so a test can
 * find them on the page. A factory is made from the entity's schema: its return type is the
 * entity's type, and its default object is checked by the schema when it is made, so a factory
 * cannot drift from the contract. Overrides are not checked: a test may give an edge value on
 * purpose (a date without its zone, say). The mock's fixtures (`fixtures/`) are for the browser
 * tests. tests/contract/entities.test.ts checks that every resource the mock serves has a factory.
 */
import type { z } from 'zod';
import * as S from '../../../src/api/schemas';
import type { ContentDictionary, Lang, Localized, Paged } from '../../../src/api/types';

let nextId = 1;

/**
 * A factory of one entity: `defaults(id)` gives its default object (checked by `schema`; throws,
 * naming the field, when it does not fit), `overrides` replace fields of it. A fresh id is taken
 * only by defaults that read one (a category is always id 1), so the ids tests see stay in sequence.
 */
function factory<T extends z.ZodType<object>>(schema: T, defaults: (id: number) => NoInfer<z.infer<T>>) {
  return (overrides: Partial<z.infer<T>> = {}): z.infer<T> => {
    const given = (overrides as { id?: number }).id;
    const id = defaults.length === 0 ? 0 : (given ?? nextId++);
    return { ...schema.parse(defaults(id)), ...overrides };
  };
}

/** `{field}_tm`, `{field}_ru`, `{field}_en` from one text per language. */
export function makeLocalized<K extends string>(field: K, tm: string, ru: string, en: string): Localized<K> {
  const texts: Record<Lang, string> = { tm, ru, en };
  return Object.fromEntries(
    (Object.keys(texts) as Lang[]).map((lang) => [`${field}_${lang}`, texts[lang]]),
  ) as Localized<K>;
}

export const makeCategory = factory(S.Category, () => ({
  id: 1,
  slug: 'gullugyn-habarlary',
  ...makeLocalized('name', 'Gullugyň habarlary', 'Новости службы', 'Service news'),
}));

export const makePost = factory(S.Post, (id) => ({
  id,
  slug: `post-${id}`,
  type: 'post' as const,
  image: `/media/posts/${id}.jpg`,
  ...makeLocalized('name', `Habar ${id}`, `Новость ${id}`, `News item ${id}`),
  ...makeLocalized('short_content', `Gysga ${id}`, `Кратко ${id}`, `Summary ${id}`),
  ...makeLocalized('content', `<p>Mazmuny ${id}</p>`, `<p>Содержание ${id}</p>`, `<p>Content ${id}</p>`),
  pub_date: '2026-03-05T10:00:00Z',
  views: 10 + id,
  category: makeCategory(),
}));

export const makeNotice = factory(S.Notice, (id) => ({
  id,
  slug: `notice-${id}`,
  pub_date: '2026-02-01T08:00:00Z',
  ...makeLocalized('name', `Bildiriş ${id}`, `Объявление ${id}`, `Notice ${id}`),
  ...makeLocalized('short_content', '', '', ''),
  ...makeLocalized(
    'content',
    `<p>Bildiriş mazmuny ${id}</p>`,
    `<p>Текст объявления ${id}</p>`,
    `<p>Notice text ${id}</p>`,
  ),
  is_new: false,
  views: 3,
}));

export const makeService = factory(S.Service, (id) => ({
  id,
  slug: `service-${id}`,
  url: `/services/service-${id}`,
  image: `/media/services/${id}.png`,
  ...makeLocalized('name', `Hyzmat ${id}`, `Услуга ${id}`, `Service ${id}`),
  ...makeLocalized(
    'content',
    `<p>Hyzmat barada ${id}</p>`,
    `<p>Об услуге ${id}</p>`,
    `<p>About service ${id}</p>`,
  ),
  ...makeLocalized('extra', '', '', ''),
  is_online: false,
}));

export const makeDepartment = factory(S.Department, (id) => ({
  id,
  ...makeLocalized('name', `Bölüm ${id}`, `Отдел ${id}`, `Office ${id}`),
  ...makeLocalized('address', `Aşgabat, köçe ${id}`, `Ашхабад, улица ${id}`, `Ashgabat, street ${id}`),
  ...makeLocalized('phone', '+993 12 34-56-78', '+993 12 34-56-78', '+993 12 34-56-78'),
  email: `office${id}@migration.gov.tm`,
  map_image: '',
  map_string: `/media/maps/office-${id}.html`,
}));

export const makeMenuItem = factory(S.MenuItem, (id) => ({
  id,
  ...makeLocalized('name', `Bölüm ${id}`, `Раздел ${id}`, `Section ${id}`),
  url: `/pages/section-${id}`,
  children: [],
}));

export const makeHeaderMenu = factory(S.HeaderMenu, (id) => ({
  id,
  ...makeLocalized('name', 'Baş menýu', 'Главное меню', 'Main menu'),
  children: [makeMenuItem()],
}));

export const makeBanner = factory(S.Banner, (id) => ({
  id,
  ...makeLocalized('text', `Banner ${id}`, `Баннер ${id}`, `Banner ${id}`),
  url: null,
  image: `/media/banners/${id}.jpg`,
}));

export const makeBannerSection = factory(S.BannerSection, (id) => ({
  id,
  slug: `section-${id}`,
  ...makeLocalized('name', `Bölüm ${id}`, `Раздел ${id}`, `Section ${id}`),
  ...makeLocalized('short_content', `Gysga ${id}`, `Кратко ${id}`, `Summary ${id}`),
  image: `/media/sections/${id}.jpg`,
}));

export const makeFooterImage = factory(S.FooterImage, (id) => ({ id, src: `/media/footer/${id}.png` }));

export const makeWebLink = factory(S.WebLink, (id) => ({
  id,
  ...makeLocalized('name', `Salgy ${id}`, `Ссылка ${id}`, `Link ${id}`),
  url: `https://example.gov.tm/${id}`,
  image: `/media/weblinks/${id}.png`,
}));

export const makeMainAbout = factory(S.MainAbout, () => ({
  ...makeLocalized('name', 'Gulluk barada', 'О службе', 'About the service'),
  ...makeLocalized('content', '<p>Gulluk</p>', '<p>Служба</p>', '<p>The service</p>'),
  image: '/media/about.jpg',
}));

export const makeAboutPage = factory(S.AboutPage, (id) => ({
  ...makeLocalized('name', `Biz barada ${id}`, `О нас ${id}`, `About us ${id}`),
  ...makeLocalized('content', `<p>Taryh ${id}</p>`, `<p>История ${id}</p>`, `<p>History ${id}</p>`),
}));

export const makePage = factory(S.Page, (id) => ({
  ...makeLocalized('title', `Sahypa ${id}`, `Страница ${id}`, `Page ${id}`),
  ...makeLocalized('content', `<p>Tekst ${id}</p>`, `<p>Текст ${id}</p>`, `<p>Text ${id}</p>`),
}));

export const makeMessageSubject = factory(S.MessageSubject, (id) => ({
  id,
  ...makeLocalized('name', `Tema ${id}`, `Тема ${id}`, `Subject ${id}`),
  file_required: false,
}));

export const makeGalleryImage = factory(S.GalleryImage, (id) => ({
  id,
  ...makeLocalized('name', `Surat ${id}`, `Фото ${id}`, `Photo ${id}`),
  src: `/media/images/${id}.jpg`,
  src_thumb: `/media/images/${id}-thumb.jpg`,
}));

export const makeVideo = factory(S.Video, (id) => ({
  id,
  src: `/media/videos/${id}.mp4`,
  poster: `/media/videos/${id}.jpg`,
}));

export const makeWelcomeSection = factory(S.WelcomeSection, (id) => ({
  id,
  slug: `welcome-${id}`,
  image: `/media/welcome/${id}.jpg`,
  ...makeLocalized('name', `Bölüm ${id}`, `Раздел ${id}`, `Section ${id}`),
  ...makeLocalized('content', `<p>Mazmuny ${id}</p>`, `<p>Содержание ${id}</p>`, `<p>Content ${id}</p>`),
  images: [makeGalleryImage()],
}));

/** The site texts' dictionary (`/main/content/`) with one phrase, plus the phrases given. */
export function makeContentDictionary(phrases: ContentDictionary = {}): ContentDictionary {
  const site_name = { tm: 'Gullugyň saýty', ru: 'Сайт службы', en: "The service's site" };
  return { ...S.ContentDictionary.parse({ site_name }), ...phrases };
}

/**
 * One page of a Django REST Framework list: `count` is the whole list's size (default: these
 * results), `hasNext` gives a `next` link as the API would.
 */
export function makePaged<T>(results: T[], count = results.length, hasNext = false): Paged<T> {
  return { count, next: hasNext ? 'http://api.test/api/v1/next/?page=2' : null, previous: null, results };
}

/** Every factory under its entity's name in src/api/schemas.ts (what tests/contract/entities.test.ts reads). */
export const factories = {
  AboutPage: makeAboutPage,
  Banner: makeBanner,
  BannerSection: makeBannerSection,
  Category: makeCategory,
  ContentDictionary: makeContentDictionary,
  Department: makeDepartment,
  FooterImage: makeFooterImage,
  GalleryImage: makeGalleryImage,
  HeaderMenu: makeHeaderMenu,
  MainAbout: makeMainAbout,
  MenuItem: makeMenuItem,
  MessageSubject: makeMessageSubject,
  Notice: makeNotice,
  Page: makePage,
  Post: makePost,
  Service: makeService,
  Video: makeVideo,
  WebLink: makeWebLink,
  WelcomeSection: makeWelcomeSection,
} satisfies { [K in keyof typeof S]?: () => unknown };

/**
 * What the forms send (the call table's request schemas, src/api/calls.ts `body`), every field
 * filled with a value its schema accepts. A test that needs the API to accept it gives what only
 * the API knows: a solved captcha, a subject it has, the code it mailed.
 */
export const makeSubscriptionRequest = factory(S.SubscriptionRequest, () => ({
  email: 'reader@example.com',
  captcha: 'captcha-token',
}));

export const makeSubscriptionCheckRequest = factory(S.SubscriptionCheckRequest, () => ({
  token: 'activation-token',
  email: 'reader@example.com',
}));

export const makeMessageRequest = factory(S.MessageCreateRequest, () => ({
  captcha: 'captcha-token',
  message: 'Pasport barada sorag / Вопрос о паспорте',
  subject: '1',
  email: 'writer@example.com',
  fullname: 'Aýgül Meredowa',
}));

export const makeOtpCheckRequest = factory(S.OtpCheckRequest, () => ({
  email: 'writer@example.com',
  otp: '123456',
}));

/** Every request factory under its schema's name (tests/contract/call-table.test.ts reads it). */
export const requestFactories = {
  SubscriptionRequest: makeSubscriptionRequest,
  SubscriptionCheckRequest: makeSubscriptionCheckRequest,
  MessageCreateRequest: makeMessageRequest,
  OtpCheckRequest: makeOtpCheckRequest,
} satisfies { [K in keyof typeof S]?: () => unknown };
