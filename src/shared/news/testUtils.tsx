/**
 * Helpers for the component tests of the news, articles, services and announcements pages: a fresh
 * query client (no retries, so error states show at once) and a memory router with the page's
 * route plus a probe that prints the current location.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { Lang, Notice, Paged, Post, Service } from '../../api/types';
import { setLang } from '../../i18n';

// The machine running the tests is shared and often busy: waits for lazy chunks (DOMPurify) and
// fetch mocks get more than the default second before a test fails.
configure({ asyncUtilTimeout: 5000 });

export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

export function renderPage(
  routes: { path: string; Component: ComponentType }[],
  initialEntry: string,
  lang: Lang = 'en',
) {
  setLang(lang);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } },
  });
  const router = createMemoryRouter(
    routes.map(({ path, Component }) => ({
      path,
      element: (
        <>
          <Component />
          <LocationProbe />
        </>
      ),
    })),
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

let nextId = 1;

export function makePost(overrides: Partial<Post> = {}): Post {
  const id = overrides.id ?? nextId++;
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
    category: {
      id: 1,
      slug: 'gullugyn-habarlary',
      name_tm: 'Gullugyň habarlary',
      name_ru: 'Новости службы',
      name_en: 'Service news',
    },
    ...overrides,
  };
}

export function makeNotice(overrides: Partial<Notice> = {}): Notice {
  const id = overrides.id ?? nextId++;
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
  const id = overrides.id ?? nextId++;
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

export function paged<T>(results: T[], count = results.length, hasNext = false): Paged<T> {
  return { count, next: hasNext ? 'http://x/next' : null, previous: null, results };
}
