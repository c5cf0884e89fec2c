/**
 * Data factories for the unit and component tests, one per entity of the API (src/api/schemas.ts).
 * Each `make<Entity>(overrides)` returns a complete entity with a fresh id (unless `id` is given)
 * and texts in the three languages that say which entity and language they are, so a test can
 * find them on the page. The return types are the entities' types; each default object is also
 * checked by its schema when it is made, so a factory cannot drift from the contract. Overrides are
 * not checked: a test may give an edge value on purpose (a date without its zone, say). The mock's
 * fixtures (`fixtures/`) are for the browser tests. tests/contract/entities.test.ts checks that every
 * resource the mock serves has a factory here.
 */
import type { z } from 'zod';
import * as S from '../../../src/api/schemas';
import type {
  AboutPage,
  Banner,
  BannerSection,
  Category,
  ContentDictionary,
  Department,
  FooterImage,
  GalleryImage,
  HeaderMenu,
  Lang,
  Localized,
  MainAbout,
  MenuItem,
  MessageSubject,
  Notice,
  Page,
  Paged,
  Post,
  Service,
  Video,
  WebLink,
  WelcomeSection,
} from '../../../src/api/types';

let nextId = 1;
function takeId(id: number | undefined): number {
  return id ?? nextId++;
}

/** The default object as the entity's schema reads it (throws, naming the field, when it does not fit). */
function checked<T extends z.ZodType>(schema: T, value: z.infer<T>): z.infer<T> {
  return schema.parse(value);
}

/** `{field}_tm`, `{field}_ru`, `{field}_en` from one text per language. */
export function makeLocalized<K extends string>(field: K, tm: string, ru: string, en: string): Localized<K> {
  const texts: Record<Lang, string> = { tm, ru, en };
  return Object.fromEntries(
    (Object.keys(texts) as Lang[]).map((lang) => [`${field}_${lang}`, texts[lang]]),
  ) as Localized<K>;
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    ...checked(S.Category, {
      id: 1,
      slug: 'gullugyn-habarlary',
      name_tm: 'Gullugyň habarlary',
      name_ru: 'Новости службы',
      name_en: 'Service news',
    }),
    ...overrides,
  };
}

export function makePost(overrides: Partial<Post> = {}): Post {
  const id = takeId(overrides.id);
  return {
    ...checked(S.Post, {
      id,
      slug: `post-${id}`,
      type: 'post',
      image: `/media/posts/${id}.jpg`,
      name_tm: `Habar ${id}`,
      name_ru: `Новость ${id}`,
      name_en: `News item ${id}`,
      short_content_tm: `Gysga ${id}`,
      short_content_ru: `Кратко ${id}`,
      short_content_en: `Summary ${id}`,
      content_tm: `<p>Mazmuny ${id}</p>`,
      content_ru: `<p>Содержание ${id}</p>`,
      content_en: `<p>Content ${id}</p>`,
      pub_date: '2026-03-05T10:00:00Z',
      views: 10 + id,
      category: makeCategory(),
    }),
    ...overrides,
  };
}

export function makeNotice(overrides: Partial<Notice> = {}): Notice {
  const id = takeId(overrides.id);
  return {
    ...checked(S.Notice, {
      id,
      slug: `notice-${id}`,
      pub_date: '2026-02-01T08:00:00Z',
      name_tm: `Bildiriş ${id}`,
      name_ru: `Объявление ${id}`,
      name_en: `Notice ${id}`,
      short_content_tm: '',
      short_content_ru: '',
      short_content_en: '',
      content_tm: `<p>Bildiriş mazmuny ${id}</p>`,
      content_ru: `<p>Текст объявления ${id}</p>`,
      content_en: `<p>Notice text ${id}</p>`,
      is_new: false,
      views: 3,
    }),
    ...overrides,
  };
}

export function makeService(overrides: Partial<Service> = {}): Service {
  const id = takeId(overrides.id);
  return {
    ...checked(S.Service, {
      id,
      slug: `service-${id}`,
      url: `/services/service-${id}`,
      image: `/media/services/${id}.png`,
      name_tm: `Hyzmat ${id}`,
      name_ru: `Услуга ${id}`,
      name_en: `Service ${id}`,
      content_tm: `<p>Hyzmat barada ${id}</p>`,
      content_ru: `<p>Об услуге ${id}</p>`,
      content_en: `<p>About service ${id}</p>`,
      extra_tm: '',
      extra_ru: '',
      extra_en: '',
      is_online: false,
    }),
    ...overrides,
  };
}

export function makeDepartment(overrides: Partial<Department> = {}): Department {
  const id = takeId(overrides.id);
  return {
    ...checked(S.Department, {
      id,
      name_tm: `Bölüm ${id}`,
      name_ru: `Отдел ${id}`,
      name_en: `Office ${id}`,
      address_tm: `Aşgabat, köçe ${id}`,
      address_ru: `Ашхабад, улица ${id}`,
      address_en: `Ashgabat, street ${id}`,
      phone_tm: '+993 12 34-56-78',
      phone_ru: '+993 12 34-56-78',
      phone_en: '+993 12 34-56-78',
      email: `office${id}@migration.gov.tm`,
      map_image: '',
      map_string: `/media/maps/office-${id}.html`,
    }),
    ...overrides,
  };
}

export function makeMenuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  const id = takeId(overrides.id);
  return {
    ...checked(S.MenuItem, {
      id,
      ...makeLocalized('name', `Bölüm ${id}`, `Раздел ${id}`, `Section ${id}`),
      url: `/pages/section-${id}`,
      children: [],
    }),
    ...overrides,
  };
}

export function makeHeaderMenu(overrides: Partial<HeaderMenu> = {}): HeaderMenu {
  const id = takeId(overrides.id);
  return {
    ...checked(S.HeaderMenu, {
      id,
      ...makeLocalized('name', 'Baş menýu', 'Главное меню', 'Main menu'),
      children: [makeMenuItem()],
    }),
    ...overrides,
  };
}

export function makeBanner(overrides: Partial<Banner> = {}): Banner {
  const id = takeId(overrides.id);
  return {
    ...checked(S.Banner, {
      id,
      ...makeLocalized('text', `Banner ${id}`, `Баннер ${id}`, `Banner ${id}`),
      url: null,
      image: `/media/banners/${id}.jpg`,
    }),
    ...overrides,
  };
}

export function makeBannerSection(overrides: Partial<BannerSection> = {}): BannerSection {
  const id = takeId(overrides.id);
  return {
    ...checked(S.BannerSection, {
      id,
      slug: `section-${id}`,
      ...makeLocalized('name', `Bölüm ${id}`, `Раздел ${id}`, `Section ${id}`),
      ...makeLocalized('short_content', `Gysga ${id}`, `Кратко ${id}`, `Summary ${id}`),
      image: `/media/sections/${id}.jpg`,
    }),
    ...overrides,
  };
}

export function makeFooterImage(overrides: Partial<FooterImage> = {}): FooterImage {
  const id = takeId(overrides.id);
  return { ...checked(S.FooterImage, { id, src: `/media/footer/${id}.png` }), ...overrides };
}

export function makeWebLink(overrides: Partial<WebLink> = {}): WebLink {
  const id = takeId(overrides.id);
  return {
    ...checked(S.WebLink, {
      id,
      ...makeLocalized('name', `Salgy ${id}`, `Ссылка ${id}`, `Link ${id}`),
      url: `https://example.gov.tm/${id}`,
      image: `/media/weblinks/${id}.png`,
    }),
    ...overrides,
  };
}

export function makeMainAbout(overrides: Partial<MainAbout> = {}): MainAbout {
  return {
    ...checked(S.MainAbout, {
      ...makeLocalized('name', 'Gulluk barada', 'О службе', 'About the service'),
      ...makeLocalized('content', '<p>Gulluk</p>', '<p>Служба</p>', '<p>The service</p>'),
      image: '/media/about.jpg',
    }),
    ...overrides,
  };
}

export function makeAboutPage(overrides: Partial<AboutPage> = {}): AboutPage {
  return {
    ...checked(S.AboutPage, {
      ...makeLocalized('name', 'Gullugyň taryhy', 'История службы', 'History of the service'),
      ...makeLocalized('content', '<p>Taryh</p>', '<p>История</p>', '<p>History</p>'),
    }),
    ...overrides,
  };
}

export function makePage(overrides: Partial<Page> = {}): Page {
  return {
    ...checked(S.Page, {
      ...makeLocalized('title', 'Ulanyş düzgünleri', 'Правила использования', 'Terms of use'),
      ...makeLocalized('content', '<p>Düzgünler</p>', '<p>Правила</p>', '<p>Terms</p>'),
    }),
    ...overrides,
  };
}

export function makeMessageSubject(overrides: Partial<MessageSubject> = {}): MessageSubject {
  const id = takeId(overrides.id);
  return {
    ...checked(S.MessageSubject, {
      id,
      ...makeLocalized('name', `Tema ${id}`, `Тема ${id}`, `Subject ${id}`),
      file_required: false,
    }),
    ...overrides,
  };
}

export function makeGalleryImage(overrides: Partial<GalleryImage> = {}): GalleryImage {
  const id = takeId(overrides.id);
  return {
    ...checked(S.GalleryImage, {
      id,
      ...makeLocalized('name', `Surat ${id}`, `Фото ${id}`, `Photo ${id}`),
      src: `/media/images/${id}.jpg`,
      src_thumb: `/media/images/${id}-thumb.jpg`,
    }),
    ...overrides,
  };
}

export function makeVideo(overrides: Partial<Video> = {}): Video {
  const id = takeId(overrides.id);
  return {
    ...checked(S.Video, { id, src: `/media/videos/${id}.mp4`, poster: `/media/videos/${id}.jpg` }),
    ...overrides,
  };
}

export function makeWelcomeSection(overrides: Partial<WelcomeSection> = {}): WelcomeSection {
  const id = takeId(overrides.id);
  return {
    ...checked(S.WelcomeSection, {
      id,
      slug: `welcome-${id}`,
      image: `/media/welcome/${id}.jpg`,
      ...makeLocalized('name', `Bölüm ${id}`, `Раздел ${id}`, `Section ${id}`),
      ...makeLocalized('content', `<p>Mazmuny ${id}</p>`, `<p>Содержание ${id}</p>`, `<p>Content ${id}</p>`),
      images: [makeGalleryImage()],
    }),
    ...overrides,
  };
}

/** The site texts' dictionary (`/main/content/`) with one phrase, plus any given. */
export function makeContentDictionary(overrides: ContentDictionary = {}): ContentDictionary {
  return {
    ...checked(S.ContentDictionary, {
      site_name: { tm: 'Gullugyň saýty', ru: 'Сайт службы', en: "The service's site" },
    }),
    ...overrides,
  };
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
