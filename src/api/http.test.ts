import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiAnswer, apiHandler } from '../../tests/support/unit/api-handlers';
import { makePaged, makePost } from '../../tests/support/unit/factories';
import { recordRequests, server } from '../../tests/support/unit/server';
import { ApiError, buildUrl, createHttp, NotModified } from './http';
import { createApi } from './calls';

const BASE = 'http://api.test/api/v1';

/** `/x/` answers `body` with `status`, as the network would. */
function answer(status: number, body: string | null) {
  server.use(http.all(`${BASE}/x/`, () => new HttpResponse(body, { status })));
}

describe('buildUrl', () => {
  it('joins base and path and leaves out empty filters', () => {
    expect(
      buildUrl('/api/v1/', '/posts/all-posts/', {
        size: 100,
        page: 2,
        word: '',
        category: undefined,
        date: null,
      }),
    ).toBe('/api/v1/posts/all-posts/?size=100&page=2');
  });
  it('encodes query values', () => {
    expect(buildUrl('/api/v1', '/x/', { word: 'pasport & wiza' })).toBe('/api/v1/x/?word=pasport+%26+wiza');
  });
});

describe('createHttp', () => {
  const client = createHttp({ baseUrl: BASE });

  it('parses a JSON success body', async () => {
    answer(200, '{"a":1}');
    await expect(client.get('/x/')).resolves.toEqual({ a: 1 });
  });

  it('maps a non-2xx answer to an http ApiError carrying the per-language detail', async () => {
    answer(400, '{"detail":{"tm":"T","ru":"R","en":"E"}}');
    const error = await client.post('/x/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, detail: { tm: 'T', ru: 'R', en: 'E' } });
  });

  it('maps a 404 with a plain detail and exposes isNotFound', async () => {
    answer(404, '{"detail":"Invalid page."}');
    const error = (await client.get('/x/').catch((e: unknown) => e)) as ApiError;
    expect(error.isNotFound).toBe(true);
    expect(error.detail).toBe('Invalid page.');
  });

  it('maps a failed fetch to a network ApiError', async () => {
    server.use(http.get(`${BASE}/x/`, () => HttpResponse.error()));
    await expect(client.get('/x/')).rejects.toMatchObject({ kind: 'network', status: null });
  });

  it('maps a malformed success body to a parse ApiError', async () => {
    answer(200, '{"broken');
    await expect(client.get('/x/')).rejects.toMatchObject({ kind: 'parse', status: 200 });
  });

  it('keeps an error status when the error body is not JSON', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(client.get('/x/')).rejects.toMatchObject({ kind: 'http', status: 502, detail: null });
  });

  it.each([
    ['no answer', () => HttpResponse.error(), true],
    ['a gateway 502 without a body', () => new HttpResponse('', { status: 502 }), true],
    ['a gateway 504 page', () => new HttpResponse('<html>timeout</html>', { status: 504 }), true],
    [
      'a 503 with the API detail',
      () => new HttpResponse('{"detail":{"tm":"a","ru":"b","en":"c"}}', { status: 503 }),
      false,
    ],
    ['a 500', () => new HttpResponse('', { status: 500 }), false],
    ['a 400 refusal', () => new HttpResponse('{"detail":"no"}', { status: 400 }), false],
  ] as const)('isUnreachable for %s: %s', async (_name, respond, unreachable) => {
    server.use(http.get(`${BASE}/x/`, respond));
    const error = (await client.get('/x/').catch((e: unknown) => e)) as ApiError;
    expect(error.isUnreachable).toBe(unreachable);
  });
});

describe('createApi', () => {
  it('calls the exact paths of requirements §7, trailing slashes as listed', async () => {
    const api = createApi({ baseUrl: BASE });
    const post = makePost();
    server.use(
      apiAnswer('getPostDetail', post),
      apiAnswer('getArticleDetail', post),
      apiAnswer('getNotices', makePaged([])),
      apiAnswer('getCategoryPosts', makePaged([])),
    );
    const requests = recordRequests();
    await api.getPostDetail('a b');
    await api.getArticleDetail('x');
    await api.getNotices({ size: 1, page: 3 });
    await api.getCategoryPosts('gullugyn-habarlary', { size: 30 });
    expect(requests.map((r) => r.url.href)).toEqual([
      'http://api.test/api/v1/posts/post-detail/a%20b',
      'http://api.test/api/v1/posts/article-detail/x/',
      'http://api.test/api/v1/notices/list/?size=1&page=3',
      'http://api.test/api/v1/posts/get-posts/gullugyn-habarlary/?size=30',
    ]);
  });

  it('sends visitor POSTs as multipart form data with the field names of requirements §7', async () => {
    const api = createApi({ baseUrl: BASE });
    let sent: { method: string; type: string; fields: [string, FormDataEntryValue][] } | undefined;
    server.use(
      apiHandler('createMessage', async ({ request }) => {
        const form = await request.formData();
        sent = {
          method: request.method,
          type: request.headers.get('content-type') ?? '',
          fields: [...form.entries()],
        };
        return HttpResponse.json({ message: { tm: '', ru: '', en: '' } });
      }),
    );
    await api.createMessage({ captcha: 'c', message: 'm', subject: '3', email: 'e@x.tm', fullname: 'F' });
    expect(sent?.method).toBe('POST');
    expect(sent?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.fields).toEqual([
      ['captcha', 'c'],
      ['message', 'm'],
      ['subject', '3'],
      ['email', 'e@x.tm'],
      ['fullname', 'F'],
    ]);
  });
});

describe('refreshes with validators (decision 0270)', () => {
  it("asks the browser's HTTP cache to revalidate every read, and leaves the visitor's POSTs alone", async () => {
    const api = createApi({ baseUrl: BASE });
    const seen: { method: string; cache: RequestCache }[] = [];
    server.use(
      apiHandler('getBanners', ({ request }) => {
        seen.push({ method: request.method, cache: request.cache });
        return HttpResponse.json([]);
      }),
      apiHandler('getPostDetail', ({ request }) => {
        seen.push({ method: request.method, cache: request.cache });
        return HttpResponse.json(makePost());
      }),
      apiHandler('createSubscription', ({ request }) => {
        seen.push({ method: request.method, cache: request.cache });
        return HttpResponse.json({ message: { tm: '', ru: '', en: '' } });
      }),
    );
    await api.getBanners();
    await api.getPostDetail('x');
    await api.createSubscription({ email: 'e@x.tm', captcha: 'c' });
    expect(seen).toEqual([
      { method: 'GET', cache: 'no-cache' },
      { method: 'GET', cache: 'no-cache' },
      { method: 'POST', cache: 'default' },
    ]);
  });
});

describe("revalidates with a prerendered page's ETags (decision 0270)", () => {
  const url = `${BASE}/main/banners/`;
  /** The banners' handler: 304 to `current`, else 200 with `etag`; records what it was asked. */
  function banners(current: string, etag: string | null) {
    const seen: { inm: string | null; cache: RequestCache }[] = [];
    server.use(
      apiHandler('getBanners', ({ request }) => {
        const inm = request.headers.get('If-None-Match');
        seen.push({ inm, cache: request.cache });
        if (inm === current) return new HttpResponse(null, { status: 304 });
        return HttpResponse.json([], { headers: etag ? { ETag: etag } : {} });
      }),
    );
    return seen;
  }

  it('asks with the ETag when the caller holds the answer; a 304 says so and keeps the ETag', async () => {
    const validators = new Map([[url, '"v1"']]);
    const seen = banners('"v1"', '"v1"');
    const api = createApi({ baseUrl: BASE, validators });
    await expect(api.getBanners({ revalidate: true })).rejects.toBeInstanceOf(NotModified);
    await expect(api.getBanners({ revalidate: true })).rejects.toBeInstanceOf(NotModified);
    // `no-store`: the 304 itself reaches the client, in every engine.
    expect(seen).toEqual([
      { inm: '"v1"', cache: 'no-store' },
      { inm: '"v1"', cache: 'no-store' },
    ]);
    expect(validators.get(url)).toBe('"v1"');
  });

  it('a changed answer replaces the ETag with its own, or drops it when it has none', async () => {
    const validators = new Map([[url, '"v1"']]);
    const api = createApi({ baseUrl: BASE, validators });
    banners('"v2"', '"v2"');
    await expect(api.getBanners({ revalidate: true })).resolves.toEqual([]);
    expect(validators.get(url)).toBe('"v2"');
    const seen = banners('"v3"', null);
    await expect(api.getBanners({ revalidate: true })).resolves.toEqual([]);
    expect(seen).toEqual([{ inm: '"v2"', cache: 'no-store' }]);
    expect(validators.has(url)).toBe(false);
  });

  it("without a held answer, or without an ETag, the read is the browser's as usual", async () => {
    const validators = new Map([[url, '"v1"']]);
    const api = createApi({ baseUrl: BASE, validators });
    const seen = banners('"v1"', '"v1"');
    // A caller holding nothing could not keep anything on a 304: asked plainly. The browser keeps
    // this answer and revalidates it from now on: the ETag is no longer the app's to send.
    await expect(api.getBanners()).resolves.toEqual([]);
    await expect(api.getBanners({ revalidate: true })).resolves.toEqual([]);
    expect(seen).toEqual([
      { inm: null, cache: 'no-cache' },
      { inm: null, cache: 'no-cache' },
    ]);
    expect(validators.size).toBe(0);
  });
});

describe('the time limit', () => {
  /** A fetch whose answer starts at once and then trickles for ever (until aborted), as a dribble fault does. */
  const trickling: typeof fetch = (_input, init) => {
    const signal = init?.signal;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"count": 1, "res'));
        signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return Promise.resolve(new Response(body, { status: 200 }));
  };
  /** A fetch that never answers (until aborted). */
  const silent: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it.each([
    ['a body that never ends', trickling],
    ['no answer at all', silent],
  ])('ends %s as a gateway time-out, which the site reads as "unavailable for now"', async (_label, f) => {
    const client = createHttp({ baseUrl: BASE, fetch: f, timeoutMs: 50 });
    const error = (await client.get('/x/').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'http', status: 504, detail: null, message: 'Timed out' });
    expect(error.isUnreachable).toBe(true);
  });

  it("keeps the caller's abort as an abort, not a time-out", async () => {
    const client = createHttp({ baseUrl: BASE, fetch: silent, timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = client.get('/x/', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toBeInstanceOf(DOMException);
  });
});
