/**
 * THE way code builds a page's address (docs/decisions/0191-addresses-from-the-page-table.md): from
 * the page table's address column (pagePaths.ts, its `pagePattern`), with the parameters it names —
 * typed by React Router's own `PathParam` and percent-encoded as its `generatePath` does. A page
 * path typed in a string elsewhere fails lint (eslint/no-page-path.js).
 *
 * src/addresses sits below the blocks and the features (eslint.config.js): it imports nothing of the
 * app's pages, so a feature linking to another page reaches neither that page's code nor the page
 * table (the import-cycle rule would say so).
 */
import type { PathParam } from 'react-router-dom';
import type { Lang, Post, Service } from '../api/types';
import { langAddress } from '../i18n/addresses';
import { pagePattern, type PageId, type PageParams, type PagePattern } from './pagePaths';

export { pagePattern, type PageId, type PageParams, type PagePattern };

/** A page without parameters takes none (or `{}`); one with parameters must be given all of them. */
type HrefArgs<Id extends PageId> = [PathParam<PagePattern<Id>>] extends [never]
  ? [params?: Record<string, never>, lang?: Lang]
  : [params: PageParams<Id>, lang?: Lang];

/**
 * `href` for a page known only when the code runs (a loop over the page table in the scripts and
 * tests): a parameter its pattern names and `params` lacks throws. The pattern's parameters are
 * percent-encoded, as React Router's own generatePath does (its typed twin, `href`, is for
 * framework mode; `PathParam` above is its type of a pattern's parameters). The guide's root keeps
 * its trailing slash (`/welcome/`), which generatePath would drop.
 */
export function hrefFor(page: PageId, params?: Readonly<Record<string, string>>, lang?: Lang): string {
  const path = pagePattern(page).replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${page}: no :${name}`);
    return encodeURIComponent(value);
  });
  return lang ? langAddress(path, lang) : path;
}

/**
 * The address of a page: `href('post', { slug: 'a b' })` → `/post/a%20b`, the page path the site's
 * links (src/shared/LangLink.tsx) put in the language shown; with `lang`, the language's own address
 * (`/en/post/a%20b`, `/en/welcome/`, `/en/`) for code outside a rendered page (the prerender, the
 * scripts, the server side). `hrefFor` with the parameters typed from the page's pattern.
 */
export const href = hrefFor as <Id extends PageId>(page: Id, ...args: HrefArgs<Id>) => string;

/** A post of type article opens the article page (requirements §2). */
export function postHref(post: Pick<Post, 'slug' | 'type'>): string {
  return href(post.type === 'article' ? 'article' : 'post', { slug: post.slug });
}

/** A service's own page: its `url`, else its detail page (requirements §2). */
export function serviceHref(service: Pick<Service, 'url' | 'slug'>): string {
  return service.url || href('service', { slug: service.slug });
}
