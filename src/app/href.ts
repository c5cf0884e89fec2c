/**
 * THE way code builds a page's address (docs/decisions/0191-addresses-from-the-page-table.md): from
 * the page table's address column (pagePaths.ts), with the parameters its path pattern names —
 * typed by React Router's own `PathParam` and percent-encoded as its `generatePath` does. A page
 * path typed in a string elsewhere fails lint (eslint/no-page-path.js).
 *
 * Every layer may import this module and pagePaths.ts (eslint.config.js): both import nothing of
 * the app's pages, so a feature linking to another page reaches neither that page's code nor the
 * page table (the import-cycle rule would say so).
 */
import type { PathParam } from 'react-router-dom';
import type { Lang, Post, Service } from '../api/types';
import { langAddress } from '../i18n/addresses';
import { layoutBases, pagePaths, type PageId } from './pagePaths';

export type { PageId };

type Entry<Id extends PageId> = (typeof pagePaths)[Id];
type Join<Base extends string, Path extends string> = Base extends ''
  ? `/${Path}`
  : Path extends ''
    ? `/${Base}/`
    : `/${Base}/${Path}`;

/** A page's route pattern below the language, as the table writes it (the guide's root keeps its trailing slash; home is the bare slash). */
export type PagePattern<Id extends PageId> = Join<
  (typeof layoutBases)[Entry<Id>['layout']],
  Entry<Id>['path']
>;

/** The parameters a page's address needs, by the names its pattern gives them (`{ slug }`). */
export type PageParams<Id extends PageId> = { [Name in PathParam<PagePattern<Id>>]: string };

/** A page without parameters takes none (or `{}`); one with parameters must be given all of them. */
type HrefArgs<Id extends PageId> = [PathParam<PagePattern<Id>>] extends [never]
  ? [params?: Record<string, never>, lang?: Lang]
  : [params: PageParams<Id>, lang?: Lang];

export function pagePattern<Id extends PageId>(page: Id): PagePattern<Id> {
  const { layout, path } = pagePaths[page];
  const base: string = layoutBases[layout];
  return (base ? `/${base}/${path}` : `/${path}`) as PagePattern<Id>;
}

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
