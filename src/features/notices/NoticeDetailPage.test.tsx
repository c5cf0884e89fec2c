import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Notice } from '../../api/types';
import { apiHandler } from '../../../tests/support/unit/api-handlers';
import { makeNotice, makePaged } from '../../../tests/support/unit/factories';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { recordRequests, requestsTo, server, type RecordedRequest } from '../../../tests/support/unit/server';
import { NOTICE_TITLE_MAX, NoticeDetailPage } from './NoticeDetailPage';

const longTitle = 'Visa rules for foreign citizens arriving for work and study in the year 2026 and later';
const notices: Notice[] = [
  makeNotice({ id: 1, slug: 'first', name_en: 'First notice', is_new: true, views: 55 }),
  makeNotice({ id: 2, slug: 'second', name_en: longTitle }),
  makeNotice({ id: 3, slug: 'third', name_en: 'Third notice', is_new: true }),
];

describe('NoticeDetailPage', () => {
  let requests: RecordedRequest[];
  /** The query of each "other announcements" request, in order. */
  const listQueries = () => requestsTo(requests, 'getNotices').map((r) => r.query);
  beforeEach(() => {
    server.use(
      apiHandler('getNoticeDetail', ({ params }) => {
        const found = notices.find((n) => n.slug === params.slug);
        return found ? HttpResponse.json(found) : new HttpResponse(null, { status: 404 });
      }),
      // One announcement a page, as the site asks (`size=1`); 404 past the last.
      apiHandler('getNotices', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        const item = notices[page - 1];
        return item
          ? HttpResponse.json(makePaged([item], notices.length, page < notices.length))
          : HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
      }),
    );
    requests = recordRequests();
  });

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
    expect(listQueries()).toEqual([{ size: '1', page: '1' }]);
    expect(within(aside).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(aside).getByRole('button', { name: 'Load more' }));
    const cut = `${longTitle.slice(0, NOTICE_TITLE_MAX).trimEnd()}…`;
    const second = await within(aside).findByRole('link', { name: cut });
    expect(NOTICE_TITLE_MAX).toBe(70);
    expect(second).toHaveAttribute('href', '/en/notices/second');
    await waitFor(() => expect(second).toHaveFocus());
    expect(listQueries().at(-1)).toEqual({ size: '1', page: '2' });

    // The last page holds the announcement being read: it is not listed, the button goes, and
    // the focus stays on the list.
    await user.click(within(aside).getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(aside).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
    expect(listQueries()).toEqual([
      { size: '1', page: '1' },
      { size: '1', page: '2' },
      { size: '1', page: '3' },
    ]);
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
    expect(listQueries()).toEqual([
      { size: '1', page: '1' },
      { size: '1', page: '2' },
    ]);
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
    expect(requestsTo(requests, 'getNoticeDetail').map((r) => r.path)).toEqual(['/notices/detail/none/']);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requestsTo(requests, 'getNoticeDetail')).toHaveLength(2));
  });
});
