import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api/client';
import { callQuery } from './api/queries';
import { initLang } from './i18n/lang';
import { leaveForStoredChoice } from './i18n/storedChoice';
import { App, createAppRouter } from './app/App';
import './app/global.css';
import { failUnlessLeft, reloadOnStaleChunk } from './shared/staleChunkReload';
import { startFieldMeasurements } from './app/rum';

// Before anything lazy is imported: a chunk gone since the page loaded reloads it once.
reloadOnStaleChunk();

// Once, on the address nginx picked for a visitor without the `lang` cookie: a language stored
// before there were language addresses wins, and this page is replaced by its address (decision 0028).
const leaving = leaveForStoredChoice();

// Reads the stored language and writes the `lang` cookie, so the server sends the right HTML next time.
const lang = leaving ? null : initLang();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A prerendered page (dist/_prerender, PRERENDER_STATE_ID in src/app/prerenderState.ts) starts
// through its own chunk; the plain SPA page starts here as before.
if (lang === null) {
  // Nothing starts: the stored choice's address is loading instead.
} else if (document.getElementById('prerender-state')) {
  // The start's failure (its chunk or a lazy part of the page not loaded) is the app's, unless the
  // page is being left (failUnlessLeft).
  void import('./app/startFromPrerender').then((m) => m.startFromPrerender(root, lang)).catch(failUnlessLeft);
} else {
  // The frame's shared calls start before React renders, in parallel (no waterfall on first paint).
  void queryClient.prefetchQuery(callQuery('getContent'));
  void queryClient.prefetchQuery(callQuery('getHeaderMenu'));
  void queryClient.prefetchQuery(callQuery('getBanners'));
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}
if (lang !== null) {
  // The service worker, production builds only; after the start, so it never delays the first view.
  if (import.meta.env.PROD)
    void import('./app/registerServiceWorker').then((m) => m.registerServiceWorker(), failUnlessLeft);
  // Field measurements of a sampled visit, after the start (docs/decisions/0180).
  startFieldMeasurements();
}
// The mock's developer panel, development only (a production build drops it: see src/dev-panel).
if (import.meta.env.DEV) void import('./dev-panel/mount').then((m) => m.mountDevPanel());
