import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnlineServicesBlock, ServicesBlock } from './ServicesBlock';
import { makeService } from './fixtures.test-data';
import { isExternalUrl, internalPath } from '../links';
import { renderBlock, sectionOf, stubFetch } from './testing';

afterEach(() => vi.unstubAllGlobals());

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
    stubFetch({ '/services/': { body: services } });
    renderBlock(<ServicesBlock />, { lang: 'en' });
    const section = sectionOf(await screen.findByRole('heading', { level: 2, name: 'Services' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const internal = await within(section).findByRole('link', { name: 'Passports' });
    expect(internal).toHaveAttribute('href', '/services/passports');
    expect(internal).not.toHaveAttribute('target');
    const external = within(section).getByRole('link', { name: /E-visa portal/ });
    expect(external).toHaveAttribute('href', 'https://evisa.example.gov.tm/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const items = within(section).getAllByRole('listitem');
    expect(items[1]).toHaveStyle({ '--stagger': '1' });
  });

  it('reads the online services from their own call, with their own heading', async () => {
    const stub = stubFetch({
      '/services/online/': { body: [makeService({ name_tm: 'Onlaýn pasport', is_online: true })] },
    });
    renderBlock(<OnlineServicesBlock />, { lang: 'tm' });
    expect(await screen.findByRole('link', { name: 'Onlaýn pasport' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Onlaýn hyzmatlar' })).toBeInTheDocument();
    expect(stub.calls).toEqual(['/services/online/']);
  });

  it('shows empty and error states instead of spinning', async () => {
    stubFetch({ '/services/': { body: [] } });
    const { unmount } = renderBlock(<ServicesBlock />, { lang: 'en' });
    expect(await screen.findByText('No services yet')).toBeInTheDocument();
    unmount();
    stubFetch({ '/services/': { status: 500, body: {} } });
    renderBlock(<ServicesBlock />, { lang: 'ru' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Что-то пошло не так!');
  });
});
