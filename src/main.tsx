import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from './api/client';
import { queries } from './api/queries';
import { initLang } from './i18n/lang';
import { App, createAppRouter, resolveLazyRoutes } from './app/App';
import { readPrerenderState, shouldHydrate, type PrerenderState } from './app/prerenderState';
import './app/global.css';

// Reads the stored language and writes the `lang` cookie, so the server sends the right HTML next time.
const lang = initLang();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const state = readPrerenderState(document);

// No top-level await: it makes the entry an async module, and the bundler then splits the modules
// it shares with lazy chunks into many small files (≈4 kB gzip more critical JS for `/`).
function hydratePrerendered(container: HTMLElement, prerendered: PrerenderState): void {
  // The first client render must equal the HTML: the data is in the cache and the matched lazy
  // routes are loaded before hydrating.
  void Promise.all([
    import('./app/seedCache').then((m) => m.seedCache(prerendered)),
    resolveLazyRoutes(window.location.pathname),
  ]).then(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App router={createAppRouter(prerendered.router)} hydrated />
      </StrictMode>,
    ),
  );
}

if (shouldHydrate(state, lang, window.location)) {
  hydratePrerendered(root, state);
} else if (state) {
  // A shell, another language, another query string: the HTML cannot be hydrated, but its data is
  // the same in every language and seeds the cache (refetched as stale once the app is up).
  void Promise.all([
    import('./app/seedCache').then((m) => m.seedCache(state)),
    resolveLazyRoutes(window.location.pathname),
  ]).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={createAppRouter()} hydrated />
      </StrictMode>,
    ),
  );
} else {
  // The frame's shared calls start before React renders, in parallel (no waterfall on first paint).
  void queryClient.prefetchQuery(queries.content());
  void queryClient.prefetchQuery(queries.headerMenu());
  void queryClient.prefetchQuery(queries.banners());
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}
