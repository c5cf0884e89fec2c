import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswer } from '../../../tests/support/unit/api-handlers';
import { makeNotice } from '../../../tests/support/unit/factories';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { server } from '../../../tests/support/unit/server';
import { NoticesList } from './NoticesList';

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
    server.use(apiAnswer('getMainNotices', notices));
    renderWithProviders(<NoticesList />, { lang: 'en' });
    const section = await screen.findByRole('region', { name: 'Announcements' });
    const items = await within(section).findAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Office hours change' })).toHaveAttribute(
      'href',
      '/en/notices/hours',
    );
    expect(items[0]).toHaveTextContent('03.02.2026');
    expect(within(items[0]!).getByText('New')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('New')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server.use(apiAnswer('getMainNotices', []));
    renderWithProviders(<NoticesList />, { lang: 'ru' });
    expect(await screen.findByText('Объявлений пока нет')).toBeInTheDocument();
  });
});
