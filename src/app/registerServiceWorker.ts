/**
 * The app's side of the service worker (src/sw/sw.ts, served as /sw.js after a prerender), in
 * production builds, once the app has started (main.tsx). Without service workers, blocked, or with
 * no /sw.js (a build that was never prerendered), nothing happens: the site works as it does without
 * one. On a prerendered page the boot script has registered the worker already, whether the app
 * runs or not (src/boot/serviceWorker.ts, decision 0260): it sends the first page to the worker, so
 * the app leaves that to it there (`bootRegisters`); on a frame page or the plain SPA the app does
 * it. The update checks and the old build's full loads are the app's wherever it runs.
 *
 * - The page that registered the worker was loaded before it existed: it is sent to the worker's
 *   cache (Workbox's CACHE_URLS message), like each page opened later inside the app, so that a
 *   page read once opens again offline.
 * - Updates: the worker is checked every hour and when the tab comes back; a new build's worker
 *   takes over at once (skipWaiting + clientsClaim). A tab still running the old code (a new worker
 *   installed, or took over) then leaves it at its next navigation: a link is followed by the
 *   browser (a full load of the new page and code) instead of the router, and Back/Forward reload.
 */
import { Workbox } from 'workbox-window';

const SW_URL = '/sw.js';
const UPDATE_EVERY_MS = 60 * 60 * 1000;
const UPDATE_ON_RETURN_AFTER_MS = 10 * 60 * 1000;

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

/** `register()` is a Trusted Types sink (docs/decisions/0034): only the worker's own address passes. */
function workerUrl(): unknown {
  const factory = (
    window as { trustedTypes?: { createPolicy(name: string, rules: object): ScriptUrlPolicy } }
  ).trustedTypes;
  if (!factory) return SW_URL;
  const policy = factory.createPolicy('site-sw', {
    createScriptURL(url: string): string {
      if (url !== SW_URL) throw new TypeError(`site-sw: ${url} is not the site's service worker`);
      return url;
    },
  });
  return policy.createScriptURL(SW_URL);
}

/** Whether a click on this link should be a full load of the new build (a plain, same-site link). */
function fullLoadLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  if (link.origin !== location.origin) return false;
  // A link to a place on this same page stays inside it.
  return !(link.pathname === location.pathname && link.search === location.search && link.hash);
}

const withoutHash = (href: string) => href.split('#')[0]!;

/** Registers the worker; returns what undoes the page's side of it (its listeners and timer), for tests. */
export function registerServiceWorker({
  // A prerendered page's boot script (its tag names the app) has registered it already.
  bootRegisters = document.querySelector('script[data-app]') !== null,
}: { bootRegisters?: boolean } = {}): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const listening = new AbortController();
  const { signal } = listening;
  const container = navigator.serviceWorker;
  // A TrustedScriptURL where Trusted Types are enforced; the typings here know only strings.
  const wb = new Workbox(workerUrl() as string);

  // The page this document was loaded as: it came through the worker when one controlled it.
  let kept = container.controller ? withoutHash(location.href) : '';
  const keep = (href: string) => {
    // The router also replaces the address without changing the page (its start, a fragment).
    if (withoutHash(href) === kept) return;
    kept = withoutHash(href);
    void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [kept] } }).catch(() => {});
  };
  // The worker's first activation: this page came from the network before it existed.
  if (!bootRegisters)
    wb.addEventListener('activated', (event) => {
      if (!event.isUpdate) keep(location.href);
    });
  // A page the app opened itself (the router changes the address, no request for its HTML).
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener(
    'navigatesuccess',
    () => {
      if (container.controller) keep(location.href);
    },
    { signal },
  );

  // A new build's worker took over from an older one: this tab runs the old code.
  let hadController = container.controller !== null;
  let oldBuild = false;
  container.addEventListener(
    'controllerchange',
    () => {
      if (hadController) oldBuild = true;
      hadController = true;
    },
    { signal },
  );
  window.addEventListener(
    'click',
    (event) => {
      // Capturing, before the router's own handler: the browser then follows the link itself.
      if (oldBuild && fullLoadLink(event)) event.stopImmediatePropagation();
    },
    { capture: true, signal },
  );
  window.addEventListener(
    'popstate',
    () => {
      if (oldBuild) location.reload();
    },
    { signal },
  );

  let lastCheck = Date.now();
  const update = () => {
    lastCheck = Date.now();
    void wb.update().catch(() => {});
  };
  const timer = setInterval(update, UPDATE_EVERY_MS);
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck > UPDATE_ON_RETURN_AFTER_MS)
        update();
    },
    { signal },
  );

  // A newer worker installed while this tab had one: a new build (each build's worker differs). It
  // takes over at once (skipWaiting), unless the browser parks it in waiting: Chromium does when a
  // request reaches the old worker while it stops, until a navigation asks again (decision 0161).
  // This tab runs the old code from then on either way: its next link is a full load, which asks.
  const registered = (found: ServiceWorkerRegistration) => {
    found.addEventListener(
      'updatefound',
      () => {
        const worker = found.installing;
        if (!worker || !hadController) return;
        worker.addEventListener(
          'statechange',
          () => {
            if (worker.state === 'installed' || worker.state === 'activated') oldBuild = true;
          },
          { signal },
        );
      },
      { signal },
    );
    // From here a new build is seen (the end-to-end test of a deploy waits for it; so can a trace).
    if (typeof performance.mark === 'function') performance.mark('app:worker-watched');
  };

  // Refused (no HTTPS, blocked, no /sw.js): the site goes on without a worker, silently.
  void wb
    .register()
    .then((registration) => {
      if (registration) registered(registration);
    })
    .catch(() => {});
  return () => {
    listening.abort();
    clearInterval(timer);
  };
}
