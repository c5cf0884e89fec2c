import { isServerPath } from '../i18n/addresses';

/**
 * THE link rule for urls from server data (menu items, banners, footer and home services, web
 * links): a site path — "/x", a bare "x", or an absolute url on the site's own origin — navigates
 * inside the app through the router; any other site opens in a new tab, with the opener cut off
 * and a visually hidden "(opens in a new tab)" (DataLink renders both; the text is sharedTexts.opensInNewTab). One rule, so the same
 * `service.url` behaves the same in the footer and on the home page.
 */
export type LinkTarget = { internal: true; to: string } | { internal: false; href: string; newTab: boolean };

/**
 * A site path that is not a page (a file under `/media/`, the feed: src/i18n/addresses.ts) is a plain
 * link in the same tab: the router has no page for it, and the server answers it.
 */
export function linkTarget(url: string): LinkTarget {
  if (isExternalUrl(url)) return { internal: false, href: url, newTab: true };
  const to = internalPath(url);
  if (isServerPath(to.split(/[?#]/, 1)[0] ?? '')) return { internal: false, href: to, newTab: false };
  return { internal: true, to };
}

/** Attributes of a link that opens another site in a new tab. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

let serverOrigin = 'http://localhost';

/**
 * The prerender (no window) learns the site's public origin (SITE_ORIGIN) here, so an absolute url
 * of the site's own host in the API's data is a page link there too, as it is in the browser.
 */
export function setServerOrigin(origin: string): void {
  serverOrigin = new URL(origin).origin;
}

/** The page's address; in the prerender the configured origin (else a neutral one). */
function siteHref(): string {
  return typeof window === 'undefined' ? `${serverOrigin}/` : window.location.href;
}

/**
 * Whether a data url leaves the site. Internal urls (paths, or absolute urls on the site's own
 * origin) go through the router; anything else is a plain link.
 */
export function isExternalUrl(url: string): boolean {
  if (!url) return false;
  if (url.startsWith('/') && !url.startsWith('//')) return false;
  if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url, siteHref());
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return true;
    return parsed.origin !== new URL(siteHref()).origin;
  } catch {
    return true;
  }
}

/** The router path of an internal url (an absolute url on the site's origin becomes its path). */
export function internalPath(url: string): string {
  if (url.startsWith('/')) return url;
  // A bare "services/x" in the data means the site path, not one relative to the current page.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return `/${url}`;
  try {
    const parsed = new URL(url, siteHref());
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}
