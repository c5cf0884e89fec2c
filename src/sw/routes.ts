/**
 * What the service worker does with an address, and the offline page's list: plain functions, so
 * the unit tests check them without a worker (routes.test.ts).
 */
import { LANG_ALTERNATIVES, LANGS, type Lang } from '../api/langs';
import { ASSETS_PATH, OFFLINE_LIST_ID } from './config';

/** The site's languages (src/api/langs.ts, which imports nothing: the worker takes nothing else of the site's). */
export type SwLang = Lang;

/** `/tm/…`, `/ru/…`, `/en/…`: a page of the site (an address without a language redirects by cookie). */
const PAGE_PATH = new RegExp(`^/(${LANG_ALTERNATIVES})(/|$)`);

/** The language of a page address, or null when it is not one. */
export function pageLang(url: URL): SwLang | null {
  const match = PAGE_PATH.exec(url.pathname);
  return match ? (match[1] as SwLang) : null;
}

/** A page the worker keeps for offline reading: a language address on the site's origin. */
export function isPage(url: URL, origin: string): boolean {
  return url.origin === origin && pageLang(url) !== null;
}

/** An API read (the mock's developer endpoints, `/__mock`, are never cached). */
export function isApiRead(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/api/');
}

/** One of the build's scripts or stylesheets (hashed names: a kept copy is never stale). */
export function isAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith(ASSETS_PATH);
}

/**
 * A rule of the browser's static routing (`InstallEvent.addRoutes`, the Service Worker Static Routing
 * API): what matches is fetched from the network without the worker being started or asked.
 */
export interface RouterCondition {
  urlPattern?: { protocol?: string; hostname?: string; port?: string; pathname?: string };
  requestMethod?: string;
  requestDestination?: string;
  or?: RouterCondition[];
  not?: RouterCondition;
}
export interface RouterRule {
  condition: RouterCondition;
  source: 'network';
}

/**
 * What the worker never handles (sw.ts handles GETs of the site's origin only: its pages, API
 * reads, the build's scripts and stylesheets, and pictures), sent to the network by the browser itself:
 * the header's weather every 5 s, a form sent, another origin's embed never start or wake the
 * worker. Besides the work saved on a phone, an outgoing worker woken by such a request while it
 * stops for a new build's worker restarts and keeps the new one waiting (decision 0161).
 */
export function networkOnlyRoutes(origin: URL): RouterRule[] {
  const site = {
    protocol: origin.protocol.replace(/:$/, ''),
    hostname: origin.hostname,
    port: origin.port,
  };
  const handled: RouterCondition[] = [
    ...LANGS.flatMap((lang) => [
      { urlPattern: { pathname: `/${lang}` } },
      { urlPattern: { pathname: `/${lang}/*` } },
    ]),
    { urlPattern: { pathname: '/api/*' } },
    { urlPattern: { pathname: `${ASSETS_PATH}*` } },
    { requestDestination: 'image' },
  ];
  return [
    { condition: { not: { requestMethod: 'GET' } }, source: 'network' },
    { condition: { not: { urlPattern: site } }, source: 'network' },
    { condition: { not: { or: handled } }, source: 'network' },
  ];
}

/** The key a page is kept under: its address without the fragment. */
export function pageKey(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The text of a page's `<title>` (React escapes it with these entities), or null. */
export function pageTitle(html: string): string | null {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match) return null;
  return match[1]!.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!).trim() || null;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The offline page with its list filled in: the pages of its language the worker keeps, at the
 * moment it is shown. With none, the page's own text ("nothing saved yet") stays.
 */
export function fillOfflineList(html: string, pages: readonly { href: string; title: string }[]): string {
  if (!pages.length) return html;
  const items = pages
    .map(({ href, title }) => `<li><a href="${escapeHtml(href)}">${escapeHtml(title)}</a></li>`)
    .join('');
  const list = new RegExp(`(<ul[^>]*\\bid="${OFFLINE_LIST_ID}"[^>]*>)[\\s\\S]*?(</ul>)`);
  return html.replace(list, (_all, open: string, close: string) => `${open}${items}${close}`);
}
