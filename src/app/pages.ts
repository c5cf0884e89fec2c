/**
 * Every page of the site, declared once (docs/adding-a-page.md). Everything else reads this table:
 * the route objects (routes.tsx), the prerender's list and the pages' heads (src/entry-server.tsx,
 * scripts/prerender.ts), the hydration preloads (startFromPrerender.tsx), the state slimming
 * (slimState.ts), the bundle budget's route modules (scripts/check-bundle-budget.ts), nginx's route
 * patterns (scripts/serve) and the route tests (routes.test.tsx). Each entry's layout and path come
 * from the table's address column (src/addresses/pagePaths.ts, below the blocks and features), and
 * every address is built from it by src/addresses/href.ts (decision 0191).
 *
 * It is importable from Node (the budget and serve scripts read it): a page's code, and the parts
 * of other features a page needs, are reached only through `import()`.
 * Over 300 lines because the table is the point: one entry per page, in one place, for all readers.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { callKey, callQuery } from '../api/queries';
import { NEWS_CATEGORY_SLUGS, type Banner, type Post } from '../api/types';
import { prefetch } from './prefetch';
import { matchPagePath } from '../addresses/matchAddress';
import { layoutBases, pagePaths, pagePattern, type Layout, type PageId } from '../addresses/pagePaths';

export type { Layout, PageId } from '../addresses/pagePaths';

/**
 * What the site's search calls a page's content (its filter and the result's label). A page with
 * one is indexed from its prerendered HTML (scripts/search-index); a page without one never is.
 */
export const SEARCH_TYPES = ['news', 'article', 'service', 'notice', 'page', 'guide'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** What a page's lazy module exports (React Router's lazy route properties). */
export interface PageModule {
  Component: ComponentType;
}

/** What a page's functions get: its route parameters and the address asked for. */
export interface PageArgs {
  params: Record<string, string | undefined>;
  url: URL;
}

export interface Page {
  layout: Layout;
  /** The route path below the layout's root (`''` is its index page), with `:params`. */
  path: string;
  /** The lazy module, as a key of the build's manifest (the bundle budget reads its chunk by it). */
  module: string;
  /** Loads that module (routes.test.tsx checks it is `module`). */
  load: () => Promise<PageModule>;
  /** Other lazy modules only this page loads (manifest keys): the bundle budget leaves them out of `/`. */
  alsoLoads?: readonly string[];
  /** Starts the page's queries in parallel with its code (a route loader that never waits). */
  prefetch?: (args: PageArgs) => void;
  /**
   * How the prerender writes it: `page` its own address (no parameters), `linked` each address of
   * this page that a prerendered page links to (news, services, notices …) and each item of its
   * `listedBy` list, `never` no file (a visitor's own data: the layout's frame page is served, the
   * app renders the page). A `linked` address with no file yet (an item newer than the last run)
   * gets the frame page too; one whose item is gone answers 404 (docs/prerendering.md).
   */
  prerender: 'page' | 'linked' | 'never';
  /**
   * For `linked` pages with items no page links to (articles past the first, notices past the
   * home block): the API list (a plain array, or paged with `next`) whose items' `slug`s fill the
   * `:slug` of this page's path.
   */
  listedBy?: string;
  /**
   * API lists the page shows beside its own content (a news item's "more news" column), by path
   * prefix: a change to them alone does not make the incremental prerender render the page again
   * (one new item would otherwise render every item of its category); the app fetches them fresh
   * when it starts, and a page is rendered again when an item it links to is gone.
   */
  sideLists?: readonly string[];
  /** A page path this page answers, for the route tests (and the prerender for `page`). */
  example: string;
  /** Lazy parts its prerendered HTML holds: loaded before it hydrates, so nothing mismatches. */
  hydrateParts?: () => Promise<unknown>;
  /** `article` for news items (Open Graph); `website` otherwise. */
  ogType?: 'article';
  /** The picture a link preview shows, from the data the page rendered. */
  ogImage?: (args: PageArgs, data: <T>(key: QueryKey) => T | undefined) => string | null;
  /**
   * Lists the page shows without their items' bodies (`content_*`): the prerendered state leaves
   * the bodies out (slimState.ts). A list with bodies that no page declares fails the prerender.
   */
  listsWithoutBodies?: readonly QueryKey[];
  /** Lists whose bodies the page does show (kept in its state). */
  listsWithBodies?: readonly QueryKey[];
  /** Its content's type in the site search: the layout marks its main content for the index. */
  search?: SearchType;
}

/** The layouts: where each is mounted below the language, and what their own HTML holds. */
export const layouts: Record<
  Layout,
  {
    base: string;
    /** A layout loaded lazily: its module as a manifest key (the bundle budget leaves it out of `/`). */
    module?: string;
    hydrateParts?: () => Promise<unknown>;
  } & Pick<Page, 'listsWithoutBodies'>
> = {
  main: {
    base: layoutBases.main,
    // The frame's menu, footer and subscription block are lazy parts of every main page's HTML.
    hydrateParts: () =>
      Promise.all([
        import('../features/frame').then((m) => m.preloadPrerenderedFrameParts()),
        import('../features/subscription').then((m) => m.preloadSubscribeFormBody()),
      ]),
    // The footer's services lists.
    listsWithoutBodies: [callQuery('getAllServices').queryKey],
  },
  welcome: { base: layoutBases.welcome, module: 'src/app/WelcomeLayout.tsx' },
};

const withContactForm = () =>
  Promise.all([
    import('../features/contact-form').then((m) => m.preloadContactFormBody()),
    import('../blocks/captcha').then((m) => m.loadCaptcha()),
  ]);

const slug = ({ params }: PageArgs) => params.slug ?? '';

const newsImage: Page['ogImage'] = (args, data) => {
  const key = args.url.pathname.includes('/article/')
    ? callQuery('getArticleDetail', slug(args)).queryKey
    : callQuery('getPostDetail', slug(args)).queryKey;
  return data<Post>(key)?.image || null;
};

export const pages = {
  home: {
    ...pagePaths.home,
    module: 'src/app/HomeRoute.tsx',
    load: () => import('./HomeRoute'),
    prefetch: () =>
      prefetch(
        callQuery('getMainPost'),
        callQuery('getCategoryPosts', NEWS_CATEGORY_SLUGS.service, { size: 30 }),
        callQuery('getCategoryPosts', NEWS_CATEGORY_SLUGS.other, { size: 30 }),
        callQuery('getServices'),
        callQuery('getOnlineServices'),
        callQuery('getDepartments'),
        callQuery('getWebLinks'),
        callQuery('getMainNotices'),
        callQuery('getMainAbout'),
      ),
    prerender: 'page',
    example: '/',
    hydrateParts: () =>
      Promise.all([import('./HomeRoute').then((m) => m.preloadHomeBelowFold()), withContactForm()]),
    ogImage: (_args, data) => data<Banner[]>(callQuery('getBanners').queryKey)?.[0]?.image || '/logo.svg',
    listsWithoutBodies: [
      callKey('getCategoryPosts'),
      callQuery('getServices').queryKey,
      callQuery('getOnlineServices').queryKey,
      callQuery('getMainNotices').queryKey,
    ],
  },
  about: {
    ...pagePaths.about,
    module: 'src/features/about/AboutPage.tsx',
    load: () => import('../features/about/AboutPage'),
    prefetch: (args) => prefetch(callQuery('getAboutDetail', slug(args))),
    prerender: 'linked',
    example: '/about/gullugyn-taryhy',
    search: 'page',
  },
  posts: {
    ...pagePaths.posts,
    module: 'src/features/posts/PostsPage.tsx',
    load: () => import('../features/posts/PostsPage'),
    // The URL-to-query code is a chunk of its own, not awaited: it stays out of the first load of `/`.
    prefetch: ({ url }) => void import('./listLoaders').then((m) => m.prefetchPostsList(url.href)),
    alsoLoads: ['src/app/listLoaders.ts'],
    prerender: 'page',
    example: '/posts',
    listsWithoutBodies: [callKey('getAllPosts')],
  },
  articles: {
    ...pagePaths.articles,
    module: 'src/features/articles/ArticlesPage.tsx',
    load: () => import('../features/articles/ArticlesPage'),
    prefetch: ({ url }) => void import('./listLoaders').then((m) => m.prefetchArticlesList(url.href)),
    alsoLoads: ['src/app/listLoaders.ts'],
    prerender: 'page',
    example: '/articles',
    // An article's text is short and the list shows it.
    listsWithBodies: [['articles']],
  },
  media: {
    ...pagePaths.media,
    module: 'src/features/media/MediaPage.tsx',
    load: () => import('../features/media/MediaPage'),
    prefetch: () => prefetch(callQuery('getImages'), callQuery('getVideos')),
    prerender: 'page',
    example: '/media',
  },
  post: {
    ...pagePaths.post,
    module: 'src/features/posts/PostDetailPage.tsx',
    load: () => import('../features/posts/PostDetailPage'),
    prefetch: (args) => prefetch(callQuery('getPostDetail', slug(args))),
    prerender: 'linked',
    sideLists: ['/api/v1/posts/get-posts/'],
    example: '/post/a-post',
    ogType: 'article',
    ogImage: newsImage,
    search: 'news',
  },
  article: {
    ...pagePaths.article,
    module: 'src/features/articles/ArticleDetailPage.tsx',
    load: () => import('../features/articles/ArticleDetailPage'),
    prefetch: (args) => prefetch(callQuery('getArticleDetail', slug(args))),
    prerender: 'linked',
    // The articles page shows its first items and loads more on demand.
    listedBy: '/api/v1/posts/all-articles/',
    example: '/article/an-article',
    ogType: 'article',
    ogImage: newsImage,
    search: 'article',
  },
  service: {
    ...pagePaths.service,
    module: 'src/features/services/ServiceDetailPage.tsx',
    load: () => import('../features/services/ServiceDetailPage'),
    prefetch: (args) => prefetch(callQuery('getServiceDetail', slug(args))),
    prerender: 'linked',
    example: '/services/passport',
    search: 'service',
  },
  notice: {
    ...pagePaths.notice,
    module: 'src/features/notices/NoticeDetailPage.tsx',
    load: () => import('../features/notices/NoticeDetailPage'),
    prefetch: (args) => prefetch(callQuery('getNoticeDetail', slug(args))),
    prerender: 'linked',
    // Home shows the newest six; the sidebar loads the others one by one.
    listedBy: '/api/v1/notices/list/',
    sideLists: ['/api/v1/notices/list/'],
    example: '/notices/a-notice',
    search: 'notice',
  },
  staticPage: {
    ...pagePaths.staticPage,
    module: 'src/features/pages/StaticPage.tsx',
    load: () => import('../features/pages/StaticPage'),
    prefetch: (args) => prefetch(callQuery('getPageDetail', slug(args))),
    prerender: 'linked',
    example: '/pages/ylalashyk',
    search: 'page',
  },
  activation: {
    ...pagePaths.activation,
    module: 'src/features/activation/ActivationPage.tsx',
    load: () => import('../features/activation/ActivationPage'),
    prerender: 'never',
    example: '/email-activation/a-token',
  },
  contacts: {
    ...pagePaths.contacts,
    module: 'src/app/ContactsRoute.tsx',
    load: () => import('./ContactsRoute'),
    prefetch: () => prefetch(callQuery('getDepartments'), callQuery('getMessageSubjects')),
    prerender: 'page',
    example: '/contacts',
    hydrateParts: withContactForm,
  },
  evisa: {
    ...pagePaths.evisa,
    module: 'src/features/evisa/EvisaPage.tsx',
    load: () => import('../features/evisa/EvisaPage'),
    prerender: 'page',
    example: '/evisa',
    search: 'page',
  },
  search: {
    ...pagePaths.search,
    module: 'src/features/search/SearchPage.tsx',
    load: () => import('../features/search/SearchPage'),
    // Prerendered: without JavaScript it says what a visitor can do instead (the search runs in
    // the browser, over the index the prerender writes).
    prerender: 'page',
    example: '/search',
  },
  // What the service worker shows offline for a page it has no copy of (src/sw, src/features/offline).
  offline: {
    ...pagePaths.offline,
    module: 'src/features/offline/OfflinePage.tsx',
    load: () => import('../features/offline/OfflinePage'),
    prerender: 'page',
    example: '/offline',
  },
  welcome: {
    ...pagePaths.welcome,
    module: 'src/features/welcome/WelcomeHomePage.tsx',
    load: () => import('../features/welcome/WelcomeHomePage'),
    prefetch: () => prefetch(callQuery('getBannerSections'), callQuery('getWelcomeSections')),
    prerender: 'page',
    example: '/welcome/',
    // The guide's page shows each section's text from the sections list.
    listsWithBodies: [callQuery('getWelcomeSections').queryKey, callQuery('getBannerSections').queryKey],
  },
  welcomeSection: {
    ...pagePaths.welcomeSection,
    module: 'src/features/welcome/WelcomeSectionPage.tsx',
    load: () => import('../features/welcome/WelcomeSectionPage'),
    prefetch: () => prefetch(callQuery('getWelcomeSections')),
    prerender: 'linked',
    example: '/welcome/section/history',
    listsWithBodies: [callQuery('getWelcomeSections').queryKey],
    search: 'guide',
  },
} satisfies Record<PageId, Page>;

export const pageList: readonly (Page & { id: PageId })[] = Object.entries(pages).map(([id, page]) => ({
  id: id as PageId,
  ...(page as Page),
}));

/**
 * The page paths the server knows, as regular expressions over the path below the language
 * (`/posts`, `/post/x`): nginx answers 404 for every other language address.
 */
export function pagePatterns(): { id: PageId; layout: Layout; pattern: string }[] {
  return pageList.map((page) => {
    const path = pagePattern(page.id)
      .split('/')
      .filter(Boolean)
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    // Home is `/`; the guide's own root keeps its trailing slash (`/welcome/`); either form is accepted.
    return { id: page.id, layout: page.layout, pattern: path ? `^/${path}/?$` : '^/$' };
  });
}

/** The page a path below the language shows (`/post/x` → post, with `{ slug: 'x' }`), if any (src/addresses/matchAddress.ts). */
export function matchPage(
  path: string,
): { page: (typeof pageList)[number]; params: PageArgs['params'] } | null {
  const found = matchPagePath(path);
  return found && { page: pageList.find((page) => page.id === found.id)!, params: found.params };
}
