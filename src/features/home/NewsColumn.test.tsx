import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiAnswer, apiHandler, apiPending } from '../../../tests/support/unit/api-handlers';
import { makePaged, makePost } from '../../../tests/support/unit/factories';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { recordRequests, server } from '../../../tests/support/unit/server';
import { NewsColumn, selectColumnPosts } from './NewsColumn';

const PATH = '/posts/get-posts/gullugyn-habarlary/?size=30';

describe('selectColumnPosts', () => {
  it('keeps at most 4 posts whose name in the language is not empty, in order', () => {
    const posts = [
      makePost({ name_en: 'A' }),
      makePost({ name_en: '' }),
      makePost({ name_en: '   ' }),
      makePost({ name_en: 'B' }),
      makePost({ name_en: 'C' }),
      makePost({ name_en: 'D' }),
      makePost({ name_en: 'E' }),
    ];
    expect(selectColumnPosts(posts, 'en').map((p) => p.name_en)).toEqual(['A', 'B', 'C', 'D']);
    expect(selectColumnPosts(posts, 'tm')).toHaveLength(4);
    expect(selectColumnPosts(posts.slice(0, 3), 'en').map((p) => p.name_en)).toEqual(['A']);
    expect(selectColumnPosts(undefined, 'en')).toEqual([]);
  });
});

describe('NewsColumn', () => {
  it('requests size=30 and shows the first 4 posts named in the current language', async () => {
    const posts = [
      makePost({ name_ru: '' }),
      makePost({ name_ru: 'Первая' }),
      makePost({ name_ru: 'Вторая', type: 'article', slug: 'an-article' }),
      makePost({ name_ru: '' }),
      makePost({ name_ru: 'Третья', pub_date: '2025-12-31T09:00:00' }),
      makePost({ name_ru: 'Четвёртая' }),
      makePost({ name_ru: 'Пятая' }),
    ];
    server.use(apiAnswer('getCategoryPosts', makePaged(posts)));
    const requests = recordRequests();
    renderWithProviders(<NewsColumn category="gullugyn-habarlary" title="Новости службы" />, { lang: 'ru' });

    const section = await screen.findByRole('region', { name: 'Новости службы' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Новости службы' })).toBeInTheDocument();
    const links = await within(section).findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Первая', 'Вторая', 'Третья', 'Четвёртая']);
    expect(links[1]).toHaveAttribute('href', '/ru/article/an-article');
    expect(links[0]).toHaveAttribute('href', `/ru/post/${posts[1]?.slug}`);
    expect(within(section).getByText('31.12.2025')).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual([PATH]);
  });

  it('shows an empty state when no post is named in the current language', async () => {
    server.use(
      apiAnswer('getCategoryPosts', makePaged([makePost({ name_en: '' }), makePost({ name_en: '' })])),
    );
    renderWithProviders(<NewsColumn category="gullugyn-habarlary" title="Service news" />, { lang: 'en' });
    expect(await screen.findByText('No news yet')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the posts', async () => {
    let fail = true;
    server.use(
      apiHandler('getCategoryPosts', () =>
        fail
          ? HttpResponse.json({ detail: 'boom' }, { status: 500 })
          : HttpResponse.json(makePaged([makePost({ name_en: 'Back again' })])),
      ),
    );
    renderWithProviders(<NewsColumn category="gullugyn-habarlary" title="Service news" />, { lang: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong!');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a busy skeleton while loading', () => {
    server.use(apiPending('getCategoryPosts'));
    const { container } = renderWithProviders(
      <NewsColumn category="gullugyn-habarlary" title="Service news" />,
      { lang: 'en' },
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
