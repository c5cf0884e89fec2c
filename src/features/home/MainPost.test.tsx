import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost } from '../../shared/blocks/fixtures.test-data';
import { renderBlock, stubFetch } from '../../shared/blocks/testing';
import { MainPost } from './MainPost';

afterEach(() => vi.unstubAllGlobals());

describe('MainPost', () => {
  it('shows image, category, title link, date and views', async () => {
    const post = makePost({
      name_en: 'Main headline',
      slug: 'main',
      pub_date: '2026-04-09T12:00:00',
      views: 1234,
    });
    stubFetch({ '/posts/main-post/': { body: post } });
    const { container } = renderBlock(<MainPost />, { lang: 'en' });
    const link = await screen.findByRole('link', { name: 'Main headline' });
    expect(link).toHaveAttribute('href', '/post/main');
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
    stubFetch({
      '/posts/main-post/': { body: makePost({ name_en: 'An article', slug: 'art', type: 'article' }) },
    });
    renderBlock(<MainPost />, { lang: 'en' });
    expect(await screen.findByRole('link', { name: 'An article' })).toHaveAttribute('href', '/article/art');
  });

  it('treats a missing main post (404) as empty, other failures as an error with retry', async () => {
    stubFetch({ '/posts/main-post/': { status: 404, body: { detail: 'Not found.' } } });
    const { unmount } = renderBlock(<MainPost />, { lang: 'en' });
    expect(await screen.findByText('No main news yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    let fail = true;
    stubFetch({
      '/posts/main-post/': () =>
        fail ? { status: 500, body: {} } : { body: makePost({ name_en: 'Recovered' }) },
    });
    renderBlock(<MainPost />, { lang: 'en' });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Recovered' })).toBeInTheDocument();
  });
});
