import { startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { LANGS, type Lang } from '../api/types';
import { langOfPath } from './addresses';

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

/** The language stored in this browser (by the site, now or before there were language addresses), or null. */
export function storedLang(): Lang | null {
  const stored = readStorage();
  return isLang(stored) ? stored : null;
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

/**
 * The visit's language: the one the address names (decision 0028), else the stored one; on a first
 * visit to an address without a language (nothing or garbage stored) `tm` (requirements §1). Stores
 * it and writes the cookie, so both follow what is shown.
 */
export function initLang(): Lang {
  const named = typeof window === 'undefined' ? null : langOfPath(window.location.pathname);
  const stored = readStorage();
  current = named ?? (isLang(stored) ? stored : DEFAULT_LANG);
  if (stored !== current) writeStorage(current);
  writeCookie(current);
  applyToDocument(current);
  return current;
}

/**
 * The router moved to `pathname` (a link, the switcher, back or forward): the language shown is the
 * one the address names.
 */
export function followAddress(pathname: string): void {
  const named = langOfPath(pathname);
  if (named) setLang(named);
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

/** The language of the HTML being hydrated (src/app/startFromPrerender.tsx), or null. */
let hydrationLang: Lang | null = null;

/**
 * Names the language the prerendered HTML was rendered in, before hydrating it: every part of the
 * page hydrates in it, however late (useLang).
 */
export function setHydrationLang(lang: Lang | null): void {
  hydrationLang = lang;
}

/** What a component reads while React hydrates it, or renders it on the server (useLang). */
const languageOfTheHtml = (): Lang => hydrationLang ?? current;
/** useLang follows the store itself (below); this read only tells hydration from a fresh render. */
const noSubscription = () => () => undefined;

/**
 * Sets the language: stored, in the cookie, and to every component reading it. `<html lang>`
 * follows when React commits the new texts (`useDocumentLang`), not before: it never names a
 * language the page does not show yet.
 */
export function setLang(lang: Lang): void {
  if (!isLang(lang)) return;
  writeStorage(lang);
  writeCookie(lang);
  if (lang === current) return;
  current = lang;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` with each language the visit switches to; returns its removal. */
export function onLangChange(listener: (lang: Lang) => void): () => void {
  return subscribe(() => listener(current));
}

/**
 * Another tab's choice is not followed: each tab shows the language its address names.
 */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The language a component renders in. Each reader keeps it in its own state and follows the store
 * inside a transition (decision 0028, amended): a language switch is also a navigation, which React
 * Router renders as a transition, so both land in one interruptible render that yields to the
 * browser, instead of a blocking re-render of every text before the new page's render (the switch's
 * Interaction to Next Paint, docs/performance.md). The first render reads the store, so a prerendered
 * page hydrates in the language it was rendered in (src/app/prerenderState.ts).
 */
export function useLang(): Lang {
  // A fresh render starts in the current language. A hydrating one starts in the language of its
  // HTML, which useSyncExternalStore reads only while hydrating (and on the server): a lazy part
  // below the fold hydrates seconds after the rest on a slow phone, and if the visitor switched
  // language meanwhile, its text did not match its HTML (React error 418, and the part rendered
  // again from scratch). It follows the switch just after, in the effect below.
  const first = useSyncExternalStore(noSubscription, getLang, languageOfTheHtml);
  const [lang, setState] = useState(first);
  useEffect(() => {
    const follow = () => startTransition(() => setState(getLang()));
    // The language may have changed between this render and this effect (compared first: every
    // link reads the language, and a page hydrates hundreds of them).
    if (getLang() !== lang) follow();
    return subscribe(follow);
    // Subscribed once; `lang` is the value this component first rendered with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return lang;
}

/**
 * `<html lang>` on the language of the texts React has committed: set in the same commit as they
 * are (a language switch renders as a transition, above), so assistive technology never reads a
 * page's old texts under the new language's code. Called once, at the app's root.
 */
export function useDocumentLang(): void {
  const lang = useLang();
  useLayoutEffect(() => applyToDocument(lang), [lang]);
}
