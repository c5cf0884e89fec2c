import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { ApiError } from '../../api/http';
import { makePost } from '../../../tests/support/unit/factories';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { ArticleDetailPage } from './ArticleDetailPage';

describe('ArticleDetailPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows title, date, views and the sanitised content', async () => {
    vi.spyOn(api, 'getArticleDetail').mockResolvedValue(
      makePost({
        slug: 'law',
        type: 'article',
        name_en: 'On migration law',
        views: 77,
        content_en: '<h2>Part one</h2><p onclick="x()">Text</p>',
      }),
    );
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
  });

  it('says there is no translation when the English text is empty', async () => {
    vi.spyOn(api, 'getArticleDetail').mockResolvedValue(
      makePost({ slug: 'law', type: 'article', content_en: '' }),
    );
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
    const spy = vi.spyOn(api, 'getArticleDetail').mockRejectedValue(new ApiError('http', 404, null));
    renderWithProviders(<ArticleDetailPage />, {
      path: '/article/:slug',
      entry: '/article/missing',
      lang: 'en',
      showLocation: true,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Article not found!');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
