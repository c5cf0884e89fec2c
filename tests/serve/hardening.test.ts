/**
 * Probes an attacker would make (docs/deploying.md, "What the server trusts"), one per kind of
 * answer: headers on proxied and error answers, the Host and client address the API sees, the
 * methods that reach it, slow and greedy clients, the rate limit on reads and the 404 of a missing
 * asset. Each runs against `npm run serve`'s own rendering with its default settings unless it says
 * otherwise.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { commonTexts } from '../../src/i18n/texts';
import {
  fakeBackendForSuite,
  formPost,
  MEDIA_TYPES,
  nginxForSuite,
  raw,
  type RawResponse,
  withServe,
} from './support';

const backend = fakeBackendForSuite();
const nginx = nginxForSuite(backend.site);

/** The headers that must be on every answer that is not a page: nothing in it may run. */
function expectStrict(response: RawResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toMatch(/^default-src 'none';/);
  expect(csp).toContain('sandbox');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers.server ?? '').not.toMatch(/\d/);
  expect(response.text).not.toMatch(/nginx\/\d/);
}

/** A request written byte for byte on a socket; resolves with what came back when it closes. */
function rawSocket(port: number, text: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => done(answer));
    socket.on('error', fail);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
  });
}

function portOf(running: { url: string }): number {
  return Number(new URL(running.url).port);
}

describe('headers on every answer', () => {
  it.each(['/api/v1/posts/all-posts/', ...Object.keys(MEDIA_TYPES)])(
    'the proxied %s carries the strict headers, not the backend’s',
    async (path) => {
      const response = await raw(`${nginx.url}${path}`);
      expect(response.status).toBe(200);
      expectStrict(response);
      expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
    },
  );

  it.each([
    ['/media/uploads/page.html', 'attachment'],
    ['/media/uploads/drawing.svg', 'attachment'],
    ['/media/uploads/report.pdf', 'attachment'],
    ['/media/uploads/photo.jpg', undefined],
    ['/media/uploads/clip.mp4', undefined],
  ])('media %s: Content-Disposition %s', async (path, disposition) => {
    const response = await raw(`${nginx.url}${path}`);
    expect(response.headers['content-disposition']).toBe(disposition);
  });

  it("nginx's own 400, 404 (/.env), 405 and 414 carry the headers and no version", async () => {
    const notFound = await raw(`${nginx.url}/.env`);
    expect(notFound.status).toBe(404);
    expectStrict(notFound);

    const notAllowed = await raw(`${nginx.url}/tm/`, { method: 'DELETE' });
    expect(notAllowed.status).toBe(405);
    expectStrict(notAllowed);

    const tooLong = await raw(`${nginx.url}/${'a'.repeat(9000)}`);
    expect(tooLong.status).toBe(414);
    expectStrict(tooLong);

    const bad = await rawSocket(portOf(nginx), 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n');
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    expect(bad).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(bad).toMatch(/\r\nContent-Security-Policy: default-src 'none';/i);
    expect(bad).not.toMatch(/nginx\/\d/);
  });
});

describe('caching that cannot poison', () => {
  it('a missing asset is a short-lived 404, never immutable', async () => {
    const response = await raw(`${nginx.url}/assets/chunk-00000000.js`);
    expect(response.status).toBe(404);
    const cache = String(response.headers['cache-control']);
    expect(cache).not.toContain('immutable');
    expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeLessThanOrEqual(60);
    expectStrict(response);
  });
});

describe('nothing trusted from the client', () => {
  it('the API sees the listen address as Host, whatever the client sends', async () => {
    await raw(`${nginx.url}/api/v1/posts/all-posts/?page=2`, { headers: { host: 'evil.example' } });
    const seen = backend.api.seen.at(-1)!;
    expect(seen.headers.host).toBe(new URL(nginx.url).host);
    expect(seen.headers['x-forwarded-host']).toBe(new URL(nginx.url).host);
  });

  it('SITE_ORIGIN, when set, is the Host and scheme the API sees', async () => {
    await withServe({ ...backend.site(), SITE_ORIGIN: 'https://migration.gov.tm' }, async (public_) => {
      await raw(`${public_.url}/api/v1/posts/all-posts/`, { headers: { host: 'evil.example' } });
      const seen = backend.api.seen.at(-1)!;
      expect(seen.headers.host).toBe('migration.gov.tm');
      expect(seen.headers['x-forwarded-proto']).toBe('https');
    });
  });

  it("a redirect never names the client's Host", async () => {
    const response = await raw(`${nginx.url}/api`, { headers: { host: 'evil.example' } });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/api/');
  });

  it('X-Forwarded-For and X-Real-IP from the client are replaced, not passed on', async () => {
    await raw(`${nginx.url}/api/v1/posts/all-posts/`, {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6' },
    });
    const seen = backend.api.seen.at(-1)!;
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-real-ip']).toBe('127.0.0.1');
  });

  it.each(['PUT', 'DELETE', 'PROPFIND', 'PATCH', 'OPTIONS', 'POST'])(
    '%s to an API read answers 405 from nginx and never reaches the API',
    async (method) => {
      const before = backend.api.seen.length;
      const response = await raw(`${nginx.url}/api/v1/posts/all-posts/`, { method, body: '{}' });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expectStrict(response);
      expect(backend.api.seen.length).toBe(before);
    },
  );

  it('the four form endpoints take POST only', async () => {
    for (const path of ['subscribe/create', 'subscribe/check', 'messages/create', 'messages/check-otp']) {
      const get = await raw(`${nginx.url}/api/v1/${path}/`);
      expect(get.status).toBe(405);
      expect(get.headers.allow).toBe('POST');
      const post = await formPost(`${nginx.url}/api/v1/${path}/`, { email: 'v@example.com' });
      expect(post.status).toBe(200);
    }
  });

  it('the API hears the request id nginx logs and answers with', async () => {
    const response = await raw(`${nginx.url}/api/v1/posts/all-posts/`, {
      headers: { 'x-request-id': 'forged' },
    });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(backend.api.seen.at(-1)!.headers['x-request-id']).toBe(id);
  });
});

describe('slow and greedy clients', () => {
  /** Writes `head`, then nothing more; resolves with the ms until nginx closes the connection. */
  function heldOpen(head: string): Promise<number> {
    return new Promise((done, fail) => {
      const started = Date.now();
      const socket: Socket = connect(portOf(nginx), '127.0.0.1', () => socket.write(head));
      socket.on('data', () => undefined);
      socket.on('close', () => done(Date.now() - started));
      socket.on('error', () => undefined);
      // Far beyond the limit being checked, far below nginx's 60 s defaults.
      socket.setTimeout(20_000, () => {
        socket.destroy();
        fail(new Error('still open after 20 s'));
      });
    });
  }

  it('headers that never finish are cut off within seconds', async () => {
    const ms = await heldOpen('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1');
    expect(ms).toBeLessThan(8000);
  });

  it('a body that stalls is cut off within seconds', async () => {
    const ms = await heldOpen(
      'POST /api/v1/subscribe/create/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n' +
        'Content-Length: 100\r\n\r\na',
    );
    expect(ms).toBeLessThan(8000);
  });

  it('one address cannot hold more than CONN_LIMIT requests at once', async () => {
    await withServe({ ...backend.site(), CONN_LIMIT: '3', PROXY_TIMEOUT: '20s' }, async (limited) => {
      // Three requests the API never answers hold three connections; the fourth is refused.
      const held = [1, 2, 3].map(() =>
        raw(`${limited.url}/api/v1/slow/`, { timeoutMs: 20_000 }).catch(() => null),
      );
      await expect.poll(() => backend.api.seen.filter((r) => r.url === '/api/v1/slow/').length).toBe(3);
      const refused = await raw(`${limited.url}/api/v1/posts/all-posts/`);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.text)).toEqual({ detail: commonTexts.tooManyRequests });
      await limited.stop();
      await Promise.all(held);
    });
  });

  it('a script looping on search meets the read limit: 429, the detail, Retry-After', async () => {
    const statuses: number[] = [];
    let refusal: RawResponse | undefined;
    for (let i = 0; i < 100; i += 1) {
      const response = await raw(`${nginx.url}/api/v1/posts/all-posts/?word=visa${i}`);
      statuses.push(response.status);
      if (response.status === 429) refusal ??= response;
    }
    // The first 50 (the burst) always pass: a person paging and searching stays within them.
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(200));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(20);
    expect(refusal).toBeDefined();
    expect(refusal!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(refusal!.text)).toEqual({ detail: commonTexts.tooManyRequests });
    expect(Number(refusal!.headers['retry-after'])).toBeGreaterThan(0);
    expectStrict(refusal!);
  });
});
