/**
 * nginx's table of the site's pages, made from their declaration (src/app/pages.ts): which layout's
 * frame shell answers a language address (`/en/services/x`), so that every other address is a 404
 * (decision 0028). One line per page, `map $uri $page_shell` in deploy/nginx/site.conf.template.
 */
import { LANGS } from '../../src/api/types';
import { pagePatterns } from '../../src/app/pages';

/** The shell file of each layout below `_prerender/<lang>/` (scripts/prerender/html.ts shellFile). */
const SHELL = { main: '_shell.html', welcome: 'welcome/_shell.html' } as const;

export function pageRouteMap(): string {
  const langs = LANGS.join('|');
  return pagePatterns()
    .map(({ id, layout, pattern }) => {
      // `^/posts/?$` below the language → `~^/(tm|ru|en)/posts/?$`; home `^/$` → `~^/(tm|ru|en)/$`.
      const below = pattern.replace(/^\^/, '');
      if (/["\s;{}]/.test(below)) throw new Error(`page ${id}: ${below} cannot go into nginx's map`);
      return `    "~^/(?:${langs})${below}" ${SHELL[layout]};  # ${id}`;
    })
    .join('\n');
}
