import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { getLang, initLang, setLang, useLang } from '../../i18n/lang';
import { LanguageSwitcher } from '../../shared/LanguageSwitcher';

function CurrentLang() {
  return <p data-testid="current">{useLang()}</p>;
}

afterEach(() => {
  act(() => setLang('tm'));
});

describe('language storage and <html lang>', () => {
  it('stores tm on a first visit and sets <html lang="tk">', () => {
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
});

describe('a language chosen by the address (?lang=, the switcher links before the app starts)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('wins over the stored one, is stored with its cookie, and leaves the address as it was', () => {
    localStorage.setItem('lang', 'tm');
    window.history.replaceState(null, '', '/posts?page=2&lang=en#list');
    expect(initLang()).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/posts?page=2#list');
  });

  it('is dropped from the address when it is not a language; the stored one stays', () => {
    localStorage.setItem('lang', 'ru');
    window.history.replaceState(null, '', '/contacts?lang=de');
    expect(initLang()).toBe('ru');
    expect(`${location.pathname}${location.search}`).toBe('/contacts');
  });
});

describe('<LanguageSwitcher>', () => {
  it('is links to the page in each language until the app has started (the server HTML)', () => {
    act(() => setLang('ru'));
    const host = document.createElement('div');
    host.innerHTML = renderToString(<LanguageSwitcher />);
    const links = [...host.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['TM', '?lang=tm'],
      ['RU', '?lang=ru'],
      ['EN', '?lang=en'],
    ]);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(host.querySelector('button')).toBeNull();
  });

  it('is a labelled group of TM / RU / EN toggle buttons that switch at once and save the choice', async () => {
    const user = userEvent.setup();
    act(() => setLang('tm'));
    render(
      <>
        <LanguageSwitcher />
        <CurrentLang />
      </>,
    );
    const group = screen.getByRole('group', { name: 'Dil' });
    const [tm, ru, en] = ['TM', 'RU', 'EN'].map((name) => within(group).getByRole('button', { name }));
    expect(tm).toHaveAttribute('aria-pressed', 'true');
    expect(ru).toHaveAttribute('aria-pressed', 'false');

    await user.click(en!);
    expect(screen.getByTestId('current')).toHaveTextContent('en');
    expect(getLang()).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(en).toHaveAttribute('aria-pressed', 'true');
    expect(tm).toHaveAttribute('aria-pressed', 'false');
    // The group's label follows the language.
    expect(screen.getByRole('group', { name: 'Language' })).toBe(group);

    await user.click(ru!);
    expect(document.documentElement.lang).toBe('ru');
    expect(localStorage.getItem('lang')).toBe('ru');
    expect(screen.getByRole('group', { name: 'Язык' })).toBe(group);

    await user.click(tm!);
    expect(document.documentElement.lang).toBe('tk');
    expect(localStorage.getItem('lang')).toBe('tm');
  });

  it('is operable by keyboard', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'RU' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(localStorage.getItem('lang')).toBe('ru');
  });
});
