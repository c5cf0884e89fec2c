import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callQuery } from '../../api/queries';
import type { Service } from '../../api/types';
import { setLang } from '../../i18n/lang';
import { Footer } from './Footer';
import { apiAnswer, apiError } from '../../../tests/support/unit/api-handlers';
import { createTestQueryClient, renderWithProviders } from '../../../tests/support/unit/render';
import { recordRequests, requestsTo, server } from '../../../tests/support/unit/server';

const service = (id: number, en: string, online: boolean): Service =>
  ({
    id,
    name_tm: `${en} tm`,
    name_ru: '',
    name_en: en,
    url: `/services/s-${id}`,
    is_online: online,
    slug: `s-${id}`,
  }) as Service;

const DICT = {
  'STATE MIGRATION SERVICE OF TURKMENISTAN': { tm: 'Gullugy', ru: 'Служба', en: 'The Service' },
  'footer about': { tm: 'Barada', ru: 'О службе', en: 'About the service' },
  'footer services': { tm: 'Hyzmatlar', ru: 'Услуги', en: 'Services' },
  'footer online services': { tm: 'Onlaýn', ru: 'Онлайн', en: 'Online services' },
  'STAY CONNECTED': { tm: 'Habarlaşyň', ru: 'На связи', en: 'Stay connected' },
  'android-url': {
    tm: 'https://play.example/app',
    ru: 'https://play.example/app',
    en: 'https://play.example/app',
  },
  'ios-url': {
    tm: 'https://apps.example/app',
    ru: 'https://apps.example/app',
    en: 'https://apps.example/app',
  },
};

function renderFooter() {
  const client = createTestQueryClient();
  client.setQueryData(callQuery('getContent').queryKey, DICT);
  return renderWithProviders(<Footer />, { client });
}

beforeEach(() => act(() => setLang('en')));
afterEach(() => act(() => setLang('tm')));

describe('<Footer>', () => {
  it('lists offline and online services apart, links each to its url, and shows about text and app badges', async () => {
    server.use(
      apiAnswer('getAllServices', [
        service(1, 'Passport', false),
        service(2, 'E-visa', true),
        service(3, 'Visa', false),
      ]),
      apiAnswer('getFooterImages', []),
    );
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    const offline = (await within(footer).findByRole('heading', { name: 'Services' })).closest('section')!;
    await waitFor(() => expect(within(offline).getAllByRole('link')).toHaveLength(2));
    expect(
      within(offline)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Passport', '/en/services/s-1'],
      ['Visa', '/en/services/s-3'],
    ]);
    const online = within(footer).getByRole('heading', { name: 'Online services' }).closest('section')!;
    expect(within(online).getByRole('link', { name: 'E-visa' })).toHaveAttribute('href', '/en/services/s-2');
    expect(footer).toHaveTextContent('About the service');
    expect(within(footer).getByRole('img', { name: 'The Service' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      'https://play.example/app',
    );
    expect(within(footer).getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      'https://apps.example/app',
    );
  });

  it('shows at most 6 media tiles in one link to /media, and none when the call fails', async () => {
    server.use(
      apiAnswer('getAllServices', []),
      apiAnswer(
        'getFooterImages',
        Array.from({ length: 8 }, (_, i) => ({ id: i + 1, src: `/media/img/${i}.jpg` })),
      ),
    );
    const first = renderFooter();
    // One link, named once (six links of one destination were six stops of the same name).
    const link = await screen.findByRole('link', { name: 'Multimedia' });
    expect(link).toHaveAttribute('href', '/en/media');
    expect(first.container.querySelectorAll('a[href="/en/media"]')).toHaveLength(1);
    expect(link.querySelectorAll('img')).toHaveLength(6);
    // The pictures are decoration of the link: its name says where it goes.
    link.querySelectorAll('img').forEach((img) => expect(img.getAttribute('alt')).toBe(''));
    first.unmount();

    server.use(apiError('getFooterImages', 500));
    const requests = recordRequests();
    const second = renderFooter();
    await screen.findByRole('heading', { name: 'Services' });
    await waitFor(() =>
      expect(second.client.getQueryState(callQuery('getFooterImages').queryKey)?.status).toBe('error'),
    );
    expect(requestsTo(requests, 'getFooterImages')).toHaveLength(1);
    expect(second.container.querySelectorAll('a[href="/en/media"]')).toHaveLength(0);
  });

  it('falls back to tm for a service name missing in the language', async () => {
    act(() => setLang('ru'));
    server.use(
      apiAnswer('getAllServices', [service(1, 'Passport', false)]),
      apiAnswer('getFooterImages', []),
    );
    renderFooter();
    expect(await screen.findByRole('link', { name: 'Passport tm' })).toBeInTheDocument();
  });
});
