import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category, Paged, Post } from '../../api/types';
import { apiAnswer, apiError, apiHandler } from '../../../tests/support/unit/api-handlers';
import { makePaged, makePost } from '../../../tests/support/unit/factories';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { recordRequests, requestsTo, server, type RecordedRequest } from '../../../tests/support/unit/server';
import { POSTS_PAGE_SIZE } from '../../blocks/news/listQueries';
import { PostsPage } from './PostsPage';

const categories: Category[] = [
  {
    id: 1,
    slug: 'gullugyn-habarlary',
    name_tm: 'Gullugyň habarlary',
    name_ru: 'Новости службы',
    name_en: 'Service news',
  },
  { id: 2, slug: 'beyleki-habarlar', name_tm: 'Beýleki habarlar', name_ru: 'Другие новости', name_en: '' },
];

const location = () => screen.getByTestId('location').textContent;

/** The news list answered per requested page: `answer(page)` gives the page, or null for a 404. */
function allPosts(answer: (page: number) => Paged<Post> | null) {
  return apiHandler('getAllPosts', ({ request }) => {
    const body = answer(Number(new URL(request.url).searchParams.get('page') ?? 1));
    return body ? HttpResponse.json(body) : HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
  });
}

describe('PostsPage', () => {
  let requests: RecordedRequest[];
  /** The query of each news-list request, in order. */
  const listQueries = () => requestsTo(requests, 'getAllPosts').map((r) => r.query);

  beforeEach(() => {
    // jsdom has no layout: scrolling is a no-op there.
    Element.prototype.scrollIntoView = vi.fn();
    server.use(
      apiAnswer('getCategories', categories),
      allPosts((page) => makePaged([makePost({ id: page * 1000, name_en: `Page ${page} first` })], 1050)),
    );
    requests = recordRequests();
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for 100 posts a page and shows ceil(count/100) numbered pages with gaps', async () => {
    renderWithProviders(<PostsPage />, { path: '/posts', entry: '/posts', lang: 'en', showLocation: true });
    expect(await screen.findByRole('link', { name: 'Page 1 first' })).toHaveAttribute(
      'href',
      '/en/post/post-1000',
    );
    expect(listQueries()).toEqual([{ page: '1', size: String(POSTS_PAGE_SIZE) }]);
    expect(POSTS_PAGE_SIZE).toBe(100);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    // 1050 posts → 11 pages: 1 2 3 4 5 … 11
    expect(numbers).toEqual(['1', '2', '3', '4', '5', '11']);
    expect(within(nav).getByText('…')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '1' })).toHaveAttribute('aria-current', 'page');
    // Each page is a link to its own address (a crawler and a visitor without JavaScript reach it).
    expect(within(nav).getByRole('link', { name: '2' })).toHaveAttribute('href', '/posts?page=2');
    // Previous from page 1 is no link at all.
    expect(within(nav).queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(within(nav).getByText('Previous').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(screen.getByText('Found: 1050')).toHaveAttribute('role', 'status');
  });

  it('keeps the page in the URL and reaches every page through the links', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PostsPage />, { path: '/posts', entry: '/posts', lang: 'en', showLocation: true });
    await screen.findByRole('link', { name: 'Page 1 first' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(nav).getByRole('link', { name: '11' }));
    expect(location()).toBe('/posts?page=11');
    expect(await screen.findByRole('link', { name: 'Page 11 first' })).toBeInTheDocument();
    expect(listQueries().at(-1)).toEqual({ page: '11', size: '100' });
    const navAfter = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(navAfter).getByRole('link', { name: '11' })).toHaveAttribute('aria-current', 'page');
    expect(within(navAfter).queryByRole('link', { name: /Next/ })).toBeNull();
    // From the last page, the middle is one step away: 1 … 7 8 9 10 11
    await user.click(within(navAfter).getByRole('link', { name: '7' }));
    expect(location()).toBe('/posts?page=7');
    await screen.findByRole('link', { name: 'Page 7 first' });
    const links = within(screen.getByRole('navigation', { name: 'Pagination' }))
      .getAllByRole('link')
      .map((b) => b.textContent);
    expect(links.filter((text) => /^\d+$/.test(text ?? ''))).toEqual(['1', '6', '7', '8', '11']);
  });

  it('reads word, category, date and page from the URL and sends them as the query', async () => {
    renderWithProviders(<PostsPage />, {
      path: '/posts',
      entry: '/posts?word=visa&category=beyleki-habarlar&date=2026-03-05&page=3',
      lang: 'en',
      showLocation: true,
    });
    await screen.findByRole('link', { name: 'Page 3 first' });
    expect(listQueries()).toEqual([
      { page: '3', size: '100', word: 'visa', category: 'beyleki-habarlar', date: '2026-03-05' },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('visa');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('beyleki-habarlar');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-03-05');
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: '3' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('does not send a date that is not a calendar day', async () => {
    renderWithProviders(<PostsPage />, {
      path: '/posts',
      entry: '/posts?date=31.01.2026',
      lang: 'en',
      showLocation: true,
    });
    await screen.findByRole('link', { name: 'Page 1 first' });
    expect(listQueries()).toEqual([{ page: '1', size: '100' }]);
  });

  it('a filter change goes to the URL and starts again at page 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PostsPage />, {
      path: '/posts',
      entry: '/posts?page=4',
      lang: 'en',
      showLocation: true,
    });
    await screen.findByRole('link', { name: 'Page 4 first' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'passport{Enter}');
    expect(location()).toBe('/posts?word=passport');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: '1', size: '100', word: 'passport' }));

    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: '2' }),
    );
    expect(location()).toBe('/posts?word=passport&page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'gullugyn-habarlary');
    // Applied once the frame of the change is painted (NewsFilters.tsx, afterNextPaint).
    await waitFor(() => expect(location()).toBe('/posts?word=passport&category=gullugyn-habarlary'));

    await user.click(
      within(await screen.findByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: '2' }),
    );
    const date = screen.getByLabelText('Date');
    await user.type(date, '2026-01-31');
    await waitFor(() =>
      expect(location()).toBe('/posts?word=passport&category=gullugyn-habarlary&date=2026-01-31'),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/posts');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('follows the URL when history moves back (the back button restores the filters)', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PostsPage />, {
      path: '/posts',
      entry: '/posts?word=first',
      lang: 'en',
      showLocation: true,
    });
    await screen.findByRole('link', { name: 'Page 1 first' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(search);
    await user.type(search, 'second{Enter}');
    expect(location()).toBe('/posts?word=second');
    await act(() => router.navigate(-1));
    expect(location()).toBe('/posts?word=first');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('first');
  });

  it('shows category names in the current language, falling back to Turkmen', async () => {
    renderWithProviders(<PostsPage />, { path: '/posts', entry: '/posts', lang: 'en', showLocation: true });
    const select = await screen.findByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Service news', 'Beýleki habarlar']);
  });

  it('treats a 404 from the list as an empty result, not an error', async () => {
    server.use(apiError('getAllPosts', 404, 'Invalid page.'));
    renderWithProviders(<PostsPage />, {
      path: '/posts',
      entry: '/posts?word=nothing',
      lang: 'en',
      showLocation: true,
    });
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(listQueries()).toEqual([{ page: '1', size: '100', word: 'nothing' }]);
  });

  it('a page past the end (404) is empty and offers the first page', async () => {
    const user = userEvent.setup();
    server.use(
      allPosts((page) =>
        page > 11 ? null : makePaged([makePost({ id: 7, name_en: 'First page post' })], 1050),
      ),
    );
    renderWithProviders(<PostsPage />, {
      path: '/posts',
      entry: '/posts?word=visa&page=99',
      lang: 'en',
      showLocation: true,
    });
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByText('First page post')).toBeInTheDocument();
    expect(location()).toBe('/posts?word=visa');
    expect(listQueries()).toEqual([
      { page: '99', size: '100', word: 'visa' },
      { page: '1', size: '100', word: 'visa' },
    ]);
  });

  it('shows an error with a retry control for other failures', async () => {
    const user = userEvent.setup();
    server.use(apiError('getAllPosts', 500, null, { once: true }));
    renderWithProviders(<PostsPage />, { path: '/posts', entry: '/posts', lang: 'en', showLocation: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Page 1 first' })).toBeInTheDocument();
  });

  it('links posts of type article to the article page and falls back to Turkmen titles', async () => {
    server.use(
      apiAnswer(
        'getAllPosts',
        makePaged([
          makePost({ id: 1, slug: 'an-article', type: 'article', name_en: 'An article' }),
          makePost({ id: 2, slug: 'only-tm', name_en: '', name_tm: 'Diňe türkmençe' }),
        ]),
      ),
    );
    renderWithProviders(<PostsPage />, { path: '/posts', entry: '/posts', lang: 'en', showLocation: true });
    expect(await screen.findByRole('link', { name: 'An article' })).toHaveAttribute(
      'href',
      '/en/article/an-article',
    );
    const fallback = screen.getByRole('link', { name: 'Diňe türkmençe' });
    expect(fallback).toHaveAttribute('href', '/en/post/only-tm');
    expect(fallback.closest('h3')).toHaveAttribute('lang', 'tk');
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('is in Russian when the language is Russian', async () => {
    renderWithProviders(<PostsPage />, { path: '/posts', entry: '/posts', lang: 'ru', showLocation: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Новости' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Новость 1000' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeInTheDocument();
  });
});
