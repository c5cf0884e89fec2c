/**
 * The address column of the page table (src/app/pages.ts): each page's layout and route path, the
 * only place a page path is written (eslint/no-page-path.js reads this file and forbids page paths
 * in strings anywhere else). It imports nothing, so every layer that links to a page can use it
 * through src/app/href.ts without reaching the pages' code (docs/decisions/0191-addresses-from-the-page-table.md).
 */

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
