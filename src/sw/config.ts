/**
 * The service worker's settings, fixed when it is built (scripts/service-worker/build.ts puts them
 * in place of `__SW_CONFIG__`). Read by the worker and by the build script: no DOM, no Node.
 */
export interface ServiceWorkerConfig {
  /**
   * The build the worker goes with (a hash of its Vite manifest). Nothing of the app is precached,
   * so without it a new build could leave the worker byte for byte the same: it is what makes each
   * deploy a new worker, whose takeover tells open tabs to leave the old code (decision 0161).
   */
  build: string;
  /**
   * The offline page of each language the prerender wrote, by a hash of its content: kept under
   * `offlinePageKey` so that a changed page is fetched again and an unchanged one never is.
   */
  offlinePages: Partial<Record<'tm' | 'ru' | 'en', string>>;
  /** How long a page or an API read may take before the cached copy answers instead. */
  networkTimeoutSeconds: number;
  /** Pages kept for reading offline (each language address is one), the least recently used go first. */
  pageMaxEntries: number;
  /** API answers kept. */
  apiMaxEntries: number;
  /**
   * Scripts and stylesheets kept (hashed names, so never stale). A first visit of /tm/ loads about
   * 50; a build has about 90; older builds' files go first once the bound is reached.
   */
  assetMaxEntries: number;
  /** Pictures kept: at most this many ... */
  imageMaxEntries: number;
  /** ... and at most this many megabytes; the oldest are evicted first. */
  imageMaxMegabytes: number;
}

/** What the build computes itself (of the build and its pages), not a setting. */
type Computed = 'build' | 'offlinePages';
export type ServiceWorkerSettings = Omit<ServiceWorkerConfig, Computed>;

export const DEFAULT_SERVICE_WORKER_CONFIG: ServiceWorkerSettings = {
  networkTimeoutSeconds: 3,
  pageMaxEntries: 60,
  apiMaxEntries: 200,
  assetMaxEntries: 150,
  imageMaxEntries: 80,
  imageMaxMegabytes: 20,
};

/** The worker's caches. */
export const CACHE_NAMES = {
  /** The offline pages (installing fetches the visitor's language, the others when first needed). */
  offline: 'site-offline',
  pages: 'site-pages',
  api: 'site-api',
  assets: 'site-assets',
  images: 'site-images',
} as const;

/** Where the build's hashed scripts and stylesheets are served. */
export const ASSETS_PATH = '/assets/';

/**
 * The message a page sends the worker to keep addresses it loaded itself (Workbox's routing handles
 * it: each address goes through its route, as if fetched by the page).
 */
export interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}

/** Where the offline page of each language is published for the worker (the build writes them). */
export const offlinePageUrl = (lang: string) => `/sw-offline/${lang}.html`;

/** The key an offline page is kept under: its address with its revision. */
export const offlinePageKey = (lang: string, revision: string) => `${offlinePageUrl(lang)}?v=${revision}`;

/** The id of the offline page's list, which the worker fills with the pages it keeps. */
export const OFFLINE_LIST_ID = 'offline-pages';
