import type { Post } from '../../api/types';

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

/** A post of type article opens the article page (spec §2). */
export function postHref(post: Pick<Post, 'slug' | 'type'>): string {
  return post.type === 'article'
    ? `/article/${encodeURIComponent(post.slug)}`
    : `/post/${encodeURIComponent(post.slug)}`;
}
