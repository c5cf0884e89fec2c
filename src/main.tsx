import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { queryClient } from './api/client';
import { queries } from './api/queries';
import { initLang } from './i18n/lang';
import { App, createAppRouter, resolveLazyRoutes } from './app/App';
import { readPrerenderState, shouldHydrate } from './app/prerenderState';
import './app/global.css';

// Reads the stored language and writes the `lang` cookie, so the server sends the right HTML next time.
const lang = initLang();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const state = readPrerenderState(document);
// The API's data is the same in every language: a prerender's data seeds the cache even when its
// HTML cannot be hydrated (another language, another query string); it is refetched as stale.
if (state) hydrate(queryClient, state.queries);

if (shouldHydrate(state, lang, window.location)) {
  // The first client render must equal the HTML: the matched lazy routes load before hydrating.
  await resolveLazyRoutes(window.location.pathname);
  hydrateRoot(
    root,
    <StrictMode>
      <App router={createAppRouter(state.router)} hydrated />
    </StrictMode>,
  );
} else {
  // The frame's shared calls start before React renders, in parallel (no waterfall on first paint).
  void queryClient.prefetchQuery(queries.content());
  void queryClient.prefetchQuery(queries.headerMenu());
  void queryClient.prefetchQuery(queries.banners());
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} hydrated={state !== null} />
    </StrictMode>,
  );
}
