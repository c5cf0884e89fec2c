import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { prerenderedValidators, queryClient } from '../api/client';
import type { Lang } from '../api/types';
import { pagePath } from '../i18n/addresses';
import { DEFAULT_LANG, onLangChange, setHydrationLang } from '../i18n/lang';
import { App, createAppRouter } from './App';
import { layouts, matchPage } from './pages';
import { refreshPrerenderedQueries } from './refreshPrerenderedQueries';
import { wholeInOtherLanguages } from './wholeInOtherLanguages';
import { readPrerenderState, shouldHydrate } from './prerenderState';
import { routes } from './routes';
import { nextTask } from '../shared/nextTask';
import { config } from '../shared/config';
import { checkedFreshFor } from './prerenderChecked';

/**
 * The start of a page that carries prerendered state, in a chunk of its own (src/main.tsx loads it
 * only then): reading the state, React Query's hydration code and the lazy-route loading stay out
 * of the critical JS of a plain SPA start.
 *
 * The data seeds the cache when it is in this visit's language; the HTML is hydrated only when it
 * is exactly this visit's (language, path and query string), else the app renders over it.
 * Either way the matched lazy routes load first, so the first render is the page itself.
 */
export async function startFromPrerender(container: HTMLElement, lang: Lang): Promise<void> {
  const state = readPrerenderState(document);
  // The state holds its page's language and Turkmen only (slimState.ts): a visit in another
  // language renders fresh, loading its data, rather than from texts it does not have.
  if (state && state.lang === lang) {
    hydrate(queryClient, state.queries);
    // The browser keeps none of these answers: the refresh asks with their ETags (decision 0270).
    for (const [url, etag] of Object.entries(state.validators ?? {})) prerenderedValidators.set(url, etag);
    const hashes = state.queries.queries.map((query) => query.queryHash);
    wholeInOtherLanguages(queryClient, hashes, [lang, DEFAULT_LANG], prerenderedValidators, onLangChange);
    // Data older than the configured age is fetched again once in use, one query per task; a
    // younger page's is not fetched again until it is that old (decision 0151), nor an older one
    // the prerender's last run found current (decision 0151).
    refreshPrerenderedQueries(
      queryClient,
      hashes,
      nextTask,
      checkedFreshFor(state, config.prerenderMaxAgeSeconds * 1000, {
        href: window.location.href,
        lastModified: document.lastModified,
      }),
    );
  }
  // Each step of the start is a task of its own (reading the state, matching the routes, creating
  // the router, hydrating): together they were one task of 50–100 ms on a phone, the Total Blocking
  // Time of every prerendered page (docs/performance.md). The page is on screen and its links work
  // meanwhile, so nothing waits for these few milliseconds but the start itself.
  await nextTask();
  const hydrating = shouldHydrate(state, lang, window.location);
  await Promise.all([
    resolveLazyRoutes(window.location.pathname),
    hydrating ? preloadHydratedParts(window.location.pathname) : null,
  ]);
  await nextTask();
  const router = createAppRouter(hydrating ? state.router : undefined);
  await nextTask();
  if (hydrating) {
    // As a transition the hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (one long task: the Total Blocking Time of a slow phone);
    // the page is already on screen, so nothing waits for it but the next input, which React
    // hydrates first.
    mark('app:hydrate');
    // Every part hydrates in the language of its HTML, even one that comes after a switch (useLang).
    setHydrationLang(lang);
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} />
          <MarkCommitted name="app:hydrated" />
        </StrictMode>,
      );
    });
    return;
  }
  // A page rendered fresh over its HTML (a news item, `?page=2`, another language: prerenderState.ts)
  // renders as a transition too: as an ordinary update React renders the whole page in one task
  // (180–270 ms of blocking time on the news detail of Lighthouse's phone), while the HTML it
  // replaces stays on screen until the commit either way.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
        <MarkCommitted name="app:rendered" />
      </StrictMode>,
    );
  });
}

/** A moment of the start, readable from outside (see src/boot.ts). */
function mark(name: string): void {
  if (typeof performance.mark === 'function') performance.mark(name);
}

/**
 * Marks the commit that hydrated the page (`app:hydrated`) or rendered it fresh over its HTML
 * (`app:rendered`), outside its Suspense boundaries (each boundary, the forms' lazy bodies among
 * them, comes in a later pass). Renders nothing, so the HTML still matches.
 */
function MarkCommitted({ name }: { name: string }) {
  useLayoutEffect(() => mark(name), [name]);
  return null;
}

/**
 * The lazy components whose output is in the prerendered HTML of `pathname` (its layout's and its
 * page's, as pages.ts declares them), loaded before hydration so every boundary hydrates at once
 * with the server's props, never later against changed state.
 */
function preloadHydratedParts(pathname: string): Promise<unknown> {
  const found = matchPage(pagePath(pathname));
  if (!found) return Promise.resolve();
  return Promise.all([layouts[found.page.layout].hydrateParts?.(), found.page.hydrateParts?.()]);
}

/**
 * Loads the lazy route modules matching `pathname` and writes them into the route table, so the
 * router's first render is the page itself, as in the prerendered HTML (a lazy route still
 * loading would render the hydrate fallback instead: a mismatch). Static properties win, as in
 * React Router's own lazy loading.
 */
async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      const loaded = (await lazy()) as Record<string, unknown>;
      const target = route as Record<string, unknown>;
      for (const [key, value] of Object.entries(loaded)) {
        if (target[key] === undefined) target[key] = value;
      }
      target.lazy = undefined;
    }),
  );
}
