/**
 * Data factories for the unit and component tests, typed by the API contract (`src/api/types.ts`).
 * Each `make<Entity>(overrides)` returns a complete entity with a fresh id (unless `id` is given)
 * and texts in the three languages that say which entity and language they are, so a test can
 * find them on the page. The mock's fixtures (`fixtures/`) are for the browser tests.
 */
import type {
  Category,
  Department,
  Lang,
  Localized,
  Notice,
  Paged,
  Post,
  Service,
} from '../../../src/api/types';

let nextId = 1;
function takeId(id: number | undefined): number {
  return id ?? nextId++;
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
    id: 1,
    slug: 'gullugyn-habarlary',
    name_tm: 'Gullugyň habarlary',
    name_ru: 'Новости службы',
    name_en: 'Service news',
    ...overrides,
  };
}

export function makePost(overrides: Partial<Post> = {}): Post {
  const id = takeId(overrides.id);
  return {
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
    ...overrides,
  };
}

export function makeNotice(overrides: Partial<Notice> = {}): Notice {
  const id = takeId(overrides.id);
  return {
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
    ...overrides,
  };
}

export function makeService(overrides: Partial<Service> = {}): Service {
  const id = takeId(overrides.id);
  return {
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
    ...overrides,
  };
}

export function makeDepartment(overrides: Partial<Department> = {}): Department {
  const id = takeId(overrides.id);
  return {
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
