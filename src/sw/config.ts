/**
 * The service worker's settings, fixed when it is built (scripts/service-worker/build.ts puts them
 * in place of `__SW_CONFIG__`). Read by the worker and by the build script: no DOM, no Node.
 */
export interface ServiceWorkerConfig {
  /** How long a page or an API read may take before the cached copy answers instead. */
  networkTimeoutSeconds: number;
  /** Pages kept for reading offline (each language address is one), the least recently used go first. */
  pageMaxEntries: number;
  /** API answers kept. */
  apiMaxEntries: number;
  /** Pictures kept: at most this many ... */
  imageMaxEntries: number;
  /** ... and at most this many megabytes; the oldest are evicted first. */
  imageMaxMegabytes: number;
}

export const DEFAULT_SERVICE_WORKER_CONFIG: ServiceWorkerConfig = {
  networkTimeoutSeconds: 3,
  pageMaxEntries: 60,
  apiMaxEntries: 200,
  imageMaxEntries: 80,
  imageMaxMegabytes: 20,
};

/** The caches the worker fills at run time (the precache has Workbox's own name). */
export const CACHE_NAMES = { pages: 'site-pages', api: 'site-api', images: 'site-images' } as const;

/** Where the offline page of each language is published for the worker (the build writes them). */
export const offlinePageUrl = (lang: string) => `/sw-offline/${lang}.html`;

/** The id of the offline page's list, which the worker fills with the pages it keeps. */
export const OFFLINE_LIST_ID = 'offline-pages';
