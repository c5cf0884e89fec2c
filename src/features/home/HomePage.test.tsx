import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeDepartment,
  makeNotice,
  makePost,
  makeService,
  paged,
} from '../../shared/blocks/fixtures.test-data';
import { renderBlock, sectionOf, stubFetch, type StubRoutes } from '../../shared/blocks/testing';
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

afterEach(() => vi.unstubAllGlobals());

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

function routes(overrides: StubRoutes = {}): StubRoutes {
  return {
    '/main/content/': { body: content },
    '/posts/main-post/': { body: makePost({ name_en: 'The main post', slug: 'main-post' }) },
    '/posts/get-posts/gullugyn-habarlary/?size=30': {
      body: paged([
        makePost({ name_en: 'S1' }),
        makePost({ name_en: '' }),
        makePost({ name_en: 'S2' }),
        makePost({ name_en: 'S3' }),
        makePost({ name_en: 'S4' }),
        makePost({ name_en: 'S5' }),
      ]),
    },
    '/posts/get-posts/beyleki-habarlar/?size=30': { body: paged([makePost({ name_en: 'O1' })]) },
    '/services/': { body: [makeService({ name_en: 'Passport service' })] },
    '/services/online/': { body: [makeService({ name_en: 'Online visa', is_online: true })] },
    '/main/departments/': { body: [makeDepartment({ name_en: 'Head office' })] },
    '/main/weblinks/': {
      body: [
        {
          id: 1,
          url: 'https://turkmenistan.gov.tm/',
          image: '/media/w1.png',
          name_tm: 'Portal',
          name_ru: 'Портал',
          name_en: 'State portal',
        },
      ],
    },
    '/notices/main/': { body: [makeNotice({ name_en: 'Important notice', is_new: true })] },
    '/main/mainabout/': {
      body: {
        image: '/media/a.jpg',
        name_tm: 'Biz',
        name_ru: 'Мы',
        name_en: 'About the service',
        content_tm: '',
        content_ru: '',
        content_en: '<p>About text</p>',
      },
    },
    ...overrides,
  };
}

describe('Home page', { timeout: 30_000 }, () => {
  it('shows every block in the order of the spec, in the current language', async () => {
    stubFetch(routes());
    renderBlock(<HomePage />, { lang: 'en' });
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
      '/welcome',
    );
    expect(screen.getByTestId('contact-form')).toBeInTheDocument();
    expect(screen.getByTestId('subscribe-form')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('STATE MIGRATION SERVICE OF TURKMENISTAN'));
  });

  it('keeps the rest of the page when the main post is missing or fails', async () => {
    stubFetch(routes({ '/posts/main-post/': { status: 500, body: { detail: 'down' } } }));
    renderBlock(<HomePage />, { lang: 'ru' });
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
    stubFetch(
      routes({
        '/posts/get-posts/gullugyn-habarlary/?size=30': { body: paged([]) },
        '/posts/get-posts/beyleki-habarlar/?size=30': { body: paged([]) },
        '/services/': { body: [] },
        '/services/online/': { body: [] },
        '/main/departments/': { body: [] },
        '/main/weblinks/': { body: [] },
        '/notices/main/': { body: [] },
      }),
    );
    renderBlock(<HomePage />, { lang: 'en' });
    await waitFor(() => expect(screen.getAllByText('No news yet')).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByText('No services yet')).toHaveLength(2));
    expect(await screen.findByText('No addresses yet')).toBeInTheDocument();
    expect(await screen.findByText('No websites yet')).toBeInTheDocument();
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
