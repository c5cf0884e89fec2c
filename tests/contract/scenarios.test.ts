/**
 * Scenarios: chosen at start, switched at run time, per request; every shipped file; reset.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_CALLS, callPath, createApi, type ApiCallName } from '../../src/api/calls';
import { openApiDocument } from '../../mock-api/openapi/document';
import { makeOfflineCaptchaToken } from '../../src/api/captcha';
import { createWeatherClient } from '../../src/api/weather';
import { DEFAULT_SCENARIOS_DIR, createMockServer } from '../../mock-api/server';
import { ScenarioRegistry, globToRegExp } from '../../mock-api/scenarios';
import { expectLangText, failure, fixtureDb, startMock } from './support';

const REQUIRED = [
  'content-fails',
  'menu-fails',
  'slow',
  'main-post-missing',
  'post-detail-404',
  'post-detail-500',
  'empty-lists',
  'subscribe-refused',
  'captcha-rejected',
  'wrong-code',
  'activation-invalid',
  'weather-down',
  'media-fails',
];

const h = startMock();

const GET_CALLS = (Object.keys(API_CALLS) as ApiCallName[]).filter(
  (name) => API_CALLS[name].method === 'GET',
);
const documented = openApiDocument() as {
  paths: Record<string, { get?: { parameters?: { name: string; in: string; example?: unknown }[] } }>;
};
/** A call's path parameters: the published document's examples (real records of the fixtures). */
function pathExamples(name: ApiCallName): Record<string, string> {
  const parameters = documented.paths[API_CALLS[name].path]?.get?.parameters ?? [];
  return Object.fromEntries(
    parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(p.example)]),
  );
}
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
const setScenario = (name: string | null) =>
  h.fetch('/__mock/scenario', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });

describe('scenario files', () => {
  it('ship every required scenario, all valid', () => {
    const warnings: string[] = [];
    const names = new ScenarioRegistry(DEFAULT_SCENARIOS_DIR, (m) => warnings.push(m)).names(true);
    for (const name of REQUIRED) expect(names).toContain(name);
    expect(warnings).toEqual([]);
  });

  it('globs: * stays in one segment, ** crosses segments', () => {
    expect(globToRegExp('/api/v1/posts/post-detail/*').test('/api/v1/posts/post-detail/abc-1')).toBe(true);
    expect(globToRegExp('/api/v1/posts/post-detail/*').test('/api/v1/posts/post-detail/a/b')).toBe(false);
    expect(globToRegExp('/api/v1/**').test('/api/v1/a/b/c/')).toBe(true);
    expect(globToRegExp('/api/v1/main/content/').test('/api/v1/main/contentX/')).toBe(false);
  });

  it('GET /__mock/scenario lists them; an unknown name is refused', async () => {
    const info = (await (await h.fetch('/__mock/scenario')).json()) as { active: null; available: string[] };
    expect(info.active).toBeNull();
    expect(info.available).toEqual(expect.arrayContaining(REQUIRED));
    expect((await setScenario('no-such-scenario')).status).toBe(404);
    const res = await h
      .apiWith({ 'X-Mock-Scenario': 'no-such-scenario' })
      .getBanners()
      .catch((e: unknown) => e);
    expect(res).toMatchObject({ status: 400 });
  });
});

describe('each required scenario forces its state (per request header)', () => {
  const as = (name: string) => h.apiWith({ 'X-Mock-Scenario': name });

  it('content-fails and menu-fails', async () => {
    expect((await failure(as('content-fails').getContent())).status).toBe(500);
    expect(await as('content-fails').getBanners()).toHaveLength(fixtureDb.banners.length);
    expect((await failure(as('menu-fails').getHeaderMenu())).status).toBe(500);
  });

  it('main-post-missing, post-detail-404, post-detail-500', async () => {
    const slug = fixtureDb.posts[0]!.slug;
    const missing = await failure(as('main-post-missing').getMainPost());
    expect(missing.status).toBe(404);
    expectLangText(missing.detail);
    const notFound = await failure(as('post-detail-404').getPostDetail(slug));
    expect(notFound.status).toBe(404);
    expect(notFound.detail).toMatchObject({ en: 'News not found!' });
    expect((await failure(as('post-detail-500').getPostDetail(slug))).status).toBe(500);
    // Without the header the same post is there.
    expect((await h.api.getPostDetail(slug)).slug).toBe(slug);
  });

  /**
   * Walks every GET call of the contract (src/api/calls.ts) and reads the real answers, so the
   * scenario's `emptyEveryList` (rules made from the published document) is checked against what
   * the mock answers: whatever answers a list (or a page of one) without the scenario must answer
   * it empty with it; the menu keeps its root; everything else is unchanged.
   */
  it.each(GET_CALLS)('empty-lists: %s is empty if it is a list, else unchanged', async (name) => {
    const url = `/api/v1${callPath(name, pathExamples(name))}`;
    const plain: unknown = await (await h.fetch(url)).json();
    const res = await h.fetch(url, { headers: { 'X-Mock-Scenario': 'empty-lists' } });
    expect(res.status).toBe(200);
    const empty: unknown = await res.json();
    const forgotten = `${name} (GET ${API_CALLS[name].path}) answers a list that empty-lists leaves full: its documented answer must be a list or a page of one (emptyEveryList reads the document), or fixtures/scenarios/empty-lists.json needs a rule for it`;
    if (Array.isArray(plain)) {
      expect(plain.length, `${name}: the fixtures give this list items`).toBeGreaterThan(0);
      expect(empty, forgotten).toEqual([]);
    } else if (isRecord(plain) && Array.isArray(plain.results))
      expect(empty, forgotten).toEqual({ count: 0, next: null, previous: null, results: [] });
    else if (isRecord(plain) && Array.isArray(plain.children))
      expect(empty, forgotten).toEqual({ ...plain, children: [] });
    else expect(empty, `${name} is not a list: the scenario leaves it as it is`).toEqual(plain);
  });

  it('subscribe-refused, captcha-rejected, wrong-code, activation-invalid', async () => {
    const captcha = makeOfflineCaptchaToken();
    const refused = await failure(
      as('subscribe-refused').createSubscription({ email: 'a@example.com', captcha }),
    );
    expect(refused.status).toBe(400);
    expectLangText(refused.detail);
    for (const call of [
      as('captcha-rejected').createSubscription({ email: 'a@example.com', captcha }),
      as('captcha-rejected').createMessage({
        captcha,
        message: 'm',
        subject: '1',
        email: 'a@example.com',
        fullname: 'F',
      }),
    ]) {
      const error = await failure(call);
      expect(error.status).toBe(400);
      expect(error.detail).toMatchObject({ en: 'The captcha check failed. Please try again.' });
    }
    await h.api.createMessage({
      captcha,
      message: 'm',
      subject: '1',
      email: 'code@example.com',
      fullname: 'F',
    });
    const outbox = (await (await h.fetch('/__mock/outbox?to=code@example.com')).json()) as { code: string }[];
    const wrong = await failure(
      as('wrong-code').checkOtp({ otp: outbox[0]!.code, email: 'code@example.com' }),
    );
    expect(wrong.detail).toMatchObject({ en: 'The confirmation code is wrong.' });
    const invalid = await failure(as('activation-invalid').checkSubscription({ token: 'anything' }));
    expect(invalid.status).toBe(400);
    expectLangText(invalid.detail);
  });

  it('weather-down and media-fails', async () => {
    const weather = createWeatherClient({
      url: `${h.mock.url}/weather/data/2.5/weather`,
      key: 'k',
      headers: { 'X-Mock-Scenario': 'weather-down' },
    });
    expect((await failure(weather.getWeather('ashgabat'))).status).toBe(503);
    for (const call of [
      as('media-fails').getImages(),
      as('media-fails').getVideos(),
      as('media-fails').getFooterImages(),
    ])
      expect((await failure(call)).status).toBe(500);
    expect((await as('media-fails').getBanners()).length).toBeGreaterThan(0);
  });

  it('slow: every call waits about 2 s, then answers normally', async () => {
    const started = performance.now();
    const categories = await as('slow').getCategories();
    expect(performance.now() - started).toBeGreaterThanOrEqual(1950);
    expect(categories.length).toBeGreaterThan(0);
  });

  it('extra scenarios: dropped connection, malformed body, once-only failure', async () => {
    expect((await failure(as('api-offline').getCategories())).kind).toBe('network');
    expect((await failure(as('content-malformed').getContent())).kind).toBe('parse');
    const slug = fixtureDb.posts[1]!.slug;
    expect((await failure(as('post-detail-flaky').getPostDetail(slug))).status).toBe(500);
    expect((await as('post-detail-flaky').getPostDetail(slug)).slug).toBe(slug);
  });
});

describe('switching at run time, and reset', () => {
  it('PUT switches for every request, the header overrides it, null clears it, reset restores the start one', async () => {
    expect((await setScenario('menu-fails')).status).toBe(200);
    expect((await failure(h.api.getHeaderMenu())).status).toBe(500);
    // `none` in the header bypasses the active scenario for one request.
    expect((await h.apiWith({ 'X-Mock-Scenario': 'none' }).getHeaderMenu()).children.length).toBeGreaterThan(
      0,
    );
    // Another scenario in the header replaces it for one request.
    expect(
      (await h.apiWith({ 'X-Mock-Scenario': 'content-fails' }).getHeaderMenu()).children.length,
    ).toBeGreaterThan(0);
    const info = (await (await h.fetch('/__mock/scenario')).json()) as { active: string };
    expect(info.active).toBe('menu-fails');
    await setScenario(null);
    expect((await h.api.getHeaderMenu()).children.length).toBeGreaterThan(0);
    await setScenario('content-fails');
    await h.fetch('/__mock/reset', { method: 'POST' });
    expect(Object.keys(await h.api.getContent()).length).toBeGreaterThan(0);
  });
});

describe('chosen at start, latency, custom files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-scenarios-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a scenario given at start is active and comes back after reset', async () => {
    const mock = await createMockServer({
      port: 0,
      quiet: true,
      mediaCacheDir: null,
      scenario: 'post-detail-404',
    });
    try {
      const api = createApi({ baseUrl: `${mock.url}/api/v1` });
      const slug = fixtureDb.posts[0]!.slug;
      expect((await failure(api.getPostDetail(slug))).status).toBe(404);
      mock.setScenario(null);
      expect((await api.getPostDetail(slug)).slug).toBe(slug);
      await fetch(`${mock.url}/__mock/reset`, { method: 'POST' });
      expect((await failure(api.getPostDetail(slug))).status).toBe(404);
    } finally {
      await mock.close();
    }
    await expect(createMockServer({ port: 0, quiet: true, scenario: 'no-such-scenario' })).rejects.toThrow(
      /unknown scenario/,
    );
  });

  it('times, query matching, headers and a new file picked up without restart; global latency', async () => {
    writeFileSync(
      join(dir, 'custom.json'),
      JSON.stringify({
        name: 'custom',
        rules: [
          {
            method: 'GET',
            path: '/api/v1/posts/all-posts/',
            query: { word: 'boom' },
            status: 503,
            headers: { 'Retry-After': '5' },
            times: 2,
          },
        ],
      }),
    );
    writeFileSync(join(dir, 'broken.json'), '{ not json');
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (m: string) => warnings.push(m);
    const mock = await createMockServer({
      port: 0,
      quiet: true,
      mediaCacheDir: null,
      scenariosDir: dir,
      latencyMs: 120,
      jitterMs: 30,
    });
    try {
      const api = createApi({ baseUrl: `${mock.url}/api/v1`, headers: { 'X-Mock-Scenario': 'custom' } });
      const started = performance.now();
      expect((await failure(api.getAllPosts({ word: 'boom' }))).status).toBe(503);
      expect(performance.now() - started).toBeGreaterThanOrEqual(115);
      const raw = await fetch(`${mock.url}/api/v1/posts/all-posts/?word=boom`, {
        headers: { 'X-Mock-Scenario': 'custom' },
      });
      expect(raw.status).toBe(503);
      expect(raw.headers.get('retry-after')).toBe('5');
      // Used up after two matches; other queries never matched.
      expect((await api.getAllPosts({ word: 'boom' })).count).toBe(0);
      expect((await api.getAllPosts({ word: 'pasport' })).count).toBeGreaterThan(0);
      expect(warnings.join('\n')).toContain('broken.json');
      // A file added while running: listed (and usable) without a restart.
      writeFileSync(
        join(dir, 'later.json'),
        JSON.stringify({ name: 'later', rules: [{ path: '/api/v1/posts/categories/', status: 418 }] }),
      );
      const listed = (await (await fetch(`${mock.url}/__mock/scenario`)).json()) as { available: string[] };
      expect(listed.available).toContain('later');
      const later = createApi({ baseUrl: `${mock.url}/api/v1`, headers: { 'X-Mock-Scenario': 'later' } });
      expect((await failure(later.getCategories())).status).toBe(418);
    } finally {
      console.warn = original;
      await mock.close();
    }
  });
});
