import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiAnswer, apiError, apiHandler } from '../../../tests/support/unit/api-handlers';
import { makePost } from '../../../tests/support/unit/factories';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { server } from '../../../tests/support/unit/server';
import { MainPost } from './MainPost';

describe('MainPost', () => {
  it('shows image, category, title link, date and views', async () => {
    const post = makePost({
      name_en: 'Main headline',
      slug: 'main',
      pub_date: '2026-04-09T12:00:00',
      views: 1234,
    });
    server.use(apiAnswer('getMainPost', post));
    const { container } = renderWithProviders(<MainPost />, { lang: 'en' });
    const link = await screen.findByRole('link', { name: 'Main headline' });
    expect(link).toHaveAttribute('href', '/en/post/main');
    const article = screen.getByRole('article');
    expect(within(article).getByText('Service news')).toBeInTheDocument();
    expect(article).toHaveTextContent('09.04.2026');
    expect(article).toHaveTextContent('1234');
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', post.image);
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  });

  it('opens the article page for a post of type article', async () => {
    server.use(apiAnswer('getMainPost', makePost({ name_en: 'An article', slug: 'art', type: 'article' })));
    renderWithProviders(<MainPost />, { lang: 'en' });
    expect(await screen.findByRole('link', { name: 'An article' })).toHaveAttribute(
      'href',
      '/en/article/art',
    );
  });

  it('treats a missing main post (404) as empty, other failures as an error with retry', async () => {
    server.use(apiError('getMainPost', 404, 'Not found.'));
    const { unmount } = renderWithProviders(<MainPost />, { lang: 'en' });
    expect(await screen.findByText('No main news yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    let fail = true;
    server.use(
      apiHandler('getMainPost', () =>
        fail
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json(makePost({ name_en: 'Recovered' })),
      ),
    );
    renderWithProviders(<MainPost />, { lang: 'en' });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Recovered' })).toBeInTheDocument();
  });
});
