/**
 * Abuse and failure in front of the API: the rate limit on visitor POSTs (the default allowance),
 * bodies over the upload limit, and a backend that is down or hangs. nginx's own refusals come in
 * the API's shape, `{"detail": {"tm", "ru", "en"}}`, so the forms show them like the API's.
 */
import { describe, expect, it } from 'vitest';
import { commonTexts } from '../../src/i18n/texts';
import { fakeBackendForSuite, formPost, freePort, nginxForSuite, raw } from './support';

const backend = fakeBackendForSuite();

function expectDetail(response: { headers: Record<string, unknown>; text: string }, detail: object) {
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(response.text)).toEqual({ detail });
}

describe('the rate limit on visitor POSTs (default allowance)', () => {
  const nginx = nginxForSuite(backend.site);

  it('lets a burst of about 20 through, then answers 429 with the three-language detail', async () => {
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof formPost>> | undefined;
    // 30 POSTs in a row, each waiting for the previous: the default rate (30 a minute) refills
    // one slot every 2 s, far slower than these requests on loopback.
    for (let i = 0; i < 30; i += 1) {
      const response = await formPost(`${nginx.url}/api/v1/subscribe/create/`, {
        email: `v${i}@example.com`,
      });
      statuses.push(response.status);
      if (response.status === 429) refusal ??= response;
    }
    const accepted = statuses.filter((s) => s === 200).length;
    expect(accepted).toBeGreaterThanOrEqual(21);
    expect(accepted).toBeLessThanOrEqual(23);
    expect(statuses.slice(0, 21)).toEqual(Array(21).fill(200));
    expect(statuses.slice(accepted)).toEqual(Array(30 - accepted).fill(429));
    expect(refusal).toBeDefined();
    expectDetail(refusal!, commonTexts.tooManyRequests);
    expect(refusal!.headers['retry-after']).toBe('60');
    expect(refusal!.headers['cache-control']).toBe('no-store');
  });

  it('does not count or limit GETs (a page makes many)', async () => {
    for (let i = 0; i < 40; i += 1) {
      const response = await raw(`${nginx.url}/api/v1/posts/all-posts/?page=${i}`);
      expect(response.status).toBe(200);
    }
  });
});

describe('bodies and backends', () => {
  const nginx = nginxForSuite(() => ({
    ...backend.site(),
    RATE_BURST: '1000',
    RATE_LIMIT: '100r/s',
    MAX_BODY_SIZE: '1m',
    PROXY_TIMEOUT: '1s',
  }));

  it('a body within the limit reaches the API', async () => {
    const response = await formPost(
      `${nginx.url}/api/v1/messages/create/`,
      { fullname: 'A' },
      Buffer.alloc(900_000, 1),
    );
    expect(response.status).toBe(200);
    expect((JSON.parse(response.text) as { bodyBytes: number }).bodyBytes).toBeGreaterThan(900_000);
  });

  it('a body over the upload limit answers 413 with the three-language detail', async () => {
    const seen = backend.api.seen.length;
    const response = await formPost(
      `${nginx.url}/api/v1/messages/create/`,
      { fullname: 'A' },
      Buffer.alloc(1_200_000, 1),
    );
    expect(response.status).toBe(413);
    expectDetail(response, commonTexts.requestTooLarge);
    expect(backend.api.seen.length).toBe(seen);
  });

  it('a backend that hangs: 504 with "the service is unavailable" once PROXY_TIMEOUT passes', async () => {
    const response = await raw(`${nginx.url}/api/v1/slow/`);
    expect(response.status).toBe(504);
    expectDetail(response, commonTexts.serviceUnavailable);
  });

  it("the API's own 503 passes through with its own body", async () => {
    const response = await raw(`${nginx.url}/api/v1/own-503/`);
    expect(response.status).toBe(503);
    expect(JSON.parse(response.text)).toEqual({ detail: 'maintenance from the API itself' });
  });
});

describe('a backend that is down', () => {
  // A port nobody listens on: every connection is refused.
  const nginx = nginxForSuite(async () => ({
    ...backend.site(),
    API_ORIGIN: `http://127.0.0.1:${await freePort()}`,
  }));

  it('answers 502 at once with "the service is unavailable", for POSTs and GETs', async () => {
    const post = await formPost(`${nginx.url}/api/v1/subscribe/create/`, { email: 'v@example.com' });
    expect(post.status).toBe(502);
    expectDetail(post, commonTexts.serviceUnavailable);
    const get = await raw(`${nginx.url}/api/v1/main/banners/`, { timeoutMs: 5000 });
    expect(get.status).toBe(502);
    expectDetail(get, commonTexts.serviceUnavailable);
  });

  it('still serves the pages (they do not need the API)', async () => {
    const page = await raw(`${nginx.url}/tm/`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('PAGE tm /');
  });
});
