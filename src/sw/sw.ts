/**
 * The site's service worker (docs/decisions/0160-a-workbox-service-worker-built-after-the-prerender.md):
 * bundled and given its precache list by scripts/service-worker/build.ts after each prerender, served
 * as /sw.js, registered on every page by the boot script (src/boot/serviceWorker.ts) and by the app
 * (src/app/registerServiceWorker.ts).
 *
 * - Installing fetches only the offline page of the language open (decision 0260), the other
 *   languages' when a page of theirs is first kept: nothing of the app is precached.
 * - The app's code and styles (`/assets/`, hashed names) are kept when a page loads them: the kept
 *   copy first, bounded in number. Those the first page loaded before the worker existed are sent to
 *   it by the boot script, and come from the browser's HTTP cache, not the network.
 * - Pages (language addresses): the network first, for at most `networkTimeoutSeconds`, then the
 *   copy kept from an earlier visit, else the offline page of the address's language (or any kept),
 *   listing the pages of that language kept here.
 * - API reads: the network first with the same timeout, then the kept answer.
 * - Pictures of the site's origin: the kept copy first, bounded in number and megabytes.
 * - Nothing else is handled (other methods, addresses without a language, /__mock, the weather,
 *   other origins): the browser fetches them as if there were no worker, and where it has static
 *   routing (Chromium) without even asking it (routes.ts networkOnlyRoutes). Only 200 answers are
 *   kept.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { LANGS } from '../api/langs';
import { CACHE_NAMES, offlinePageKey, type ServiceWorkerConfig } from './config';
import {
  fillOfflineList,
  isApiRead,
  isAsset,
  isPage,
  networkOnlyRoutes,
  pageLang,
  pageTitle,
  type RouterRule,
  type SwLang,
} from './routes';
import { sizeLimitPlugin } from './sizeLimit';

declare const self: ServiceWorkerGlobalScope;
/** Put in place by the build (scripts/service-worker/build.ts). */
declare const __SW_CONFIG__: ServiceWorkerConfig;

const config = __SW_CONFIG__;
const origin = self.location.origin;
const DAY = 24 * 60 * 60;
/** Only complete, successful answers are kept: never an error page, a redirect or an opaque answer. */
const onlyOk = () => new CacheableResponsePlugin({ statuses: [200] });

/** The offline page of `lang`, fetched and kept unless this revision of it is kept already. */
async function keepOfflinePage(lang: SwLang): Promise<void> {
  const revision = config.offlinePages[lang];
  if (!revision) return;
  const cache = await caches.open(CACHE_NAMES.offline);
  const key = offlinePageKey(lang, revision);
  if (await cache.match(key)) return;
  const response = await fetch(key);
  if (response.status === 200) await cache.put(key, response);
}

/** The languages of the pages open on the site now (at the first install: the one registering it). */
async function openLangs(): Promise<SwLang[]> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const langs = new Set(windows.map((client) => pageLang(new URL(client.url))));
  langs.delete(null);
  return [...langs] as SwLang[];
}

/** `addRoutes` where the browser has static routing (Chromium); elsewhere every request asks the worker. */
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

// Installing fetches the offline page of the languages open now, nothing else (decision 0260): the
// other languages' when a page of theirs is first kept.
self.addEventListener('install', (event: RoutingInstallEvent) => {
  // What the worker never handles goes to the network without it (routes.ts networkOnlyRoutes). A
  // refusal leaves the worker answering as before.
  if (typeof event.addRoutes === 'function')
    event.waitUntil(event.addRoutes(networkOnlyRoutes(new URL(origin))).catch(() => undefined));
  event.waitUntil(
    openLangs()
      .then((langs) => Promise.all((langs.length ? langs : (['tm'] as SwLang[])).map(keepOfflinePage)))
      // Without it the worker still keeps pages; the offline page comes with the next one kept.
      .catch(() => undefined),
  );
  // A new build's worker takes over at once: the next navigation of every open tab gets the new
  // pages and code (src/app/registerServiceWorker.ts reloads a tab that is still on the old ones).
  void self.skipWaiting();
});

// Offline pages of older revisions, and the precache of the workers that precached the app.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set(
        Object.entries(config.offlinePages).map(
          ([lang, revision]) => new URL(offlinePageKey(lang, revision), self.location.href).href,
        ),
      );
      const cache = await caches.open(CACHE_NAMES.offline);
      for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
      for (const name of await caches.keys())
        if (name.startsWith('workbox-precache')) await caches.delete(name);
    })(),
  );
});
clientsClaim();
// Which build this worker goes with (its config's `build`, decision 0161): asked by a page through a
// message channel, and what makes each build's worker differ from the last.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'GET_BUILD')
    event.ports[0]?.postMessage(config.build);
});

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: config.networkTimeoutSeconds,
  plugins: [onlyOk(), new ExpirationPlugin({ maxEntries: config.pageMaxEntries, purgeOnQuotaError: true })],
});

/** The offline page of a language (or of one kept), with the pages of its language kept here right now. */
async function offlinePage(url: URL): Promise<Response> {
  const found = await keptOfflinePage(pageLang(url) ?? 'tm');
  if (!found) return Response.error();
  const { page, lang } = found;
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

/**
 * The offline page of `lang` if kept, else of the first language kept: one never read online here
 * has none (installing fetched only the languages open then), and the visitor's own language's page,
 * listing its pages, is better than the browser's error.
 */
async function keptOfflinePage(lang: SwLang): Promise<{ page: Response; lang: SwLang } | null> {
  const offline = await caches.open(CACHE_NAMES.offline);
  const order: SwLang[] = [lang, ...LANGS.filter((other) => other !== lang)];
  for (const candidate of order) {
    const revision = config.offlinePages[candidate];
    const page = revision ? await offline.match(offlinePageKey(candidate, revision)) : undefined;
    if (page) return { page, lang: candidate };
  }
  return null;
}

registerRoute(
  ({ url }) => isPage(url, origin),
  async (options) => {
    try {
      const response = await pages.handle(options);
      // A page of a language read for the first time: its offline page too, after the answer.
      const lang = pageLang(options.url);
      if (lang && 'waitUntil' in options.event)
        options.event.waitUntil(keepOfflinePage(lang).catch(() => undefined));
      return response;
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
  ({ url }) => isAsset(url, origin),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [
      onlyOk(),
      new ExpirationPlugin({
        maxEntries: config.assetMaxEntries,
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
