/**
 * The server render of the prerender (scripts/prerender.ts runs it from the `dist-ssr/` build).
 * Same route table, same components and same React Query cache as the browser; Node fetches the
 * API at `API_ORIGIN`. Each page is rendered until nothing is left pending (queries the components
 * asked for, lazy components), so the final `renderToString` holds the whole page and no Suspense
 * fallback, which would otherwise need React's inline scripts (refused by the CSP).
 */
import createDOMPurify from 'dompurify';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import { queryClient } from './api/client';
import { callQuery } from './api/queries';
import { isApiError } from './api/http';
import { LANGS, type Lang } from './api/types';
import { routes } from './app/routes';
import { RootGate } from './app/RootGate';
import { MainLayout } from './app/MainLayout';
import { WelcomeLayout } from './app/WelcomeLayout';
import { serializeState, type PrerenderState } from './app/prerenderState';
import { slimDehydratedState, undeclaredListsWithBodies } from './app/slimState';
import { newestDate } from './app/newestDate';
import { isVisitorsAnswer } from './app/visitorsAnswer';
import { renderSettled } from './app/renderSettled';
import { headHtml, languageHead } from './app/head';
import { matchPage, type Layout } from './app/pages';
import { layoutBases } from './addresses/pagePaths';
import { langAddress, pagePath } from './i18n/addresses';
import { setServerOrigin } from './shared/links';
import type { RenderedPage } from './app/renderedPage';
import { setServerLang } from './i18n/lang';
import { installPurify } from './shared/SafeHtml';
import { Spinner } from './shared/Spinner';
import { useSiteName } from './i18n/siteName';
import { useDocumentTitle } from './shared/useDocumentTitle';
import { forwardedHeaders } from './api/forwarded';

export { ApiUnavailableError } from './app/renderSettled';

const REQUEST_TIMEOUT_MS = 15_000;

/** The ETags of the API reads made for the page being rendered, by URL (PrerenderState.validators). */
const validators = new Map<string, string>();

/**
 * The site calls `/api/v1/...` on its own origin; in Node those relative URLs go to `apiOrigin`.
 * Every request gets a timeout, so a hanging API fails the run instead of stalling it.
 */
let siteOrigin: string | undefined;

export function configureApi(
  apiOrigin: string,
  domWindow: Window & typeof globalThis,
  publicOrigin?: string,
  /** Wraps the API's fetch, as the prerender's workers keep a run's answers (responseCache.ts). */
  wrapFetch: (apiFetch: typeof fetch) => typeof fetch = (apiFetch) => apiFetch,
): void {
  // The site's public origin (SITE_ORIGIN): absolute addresses in the heads, and the API's absolute
  // links to this host count as the site's own pages (src/shared/links.ts).
  siteOrigin = publicOrigin;
  if (publicOrigin) setServerOrigin(publicOrigin);
  // The site reads API HTML with DOMParser (text excerpts) and DOMPurify (rich text): Node gets
  // both from a jsdom window the prerender script passes in.
  globalThis.DOMParser = domWindow.DOMParser;
  installPurify(createDOMPurify(domWindow));
  const site = publicOrigin ? new URL(publicOrigin) : null;
  const forwarded = forwardedHeaders(publicOrigin);
  // The API's host as the prerender reaches it, when visitors reach the API under another one.
  const apiHost = new URL(apiOrigin).host === site?.host ? null : new URL(apiOrigin).host;
  const nodeFetch = globalThis.fetch.bind(globalThis);
  const apiFetch = wrapFetch((input: RequestInfo | URL, init?: RequestInit) => {
    const own = typeof input === 'string' && input.startsWith('/');
    const target = own ? new URL(input, apiOrigin) : input;
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const headers = new Headers(init?.headers);
    // As nginx forwards a visitor's reads (deploy/nginx/proxy.conf.template): the API builds its
    // paging links from these, so the answers, and their ETags, are the ones a visitor is sent.
    if (own) for (const [name, value] of Object.entries(forwarded)) headers.set(name, value);
    return nodeFetch(target, { ...init, headers, signal });
  });
  // Outermost, so an answer a wrapper kept from an earlier page counts for this page too.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await apiFetch(input, init);
    const etag = response.headers.get('ETag');
    const read = typeof input === 'string' && input.startsWith('/') && (init?.method ?? 'GET') === 'GET';
    if (read && response.ok && etag) {
      // The body is read only when the API's host could be in it.
      if (apiHost === null || isVisitorsAnswer(await response.clone().text(), apiHost))
        validators.set(input, etag);
      else validators.delete(input);
    }
    return response;
  };
  // One try per call: a failing API is reported at once rather than after retries.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
}

async function staticContext(
  table: RouteObject[],
  path: string,
): Promise<{ context: StaticHandlerContext; handler: ReturnType<typeof createStaticHandler> }> {
  const handler = createStaticHandler(table);
  const result = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (result instanceof Response)
    throw new Error(`${path}: the router answered ${result.status}, not a page`);
  if (result.errors) throw new Error(`${path}: a route failed: ${JSON.stringify(result.errors)}`);
  return { context: result, handler };
}

/** The page's picture for link previews, as its declaration says (pages.ts). */
function ogImage(address: string): string | null {
  const url = new URL(address, 'http://prerender.invalid');
  const found = matchPage(pagePath(url.pathname));
  if (!found?.page.ogImage) return null;
  return found.page.ogImage({ params: found.params, url }, (key) => queryClient.getQueryData(key));
}

/**
 * What every page of a layout renders besides its own content: RootGate's texts, and the main
 * layout's banners, menu and footer (src/features/frame). A query named here that a page did not
 * render would only add its data to that page's state; one missing costs a render pass, as before.
 */
const FRAME_DATA: Record<Layout, () => Promise<void>[]> = {
  main: () => [
    queryClient.prefetchQuery(callQuery('getContent')),
    queryClient.prefetchQuery(callQuery('getBanners')),
    queryClient.prefetchQuery(callQuery('getHeaderMenu')),
    queryClient.prefetchQuery(callQuery('getFooterImages')),
    queryClient.prefetchQuery(callQuery('getAllServices')),
  ],
  welcome: () => [queryClient.prefetchQuery(callQuery('getContent'))],
};

/** The layout a page path renders in (a frame page's path names its layout; the 404 page is the main one's). */
function layoutOf(path: string): Layout {
  return matchPage(path.split('?')[0]!.replace(/\/_frame$/, '/'))?.page.layout ?? 'main';
}

/**
 * `path` (a page path without language, `/posts`) rendered at each language's address
 * (`/en/posts`, decision 0028). `frame` marks a layout's frame page, `notFound` the 404 page: both
 * are served for addresses other than the one rendered, so their heads name no address and the app
 * renders them fresh (decision 0195).
 */
async function renderPage(
  table: RouteObject[],
  path: string,
  langs: readonly Lang[],
  kind: 'page' | 'frame' | 'notFound',
): Promise<RenderedPage[]> {
  queryClient.clear();
  validators.clear();
  // The frame's data starts with the page's own: found by rendering, it took two passes more (the
  // texts gate the layout, the layout then asks for the rest), each a render of the whole frame.
  void Promise.all(FRAME_DATA[layoutOf(path)]());
  const pages: RenderedPage[] = [];
  for (const lang of langs) {
    setServerLang(lang);
    const address = langAddress(path, lang);
    const { context, handler } = await staticContext(table, address);
    const router = createStaticRouter(handler.dataRoutes, context);
    const element = () => (
      <QueryClientProvider client={queryClient}>
        {/* No hydration script of React Router's (inline scripts are refused): its data goes in the JSON. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    );
    const settled = await renderSettled(address, element);
    const head = settled.head;
    let html = settled.html;
    // A frame page or the 404 page is served at addresses other than the one rendered (`/_frame`):
    // its language links go to each language's home, a real address, not `/ru/_frame` (decision 0140).
    if (kind !== 'page')
      for (const other of LANGS)
        html = html.replaceAll(`href="${langAddress(path, other)}"`, `href="${langAddress('/', other)}"`);
    const dehydrated = dehydrate(queryClient);
    const undeclared = undeclaredListsWithBodies(dehydrated);
    if (undeclared.length)
      throw new Error(
        `${address}: declare in src/app/pages.ts whether these lists show their bodies: ${JSON.stringify(undeclared)}`,
      );
    const state: PrerenderState = {
      lang,
      path: address,
      // Every page hydrates, items and numbered list pages included (nginx serves `?page=N` its own
      // file, decision 0140); a frame page or the 404 page answers for other addresses and renders fresh.
      renderFresh: kind === 'page' ? undefined : true,
      renderedAt: new Date().toISOString(),
      queries: slimDehydratedState(dehydrated, lang),
      validators: Object.fromEntries(validators),
      router: { loaderData: context.loaderData, actionData: context.actionData },
    };
    const found = matchPage(path.split('?')[0]!);
    pages.push({
      lang,
      path: address,
      html,
      title: head.title ?? null,
      description: head.description ?? null,
      image: kind === 'page' ? ogImage(address) : null,
      type: kind === 'page' && found?.page.ogType === 'article' ? 'article' : 'website',
      head: kind === 'page' ? headHtml(languageHead(address, siteOrigin)) : '',
      lastModified: kind === 'page' ? newestDate(dehydrated) : null,
      state: serializeState(state),
    });
  }
  return pages;
}

/**
 * The queries of the last render that the API answered 404 (an item that is gone): the prerender
 * writes no page for an item whose data is missing, and removes the one it wrote before.
 */
export function missingData(): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => isApiError(query.state.error) && query.state.error.status === 404)
    .map((query) => JSON.stringify(query.queryKey));
}

/** A prerendered page (a page path, `/posts`), at its address in each language. */
export function renderRoute(path: string, langs: readonly Lang[]): Promise<RenderedPage[]> {
  return renderPage(routes, path, langs, 'page');
}

/** Requirements §2's 'Page404' in the main layout, for nginx to answer unknown addresses with. */
export function renderNotFound(langs: readonly Lang[]): Promise<RenderedPage[]> {
  return renderPage(routes, '/_not-found', langs, 'notFound');
}

/** The body of a frame page: the page's code is still loading. */
function FramePageBody() {
  useDocumentTitle(useSiteName());
  return (
    <div className="full-page-spinner">
      <Spinner size="lg" />
    </div>
  );
}

/** The layouts of the route table with a loading body for every path. */
const framePageRoutes: RouteObject[] = [
  {
    element: <RootGate />,
    children: LANGS.map((lang) => ({
      path: `/${lang}`,
      children: [
        {
          path: layoutBases.welcome,
          element: <WelcomeLayout />,
          children: [{ path: '*', element: <FramePageBody /> }],
        },
        { element: <MainLayout />, children: [{ path: '*', element: <FramePageBody /> }] },
      ],
    })),
  },
];

/**
 * The frame page of a layout: header, menu and footer with their data, the page body loading. Served
 * for every path that has no prerendered page; the client renders the real page over it.
 */
export function renderFramePage(layout: 'main' | 'welcome', langs: readonly Lang[]): Promise<RenderedPage[]> {
  return renderPage(
    framePageRoutes,
    `${layoutBases[layout] ? `/${layoutBases[layout]}` : ''}/_frame`,
    langs,
    'frame',
  );
}
