import { useMatches } from 'react-router-dom';
import type { SearchType } from './pages';

/**
 * The attributes that make a page's main content the part the site search indexes (Pagefind reads
 * them from the prerendered HTML: scripts/search-index): only the content, never the frame, the
 * menus or the footer, and the page's type from its declaration (pages.ts `search`) as a filter and
 * as the result's metadata. A page without a type gets none, so it is left out of the index.
 */
export function searchBodyAttributes(type: SearchType | undefined): Record<string, string> {
  if (!type) return {};
  return {
    'data-pagefind-body': '',
    'data-pagefind-filter': `type:${type}`,
    'data-pagefind-meta': `type:${type}`,
  };
}

/** The attributes for the page the address shows (its route's `handle`, routes.tsx). */
export function useSearchBody(): Record<string, string> {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { search?: SearchType } | undefined;
  return searchBodyAttributes(handle?.search);
}
