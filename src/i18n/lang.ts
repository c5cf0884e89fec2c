import { useSyncExternalStore } from 'react';
import { LANGS, type Lang } from '../api/types';

export const LANG_STORAGE_KEY = 'lang';
/** The cookie that tells the server which language's prerendered HTML to send (same name, same values). */
export const LANG_COOKIE = 'lang';
const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const DEFAULT_LANG: Lang = 'tm';

/** ISO 639-1 codes for `<html lang>`: Turkmen is `tk`, not `tm`. */
export const HTML_LANG: Record<Lang, string> = { tm: 'tk', ru: 'ru', en: 'en' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(lang: Lang): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

/** `lang=ru; path=/; max-age=…; SameSite=Lax` (plus Secure on https), for `document.cookie`. */
export function langCookieString(lang: Lang, secure = false): string {
  return `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The language named by a `Cookie` header or `document.cookie` string, or null. */
export function langFromCookies(cookies: string): Lang | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && isLang(value)) return value;
  }
  return null;
}

function writeCookie(lang: Lang): void {
  if (typeof document === 'undefined') return;
  // Written every time the language is stored, so the server's choice of HTML follows localStorage.
  if (langFromCookies(document.cookie) === lang) return;
  document.cookie = langCookieString(lang, window.location.protocol === 'https:');
}

const listeners = new Set<() => void>();
let current: Lang = DEFAULT_LANG;

function applyToDocument(lang: Lang): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = HTML_LANG[lang];
}

/** The query parameter of the language links a page shows until its app has started (`?lang=ru`). */
export const LANG_PARAM = 'lang';

/**
 * The language the address names, if any, taken out of the address (before the router reads it),
 * so the page's own address stays as it was. The server has already sent that language's HTML and
 * stored it in the cookie (deploy/nginx); a value that is not a language is dropped.
 */
function takeLangFromAddress(): Lang | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LANG_PARAM)) return null;
  const value = url.searchParams.get(LANG_PARAM);
  url.searchParams.delete(LANG_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return isLang(value) ? value : null;
}

/**
 * The visit's language: the one the address chose (`?lang=`), else the stored one; on a first visit
 * (nothing or garbage stored) `tm` (requirements §1). Stores it, and writes the cookie.
 */
export function initLang(): Lang {
  const chosen = takeLangFromAddress();
  const stored = readStorage();
  current = chosen ?? (isLang(stored) ? stored : DEFAULT_LANG);
  if (stored !== current) writeStorage(current);
  writeCookie(current);
  applyToDocument(current);
  return current;
}

/**
 * The prerender (Node, no storage) renders each language in turn: this sets the language the next
 * render reads, without touching storage, cookies or listeners.
 */
export function setServerLang(lang: Lang): void {
  current = lang;
}

export function getLang(): Lang {
  return current;
}

export function setLang(lang: Lang): void {
  if (!isLang(lang)) return;
  writeStorage(lang);
  writeCookie(lang);
  applyToDocument(lang);
  if (lang === current) return;
  current = lang;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab changed the language: follow it.
    if (event.key === LANG_STORAGE_KEY && isLang(event.newValue) && event.newValue !== current) {
      current = event.newValue;
      applyToDocument(current);
      listeners.forEach((l) => l());
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The server snapshot is the current language too: the prerender sets it per page, and the client
 * only hydrates HTML whose language equals the stored one (src/app/prerenderState.ts).
 */
export function useLang(): Lang {
  return useSyncExternalStore(subscribe, getLang, getLang);
}
