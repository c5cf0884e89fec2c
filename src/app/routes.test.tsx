import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { queryClient } from '../api/client';
import { callQuery, queries } from '../api/queries';
import { LANGS } from '../api/types';
import { LanguageRedirect } from './LanguageRedirect';
import { MainLayout } from './MainLayout';
import { NotFoundPage } from './NotFoundPage';
import { layouts, matchPage, pageList, pagePatterns } from './pages';
import { routes } from './routes';
import { WelcomeLayout } from './WelcomeLayout';

/** The component a route renders, after loading its lazy module the way the router does. */
async function componentOf(route: RouteObject): Promise<unknown> {
  let resolved: Pick<RouteObject, 'Component' | 'element'> = route;
  if (typeof route.lazy === 'function') resolved = { ...route, ...(await route.lazy()) };
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

const LAYOUT = { main: MainLayout, welcome: WelcomeLayout };

describe('route table (made from pages.ts)', () => {
  const cases = pageList.flatMap((page) =>
    LANGS.map((lang) => ({ lang, page, url: `/${lang}${page.example}` })),
  );

  it.each(cases)('$url shows the $page.id page in its layout', async ({ url, page }) => {
    const matches = match(url);
    const module = await page.load();
    expect(await componentOf(matches[matches.length - 1]!.route)).toBe(module.Component);
    const components = await Promise.all(matches.map((m) => componentOf(m.route)));
    expect(components).toContain(LAYOUT[page.layout]);
  });

  it.each(pageList)(
    '$id: `module` names the module `load` imports (the bundle budget reads it)',
    async (page) => {
      const named: unknown = await import(/* @vite-ignore */ `../../${page.module}`);
      expect(await page.load()).toBe(named);
    },
  );

  it.each(['/tm/no/such/page', '/en/posts/extra-segment', '/ru/post'])(
    '%s is not found, in the main layout',
    async (url) => {
      const matches = match(url);
      expect(await componentOf(matches.at(-1)!.route)).toBe(NotFoundPage);
      expect(await Promise.all(matches.map((m) => componentOf(m.route)))).toContain(MainLayout);
    },
  );

  it.each(['/', '/posts', '/welcome/', '/xx/posts', '/post/a?lang=en'])(
    '%s names no language: it goes to the language address',
    async (url) => {
      expect(await componentOf(match(url).at(-1)!.route)).toBe(LanguageRedirect);
    },
  );

  it('gives every layout an error element (the router fallback)', () => {
    const layoutRoutes = LANGS.flatMap((lang) => [...match(`/${lang}/`), ...match(`/${lang}/welcome/`)])
      .map((m) => m.route)
      // The language's own route only groups its layouts: a layout's error element answers for it.
      .filter((route) => route.children && !LANGS.some((lang) => route.path === `/${lang}`));
    expect(layoutRoutes.length).toBeGreaterThanOrEqual(3 * LANGS.length);
    for (const route of layoutRoutes) expect(route.errorElement).toBeDefined();
  });

  it('matches each example to its own page, and nginx patterns agree with the router', () => {
    const patterns = pagePatterns();
    for (const page of pageList) {
      expect(matchPage(page.example)?.page.id).toBe(page.id);
      const own = patterns.find((pattern) => pattern.id === page.id)!;
      expect(new RegExp(own.pattern).test(page.example), `${own.pattern} ~ ${page.example}`).toBe(true);
      const others = patterns.filter((p) => p.id !== page.id && new RegExp(p.pattern).test(page.example));
      expect(others.map((p) => p.id)).toEqual([]);
    }
    for (const unknown of ['/posts/extra', '/post', '/welcome/section', '/nope'])
      expect(patterns.filter((p) => new RegExp(p.pattern).test(unknown))).toEqual([]);
    expect(Object.keys(layouts)).toEqual(['main', 'welcome']);
  });
});

describe('route loaders', () => {
  let prefetchQuery: MockInstance<typeof queryClient.prefetchQuery>;
  let prefetchInfiniteQuery: MockInstance<typeof queryClient.prefetchInfiniteQuery>;

  /** Runs every loader on the way to `url`; each returns nothing for the navigation to wait on. */
  async function runLoaders(url: string): Promise<void> {
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
      expect(result).toBeNull();
    }
  }

  afterEach(() => vi.restoreAllMocks());

  it('a detail page prefetches its item by the slug of its address', async () => {
    await runLoaders('/en/post/a-post');
    expect(prefetchQuery.mock.calls.map(([options]) => options.queryKey)).toEqual([
      callQuery('getPostDetail', 'a-post').queryKey,
    ]);
  });

  // The list loaders import their URL-to-query code without waiting for it (it stays out of the
  // first load of `/`): the prefetch follows once that small chunk is there.
  it('/posts prefetches the categories and the page of posts its URL asks for', async () => {
    await runLoaders('/ru/posts?word=visa&category=beyleki-habarlar&date=2026-03-05&page=3');
    await vi.waitFor(() => expect(prefetchQuery).toHaveBeenCalledTimes(2));
    expect(prefetchQuery.mock.calls.map(([options]) => options.queryKey)).toEqual([
      callQuery('getCategories').queryKey,
      callQuery('getAllPosts', {
        page: 3,
        size: 100,
        word: 'visa',
        category: 'beyleki-habarlar',
        date: '2026-03-05',
      }).queryKey,
    ]);
  });

  it('/posts without filters asks for page 1 and leaves the empty filters out', async () => {
    await runLoaders('/tm/posts?date=31.01.2026');
    await vi.waitFor(() => expect(prefetchQuery).toHaveBeenCalledTimes(2));
    expect(prefetchQuery.mock.calls[1]?.[0].queryKey).toEqual(
      callQuery('getAllPosts', { page: 1, size: 100 }).queryKey,
    );
  });

  it('/articles prefetches the first page of the articles its URL asks for', async () => {
    await runLoaders('/en/articles?word=law&date=2026-02-01');
    await vi.waitFor(() => expect(prefetchInfiniteQuery).toHaveBeenCalledTimes(1));
    expect(prefetchInfiniteQuery.mock.calls[0]?.[0].queryKey).toEqual(
      queries.articles({ size: 4, word: 'law', date: '2026-02-01' }).queryKey,
    );
    expect(prefetchQuery).not.toHaveBeenCalled();
  });
});
