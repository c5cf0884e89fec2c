/**
 * The kill switch (docs/deploying.md, "Service worker"): a worker that removes itself. Published as
 * /sw.js (SERVICE_WORKER=off for the prerender, or `npm run sw -- --off`), it replaces the site's
 * worker in every browser at its next update check: it empties the worker's caches and unregisters,
 * and the pages are fetched from the network again. It never reloads a tab: the app registers /sw.js
 * on every start, and a reload would register it again in a loop.
 */
export const KILL_SWITCH = `// The site's service worker is switched off (docs/deploying.md, "Service worker").
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.map((key) => caches.delete(key))))
      .then(() => self.registration.unregister()),
  );
});
`;
