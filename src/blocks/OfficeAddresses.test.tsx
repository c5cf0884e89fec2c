import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAnswer, apiError } from '../../tests/support/unit/api-handlers';
import { makeDepartment } from '../../tests/support/unit/factories';
import { renderWithProviders } from '../../tests/support/unit/render';
import { server } from '../../tests/support/unit/server';
import { OfficeAddresses } from './OfficeAddresses';
import { splitList, telHref } from './contactDetails';
import { mapEmbedUrl } from './mapEmbed';

describe('mapEmbedUrl', () => {
  it('accepts embed links and takes the src out of a pasted iframe snippet', () => {
    expect(mapEmbedUrl('/media/maps/a.html')).toBe('/media/maps/a.html');
    expect(mapEmbedUrl('https://www.google.com/maps/embed?pb=1')).toBe(
      'https://www.google.com/maps/embed?pb=1',
    );
    expect(mapEmbedUrl('<iframe src="https://maps.example/embed?a=1&amp;b=2" width="600"></iframe>')).toBe(
      'https://maps.example/embed?a=1&b=2',
    );
  });
  it('refuses scripts and nonsense', () => {
    expect(mapEmbedUrl('javascript:alert(1)')).toBe('');
    expect(mapEmbedUrl('<iframe src="javascript:alert(1)"></iframe>')).toBe('');
    expect(mapEmbedUrl('')).toBe('');
    expect(mapEmbedUrl(null)).toBe('');
  });
  it('makes tel: links and splits lists', () => {
    expect(telHref('+993 (12) 34-56-78')).toBe('tel:+99312345678');
    expect(splitList('+993 12 1, +993 12 2; ')).toEqual(['+993 12 1', '+993 12 2']);
  });
});

describe('OfficeAddresses', () => {
  it('shows name, address, phone and e-mail links in the current language', async () => {
    const office = makeDepartment({
      name_ru: 'Главный офис',
      address_ru: 'Ашхабад, проспект 1',
      phone_ru: '+993 12 11-22-33',
    });
    server.use(apiAnswer('getDepartments', [office]));
    renderWithProviders(<OfficeAddresses />, { lang: 'ru' });
    const section = await screen.findByRole('region', { name: 'Наши адреса' });
    expect(
      await within(section).findByRole('heading', { level: 3, name: 'Главный офис' }),
    ).toBeInTheDocument();
    expect(within(section).getByText('Ашхабад, проспект 1')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '+993 12 11-22-33' })).toHaveAttribute(
      'href',
      'tel:+99312112233',
    );
    expect(within(section).getByRole('link', { name: office.email })).toHaveAttribute(
      'href',
      `mailto:${office.email}`,
    );
  });

  it('opens and closes the map in a 600 px frame, by click and by keyboard', async () => {
    const offices = [
      makeDepartment({ name_en: 'North office' }),
      makeDepartment({ name_en: 'South office' }),
    ];
    server.use(apiAnswer('getDepartments', offices));
    const user = userEvent.setup();
    renderWithProviders(<OfficeAddresses />, { lang: 'en' });
    // Each button names its office: read in a list of buttons, six "Show map" would say nothing.
    const [first, second] = (await screen.findAllByRole('button', { name: /^Show map/ })) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveAccessibleName('Show map of North office');
    expect(second).toHaveAccessibleName('Show map of South office');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTitle(/North office/)).not.toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveTextContent('Hide map');
    expect(first).toHaveAccessibleName('Hide map of North office');
    const frame = screen.getByTitle('Map: North office');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('height', '600');
    expect(frame).toHaveAttribute('src', offices[0]!.map_string);
    expect(document.getElementById(first.getAttribute('aria-controls') ?? '')).toContainElement(frame);
    // The other office's map stays closed.
    expect(screen.queryByTitle('Map: South office')).not.toBeInTheDocument();

    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTitle('Map: North office')).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByTitle('Map: North office')).toBeInTheDocument();
  });

  it('has no map button when the office has no usable map link', async () => {
    server.use(apiAnswer('getDepartments', [makeDepartment({ map_string: 'javascript:alert(1)' })]));
    renderWithProviders(<OfficeAddresses />, { lang: 'en' });
    await screen.findByRole('heading', { level: 3 });
    expect(screen.queryByRole('button', { name: /^Show map/ })).not.toBeInTheDocument();
  });

  it('shows empty and error states', async () => {
    server.use(apiAnswer('getDepartments', []));
    const { unmount } = renderWithProviders(<OfficeAddresses />, { lang: 'en' });
    expect(await screen.findByText('No addresses yet')).toBeInTheDocument();
    unmount();
    server.use(apiError('getDepartments', 503));
    renderWithProviders(<OfficeAddresses />, { lang: 'en' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
