import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeaderMenu, MenuItem } from '../../api/types';
import { useRouteChangeEffects } from '../../app/useRouteChangeEffects';
import { setLang } from '../../i18n/lang';
import { closeMenuPanel, isMenuPanelOpen } from '../../shared/menuPanelStore';
import { apiAnswer, apiError, apiPending, weatherHandler } from '../../../tests/support/unit/api-handlers';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { recordRequests, requestsTo, server } from '../../../tests/support/unit/server';
import { Header } from './Header';
import { MainNav } from './MainNav';

const item = (id: number, en: string, url: string, children: MenuItem[] = []): MenuItem => ({
  id,
  name_tm: `${en} tm`,
  name_ru: `${en} ru`,
  name_en: en,
  url,
  children,
});

const MENU: HeaderMenu = {
  id: 1,
  name_tm: 'root',
  name_ru: 'root',
  name_en: 'root',
  children: [
    item(2, 'News', '/posts'),
    item(3, 'About', '/about/history', [
      item(31, 'History', '/about/history'),
      item(32, 'Tasks', '/about/tasks'),
    ]),
    item(4, 'Services', '#', [item(41, 'Passports', '/services/passports')]),
    item(5, 'Portal', 'https://example.org/'),
  ],
};

beforeEach(() => {
  act(() => setLang('en'));
  closeMenuPanel();
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => setLang('tm'));
});

describe('<MainNav>', () => {
  it('shows a skeleton (busy) until the menu call succeeds', () => {
    server.use(apiPending('getHeaderMenu'));
    renderWithProviders(<MainNav />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toHaveAttribute('aria-busy', 'true');
    expect(within(nav).getByText('Loading...')).toBeInTheDocument();
    expect(within(nav).queryByRole('list')).toBeNull();
  });

  it('lists the menu children in the language, links to their urls and opens submenus as disclosures', async () => {
    const user = userEvent.setup();
    server.use(apiAnswer('getHeaderMenu', MENU));
    renderWithProviders(<MainNav />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/posts');
    expect(nav).not.toHaveAttribute('aria-busy');
    // Another site, by the one link rule (shared/links.ts): a new tab, announced.
    const portal = within(nav).getByRole('link', { name: 'Portal (opens in a new tab)' });
    expect(portal).toHaveAttribute('href', 'https://example.org/');
    expect(portal).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/about/history');

    // A parent with a real url: link plus a toggle; the submenu is hidden until opened.
    const aboutToggle = within(nav).getByRole('button', { name: 'About: submenu' });
    expect(aboutToggle).toHaveAttribute('aria-expanded', 'false');
    const submenu = document.getElementById(aboutToggle.getAttribute('aria-controls')!)!;
    expect(submenu).not.toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'History' })).toBeNull();

    await user.click(aboutToggle);
    expect(aboutToggle).toHaveAttribute('aria-expanded', 'true');
    expect(submenu).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/en/about/tasks');

    // A parent whose url goes nowhere is a single button; opening it closes the other submenu.
    const services = within(nav).getByRole('button', { name: 'Services' });
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(aboutToggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Passports' })).toBeVisible();

    // Escape closes and returns focus to the toggle.
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();

    // A click elsewhere closes an open submenu.
    await user.click(services);
    await user.click(document.body);
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('falls back to tm for an empty translation', async () => {
    server.use(
      apiAnswer('getHeaderMenu', {
        ...MENU,
        children: [{ ...item(9, '', '/x'), name_tm: 'Diňe tm' }],
      }),
    );
    renderWithProviders(<MainNav />);
    expect(await screen.findByRole('link', { name: 'Diňe tm' })).toBeInTheDocument();
  });

  it('ends the skeleton when the call fails and retries on request', async () => {
    const user = userEvent.setup();
    server.use(apiError('getHeaderMenu', 500, null, { once: true }), apiAnswer('getHeaderMenu', MENU));
    const requests = recordRequests();
    renderWithProviders(<MainNav />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByText('The menu did not load.')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Try again' }));
    expect(await within(nav).findByRole('link', { name: 'News' })).toBeInTheDocument();
    expect(requestsTo(requests, 'getHeaderMenu')).toHaveLength(2);
  });
});

describe('menu panel (burger)', () => {
  function Layout() {
    useRouteChangeEffects();
    return (
      <>
        <Header />
        <main id="main-content">
          <Outlet />
        </main>
      </>
    );
  }

  beforeEach(() => {
    server.use(
      apiAnswer('getHeaderMenu', MENU),
      apiAnswer('getBanners', []),
      // The header's weather widget: not under test here, it shows its quiet fallback.
      weatherHandler(() => HttpResponse.json({ cod: 503 }, { status: 503 })),
    );
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('toggles with aria-expanded, closes with Escape and on a route change', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<></>, {
      routes: [
        {
          path: '/',
          element: <Layout />,
          children: [
            { index: true, element: <h1>Home</h1> },
            { path: 'posts', element: <h1>News</h1> },
          ],
        },
      ],
    });
    const burger = screen.getByRole('button', { name: 'Main menu' });
    const panel = document.getElementById(burger.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeNull();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveClass('is-open');

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('is-open');
    expect(isMenuPanelOpen()).toBe(true);

    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/posts'));
    await waitFor(() => expect(burger).toHaveAttribute('aria-expanded', 'false'));
    expect(panel).not.toHaveClass('is-open');

    // Following a menu link closes the panel too.
    await user.click(burger);
    await user.click(await within(panel).findByRole('link', { name: 'News' }));
    await waitFor(() => expect(burger).toHaveAttribute('aria-expanded', 'false'));
  });

  it('links the logo to / and opens the latest-news feed for the language in a new tab', async () => {
    renderWithProviders(<Header />);
    const feed = screen.getByRole('link', { name: 'Latest news (opens in a new tab)' });
    expect(feed).toHaveAttribute('target', '_blank');
    expect(feed.getAttribute('href')).toMatch(/\/en$/);
    expect(feed).toHaveAttribute('rel', expect.stringContaining('noopener'));
    act(() => setLang('ru'));
    expect(
      screen
        .getByRole('link', { name: 'Последние новости (откроется в новой вкладке)' })
        .getAttribute('href'),
    ).toMatch(/\/ru$/);
    expect(document.querySelector('#frame-logo-link')).toHaveAttribute('href', '/ru/');
    await screen.findByRole('navigation', { name: 'Главное меню' });
  });
});
