import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswer, apiError } from '../../tests/support/unit/api-handlers';
import { makeService } from '../../tests/support/unit/factories';
import { renderWithProviders, sectionOf } from '../../tests/support/unit/render';
import { recordRequests, server } from '../../tests/support/unit/server';
import { OnlineServicesBlock, ServicesBlock } from './ServicesBlock';
import { isExternalUrl, internalPath } from '../shared/links';

describe('service links', () => {
  it('tells internal urls from other sites', () => {
    expect(isExternalUrl('/services/visa')).toBe(false);
    expect(isExternalUrl(`${window.location.origin}/services/visa`)).toBe(false);
    expect(isExternalUrl('services/visa')).toBe(false);
    expect(isExternalUrl('https://visa.gov.tm/apply')).toBe(true);
    expect(isExternalUrl('//cdn.example/x')).toBe(true);
    expect(internalPath(`${window.location.origin}/services/visa?x=1`)).toBe('/services/visa?x=1');
    expect(internalPath('services/visa')).toBe('/services/visa');
  });
});

describe('ServicesBlock', () => {
  it('links each card to its own url: internal through the router, external in a new tab', async () => {
    const services = [
      makeService({ name_en: 'Passports', url: '/services/passports' }),
      makeService({ name_en: 'E-visa portal', url: 'https://evisa.example.gov.tm/' }),
    ];
    server.use(apiAnswer('getServices', services));
    renderWithProviders(<ServicesBlock />, { lang: 'en' });
    const section = sectionOf(await screen.findByRole('heading', { level: 2, name: 'Services' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const internal = await within(section).findByRole('link', { name: 'Passports' });
    expect(internal).toHaveAttribute('href', '/en/services/passports');
    expect(internal).not.toHaveAttribute('target');
    const external = within(section).getByRole('link', { name: /E-visa portal/ });
    expect(external).toHaveAttribute('href', 'https://evisa.example.gov.tm/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const items = within(section).getAllByRole('listitem');
    expect(items[1]).toHaveStyle({ '--stagger': '1' });
  });

  it('reads the online services from their own call, with their own heading', async () => {
    server.use(apiAnswer('getOnlineServices', [makeService({ name_tm: 'Onlaýn pasport', is_online: true })]));
    const requests = recordRequests();
    renderWithProviders(<OnlineServicesBlock />, { lang: 'tm' });
    expect(await screen.findByRole('link', { name: 'Onlaýn pasport' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Onlaýn hyzmatlar' })).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(['/services/online/']);
  });

  it('shows empty and error states instead of spinning', async () => {
    server.use(apiAnswer('getServices', []));
    const { unmount } = renderWithProviders(<ServicesBlock />, { lang: 'en' });
    expect(await screen.findByText('No services yet')).toBeInTheDocument();
    unmount();
    server.use(apiError('getServices', 500));
    renderWithProviders(<ServicesBlock />, { lang: 'ru' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Что-то пошло не так!');
  });
});
