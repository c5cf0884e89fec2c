import { describe, expect, it } from 'vitest';
import { digestAnswer } from './incremental';
import { createResponseCache } from './responseCache';

/** A fake API: each URL's current answer, and every request it was asked. */
function fakeApi(
  answers: Record<string, { status?: number; body: string; headers?: Record<string, string> }>,
) {
  const asked: string[] = [];
  const upstream = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    asked.push(`${init?.method ?? 'GET'} ${url}`);
    const answer = answers[url];
    if (!answer) return Promise.reject(new TypeError('fetch failed'));
    return Promise.resolve(
      new Response(answer.body, {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      }),
    );
  }) as typeof fetch;
  return { asked, upstream, answers };
}

describe('a render worker’s answers kept for the run', () => {
  it('asks the API once per URL and answers again with the same status, body and digest', async () => {
    const api = fakeApi({ '/api/v1/main/content/': { body: '{"site":"SMS"}' } });
    const cache = createResponseCache(api.upstream, { maxChars: 1000 });
    const first = await cache.fetch('/api/v1/main/content/');
    const second = await cache.fetch('/api/v1/main/content/', { headers: { Accept: 'application/json' } });
    expect(api.asked).toEqual(['GET /api/v1/main/content/']);
    for (const got of [first, second]) {
      expect(got.response.status).toBe(200);
      expect(got.response.headers.get('content-type')).toBe('application/json');
      expect(await got.response.text()).toBe('{"site":"SMS"}');
      // The page's data hash counts a kept answer exactly as one just fetched.
      expect(got.digest).toBe(digestAnswer(200, '{"site":"SMS"}'));
    }
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('keeps nothing between runs: another cache (another run) asks the API again and sees its change', async () => {
    const api = fakeApi({ '/api/v1/main/header-menu/menus/': { body: '["old"]' } });
    const run1 = createResponseCache(api.upstream, { maxChars: 1000 });
    expect(await (await run1.fetch('/api/v1/main/header-menu/menus/')).response.text()).toBe('["old"]');
    api.answers['/api/v1/main/header-menu/menus/'] = { body: '["new"]' };
    const run2 = createResponseCache(api.upstream, { maxChars: 1000 });
    const got = await run2.fetch('/api/v1/main/header-menu/menus/');
    expect(await got.response.text()).toBe('["new"]');
    expect(got.digest).toBe(digestAnswer(200, '["new"]'));
    expect(api.asked).toHaveLength(2);
  });

  it('does not keep an error: a 404 or a 5xx is asked again, with its own status and digest', async () => {
    const api = fakeApi({
      '/api/v1/posts/post-detail/gone': { status: 404, body: '{"detail":"Not found."}' },
      '/api/v1/services/all/': { status: 500, body: 'oops' },
    });
    const cache = createResponseCache(api.upstream, { maxChars: 1000 });
    for (let i = 0; i < 2; i += 1) {
      const gone = await cache.fetch('/api/v1/posts/post-detail/gone');
      expect(gone.response.status).toBe(404);
      expect(gone.digest).toBe(digestAnswer(404, '{"detail":"Not found."}'));
      expect((await cache.fetch('/api/v1/services/all/')).response.status).toBe(500);
    }
    expect(api.asked).toHaveLength(4);
    expect(cache.stats().entries).toBe(0);
  });

  it('does not keep a request that failed: the next one asks again', async () => {
    const api = fakeApi({});
    const cache = createResponseCache(api.upstream, { maxChars: 1000 });
    await expect(cache.fetch('/api/v1/main/banners/')).rejects.toThrow('fetch failed');
    api.answers['/api/v1/main/banners/'] = { body: '[]' };
    expect(await (await cache.fetch('/api/v1/main/banners/')).response.text()).toBe('[]');
    expect(api.asked).toHaveLength(2);
  });

  it('keeps only GETs without a body', async () => {
    const api = fakeApi({ '/api/v1/x/': { body: '{}' } });
    const cache = createResponseCache(api.upstream, { maxChars: 1000 });
    await cache.fetch('/api/v1/x/', { method: 'POST', body: '{}' });
    await cache.fetch('/api/v1/x/', { method: 'POST', body: '{}' });
    expect(api.asked).toEqual(['POST /api/v1/x/', 'POST /api/v1/x/']);
  });

  it('shares one request between pages asking at once', async () => {
    const api = fakeApi({ '/api/v1/services/all/': { body: '[1,2]' } });
    const cache = createResponseCache(api.upstream, { maxChars: 1000 });
    const both = await Promise.all([
      cache.fetch('/api/v1/services/all/'),
      cache.fetch('/api/v1/services/all/'),
    ]);
    expect(api.asked).toHaveLength(1);
    expect(await both[0].response.text()).toBe('[1,2]');
    expect(await both[1].response.text()).toBe('[1,2]');
  });

  it('is bounded: the least recently used answer goes first, and one larger than the bound is not kept', async () => {
    const api = fakeApi({
      '/a': { body: 'a'.repeat(40) },
      '/b': { body: 'b'.repeat(40) },
      '/c': { body: 'c'.repeat(40) },
      '/big': { body: 'x'.repeat(101) },
    });
    const cache = createResponseCache(api.upstream, { maxChars: 100 });
    await cache.fetch('/a');
    await cache.fetch('/b');
    await cache.fetch('/a'); // `/a` is now the most recently used
    await cache.fetch('/c'); // 120 characters: `/b` goes
    expect(cache.stats()).toMatchObject({ entries: 2, chars: 80 });
    await cache.fetch('/a');
    await cache.fetch('/b');
    await cache.fetch('/big');
    await cache.fetch('/big');
    expect(api.asked).toEqual(['GET /a', 'GET /b', 'GET /c', 'GET /b', 'GET /big', 'GET /big']);
  });

  it('answers with the decoded body: no encoding or length of the wire bytes', async () => {
    const api = fakeApi({
      '/api/v1/posts/all-posts/?page=2&size=100': {
        body: '{"count":0}',
        headers: { 'Content-Encoding': 'identity', 'X-Other': 'kept' },
      },
    });
    const cache = createResponseCache(api.upstream, { maxChars: 1000 });
    await cache.fetch('/api/v1/posts/all-posts/?page=2&size=100');
    const { response } = await cache.fetch('/api/v1/posts/all-posts/?page=2&size=100');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('x-other')).toBe('kept');
    expect(await response.json()).toEqual({ count: 0 });
  });
});
