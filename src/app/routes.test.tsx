import type { QueryKey } from '@tanstack/react-query';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { queryClient } from '../api/client';
import { queries } from '../api/queries';
import { NEWS_CATEGORY_SLUGS } from '../api/types';
import { Component as AboutPage } from '../features/about/AboutPage';
import { Component as ActivationPage } from '../features/activation/ActivationPage';
import { Component as ArticleDetailPage } from '../features/articles/ArticleDetailPage';
import { Component as ArticlesPage } from '../features/articles/ArticlesPage';
import { Component as ContactsPage } from './ContactsRoute';
import { Component as EvisaPage } from '../features/evisa/EvisaPage';
import { Component as HomePage } from './HomeRoute';
import { Component as MediaPage } from '../features/media/MediaPage';
import { Component as NoticeDetailPage } from '../features/notices/NoticeDetailPage';
import { Component as StaticPage } from '../features/pages/StaticPage';
import { Component as PostDetailPage } from '../features/posts/PostDetailPage';
import { Component as PostsPage } from '../features/posts/PostsPage';
import { Component as ServiceDetailPage } from '../features/services/ServiceDetailPage';
import { Component as WelcomeHomePage } from '../features/welcome/WelcomeHomePage';
import { Component as WelcomeSectionPage } from '../features/welcome/WelcomeSectionPage';
import { MainLayout } from './MainLayout';
import { NotFoundPage } from './NotFoundPage';
import budget from '../../budget.json';
import { routes } from './routes';
import { WelcomeLayout } from './WelcomeLayout';

/** The component a route renders, after loading its lazy module the way the router does. */
async function componentOf(route: RouteObject): Promise<unknown> {
  let resolved: Pick<RouteObject, 'Component' | 'element'> = route;
  if (typeof route.lazy === 'function') {
    resolved = { ...route, ...(await route.lazy()) };
  } else if (route.lazy) {
    // Per-property lazy loading: each property has its own loader.
    const entries = await Promise.all(
      Object.entries(route.lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]),
    );
    resolved = { ...route, ...(Object.fromEntries(entries) as Pick<RouteObject, 'Component' | 'element'>) };
  }
  if (resolved.Component) return resolved.Component;
  if (resolved.element && typeof resolved.element === 'object' && 'type' in resolved.element) {
    return resolved.element.type;
  }
  return undefined;
}

function match(url: string) {
  const matches = matchRoutes(routes, new URL(url, 'http://site.test').pathname);
  if (!matches) throw new Error(`no route matches ${url}`);
  return matches;
}

/** Requirements §2 (and the README): every route, the page it shows and the layout around it. */
const table: { url: string; page: unknown; layout: unknown }[] = [
  { url: '/', page: HomePage, layout: MainLayout },
  { url: '/about/gullugyn-taryhy', page: AboutPage, layout: MainLayout },
  { url: '/posts', page: PostsPage, layout: MainLayout },
  { url: '/articles', page: ArticlesPage, layout: MainLayout },
  { url: '/media', page: MediaPage, layout: MainLayout },
  { url: '/post/a-post', page: PostDetailPage, layout: MainLayout },
  { url: '/article/an-article', page: ArticleDetailPage, layout: MainLayout },
  { url: '/services/passport', page: ServiceDetailPage, layout: MainLayout },
  { url: '/notices/a-notice', page: NoticeDetailPage, layout: MainLayout },
  { url: '/pages/ylalashyk', page: StaticPage, layout: MainLayout },
  { url: '/email-activation/a-token', page: ActivationPage, layout: MainLayout },
  { url: '/contacts', page: ContactsPage, layout: MainLayout },
  { url: '/evisa', page: EvisaPage, layout: MainLayout },
  { url: '/no/such/page', page: NotFoundPage, layout: MainLayout },
  { url: '/posts/extra-segment', page: NotFoundPage, layout: MainLayout },
  { url: '/welcome', page: WelcomeHomePage, layout: WelcomeLayout },
  { url: '/welcome/section/history', page: WelcomeSectionPage, layout: WelcomeLayout },
];

describe('route table', () => {
  it.each(table)('$url shows its page in its layout', async ({ url, page, layout }) => {
    const matches = match(url);
    expect(await componentOf(matches[matches.length - 1]!.route)).toBe(page);
    const components = await Promise.all(matches.map((m) => componentOf(m.route)));
    expect(components).toContain(layout);
  });

  it('gives every layout an error element (the router fallback)', () => {
    const layouts = match('/')
      .concat(match('/welcome'))
      .map((m) => m.route)
      .filter((route) => route.children);
    expect(layouts.length).toBeGreaterThanOrEqual(3);
    for (const route of layouts) expect(route.errorElement).toBeDefined();
  });
});

describe('route loaders', () => {
  let prefetchQuery: MockInstance<typeof queryClient.prefetchQuery>;
  let prefetchInfiniteQuery: MockInstance<typeof queryClient.prefetchInfiniteQuery>;

  /** Runs every loader on the way to `url`; returns the query keys they prefetch, in order. */
  async function prefetchedKeys(url: string): Promise<QueryKey[]> {
    // The cache is not filled: only what the loaders ask for matters here, not the network.
    prefetchQuery = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    prefetchInfiniteQuery = vi.spyOn(queryClient, 'prefetchInfiniteQuery').mockResolvedValue();
    const request = new Request(new URL(url, 'http://site.test'));
    for (const { route, params } of match(url)) {
      if (typeof route.loader !== 'function') continue;
      const result: unknown = await route.loader({
        request,
        params,
        context: undefined,
      } as LoaderFunctionArgs);
      // Loaders never hold the navigation: they return nothing for the page to wait on.
      expect(result).toBeNull();
    }
    return [...prefetchQuery.mock.calls, ...prefetchInfiniteQuery.mock.calls].map(
      ([options]) => options.queryKey,
    );
  }

  afterEach(() => vi.restoreAllMocks());

  it.each([
    [
      '/',
      [
        queries.mainPost(),
        queries.categoryPosts(NEWS_CATEGORY_SLUGS.service, 30),
        queries.categoryPosts(NEWS_CATEGORY_SLUGS.other, 30),
        queries.services(),
        queries.onlineServices(),
        queries.departments(),
        queries.webLinks(),
        queries.mainNotices(),
        queries.mainAbout(),
      ],
    ],
    ['/about/gullugyn-taryhy', [queries.aboutDetail('gullugyn-taryhy')]],
    ['/media', [queries.images(), queries.videos()]],
    ['/post/a-post', [queries.postDetail('a-post')]],
    ['/article/an-article', [queries.articleDetail('an-article')]],
    ['/services/passport', [queries.serviceDetail('passport')]],
    ['/notices/a-notice', [queries.noticeDetail('a-notice')]],
    ['/pages/ylalashyk', [queries.pageDetail('ylalashyk')]],
    ['/contacts', [queries.departments(), queries.messageSubjects()]],
    ['/welcome', [queries.bannerSections(), queries.welcomeSections()]],
    ['/welcome/section/history', [queries.welcomeSections()]],
    ['/email-activation/a-token', []],
    ['/evisa', []],
    ['/no/such/page', []],
  ])('%s prefetches its queries', async (url, expected) => {
    expect(await prefetchedKeys(url)).toEqual(expected.map((options) => options.queryKey));
  });

  // The list loaders import their URL-to-query code without waiting for it (it stays out of the
  // critical chunk of `/`): the prefetch follows once that small chunk is there.
  it('/posts prefetches the categories and the page of posts its URL asks for', async () => {
    const keys = await prefetchedKeys('/posts?word=visa&category=beyleki-habarlar&date=2026-03-05&page=3');
    expect(keys).toEqual([]);
    await vi.waitFor(() => expect(prefetchQuery).toHaveBeenCalledTimes(2));
    expect(prefetchQuery.mock.calls.map(([options]) => options.queryKey)).toEqual([
      queries.categories().queryKey,
      queries.allPosts({ page: 3, size: 100, word: 'visa', category: 'beyleki-habarlar', date: '2026-03-05' })
        .queryKey,
    ]);
  });

  it('/posts without filters asks for page 1 and leaves the empty filters out', async () => {
    await prefetchedKeys('/posts?date=31.01.2026');
    await vi.waitFor(() => expect(prefetchQuery).toHaveBeenCalledTimes(2));
    expect(prefetchQuery.mock.calls[1]?.[0].queryKey).toEqual(
      queries.allPosts({ page: 1, size: 100 }).queryKey,
    );
  });

  it('/articles prefetches the first page of the articles its URL asks for', async () => {
    await prefetchedKeys('/articles?word=law&date=2026-02-01');
    await vi.waitFor(() => expect(prefetchInfiniteQuery).toHaveBeenCalledTimes(1));
    expect(prefetchInfiniteQuery.mock.calls[0]?.[0].queryKey).toEqual(
      queries.articles({ size: 4, word: 'law', date: '2026-02-01' }).queryKey,
    );
    expect(prefetchQuery).not.toHaveBeenCalled();
  });
});

describe('the bundle budget (budget.json) and the route table', () => {
  /** Every route of the table, children included. */
  function allRoutes(list: RouteObject[]): RouteObject[] {
    return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
  }

  // scripts/check-bundle-budget.ts reads the chunks by these module names from the build's
  // manifest; here they are checked against what the router really loads lazily.
  it('names exactly the lazy modules of the routes: the home page and the others', async () => {
    const lazyComponents = await Promise.all(
      allRoutes(routes)
        .filter((route) => route.lazy)
        .map((route) => componentOf(route)),
    );
    const listLoaders: unknown = await import('./listLoaders');
    const named = [budget.homeModule, ...budget.routeModules];
    const modules = await Promise.all(
      named.map(async (key) => ({
        key,
        module: (await import(/* @vite-ignore */ `../../${key}`)) as unknown,
      })),
    );
    const found = new Set<unknown>();
    for (const { key, module } of modules) {
      const exported = Object.values(module as Record<string, unknown>).filter((value) =>
        lazyComponents.includes(value),
      );
      // The list loaders' chunk is the one non-component module the routes load lazily.
      expect(exported.length > 0 || module === listLoaders, `${key} holds no lazy route's component`).toBe(
        true,
      );
      exported.forEach((component) => found.add(component));
    }
    expect(lazyComponents.filter((component) => !found.has(component))).toEqual([]);
    expect(modules.some(({ module }) => module === listLoaders)).toBe(true);
    // homeModule is the chunk of `/` itself.
    const homeComponent = await componentOf(match('/').at(-1)!.route);
    expect(Object.values(modules[0]!.module as object)).toContain(homeComponent);
  });
});
