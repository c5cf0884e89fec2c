import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { langFromCookies, setLang } from './lang';
import { leaveForStoredChoice, negotiatedFromCookies, storedChoiceAddress } from './storedChoice';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

describe('negotiatedFromCookies', () => {
  it('reads the marker among other cookies; garbage is "", absence null', () => {
    expect(negotiatedFromCookies('theme=dark; lang_negotiated=ru; x=1')).toBe('ru');
    expect(negotiatedFromCookies('lang_negotiated=de')).toBe('');
    expect(negotiatedFromCookies('lang_negotiated=')).toBe('');
    expect(negotiatedFromCookies('lang=en; not_lang_negotiated=ru')).toBeNull();
  });
});

describe('storedChoiceAddress', () => {
  it('the same page, query and hash in the stored language', () => {
    expect(storedChoiceAddress(at('/tm/posts', '?page=2', '#top'), 'tm', 'en')).toBe('/en/posts?page=2#top');
    expect(storedChoiceAddress(at('/ru/'), 'ru', 'tm')).toBe('/tm/');
  });

  it('leaves the address alone when nothing says otherwise', () => {
    // No marker: not sent here by negotiation (a link, a bookmark of a language address).
    expect(storedChoiceAddress(at('/tm/'), null, 'en')).toBeNull();
    // A marker that names no language.
    expect(storedChoiceAddress(at('/tm/'), '', 'en')).toBeNull();
    // Nothing stored: a first visit keeps what nginx picked.
    expect(storedChoiceAddress(at('/ru/'), 'ru', null)).toBeNull();
    // The stored choice is what nginx picked.
    expect(storedChoiceAddress(at('/en/'), 'en', 'en')).toBeNull();
    // Another address than the one nginx sent the visitor to: the address's language stands.
    expect(storedChoiceAddress(at('/ru/posts'), 'tm', 'en')).toBeNull();
  });
});

describe('leaveForStoredChoice', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
  });
  afterEach(() => {
    // The store's language back to the default, then nothing of it left behind.
    setLang('tm');
    clearCookies();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('once: goes to the stored language, writes its cookie, deletes the marker', () => {
    window.history.replaceState(null, '', '/tm/posts?page=2');
    localStorage.setItem('lang', 'en');
    document.cookie = 'lang_negotiated=tm; path=/';
    const go = vi.fn();

    expect(leaveForStoredChoice(go)).toBe(true);
    expect(go).toHaveBeenCalledWith('/en/posts?page=2');
    expect(langFromCookies(document.cookie)).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(negotiatedFromCookies(document.cookie)).toBeNull();

    // The page loaded again at the same address (back, a reload): the marker is gone, nothing moves.
    expect(leaveForStoredChoice(go)).toBe(false);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('stays, and deletes the marker, when the stored choice is the address’s language', () => {
    window.history.replaceState(null, '', '/ru/');
    localStorage.setItem('lang', 'ru');
    document.cookie = 'lang_negotiated=ru; path=/';
    const go = vi.fn();
    expect(leaveForStoredChoice(go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(negotiatedFromCookies(document.cookie)).toBeNull();
  });

  it('stays without the marker, whatever is stored (a language address chosen by a link)', () => {
    window.history.replaceState(null, '', '/tm/');
    localStorage.setItem('lang', 'en');
    const go = vi.fn();
    expect(leaveForStoredChoice(go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(langFromCookies(document.cookie)).toBeNull();
  });

  it('ignores garbage in storage', () => {
    window.history.replaceState(null, '', '/tm/');
    localStorage.setItem('lang', '/evil');
    document.cookie = 'lang_negotiated=tm; path=/';
    const go = vi.fn();
    expect(leaveForStoredChoice(go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });
});
