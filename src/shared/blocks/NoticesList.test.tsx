import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticesList } from './NoticesList';
import { makeNotice } from './fixtures.test-data';
import { renderBlock, stubFetch } from './testing';

afterEach(() => vi.unstubAllGlobals());

describe('NoticesList', () => {
  it('shows title links, dates and the new marker', async () => {
    const notices = [
      makeNotice({
        name_en: 'Office hours change',
        slug: 'hours',
        is_new: true,
        pub_date: '2026-02-03T10:00:00',
      }),
      makeNotice({ name_en: 'Old notice', is_new: false }),
    ];
    stubFetch({ '/notices/main/': { body: notices } });
    renderBlock(<NoticesList />, { lang: 'en' });
    const section = await screen.findByRole('region', { name: 'Announcements' });
    const items = await within(section).findAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Office hours change' })).toHaveAttribute(
      'href',
      '/notices/hours',
    );
    expect(items[0]).toHaveTextContent('03.02.2026');
    expect(within(items[0]!).getByText('New')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('New')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubFetch({ '/notices/main/': { body: [] } });
    renderBlock(<NoticesList />, { lang: 'ru' });
    expect(await screen.findByText('Объявлений пока нет')).toBeInTheDocument();
  });
});
