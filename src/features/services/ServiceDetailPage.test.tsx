import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiAnswer, apiError, apiNetworkError } from '../../../tests/support/unit/api-handlers';
import { makeService } from '../../../tests/support/unit/factories';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { recordRequests, requestsTo, server } from '../../../tests/support/unit/server';
import { ServiceDetailPage } from './ServiceDetailPage';

describe('ServiceDetailPage', () => {
  beforeEach(() => {
    server.use(
      apiAnswer('getServices', [makeService({ id: 81, name_en: 'General one' })]),
      apiAnswer('getOnlineServices', [makeService({ id: 82, name_en: 'Online one', is_online: true })]),
    );
  });

  it('shows title, content and the extra HTML column, then the general services block', async () => {
    server.use(
      apiAnswer(
        'getServiceDetail',
        makeService({
          slug: 'passport',
          name_en: 'Passport',
          content_en: '<p>How to apply</p>',
          extra_en: '<p>Documents list</p>',
        }),
      ),
    );
    const requests = recordRequests();
    renderWithProviders(<ServiceDetailPage />, {
      path: '/services/:slug',
      entry: '/services/passport',
      lang: 'en',
      showLocation: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Passport' })).toBeInTheDocument();
    expect(await screen.findByText('How to apply')).toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'More information' });
    expect(await within(aside).findByText('Documents list')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'General one' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Online one' })).not.toBeInTheDocument();
    expect(requestsTo(requests, 'getServiceDetail').map((r) => r.path)).toEqual([
      '/services/detail/passport/',
    ]);
  });

  it('has no side column without extra HTML and shows the online block under an online service', async () => {
    server.use(
      apiAnswer(
        'getServiceDetail',
        makeService({ slug: 'e-visa', name_en: 'E-visa', is_online: true, extra_en: '<p>  </p>' }),
      ),
    );
    renderWithProviders(<ServiceDetailPage />, {
      path: '/services/:slug',
      entry: '/services/e-visa',
      lang: 'en',
      showLocation: true,
    });
    await screen.findByRole('heading', { level: 1, name: 'E-visa' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Online one' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'General one' })).not.toBeInTheDocument();
  });

  it('falls back to Turkmen for an untranslated service', async () => {
    server.use(
      apiAnswer(
        'getServiceDetail',
        makeService({
          slug: 's',
          name_ru: '',
          content_ru: '',
          name_tm: 'Pasport',
          content_tm: '<p>Türkmençe mazmun</p>',
        }),
      ),
    );
    renderWithProviders(<ServiceDetailPage />, {
      path: '/services/:slug',
      entry: '/services/s',
      lang: 'ru',
      showLocation: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pasport' })).toHaveAttribute('lang', 'tk');
    expect(await screen.findByText('Türkmençe mazmun')).toBeInTheDocument();
  });

  it('shows not-found and network errors with a retry', async () => {
    const user = userEvent.setup();
    server.use(
      apiError('getServiceDetail', 404, null, { once: true }),
      apiNetworkError('getServiceDetail', { once: true }),
      apiAnswer('getServiceDetail', makeService({ slug: 's', name_en: 'Finally' })),
    );
    const requests = recordRequests();
    renderWithProviders(<ServiceDetailPage />, {
      path: '/services/:slug',
      entry: '/services/s',
      lang: 'en',
      showLocation: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service not found!');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Network error!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Finally' })).toBeInTheDocument();
    expect(requestsTo(requests, 'getServiceDetail')).toHaveLength(3);
  });
});
