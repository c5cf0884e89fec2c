/**
 * The address column of the page table (src/app/pages.ts): each page's layout and route path, the
 * only place a page path is written, and the one join of a layout's base and a page's path
 * (`pagePattern`). It sits in src/addresses, below the blocks and the features, so every layer that
 * links to a page uses it without reaching the pages' code; the lint rule that forbids page paths
 * in strings (eslint/no-page-path.js) reads this module too (docs/decisions/0191-addresses-from-the-page-table.md).
 */
import type { PathParam } from 'react-router-dom';

/** Where each layout is mounted below the language. */
export const layoutBases = { main: '', welcome: 'welcome' } as const;

export type Layout = keyof typeof layoutBases;

/**
 * Each page's layout and its route path below the layout's root (`''` is the layout's index page),
 * with `:params`. The page table spreads these entries into its pages; its keys are the page ids.
 */
export const pagePaths = {
  home: { layout: 'main', path: '' },
  about: { layout: 'main', path: 'about/:slug' },
  posts: { layout: 'main', path: 'posts' },
  articles: { layout: 'main', path: 'articles' },
  media: { layout: 'main', path: 'media' },
  post: { layout: 'main', path: 'post/:slug' },
  article: { layout: 'main', path: 'article/:slug' },
  service: { layout: 'main', path: 'services/:slug' },
  notice: { layout: 'main', path: 'notices/:slug' },
  staticPage: { layout: 'main', path: 'pages/:slug' },
  activation: { layout: 'main', path: 'email-activation/:token' },
  contacts: { layout: 'main', path: 'contacts' },
  evisa: { layout: 'main', path: 'evisa' },
  search: { layout: 'main', path: 'search' },
  offline: { layout: 'main', path: 'offline' },
  welcome: { layout: 'welcome', path: '' },
  welcomeSection: { layout: 'welcome', path: 'section/:slug' },
} as const satisfies Record<string, { layout: Layout; path: string }>;

export type PageId = keyof typeof pagePaths;

/** Every page id, in the table's order. */
export const PAGE_IDS = Object.keys(pagePaths) as PageId[];

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

/** THE join of a layout's base and a page's path: `/welcome/section/:slug`, `/welcome/`, `/`. */
export function pagePattern<Id extends PageId>(page: Id): PagePattern<Id> {
  const { layout, path } = pagePaths[page];
  const base: string = layoutBases[layout];
  return (base ? `/${base}/${path}` : `/${path}`) as PagePattern<Id>;
}
