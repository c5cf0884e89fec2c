import type { Lang } from '../api/types';
import { langAddress, langOfPath } from './addresses';
import { isLang, setLang, storedLang } from './lang';

/**
 * A language chosen before there were language addresses lived only in `localStorage.lang`, with no
 * `lang` cookie: nginx, which cannot read storage, sends such a visitor from a path without a
 * language to the language of the browser or Turkmen, and the app, following the address, would
 * then overwrite the choice (decision 0028). nginx marks that redirect with a short-lived cookie,
 * `lang_negotiated=<the language it picked>` (deploy/nginx/language-negotiation.conf.template), and
 * only when no `lang` cookie decided. The app reads it once, when it starts, and deletes it.
 */
export const NEGOTIATED_COOKIE = 'lang_negotiated';

/** The value of the marker in a `document.cookie` string: a language, '' for garbage, null when absent. */
export function negotiatedFromCookies(cookies: string): Lang | '' | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === NEGOTIATED_COOKIE) return isLang(value) ? value : '';
  }
  return null;
}

/**
 * Where a visitor nginx sent to `address` by negotiation goes instead: the same page, query and hash
 * in the stored language, when the address is the one the marker names and the stored language is
 * another; else null (the address stays, and the app stores its language as on any address).
 */
export function storedChoiceAddress(
  address: { pathname: string; search: string; hash: string },
  negotiated: Lang | '' | null,
  stored: Lang | null,
): string | null {
  if (!negotiated || !stored) return null;
  const shown = langOfPath(address.pathname);
  // Not the address nginx sent the visitor to (a link followed since, the marker left behind by an
  // app that never started): the address's language stands.
  if (shown !== negotiated || stored === shown) return null;
  return langAddress(`${address.pathname}${address.search}${address.hash}`, stored);
}

/**
 * Called first when the app starts (src/main.tsx). Deletes the marker whatever it says; when the
 * stored choice is another language than the negotiated address's, stores it in the `lang` cookie
 * (so nginx picks it from now on) and replaces the page with that language's address. Returns
 * whether it did: the app must then not start on this page.
 */
export function leaveForStoredChoice(
  go: (address: string) => void = (address) => window.location.replace(address),
): boolean {
  const negotiated = negotiatedFromCookies(document.cookie);
  if (negotiated === null) return false;
  document.cookie = `${NEGOTIATED_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  const stored = storedLang();
  const target = storedChoiceAddress(window.location, negotiated, stored);
  if (!target || !stored) return false;
  setLang(stored);
  go(target);
  return true;
}
