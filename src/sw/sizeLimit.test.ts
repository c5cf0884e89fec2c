import { afterEach, describe, expect, it, vi } from 'vitest';
import { sizeLimitPlugin } from './sizeLimit';

/** A stand-in for the Cache API (jsdom has none): keys in the order they were written. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const opened: string[] = [];
  const storage = {
    open: (name: string) => {
      opened.push(name);
      const entries = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, entries);
      return Promise.resolve({
        keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
        match: (key: Request) => Promise.resolve(entries.get(key.url)),
        delete: (key: Request) => Promise.resolve(entries.delete(key.url)),
      });
    },
  };
  vi.stubGlobal('caches', storage);
  const put = (name: string, url: string, response: Response) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    entries.set(new URL(url, 'https://migration.gov.tm').href, response);
  };
  const urls = (name: string) => [...(stores.get(name)?.keys() ?? [])].map((url) => new URL(url).pathname);
  return { put, urls, opened, storage };
}

const sized = (bytes: number) =>
  new Response('x'.repeat(bytes), { headers: { 'content-length': String(bytes) } });
/** No Content-Length (a streamed or compressed answer): the size is its body's. */
const unsized = (bytes: number) => new Response('y'.repeat(bytes));

// The plugin's hook takes Workbox's arguments; the trim reads the cache itself and needs none.
const update = (plugin: ReturnType<typeof sizeLimitPlugin>) =>
  plugin.cacheDidUpdate!({} as Parameters<NonNullable<typeof plugin.cacheDidUpdate>>[0]);

describe('sizeLimitPlugin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('after a write removes the oldest pictures until the rest fits, in its own cache only', async () => {
    const cache = fakeCaches();
    cache.put('images', '/a.webp', sized(400));
    cache.put('images', '/b.webp', sized(300));
    cache.put('images', '/c.webp', sized(300));
    cache.put('pages', '/tm/', sized(5000));
    await update(sizeLimitPlugin('images', 700));
    expect(cache.urls('images')).toEqual(['/b.webp', '/c.webp']);
    expect(cache.urls('pages')).toEqual(['/tm/']);
    expect(cache.opened).toEqual(['images']);
  });

  it('keeps everything while the cache fits', async () => {
    const cache = fakeCaches();
    cache.put('images', '/a.webp', sized(400));
    cache.put('images', '/b.webp', sized(300));
    await update(sizeLimitPlugin('images', 700));
    expect(cache.urls('images')).toEqual(['/a.webp', '/b.webp']);
  });

  it('counts the body of an answer without Content-Length', async () => {
    const cache = fakeCaches();
    cache.put('images', '/a.webp', unsized(600));
    cache.put('images', '/b.webp', unsized(200));
    // 800 bytes in all: 600 + 200 only if both bodies are read.
    await update(sizeLimitPlugin('images', 799));
    expect(cache.urls('images')).toEqual(['/b.webp']);
  });

  it('trims one write at a time, and a failed trim does not stop the next', async () => {
    const cache = fakeCaches();
    const plugin = sizeLimitPlugin('images', 500);
    cache.put('images', '/a.webp', sized(400));
    cache.put('images', '/b.webp', sized(400));
    cache.put('images', '/c.webp', sized(400));
    // Parallel pictures: each trim sees what the one before it left, so each key is deleted once.
    const deleted: string[] = [];
    const { open } = cache.storage;
    vi.stubGlobal('caches', {
      open: async (name: string) => {
        const opened = await open(name);
        return {
          ...opened,
          delete: (key: Request) => {
            deleted.push(new URL(key.url).pathname);
            return opened.delete(key);
          },
        };
      },
    });
    await Promise.all([update(plugin), update(plugin)]);
    expect(deleted).toEqual(['/a.webp', '/b.webp']);
    expect(cache.urls('images')).toEqual(['/c.webp']);

    vi.stubGlobal('caches', { open: () => Promise.reject(new Error('quota')) });
    await expect(update(plugin)).rejects.toThrow('quota');
    vi.stubGlobal('caches', { open });
    cache.put('images', '/d.webp', sized(400));
    await update(plugin);
    expect(cache.urls('images')).toEqual(['/d.webp']);
  });
});
