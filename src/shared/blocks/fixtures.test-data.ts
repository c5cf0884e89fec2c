import type { Category, Department, Notice, Post, Service } from '../../api/types';

/** Small hand-made entities for component tests (the mock's fixtures are for the browser tests). */
export const category: Category = {
  id: 1,
  slug: 'gullugyn-habarlary',
  name_tm: 'Gullugyň habarlary',
  name_ru: 'Новости службы',
  name_en: 'Service news',
};

let nextId = 1;
export function makePost(overrides: Partial<Post> = {}): Post {
  const id = nextId++;
  return {
    id,
    slug: `post-${id}`,
    type: 'post',
    image: `/media/posts/${id}.jpg`,
    name_tm: `Habar ${id}`,
    name_ru: `Новость ${id}`,
    name_en: `News ${id}`,
    short_content_tm: '',
    short_content_ru: '',
    short_content_en: '',
    content_tm: '<p>tm</p>',
    content_ru: '<p>ru</p>',
    content_en: '<p>en</p>',
    pub_date: '2026-03-05T10:00:00Z',
    views: 10 * id,
    category,
    ...overrides,
  };
}

export function paged<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}

export function makeService(overrides: Partial<Service> = {}): Service {
  const id = nextId++;
  return {
    id,
    url: `/services/service-${id}`,
    image: `/media/services/${id}.png`,
    slug: `service-${id}`,
    name_tm: `Hyzmat ${id}`,
    name_ru: `Услуга ${id}`,
    name_en: `Service ${id}`,
    content_tm: '',
    content_ru: '',
    content_en: '',
    extra_tm: '',
    extra_ru: '',
    extra_en: '',
    is_online: false,
    ...overrides,
  };
}

export function makeDepartment(overrides: Partial<Department> = {}): Department {
  const id = nextId++;
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

export function makeNotice(overrides: Partial<Notice> = {}): Notice {
  const id = nextId++;
  return {
    id,
    slug: `notice-${id}`,
    pub_date: '2026-01-15T08:00:00Z',
    name_tm: `Bildiriş ${id}`,
    name_ru: `Объявление ${id}`,
    name_en: `Announcement ${id}`,
    short_content_tm: '',
    short_content_ru: '',
    short_content_en: '',
    content_tm: '',
    content_ru: '',
    content_en: '',
    is_new: false,
    views: 3,
    ...overrides,
  };
}
