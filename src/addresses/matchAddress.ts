/**
 * Which page an address is, the other way from href.ts: THE match of an address to a page, for the
 * page table (src/app/pages.ts `matchPage`), the welcome header, the scripts and tests, and the lint
 * rule that forbids page paths in strings (eslint/no-page-path.js). A module of its own, so the code
 * that only links (every page) does not carry it.
 */
import { matchPath } from 'react-router-dom';
import { pagePath } from '../i18n/addresses';
import { PAGE_IDS, pagePattern, type PageId, type PageParams } from './pagePaths';

/**
 * The page a path below the language shows (`/post/x` → `post` with `{ slug: 'x' }`), matched as the
 * router matches it (a trailing slash is allowed), else null.
 */
export function matchPagePath(path: string): { id: PageId; params: Record<string, string> } | null {
  for (const id of PAGE_IDS) {
    const match = matchPath({ path: pagePattern(id), end: true }, path);
    if (match) return { id, params: match.params as Record<string, string> };
  }
  return null;
}

/**
 * The parameters of `page` if an address (with or without its language) is that page's, else null.
 * The segments are decoded first, as the router decodes an address before it matches it, so the
 * parameters are the values `href` was given.
 */
export function matchPageAddress<Id extends PageId>(page: Id, pathname: string): PageParams<Id> | null {
  const decoded = pagePath(pathname)
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
  const found = matchPagePath(decoded);
  return found?.id === page ? (found.params as PageParams<Id>) : null;
}
