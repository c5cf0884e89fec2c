import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Post } from '../../api/types';
import { apiError, apiHandler, apiNetworkError } from '../../../tests/support/unit/api-handlers';
import { makePaged, makePost } from '../../../tests/support/unit/factories';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { recordRequests, requestsTo, server, type RecordedRequest } from '../../../tests/support/unit/server';
import { ARTICLES_PAGE_SIZE } from '../../blocks/news/listQueries';
import { ArticlesPage } from './ArticlesPage';

const all: Post[] = Array.from({ length: 10 }, (_, i) =>
  makePost({ id: 100 + i, slug: `article-${i + 1}`, type: 'article', name_en: `Article ${i + 1}` }),
);

/** The articles list as the API pages it: `size` a page, 404 past the last page. */
function serve(items: Post[]) {
  return apiHandler('getAllArticles', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 1);
    const size = Number(params.get('size') ?? 4);
    const results = items.slice((page - 1) * size, page * size);
    if (results.length === 0) return HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
    return HttpResponse.json(makePaged(results, items.length, page * size < items.length));
  });
}

describe('ArticlesPage', () => {
  let requests: RecordedRequest[];
  /** The query of each articles request, in order. */
  const articleQueries = () => requestsTo(requests, 'getAllArticles').map((r) => r.query);
  beforeEach(() => {
    server.use(serve(all));
    requests = recordRequests();
  });

  it('loads four at a time and appends on Load more until count, then the button disappears', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ArticlesPage />, {
      path: '/articles',
      entry: '/articles',
      lang: 'en',
      showLocation: true,
    });
    expect(await screen.findByRole('link', { name: 'Article 1' })).toHaveAttribute(
      'href',
      '/en/article/article-1',
    );
    expect(ARTICLES_PAGE_SIZE).toBe(4);
    expect(articleQueries()).toEqual([{ size: '4', page: '1' }]);
    const list = () => screen.getByRole('list');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Showing 4 of 10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(8));
    expect(articleQueries().at(-1)).toEqual({ size: '4', page: '2' });
    // Focus moves to the first article just added.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Article 5' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(10));
    expect(screen.getByRole('link', { name: 'Article 9' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 10 of 10')).toBeInTheDocument();
    expect(articleQueries()).toEqual([
      { size: '4', page: '1' },
      { size: '4', page: '2' },
      { size: '4', page: '3' },
    ]);
  });

  it('has no Load more when the first page holds everything', async () => {
    server.use(serve(all.slice(0, 3)));
    renderWithProviders(<ArticlesPage />, {
      path: '/articles',
      entry: '/articles',
      lang: 'en',
      showLocation: true,
    });
    await screen.findByRole('link', { name: 'Article 3' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps word and date in the URL and sends them', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ArticlesPage />, {
      path: '/articles',
      entry: '/articles?word=law&date=2026-02-01',
      lang: 'en',
      showLocation: true,
    });
    await screen.findByRole('link', { name: 'Article 1' });
    expect(articleQueries()).toEqual([{ size: '4', page: '1', word: 'law', date: '2026-02-01' }]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('law');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-02-01');
    // Articles have no category filter.
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(search);
    await user.type(search, 'visa');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/articles?word=visa&date=2026-02-01');
    await waitFor(() =>
      expect(articleQueries().at(-1)).toEqual({ size: '4', page: '1', word: 'visa', date: '2026-02-01' }),
    );
    await act(() => router.navigate(-1));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('law');
  });

  it('shows the empty state for a 404 and an error with retry otherwise', async () => {
    server.use(apiError('getAllArticles', 404, 'Invalid page.'));
    renderWithProviders(<ArticlesPage />, {
      path: '/articles',
      entry: '/articles?word=zzz',
      lang: 'en',
      showLocation: true,
    });
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(articleQueries()).toEqual([{ size: '4', page: '1', word: 'zzz' }]);
  });

  it('retries after a failure', async () => {
    const user = userEvent.setup();
    server.use(apiNetworkError('getAllArticles', { once: true }));
    renderWithProviders(<ArticlesPage />, {
      path: '/articles',
      entry: '/articles',
      lang: 'ru',
      showLocation: true,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Что-то пошло не так!');
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Новость 100' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Загрузить ещё' })).toBeInTheDocument();
    expect(articleQueries()).toEqual([
      { size: '4', page: '1' },
      { size: '4', page: '1' },
    ]);
  });
});
