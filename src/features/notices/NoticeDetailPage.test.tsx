import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { api } from '../../api/client';
import { ApiError } from '../../api/http';
import type { Notice, PageQuery } from '../../api/types';
import { makeNotice, makePaged } from '../../../tests/support/unit/factories';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { NOTICE_TITLE_MAX, NoticeDetailPage } from './NoticeDetailPage';

const longTitle = 'Visa rules for foreign citizens arriving for work and study in the year 2026 and later';
const notices: Notice[] = [
  makeNotice({ id: 1, slug: 'first', name_en: 'First notice', is_new: true, views: 55 }),
  makeNotice({ id: 2, slug: 'second', name_en: longTitle }),
  makeNotice({ id: 3, slug: 'third', name_en: 'Third notice', is_new: true }),
];

describe('NoticeDetailPage', () => {
  let getNotices: MockInstance<typeof api.getNotices>;
  beforeEach(() => {
    vi.spyOn(api, 'getNoticeDetail').mockImplementation((slug: string) => {
      const found = notices.find((n) => n.slug === slug);
      return found ? Promise.resolve(found) : Promise.reject(new ApiError('http', 404, null));
    });
    getNotices = vi.spyOn(api, 'getNotices').mockImplementation((query: PageQuery = {}) => {
      const page = query.page ?? 1;
      const item = notices[page - 1];
      return item
        ? Promise.resolve(makePaged([item], notices.length, page < notices.length))
        : Promise.reject(new ApiError('http', 404, 'Invalid page.'));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the announcement with its date, views and the translated new marker', async () => {
    renderWithProviders(<NoticeDetailPage />, {
      path: '/notices/:slug',
      entry: '/notices/first',
      lang: 'en',
      showLocation: true,
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'First notice' });
    const article = heading.closest('article');
    expect(article).not.toBeNull();
    expect(within(article!).getByText('New')).toBeInTheDocument();
    expect(within(article!).getByText('55')).toBeInTheDocument();
    expect(within(article!).getByText('01.02.2026')).toBeInTheDocument();
    expect(await within(article!).findByText('Notice text 1')).toBeInTheDocument();
  });

  it('loads the other announcements one per request until count, cutting titles to 70 characters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoticeDetailPage />, {
      path: '/notices/:slug',
      entry: '/notices/third',
      lang: 'en',
      showLocation: true,
    });
    const aside = await screen.findByRole('complementary', { name: 'Other announcements' });
    expect(await within(aside).findByRole('link', { name: 'First notice' })).toHaveAttribute(
      'href',
      '/en/notices/first',
    );
    expect(getNotices).toHaveBeenCalledWith({ size: 1, page: 1 }, expect.anything());
    expect(within(aside).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(aside).getByRole('button', { name: 'Load more' }));
    const cut = `${longTitle.slice(0, NOTICE_TITLE_MAX).trimEnd()}…`;
    const second = await within(aside).findByRole('link', { name: cut });
    expect(NOTICE_TITLE_MAX).toBe(70);
    expect(second).toHaveAttribute('href', '/en/notices/second');
    await waitFor(() => expect(second).toHaveFocus());
    expect(getNotices).toHaveBeenLastCalledWith({ size: 1, page: 2 }, expect.anything());

    // The last page holds the announcement being read: it is not listed, the button goes, and
    // the focus stays on the list.
    await user.click(within(aside).getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(aside).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
    expect(getNotices).toHaveBeenCalledTimes(3);
    expect(within(aside).queryByRole('link', { name: 'Third notice' })).not.toBeInTheDocument();
    expect(within(aside).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(second).toHaveFocus());
  });

  it('skips at once a page that holds only the announcement being read', async () => {
    renderWithProviders(<NoticeDetailPage />, {
      path: '/notices/:slug',
      entry: '/notices/first',
      lang: 'en',
      showLocation: true,
    });
    const aside = await screen.findByRole('complementary', { name: 'Other announcements' });
    const second = await within(aside).findByRole('link', { name: /^Visa rules/ });
    expect(second).toHaveAttribute('href', '/en/notices/second');
    expect(within(aside).queryByRole('link', { name: 'First notice' })).not.toBeInTheDocument();
    expect(getNotices).toHaveBeenCalledWith({ size: 1, page: 1 }, expect.anything());
    expect(getNotices).toHaveBeenCalledWith({ size: 1, page: 2 }, expect.anything());
    expect(within(aside).getAllByRole('listitem')).toHaveLength(1);
    expect(within(aside).getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('marks new announcements in Turkmen and Russian too', async () => {
    renderWithProviders(<NoticeDetailPage />, {
      path: '/notices/:slug',
      entry: '/notices/third',
      lang: 'ru',
      showLocation: true,
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Объявление 3' });
    expect(within(heading.closest('article')!).getByText('Новое')).toBeInTheDocument();
  });

  it('shows the not-found text with a retry', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoticeDetailPage />, {
      path: '/notices/:slug',
      entry: '/notices/none',
      lang: 'en',
      showLocation: true,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Announcement not found!');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(api.getNoticeDetail).toHaveBeenCalledTimes(2);
  });
});
