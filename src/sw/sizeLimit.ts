/**
 * A Workbox plugin that keeps a cache under a number of bytes: after each write it removes the
 * oldest entries (the Cache API lists them in the order they were written) until the rest fits.
 * Workbox's ExpirationPlugin bounds entries and age, not bytes.
 */
import type { WorkboxPlugin } from 'workbox-core/types';

/** An answer's size: its Content-Length, else its body's (read from a copy). */
async function sizeOf(response: Response): Promise<number> {
  const length = Number(response.headers.get('content-length'));
  if (Number.isFinite(length) && length > 0) return length;
  return (await response.clone().blob()).size;
}

/** The keys to remove, oldest first, so that the newest entries whose sizes add up to `maxBytes` stay. */
export function overLimit<T>(entries: readonly { key: T; size: number }[], maxBytes: number): T[] {
  let total = entries.reduce((sum, entry) => sum + entry.size, 0);
  const remove: T[] = [];
  for (const entry of entries) {
    if (total <= maxBytes) break;
    remove.push(entry.key);
    total -= entry.size;
  }
  return remove;
}

export function sizeLimitPlugin(cacheName: string, maxBytes: number): WorkboxPlugin {
  // One trim at a time: pictures arrive in parallel.
  let queue = Promise.resolve();
  const trim = async () => {
    const cache = await caches.open(cacheName);
    const entries: { key: Request; size: number }[] = [];
    for (const key of await cache.keys()) {
      const response = await cache.match(key);
      entries.push({ key, size: response ? await sizeOf(response) : 0 });
    }
    for (const key of overLimit(entries, maxBytes)) await cache.delete(key);
  };
  return {
    cacheDidUpdate: async () => {
      queue = queue.then(trim, trim);
      await queue;
    },
  };
}
