import { LANGS, type Lang } from '../api/types';

/**
 * Language addresses (decision 0028): every page lives at `/<lang>/<page path>` — `/tm/`,
 * `/ru/posts?page=2`, `/en/welcome/section/x`. An address that names a language always shows that
 * language; a path without one (`/posts`, an old bookmark or a link in the API's data) is sent to the
 * address of the visitor's language (nginx by the `lang` cookie, the app by its stored language).
 */

/**
 * Paths the server answers itself and that never carry a language: the API, its media files, the
 * weather emulation and the news feed (all proxied, deploy/nginx), the build's hashed files, the
 * mock's admin API in development, and the files at the root of the build (`/robots.txt`,
 * `/sitemap.xml`, `/logo.svg` …: a last segment with an extension). Everything else is a page.
 */
const SERVER_PATH = /^\/(?:api|media|weather|rss|assets|__mock)\/|^\/[^/]+\.[A-Za-z0-9]+$/;

export function isServerPath(pathname: string): boolean {
  return SERVER_PATH.test(pathname);
}

/** The language an address names (`/ru/posts` → ru), or null for a path without one. */
export function langOfPath(pathname: string): Lang | null {
  const first = /^\/([^/?#]+)/.exec(pathname)?.[1];
  return (LANGS as readonly string[]).includes(first ?? '') ? (first as Lang) : null;
}

/** The page path without its language: `/ru/posts` → `/posts`, `/ru` and `/ru/` → `/`. */
export function pagePath(pathname: string): string {
  const lang = langOfPath(pathname);
  if (!lang) return pathname || '/';
  return pathname.slice(lang.length + 1) || '/';
}

/**
 * The address of a page path (with its query and hash) in `lang`: `/posts?page=2` → `/en/posts?page=2`,
 * `/` → `/en/`. A path that already names a language is moved to `lang`; a server path is left alone.
 */
export function langAddress(path: string, lang: Lang): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  if (isServerPath(pathname)) return path;
  return `/${lang}${pagePath(pathname)}${rest}`;
}

/**
 * A link target inside the site, in `lang`: a root-relative page path gets the language (unless it
 * names one already: a link meant for another language's page stays as written); relative paths,
 * anchors, server paths and other sites are left as they are.
 */
export function localizeTo(to: string, lang: Lang): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const pathname = to.split(/[?#]/, 1)[0] ?? '';
  if (langOfPath(pathname) || isServerPath(pathname)) return to;
  return langAddress(to, lang);
}

/**
 * `?lang=ru` in an old link or bookmark (the switcher's links before these addresses): the address it
 * meant, without the parameter, or null when the address names no such language.
 */
export function addressFromLangParam(pathname: string, search: string, hash = ''): string | null {
  const params = new URLSearchParams(search);
  if (!params.has('lang')) return null;
  const value = params.get('lang');
  params.delete('lang');
  const query = params.toString();
  const lang = (LANGS as readonly string[]).includes(value ?? '') ? (value as Lang) : null;
  const target = lang ?? langOfPath(pathname);
  if (!target) return null;
  return `${langAddress(pagePath(pathname), target)}${query ? `?${query}` : ''}${hash}`;
}
