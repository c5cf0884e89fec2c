import type { LangText, Post, Service } from '../api/types';

/**
 * THE link rule for urls from server data (menu items, banners, footer and home services, web
 * links): a site path — "/x", a bare "x", or an absolute url on the site's own origin — navigates
 * inside the app through the router; any other site opens in a new tab, with the opener cut off
 * and a visually hidden "(opens in a new tab)" (DataLink renders both). One rule, so the same
 * `service.url` behaves the same in the footer and on the home page.
 */
export type LinkTarget = { internal: true; to: string } | { internal: false; href: string };

export function linkTarget(url: string): LinkTarget {
  return isExternalUrl(url) ? { internal: false, href: url } : { internal: true, to: internalPath(url) };
}

/** Attributes of a link that opens another site in a new tab. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

export const linkPhrases = {
  opensInNewTab: {
    tm: '(täze bellikde açylýar)',
    ru: '(откроется в новой вкладке)',
    en: '(opens in a new tab)',
  },
} satisfies Record<string, LangText>;

/** A service's own page: its `url`, else its detail page (requirements §2). */
export function serviceHref(service: Pick<Service, 'url' | 'slug'>): string {
  return service.url || `/services/${service.slug}`;
}

/** The page's address; in the prerender (no window) a neutral origin, so absolute urls count as external. */
function siteHref(): string {
  return typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
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

/** A post of type article opens the article page (requirements §2). */
export function postHref(post: Pick<Post, 'slug' | 'type'>): string {
  return post.type === 'article'
    ? `/article/${encodeURIComponent(post.slug)}`
    : `/post/${encodeURIComponent(post.slug)}`;
}
