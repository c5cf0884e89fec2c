import { useSyncExternalStore } from 'react';
import { LANGS, type Lang } from '../api/types';

export const LANG_STORAGE_KEY = 'lang';
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

const listeners = new Set<() => void>();
let current: Lang = DEFAULT_LANG;

function applyToDocument(lang: Lang): void {
  document.documentElement.lang = HTML_LANG[lang];
}

/** Reads the stored language; on a first visit (nothing or garbage stored) stores `tm` (spec §1). */
export function initLang(): Lang {
  const stored = readStorage();
  current = isLang(stored) ? stored : DEFAULT_LANG;
  if (stored !== current) writeStorage(current);
  applyToDocument(current);
  return current;
}

export function getLang(): Lang {
  return current;
}

export function setLang(lang: Lang): void {
  if (!isLang(lang)) return;
  writeStorage(lang);
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

export function useLang(): Lang {
  return useSyncExternalStore(subscribe, getLang, () => DEFAULT_LANG);
}
