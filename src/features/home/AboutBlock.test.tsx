import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MainAbout } from '../../api/types';
import { apiAnswer, apiError } from '../../../tests/support/unit/api-handlers';
import { renderWithProviders, sectionOf } from '../../../tests/support/unit/render';
import { server } from '../../../tests/support/unit/server';
import { AboutBlock } from './AboutBlock';

const about: MainAbout = {
  image: '/media/about.jpg',
  name_tm: 'Gullyk barada',
  name_ru: 'О службе',
  name_en: 'About the service',
  content_tm: '<p>Tm text</p>',
  content_ru: '<p>Текст</p>',
  content_en:
    '<p>First paragraph.</p><p>Second <a href="/pages/ylalashyk">rules</a>.</p><img src=x onerror="window.__pwned=1">',
};

describe('AboutBlock', () => {
  it('shows image, name and sanitised text, and toggles See more / See less', async () => {
    server.use(apiAnswer('getMainAbout', about), apiAnswer('getContent', {}));
    const user = userEvent.setup();
    renderWithProviders(<AboutBlock />, { lang: 'en' });
    const section = sectionOf(await screen.findByRole('heading', { level: 2, name: 'About the service' }));
    expect(await within(section).findByText('First paragraph.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'rules' })).toHaveAttribute('href', '/pages/ylalashyk');
    expect(section.querySelector('img[onerror]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();

    const toggle = within(section).getByRole('button', { name: 'See more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(content).not.toHaveClass('is-expanded');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('See less');
    expect(content).toHaveClass('is-expanded');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('See more');
  });

  it('translates the toggle', async () => {
    server.use(apiAnswer('getMainAbout', about), apiAnswer('getContent', {}));
    renderWithProviders(<AboutBlock />, { lang: 'ru' });
    expect(await screen.findByRole('button', { name: 'Подробнее' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'О службе' })).toBeInTheDocument();
  });

  it('shows an error with retry, and an empty state', async () => {
    server.use(apiError('getMainAbout', 500), apiAnswer('getContent', {}));
    const { unmount } = renderWithProviders(<AboutBlock />, { lang: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
    unmount();
    server.use(
      apiAnswer('getMainAbout', { ...about, name_en: '', content_en: '', name_tm: '', content_tm: '' }),
      apiAnswer('getContent', {}),
    );
    renderWithProviders(<AboutBlock />, { lang: 'en' });
    expect(await screen.findByText('No information yet')).toBeInTheDocument();
  });
});
