import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Paged, Post } from '../../api/types';
import { apiAnswer, apiError, apiHandler } from '../../../tests/support/unit/api-handlers';
import {
  makeDepartment,
  makeNotice,
  makePaged,
  makePost,
  makeService,
} from '../../../tests/support/unit/factories';
import { renderWithProviders, sectionOf } from '../../../tests/support/unit/render';
import { server } from '../../../tests/support/unit/server';
import { HomeBelowFold } from './HomeBelowFold';
import { HomePage as Page } from './HomePage';

// The forms are another feature's work, handed in by the app layer: here only their places matter.
function HomePage() {
  return (
    <Page
      belowFold={
        <HomeBelowFold
          contactForm={<div data-testid="contact-form" />}
          subscribeForm={<div data-testid="subscribe-form" />}
        />
      }
    />
  );
}

const content = {
  'STATE MIGRATION': { tm: 'DÖWLET MIGRASIÝA', ru: 'ГОСУДАРСТВЕННАЯ МИГРАЦИОННАЯ', en: 'STATE MIGRATION' },
  'SERVICE OF TURKMENISTAN': { tm: 'GULLUGY', ru: 'СЛУЖБА ТУРКМЕНИСТАНА', en: 'SERVICE OF TURKMENISTAN' },
  'Service news': { tm: 'Gullugyň habarlary', ru: 'Новости службы', en: 'Service news' },
  'Other news': { tm: 'Beýleki habarlar', ru: 'Другие новости', en: 'Other news' },
  'Welcome to Turkmenistan!': {
    tm: 'Türkmenistana hoş geldiňiz!',
    ru: 'Добро пожаловать в Туркменистан!',
    en: 'Welcome to Turkmenistan!',
  },
  'ABOUT US': { tm: 'BIZ BARADA', ru: 'О НАС', en: 'ABOUT US' },
};

/** The news columns' call, answered only with the size the home page asks for (30). */
function categoryPosts(byCategory: Record<string, Paged<Post>>) {
  return apiHandler('getCategoryPosts', ({ request, params }) => {
    const page = byCategory[String(params.category)];
    return page && new URL(request.url).searchParams.get('size') === '30'
      ? HttpResponse.json(page)
      : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  });
}

/** Every call of the home page; a test's own `server.use(...)` afterwards takes precedence. */
function useHomeApi() {
  server.use(
    apiAnswer('getContent', content),
    apiAnswer('getMainPost', makePost({ name_en: 'The main post', slug: 'main-post' })),
    categoryPosts({
      'gullugyn-habarlary': makePaged([
        makePost({ name_en: 'S1' }),
        makePost({ name_en: '' }),
        makePost({ name_en: 'S2' }),
        makePost({ name_en: 'S3' }),
        makePost({ name_en: 'S4' }),
        makePost({ name_en: 'S5' }),
      ]),
      'beyleki-habarlar': makePaged([makePost({ name_en: 'O1' })]),
    }),
    apiAnswer('getServices', [makeService({ name_en: 'Passport service' })]),
    apiAnswer('getOnlineServices', [makeService({ name_en: 'Online visa', is_online: true })]),
    apiAnswer('getDepartments', [makeDepartment({ name_en: 'Head office' })]),
    apiAnswer('getWebLinks', [
      {
        id: 1,
        url: 'https://turkmenistan.gov.tm/',
        image: '/media/w1.png',
        name_tm: 'Portal',
        name_ru: 'Портал',
        name_en: 'State portal',
      },
    ]),
    apiAnswer('getMainNotices', [makeNotice({ name_en: 'Important notice', is_new: true })]),
    apiAnswer('getMainAbout', {
      image: '/media/a.jpg',
      name_tm: 'Biz',
      name_ru: 'Мы',
      name_en: 'About the service',
      content_tm: '',
      content_ru: '',
      content_en: '<p>About text</p>',
    }),
  );
}

describe('Home page', () => {
  it('shows every block in the order of requirements §2, in the current language', async () => {
    useHomeApi();
    renderWithProviders(<HomePage />, { lang: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'STATE MIGRATION SERVICE OF TURKMENISTAN' }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'The main post' });
    await screen.findByRole('link', { name: 'Important notice' });
    await screen.findByRole('link', { name: /State portal/ });
    await screen.findByText('About text');

    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual([
      'Main news',
      'Service news',
      'Other news',
      'Welcome to Turkmenistan!',
      'Services',
      'Online services',
      'Reception days',
      'Our addresses',
      'State websites',
      'Announcements',
      'About the service',
    ]);
    const service = screen.getByRole('region', { name: 'Service news' });
    expect(
      within(service)
        .getAllByRole('link', { name: /^S\d$/ })
        .map((a) => a.textContent),
    ).toEqual(['S1', 'S2', 'S3', 'S4']);
    expect(screen.getByRole('link', { name: 'Welcome to Turkmenistan!' })).toHaveAttribute(
      'href',
      '/en/welcome/',
    );
    expect(screen.getByTestId('contact-form')).toBeInTheDocument();
    expect(screen.getByTestId('subscribe-form')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('STATE MIGRATION SERVICE OF TURKMENISTAN'));
  });

  it('keeps the rest of the page when the main post is missing or fails', async () => {
    useHomeApi();
    server.use(apiError('getMainPost', 500, 'down'));
    renderWithProviders(<HomePage />, { lang: 'ru' });
    const mainNews = await screen.findByRole('region', { name: 'Главная новость' });
    expect(await within(mainNews).findByRole('alert')).toHaveTextContent('Что-то пошло не так!');
    const serviceNews = screen.getByRole('region', { name: 'Новости службы' });
    expect(await within(serviceNews).findAllByRole('link')).toHaveLength(5); // 4 posts + "All news"
    const services = sectionOf(screen.getByRole('heading', { level: 2, name: 'Услуги' }));
    expect(await within(services).findAllByRole('link')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: /Портал/ })).toHaveAttribute(
      'href',
      'https://turkmenistan.gov.tm/',
    );
    expect(screen.getByRole('region', { name: 'Дни приёма' })).toHaveTextContent('Вторник');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows empty states for empty lists', async () => {
    useHomeApi();
    server.use(
      categoryPosts({ 'gullugyn-habarlary': makePaged([]), 'beyleki-habarlar': makePaged([]) }),
      apiAnswer('getServices', []),
      apiAnswer('getOnlineServices', []),
      apiAnswer('getDepartments', []),
      apiAnswer('getWebLinks', []),
      apiAnswer('getMainNotices', []),
    );
    renderWithProviders(<HomePage />, { lang: 'en' });
    await waitFor(() => expect(screen.getAllByText('No news yet')).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByText('No services yet')).toHaveLength(2));
    expect(await screen.findByText('No addresses yet')).toBeInTheDocument();
    expect(await screen.findByText('No websites yet')).toBeInTheDocument();
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
