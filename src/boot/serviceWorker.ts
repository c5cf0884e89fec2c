/**
 * The service worker's registration on a prerendered page (decision 0260), from the boot script
 * (src/boot.ts), whether the app starts on this visit or not: a visitor on a slow line who reads
 * one page without the app gets offline reading too. Imports nothing: it is part of the boot
 * script's file, which every prerendered page loads anyway (no request of its own).
 *
 * - Registered once the page has loaded, so it never takes the line from the page itself.
 * - The worker's first activation: this page and the scripts and stylesheets it loaded came from
 *   the network before it existed. They are sent to it (Workbox's CACHE_URLS message, handled by
 *   its routes); the worker fetches them again from the browser's HTTP cache (the assets are
 *   immutable, the page revalidates: a 304), so this costs the line almost nothing.
 * - No update checks of its own: without the app every link is a full load, and the browser checks
 *   /sw.js (served `no-cache`) at each navigation. The app, where it runs, checks every hour and
 *   when the tab comes back, and sends a tab on an old build to the new one at its next navigation
 *   (src/app/registerServiceWorker.ts, decision 0161).
 */
import type { CacheUrlsMessage } from '../sw/config';

export const SW_URL = '/sw.js';
/** Where the build's scripts and stylesheets are (src/sw/config.ts ASSETS_PATH). */
const ASSETS_PATH = '/assets/';

/** This page and the site's own scripts and stylesheets it has loaded, each once, without a fragment. */
export function loadedHere(): string[] {
  const assets = location.origin + ASSETS_PATH;
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [...new Set([location.href.split('#')[0]!, ...urls.filter((url) => url.startsWith(assets))])];
}

/**
 * Registers the worker after load; a refusal (no HTTPS, blocked, no /sw.js) is silent. `register()`
 * is a Trusted Types sink (docs/decisions/0034): `scriptUrl` passes the address through the boot
 * script's policy, which takes the site's own scripts and this worker only.
 */
export function registerServiceWorker(scriptUrl: (url: string) => string): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (!container.controller) {
    // The first activation: the worker claims this page (clientsClaim), which then has a controller.
    container.addEventListener(
      'controllerchange',
      () => {
        const message: CacheUrlsMessage = { type: 'CACHE_URLS', payload: { urlsToCache: loadedHere() } };
        container.controller?.postMessage(message);
      },
      { once: true },
    );
  }
  const register = () => void container.register(scriptUrl(SW_URL)).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
