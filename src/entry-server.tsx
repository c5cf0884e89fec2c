/**
 * The server render of the prerender (scripts/prerender.ts runs it from the `dist-ssr/` build).
 * Same route table, same components and same React Query cache as the browser; Node fetches the
 * API at `API_ORIGIN`. Each page is rendered until nothing is left pending (queries the components
 * asked for, lazy components), so the final `renderToString` holds the whole page and no Suspense
 * fallback, which would otherwise need React's inline scripts (refused by the CSP).
 */
import createDOMPurify from 'dompurify';
import { dehydrate, QueryClientProvider, type Query } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import { queryClient } from './api/client';
import { isApiError } from './api/http';
import { queries } from './api/queries';
import type { Banner, Lang, Post } from './api/types';
import { routes } from './app/routes';
import { RootShell } from './app/RootShell';
import { MainLayout } from './app/MainLayout';
import { WelcomeLayout } from './app/WelcomeLayout';
import { serializeState, type PrerenderState } from './app/prerenderState';
import { slimDehydratedState } from './app/slimState';
import type { RenderedPage } from './app/renderedPage';
import { setServerLang } from './i18n/lang';
import { installPurify } from './shared/SafeHtml';
import { Spinner } from './shared/Spinner';
import { useSiteName } from './shared/siteName';
import { collectServerHead, useDocumentTitle } from './shared/useDocumentTitle';

/** More passes than any page needs (a page takes 2-4: data, then lazy parts and their data). */
const MAX_PASSES = 12;
const REQUEST_TIMEOUT_MS = 15_000;

/** The API did not answer (down, unreachable, 5xx): the prerender must stop and write nothing. */
export class ApiUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiUnavailableError';
  }
}

/**
 * The site calls `/api/v1/...` on its own origin; in Node those relative URLs go to `apiOrigin`.
 * Every request gets a timeout, so a hanging API fails the run instead of stalling it.
 */
export function configureApi(apiOrigin: string, domWindow: Window & typeof globalThis): void {
  // The site reads API HTML with DOMParser (text excerpts) and DOMPurify (rich text): Node gets
  // both from a jsdom window the prerender script passes in.
  globalThis.DOMParser = domWindow.DOMParser;
  installPurify(createDOMPurify(domWindow));
  const nodeFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const target = typeof input === 'string' && input.startsWith('/') ? new URL(input, apiOrigin) : input;
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return nodeFetch(target, { ...init, signal });
  };
  // One try per call: a failing API is reported at once rather than after retries.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
}

function waitingQueries(): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.fetchStatus === 'fetching') return true;
      if (query.state.status !== 'pending') return false;
      // A component that disabled its query (weather before mount, say) does not want it fetched.
      const enabled = (query.options as { enabled?: unknown }).enabled;
      return enabled !== false && typeof enabled !== 'function';
    });
}

/** Lets resolved dynamic imports (React.lazy) and fetch callbacks run before the next pass. */
function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A boundary whose content suspended: `<!--$?-->` (pending) or `<!--$!-->` (client-rendered). */
const SUSPENDED_BOUNDARY = /<!--\$[?!]-->/;

function assertApiAnswered(path: string): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const { error } = query.state;
    if (!error) continue;
    const status = isApiError(error) ? error.status : null;
    if (!isApiError(error) || error.isUnreachable || (status !== null && status >= 500)) {
      throw new ApiUnavailableError(
        `${path}: ${JSON.stringify(query.queryKey)} failed: ${error.message}${status ? ` (HTTP ${status})` : ''}`,
      );
    }
  }
}

async function renderSettled(path: string, element: () => ReactElement): Promise<string> {
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const html = renderToString(element());
    const waiting = waitingQueries();
    if (waiting.length === 0 && !SUSPENDED_BOUNDARY.test(html)) return html;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    assertApiAnswered(path);
    await nextMacrotask();
  }
  throw new Error(`${path}: still loading after ${MAX_PASSES} render passes`);
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

function ogImage(path: string): string | null {
  const detail = /^\/(post|article)\/([^/?]+)/.exec(path);
  if (detail) {
    const slug = decodeURIComponent(detail[2] ?? '');
    const key =
      detail[1] === 'post' ? queries.postDetail(slug).queryKey : queries.articleDetail(slug).queryKey;
    const post = queryClient.getQueryData<Post>(key);
    return post?.image || null;
  }
  if (path === '/') {
    const banners = queryClient.getQueryData<Banner[]>(queries.banners().queryKey);
    return banners?.[0]?.image || '/logo.svg';
  }
  return null;
}

async function renderPage(
  table: RouteObject[],
  path: string,
  langs: readonly Lang[],
  shell: boolean,
): Promise<RenderedPage[]> {
  queryClient.clear();
  const pages: RenderedPage[] = [];
  for (const lang of langs) {
    setServerLang(lang);
    const { context, handler } = await staticContext(table, path);
    const router = createStaticRouter(handler.dataRoutes, context);
    const element = () => (
      <QueryClientProvider client={queryClient}>
        {/* No hydration script of React Router's (inline scripts are refused): its data goes in the JSON. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    );
    await renderSettled(`${lang}${path}`, element);
    // The final pass: everything is in the cache and every lazy part loaded.
    const head = collectServerHead();
    const html = renderToString(element());
    const state: PrerenderState = {
      lang,
      path,
      shell: shell || undefined,
      renderedAt: new Date().toISOString(),
      queries: slimDehydratedState(dehydrate(queryClient), lang),
      router: { loaderData: context.loaderData, actionData: context.actionData },
    };
    pages.push({
      lang,
      path,
      html,
      title: head.title ?? null,
      description: head.description ?? null,
      image: ogImage(path),
      type: /^\/(post|article)\//.test(path) ? 'article' : 'website',
      state: serializeState(state),
    });
  }
  return pages;
}

/** A prerendered route, in each language. */
export function renderRoute(path: string, langs: readonly Lang[]): Promise<RenderedPage[]> {
  return renderPage(routes, path, langs, false);
}

/** The body of a frame shell: the page's code is still loading. */
function ShellBody() {
  useDocumentTitle(useSiteName());
  return (
    <div className="full-page-spinner">
      <Spinner size="lg" />
    </div>
  );
}

const shellRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      { path: '/welcome', element: <WelcomeLayout />, children: [{ path: '*', element: <ShellBody /> }] },
      { element: <MainLayout />, children: [{ path: '*', element: <ShellBody /> }] },
    ],
  },
];

/**
 * The frame shell of a layout: header, menu and footer with their data, the page body loading. Served
 * for every path that has no prerendered page; the client renders the real page over it.
 */
export function renderShell(layout: 'main' | 'welcome', langs: readonly Lang[]): Promise<RenderedPage[]> {
  return renderPage(shellRoutes, layout === 'welcome' ? '/welcome/_shell' : '/_shell', langs, true);
}
