import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, createHttp } from './http';
import { createApi } from './calls';

function fakeFetch(status: number, body: string) {
  return vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(body, { status })),
  );
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
  it('parses a JSON success body', async () => {
    const http = createHttp({ baseUrl: '/api/v1', fetch: fakeFetch(200, '{"a":1}') });
    await expect(http.get('/x/')).resolves.toEqual({ a: 1 });
  });

  it('maps a non-2xx answer to an http ApiError carrying the per-language detail', async () => {
    const http = createHttp({
      baseUrl: '/api/v1',
      fetch: fakeFetch(400, '{"detail":{"tm":"T","ru":"R","en":"E"}}'),
    });
    const error = await http.post('/x/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, detail: { tm: 'T', ru: 'R', en: 'E' } });
  });

  it('maps a 404 with a plain detail and exposes isNotFound', async () => {
    const http = createHttp({ baseUrl: '/api/v1', fetch: fakeFetch(404, '{"detail":"Invalid page."}') });
    const error = (await http.get('/x/').catch((e: unknown) => e)) as ApiError;
    expect(error.isNotFound).toBe(true);
    expect(error.detail).toBe('Invalid page.');
  });

  it('maps a failed fetch to a network ApiError', async () => {
    const http = createHttp({
      baseUrl: '/api/v1',
      fetch: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    await expect(http.get('/x/')).rejects.toMatchObject({ kind: 'network', status: null });
  });

  it('maps a malformed success body to a parse ApiError', async () => {
    const http = createHttp({ baseUrl: '/api/v1', fetch: fakeFetch(200, '{"broken') });
    await expect(http.get('/x/')).rejects.toMatchObject({ kind: 'parse', status: 200 });
  });

  it('keeps an error status when the error body is not JSON', async () => {
    const http = createHttp({ baseUrl: '/api/v1', fetch: fakeFetch(502, '<html>Bad gateway</html>') });
    await expect(http.get('/x/')).rejects.toMatchObject({ kind: 'http', status: 502, detail: null });
  });

  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), true],
    ['a gateway 502 without a body', () => Promise.resolve(new Response('', { status: 502 })), true],
    [
      'a gateway 504 page',
      () => Promise.resolve(new Response('<html>timeout</html>', { status: 504 })),
      true,
    ],
    [
      'a 503 with the API detail',
      () => Promise.resolve(new Response('{"detail":{"tm":"a","ru":"b","en":"c"}}', { status: 503 })),
      false,
    ],
    ['a 500', () => Promise.resolve(new Response('', { status: 500 })), false],
    ['a 400 refusal', () => Promise.resolve(new Response('{"detail":"no"}', { status: 400 })), false],
  ] as const)('isUnreachable for %s: %s', async (_name, answer, unreachable) => {
    const http = createHttp({ baseUrl: '/api/v1', fetch: vi.fn(answer) });
    const error = (await http.get('/x/').catch((e: unknown) => e)) as ApiError;
    expect(error.isUnreachable).toBe(unreachable);
  });
});

describe('createApi', () => {
  it('calls the exact spec paths, trailing slashes as listed', async () => {
    const fetch = fakeFetch(200, '{}');
    const api = createApi({ baseUrl: 'http://h/api/v1', fetch });
    await api.getPostDetail('a b');
    await api.getArticleDetail('x');
    await api.getNotices({ size: 1, page: 3 });
    await api.getCategoryPosts('gullugyn-habarlary', { size: 30 });
    const urls = fetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));
    expect(urls).toEqual([
      'http://h/api/v1/posts/post-detail/a%20b',
      'http://h/api/v1/posts/article-detail/x/',
      'http://h/api/v1/notices/list/?size=1&page=3',
      'http://h/api/v1/posts/get-posts/gullugyn-habarlary/?size=30',
    ]);
  });

  it('sends visitor POSTs as multipart form data with the spec field names', async () => {
    const fetch = fakeFetch(200, '{"message":{"tm":"","ru":"","en":""}}');
    const api = createApi({ baseUrl: '/api/v1', fetch });
    await api.createMessage({ captcha: 'c', message: 'm', subject: 3, email: 'e@x.tm', fullname: 'F' });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['captcha', 'message', 'subject', 'email', 'fullname']);
    expect(body.get('subject')).toBe('3');
  });
});
