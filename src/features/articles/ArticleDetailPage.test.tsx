import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAnswer, apiError } from '../../../tests/support/unit/api-handlers';
import { makePost } from '../../../tests/support/unit/factories';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { recordRequests, requestsTo, server } from '../../../tests/support/unit/server';
import { ArticleDetailPage } from './ArticleDetailPage';

describe('ArticleDetailPage', () => {
  it('shows title, date, views and the sanitised content', async () => {
    server.use(
      apiAnswer(
        'getArticleDetail',
        makePost({
          slug: 'law',
          type: 'article',
          name_en: 'On migration law',
          views: 77,
          content_en: '<h2>Part one</h2><p onclick="x()">Text</p>',
        }),
      ),
    );
    const requests = recordRequests();
    const { container } = renderWithProviders(<ArticleDetailPage />, {
      path: '/article/:slug',
      entry: '/article/law',
      lang: 'en',
      showLocation: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'On migration law' })).toBeInTheDocument();
    expect(screen.getByText('77')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Part one' })).toBeInTheDocument();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Articles' }),
    ).toHaveAttribute('href', '/en/articles');
    expect(requestsTo(requests, 'getArticleDetail').map((r) => r.path)).toEqual([
      '/posts/article-detail/law/',
    ]);
  });

  it('says there is no translation when the English text is empty', async () => {
    server.use(apiAnswer('getArticleDetail', makePost({ slug: 'law', type: 'article', content_en: '' })));
    renderWithProviders(<ArticleDetailPage />, {
      path: '/article/:slug',
      entry: '/article/law',
      lang: 'en',
      showLocation: true,
    });
    expect(await screen.findByText('No translation in English')).toBeInTheDocument();
  });

  it('shows the not-found text with a retry', async () => {
    const user = userEvent.setup();
    server.use(apiError('getArticleDetail', 404));
    const requests = recordRequests();
    renderWithProviders(<ArticleDetailPage />, {
      path: '/article/:slug',
      entry: '/article/missing',
      lang: 'en',
      showLocation: true,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Article not found!');
    expect(requestsTo(requests, 'getArticleDetail')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requestsTo(requests, 'getArticleDetail')).toHaveLength(2));
  });
});
