import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { getLang, initLang, setLang, useLang } from '../../i18n/lang';
import { LanguageSwitcher } from '../../shared/LanguageSwitcher';

function CurrentLang() {
  return <p data-testid="current">{useLang()}</p>;
}

afterEach(() => {
  act(() => setLang('tm'));
  window.history.replaceState(null, '', '/');
});

describe('language storage and <html lang>', () => {
  it('stores tm on a first visit to an address without a language, and sets <html lang="tk">', () => {
    localStorage.clear();
    expect(initLang()).toBe('tm');
    expect(localStorage.getItem('lang')).toBe('tm');
    expect(document.documentElement.lang).toBe('tk');
  });

  it('keeps a stored language and replaces garbage with tm', () => {
    localStorage.setItem('lang', 'ru');
    expect(initLang()).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    localStorage.setItem('lang', 'de');
    expect(initLang()).toBe('tm');
    expect(localStorage.getItem('lang')).toBe('tm');
  });

  it('takes the language the address names over the stored one, and stores it with its cookie', () => {
    localStorage.setItem('lang', 'tm');
    window.history.replaceState(null, '', '/en/posts?page=2#list');
    expect(initLang()).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/en/posts?page=2#list');
  });
});

describe('<LanguageSwitcher>', () => {
  it('is links to the same page and query in each language, also in the server HTML', async () => {
    act(() => setLang('ru'));
    const handler = createStaticHandler([{ path: '*', element: <LanguageSwitcher /> }]);
    const context = await handler.query(new Request('http://site.test/ru/posts?page=2&category=x'));
    if (context instanceof Response) throw new Error('no page');
    const router = createStaticRouter(handler.dataRoutes, context);
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <StaticRouterProvider router={router} context={context} hydrate={false} />,
    );
    const links = [...host.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('hreflang')])).toEqual([
      ['TM', '/tm/posts?page=2&category=x', 'tk'],
      ['RU', '/ru/posts?page=2&category=x', 'ru'],
      ['EN', '/en/posts?page=2&category=x', 'en'],
    ]);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(host.querySelector('button')).toBeNull();
  });

  it('switches the language through the address, keeping the page and saving the choice', async () => {
    const user = userEvent.setup();
    act(() => setLang('tm'));
    const { router } = renderWithProviders(
      <>
        <LanguageSwitcher />
        <CurrentLang />
      </>,
      { entry: '/tm/posts?page=2' },
    );
    const group = screen.getByRole('group', { name: 'Dil' });
    const link = (name: string) => within(group).getByRole('link', { name });
    expect(link('TM')).toHaveAttribute('aria-current', 'true');
    expect(link('RU')).not.toHaveAttribute('aria-current');

    await user.click(link('EN'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/en/posts?page=2');
    expect(screen.getByTestId('current')).toHaveTextContent('en');
    expect(getLang()).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
    expect(link('EN')).toHaveAttribute('aria-current', 'true');
    // The group's label follows the language.
    expect(screen.getByRole('group', { name: 'Language' })).toBe(group);

    // Back returns to the Turkmen address, and so to Turkmen.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/tm/posts');
    expect(getLang()).toBe('tm');
    expect(document.documentElement.lang).toBe('tk');
  });

  it('is operable by keyboard', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LanguageSwitcher />, { entry: '/tm/contacts' });
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'RU' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/ru/contacts');
    expect(localStorage.getItem('lang')).toBe('ru');
  });
});
