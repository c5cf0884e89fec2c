/**
 * The site's service worker (docs/decisions/0160-a-workbox-service-worker-built-after-the-prerender.md):
 * bundled and given its precache list by scripts/service-worker/build.ts after each prerender, served
 * as /sw.js, registered by src/app/registerServiceWorker.ts.
 *
 * - The app's code and styles are precached; old precaches go when a new worker activates.
 * - Pages (language addresses): the network first, for at most `networkTimeoutSeconds`, then the
 *   copy kept from an earlier visit, else the offline page of the address's language, listing the
 *   pages of that language kept here.
 * - API reads: the network first with the same timeout, then the kept answer.
 * - Pictures of the site's origin: the kept copy first, bounded in number and megabytes.
 * - Nothing else is handled (other methods, addresses without a language, /__mock, other origins):
 *   the browser fetches them as if there were no worker. Only 200 answers are kept.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHE_NAMES, offlinePageUrl, type ServiceWorkerConfig } from './config';
import { fillOfflineList, isApiRead, isPage, pageLang, pageTitle } from './routes';
import { sizeLimitPlugin } from './sizeLimit';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };
/** Put in place by the build (scripts/service-worker/build.ts). */
declare const __SW_CONFIG__: ServiceWorkerConfig;

const config = __SW_CONFIG__;
const origin = self.location.origin;
const DAY = 24 * 60 * 60;
/** Only complete, successful answers are kept: never an error page, a redirect or an opaque answer. */
const onlyOk = () => new CacheableResponsePlugin({ statuses: [200] });

// A new build's worker takes over at once: the next navigation of every open tab gets the new
// pages and code (src/app/registerServiceWorker.ts reloads a tab that is still on the old ones).
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: config.networkTimeoutSeconds,
  plugins: [onlyOk(), new ExpirationPlugin({ maxEntries: config.pageMaxEntries, purgeOnQuotaError: true })],
});

/** The offline page of a language, with the pages of that language kept here right now. */
async function offlinePage(url: URL): Promise<Response> {
  const lang = pageLang(url) ?? 'tm';
  const page = await matchPrecache(offlinePageUrl(lang));
  if (!page) return Response.error();
  const cache = await caches.open(CACHE_NAMES.pages);
  const kept: { href: string; title: string }[] = [];
  for (const request of await cache.keys()) {
    const address = new URL(request.url);
    if (pageLang(address) !== lang) continue;
    const response = await cache.match(request);
    const title = response ? pageTitle(await response.text()) : null;
    kept.push({ href: address.pathname + address.search, title: title ?? address.pathname });
  }
  const headers = new Headers(page.headers);
  // The body is rewritten (and was decoded by fetch): its length and encoding are no longer true.
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set('cache-control', 'no-store');
  return new Response(fillOfflineList(await page.text(), kept), {
    status: 503,
    statusText: 'Offline',
    headers,
  });
}

registerRoute(
  ({ url }) => isPage(url, origin),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      // Neither the network nor a kept copy.
      return offlinePage(options.url);
    }
  },
);

registerRoute(
  ({ url }) => isApiRead(url, origin),
  new NetworkFirst({
    cacheName: CACHE_NAMES.api,
    networkTimeoutSeconds: config.networkTimeoutSeconds,
    plugins: [
      onlyOk(),
      new ExpirationPlugin({
        maxEntries: config.apiMaxEntries,
        maxAgeSeconds: 30 * DAY,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => request.destination === 'image' && url.origin === origin,
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [
      onlyOk(),
      new ExpirationPlugin({
        maxEntries: config.imageMaxEntries,
        maxAgeSeconds: 30 * DAY,
        purgeOnQuotaError: true,
      }),
      sizeLimitPlugin(CACHE_NAMES.images, config.imageMaxMegabytes * 1024 * 1024),
    ],
  }),
);
