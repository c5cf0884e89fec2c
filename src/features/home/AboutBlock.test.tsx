import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock, sectionOf, stubFetch } from '../../shared/blocks/testing';
import { AboutBlock } from './AboutBlock';

afterEach(() => vi.unstubAllGlobals());

const about = {
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
    stubFetch({ '/main/mainabout/': { body: about }, '/main/content/': { body: {} } });
    const user = userEvent.setup();
    renderBlock(<AboutBlock />, { lang: 'en' });
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
    stubFetch({ '/main/mainabout/': { body: about }, '/main/content/': { body: {} } });
    renderBlock(<AboutBlock />, { lang: 'ru' });
    expect(await screen.findByRole('button', { name: 'Подробнее' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'О службе' })).toBeInTheDocument();
  });

  it('shows an error with retry, and an empty state', async () => {
    stubFetch({ '/main/mainabout/': { status: 500, body: {} }, '/main/content/': { body: {} } });
    const { unmount } = renderBlock(<AboutBlock />, { lang: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
    unmount();
    stubFetch({
      '/main/mainabout/': { body: { ...about, name_en: '', content_en: '', name_tm: '', content_tm: '' } },
      '/main/content/': { body: {} },
    });
    renderBlock(<AboutBlock />, { lang: 'en' });
    expect(await screen.findByText('No information yet')).toBeInTheDocument();
  });
});
