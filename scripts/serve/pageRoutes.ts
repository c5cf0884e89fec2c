/**
 * nginx's table of the site's pages, made from their declaration (src/app/pages.ts): which layout's
 * frame page answers a language address (`/en/services/x`), so that every other address is a 404
 * (decision 0028). One line per page, `map $uri $page_frame` in deploy/nginx/site.conf.template.
 */
import { LANG_ALTERNATIVES } from '../../src/api/langs';
import { pagePatterns } from '../../src/app/pages';

/** The frame page of each layout below `_prerender/<lang>/` (scripts/prerender/html.ts framePageFile). */
const FRAME_PAGE = { main: '_frame.html', welcome: 'welcome/_frame.html' } as const;

export function pageRouteMap(): string {
  return pagePatterns()
    .map(({ id, layout, pattern }) => {
      // `^/posts/?$` below the language → `~^/(?:tm|ru|en)/posts/?$`; home `^/$` → `~^/(?:tm|ru|en)/$`.
      const below = pattern.replace(/^\^/, '');
      if (/["\s;{}]/.test(below)) throw new Error(`page ${id}: ${below} cannot go into nginx's map`);
      return `    "~^/(?:${LANG_ALTERNATIVES})${below}" ${FRAME_PAGE[layout]};  # ${id}`;
    })
    .join('\n');
}
