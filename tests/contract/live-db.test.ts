/**
 * Live data: json-server's router at /__mock/db edits the same database the /api/v1 handlers read
 * (indexes and caches never stale), reset restores the fixture, the fixture file is watched (a bad
 * file keeps the last good data with one warning), and scenarios apply per browser (cookie).
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mock-api/server';
import { DEFAULT_DB_PATH } from '../../mock-api/server';
import { isEmailAddress } from '../../src/api/email';
import { makeOfflineCaptchaToken } from '../../src/api/captcha';
import { createApi } from '../../src/api/calls';
import { NEWS_CATEGORY_SLUGS, type Notice, type Post } from '../../src/api/types';
import { failure, fixtureDb, startMock } from './support';

const h = startMock();
const json = (body: unknown): RequestInit => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The newest service-news post: on page 1 of its category, of all posts, and in a word search. */
const newestServicePost = (): Post =>
  [...fixtureDb.posts]
    .filter((p) => p.category.slug === NEWS_CATEGORY_SLUGS.service)
    .sort((a, b) => Date.parse(b.pub_date) - Date.parse(a.pub_date) || b.id - a.id)[0]!;

describe('json-server router over the live database', () => {
  it('serves every resource of the fixture, with its filters', async () => {
    for (const resource of [
      'posts',
      'notices',
      'services',
      'departments',
      'banners',
      'categories',
      'pages',
    ]) {
      const res = await h.fetch(`/__mock/db/${resource}?_limit=2`);
      expect(res.status, resource).toBe(200);
      expect(((await res.json()) as unknown[]).length, resource).toBe(2);
    }
    const online = (await (await h.fetch('/__mock/db/services?is_online=true')).json()) as {
      is_online: boolean;
    }[];
    expect(online.length).toBe(fixtureDb.services.filter((s) => s.is_online).length);
    const menu = (await (await h.fetch('/__mock/db/header_menu')).json()) as { children: unknown[] };
    expect(menu.children.length).toBe(fixtureDb.header_menu.children.length);
  });

  it('PATCH a post: the detail and every list holding it answer the new name at once', async () => {
    const post = newestServicePost();
    // Warm the page cache and the word index first: they must not answer the old name afterwards.
    await h.api.getAllPosts({ size: 5 });
    await h.api.getCategoryPosts(NEWS_CATEGORY_SLUGS.service, { size: 5 });
    await h.api.getAllPosts({ word: 'zyxwlive', size: 5 });
    const res = await h.fetch(`/__mock/db/posts/${post.id}`, {
      method: 'PATCH',
      ...json({ name_en: 'Zyxwlive renamed' }),
    });
    expect(res.status).toBe(200);
    expect((await h.api.getPostDetail(post.slug)).name_en).toBe('Zyxwlive renamed');
    const inAll = (await h.api.getAllPosts({ size: 5 })).results.find((p) => p.id === post.id);
    expect(inAll?.name_en).toBe('Zyxwlive renamed');
    const inCategory = (await h.api.getCategoryPosts(NEWS_CATEGORY_SLUGS.service, { size: 5 })).results;
    expect(inCategory.find((p) => p.id === post.id)?.name_en).toBe('Zyxwlive renamed');
    const found = await h.api.getAllPosts({ word: 'zyxwlive', size: 5 });
    expect(found.results.map((p) => p.id)).toEqual([post.id]);
    if (fixtureDb.main_post_slug === post.slug)
      expect((await h.api.getMainPost()).name_en).toBe('Zyxwlive renamed');
  });

  it('POST a notice: it shows in the notices lists; DELETE removes it', async () => {
    const notice: Omit<Notice, 'id'> = {
      ...fixtureDb.notices[0]!,
      slug: 'live-notice',
      name_en: 'Live notice',
      pub_date: '2099-01-01T08:00:00+05:00',
    };
    delete (notice as Partial<Notice>).id;
    const res = await h.fetch('/__mock/db/notices', { method: 'POST', ...json(notice) });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Notice;
    expect((await h.api.getMainNotices())[0]?.slug).toBe('live-notice');
    const list = await h.api.getNotices({ size: 3 });
    expect(list.count).toBe(fixtureDb.notices.length + 1);
    expect(list.results[0]?.name_en).toBe('Live notice');
    expect((await h.api.getNoticeDetail('live-notice')).id).toBe(created.id);

    expect((await h.fetch(`/__mock/db/notices/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await h.api.getNotices({ size: 3 })).count).toBe(fixtureDb.notices.length);
    expect((await failure(h.api.getNoticeDetail('live-notice'))).status).toBe(404);
  });

  it('DELETE a post: gone from its detail, the lists and the counts', async () => {
    const post = newestServicePost();
    const before = (await h.api.getAllPosts({ size: 1 })).count;
    expect((await h.fetch(`/__mock/db/posts/${post.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await failure(h.api.getPostDetail(post.slug))).status).toBe(404);
    const after = await h.api.getAllPosts({ size: 100 });
    expect(after.count).toBe(before - 1);
    expect(after.results.some((p) => p.id === post.id)).toBe(false);
  });

  it('a write that does not fit the contract is refused with the reason, and nothing changes', async () => {
    const post = newestServicePost();
    const res = await h.fetch(`/__mock/db/posts/${post.id}`, {
      method: 'PATCH',
      ...json({ pub_date: 'soon' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/pub_date.*date-time/);
    const missing = await h.fetch('/__mock/db/notices', { method: 'POST', ...json({ slug: 'x' }) });
    expect(missing.status).toBe(400);
    expect((await h.api.getPostDetail(post.slug)).pub_date).toBe(post.pub_date);
  });

  it('POST /__mock/reset restores the fixture', async () => {
    const post = newestServicePost();
    await h.fetch(`/__mock/db/posts/${post.id}`, { method: 'PATCH', ...json({ name_en: 'Changed' }) });
    await h.fetch(`/__mock/db/services/${fixtureDb.services[0]!.id}`, { method: 'DELETE' });
    expect((await h.fetch('/__mock/reset', { method: 'POST' })).status).toBe(200);
    expect((await h.api.getPostDetail(post.slug)).name_en).toBe(post.name_en);
    expect(await h.api.getAllServices()).toEqual(fixtureDb.services);
  });
});

describe('scenarios per browser (cookie), per request (header) or globally', () => {
  const post = fixtureDb.posts[0]!;

  it('a browser scenario applies only to requests carrying its cookie', async () => {
    const set = await h.fetch('/__mock/scenario', {
      method: 'PUT',
      ...json({ name: 'post-detail-500', scope: 'browser' }),
    });
    expect(set.status).toBe(200);
    const cookie = set.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^mock-scenario=post-detail-500; Path=\//);
    const info = (await set.json()) as {
      active: string | null;
      browser: string | null;
      effective: string | null;
    };
    expect(info).toMatchObject({ active: null, browser: 'post-detail-500', effective: 'post-detail-500' });
    const browserA = createApi({
      baseUrl: `${h.mock.url}/api/v1`,
      headers: { Cookie: 'mock-scenario=post-detail-500' },
    });
    expect((await failure(browserA.getPostDetail(post.slug))).status).toBe(500);
    // Browser B (no cookie) and the global state are untouched.
    expect((await h.api.getPostDetail(post.slug)).slug).toBe(post.slug);
    const global = (await (await h.fetch('/__mock/scenario')).json()) as {
      active: string | null;
      browser: null;
    };
    expect(global).toMatchObject({ active: null, browser: null });
    // The header still wins for one request; `none` in the cookie bypasses a global scenario.
    expect(
      (
        await createApi({
          baseUrl: `${h.mock.url}/api/v1`,
          headers: { Cookie: 'mock-scenario=post-detail-500', 'X-Mock-Scenario': 'none' },
        }).getPostDetail(post.slug)
      ).slug,
    ).toBe(post.slug);
    await h.fetch('/__mock/scenario', { method: 'PUT', ...json({ name: 'post-detail-404' }) });
    const optedOut = createApi({
      baseUrl: `${h.mock.url}/api/v1`,
      headers: { Cookie: 'mock-scenario=none' },
    });
    expect((await optedOut.getPostDetail(post.slug)).slug).toBe(post.slug);
    expect((await failure(h.api.getPostDetail(post.slug))).status).toBe(404);
    // Clearing the browser's scenario expires the cookie.
    const cleared = await h.fetch('/__mock/scenario', {
      method: 'PUT',
      ...json({ name: null, scope: 'browser' }),
    });
    expect(cleared.headers.get('set-cookie')).toMatch(/^mock-scenario=; Path=\/; Max-Age=0/);
  });

  it('an unknown scenario name is refused for either scope', async () => {
    for (const scope of ['browser', 'global'])
      expect(
        (await h.fetch('/__mock/scenario', { method: 'PUT', ...json({ name: 'nope', scope }) })).status,
      ).toBe(404);
  });

  it('latency is set at run time and reset with the mock', async () => {
    const set = await h.fetch('/__mock/latency', {
      method: 'PUT',
      ...json({ latency_ms: 150, jitter_ms: 0 }),
    });
    expect(await set.json()).toEqual({ latency_ms: 150, jitter_ms: 0 });
    const started = performance.now();
    await h.api.getCategories();
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    expect((await h.fetch('/__mock/latency', { method: 'PUT', ...json({ latency_ms: -1 }) })).status).toBe(
      400,
    );
    await h.fetch('/__mock/reset', { method: 'POST' });
    expect(await (await h.fetch('/__mock/latency')).json()).toEqual({ latency_ms: 0, jitter_ms: 0 });
  });
});

describe("the one e-mail rule (src/api/email.ts) is the mock's too", () => {
  it.each([
    'a@example..com',
    'a@b',
    'a b@example.com',
    `${'x'.repeat(250)}@example.com`,
    'visitor@example.com',
  ])('%s', async (email) => {
    const res = await h.fetch('/api/v1/subscribe/create/', {
      method: 'POST',
      ...json({ email, captcha: makeOfflineCaptchaToken() }),
    });
    expect(res.status === 200, email).toBe(isEmailAddress(email));
  });
});

describe('the watched fixture file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-watch-'));
  const file = join(dir, 'db.json');
  copyFileSync(DEFAULT_DB_PATH, file);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('an edit is served without a restart; a bad file keeps the last good data with one warning', async () => {
    const warnings: string[] = [];
    const mock = await createMockServer({
      port: 0,
      quiet: true,
      mediaCacheDir: null,
      db: file,
      warn: (m) => warnings.push(m),
    });
    const api = createApi({ baseUrl: `${mock.url}/api/v1` });
    try {
      const original = readFileSync(file, 'utf8');
      const db = JSON.parse(original) as typeof fixtureDb;
      const service = db.services[0]!;
      db.services[0] = { ...service, name_en: 'Edited in the file' };
      writeFileSync(file, JSON.stringify(db));
      await expect
        .poll(async () => (await api.getServiceDetail(service.slug)).name_en, {
          timeout: 3000,
          interval: 100,
        })
        .toBe('Edited in the file');

      // Not JSON: kept, one warning naming the file and the problem.
      writeFileSync(file, '{"posts": [');
      await expect.poll(() => warnings.length, { timeout: 3000, interval: 50 }).toBe(1);
      expect(warnings[0]).toMatch(/kept the last good data: .*db\.json is not valid JSON/);
      expect((await api.getServiceDetail(service.slug)).name_en).toBe('Edited in the file');

      // Valid JSON that breaks the contract: kept, one more warning naming the field.
      const broken = structuredClone(db);
      (broken.posts[0] as unknown as Record<string, unknown>).pub_date = 42;
      writeFileSync(file, JSON.stringify(broken));
      await expect.poll(() => warnings.length, { timeout: 3000, interval: 50 }).toBe(2);
      expect(warnings[1], warnings[1]).toMatch(
        /does not fit the contract: posts\.0\.pub_date: must be string/,
      );
      expect((await api.getPostDetail(db.posts[0]!.slug)).pub_date).toBe(db.posts[0]!.pub_date);

      // A good file again: served, and no warning was repeated meanwhile.
      db.services[0] = { ...service, name_en: 'Second edit' };
      writeFileSync(file, JSON.stringify(db));
      await expect
        .poll(async () => (await api.getServiceDetail(service.slug)).name_en, {
          timeout: 3000,
          interval: 100,
        })
        .toBe('Second edit');
      expect(warnings).toHaveLength(2);
      // Reset goes back to the last good file, not the one the mock started with.
      mock.reset();
      expect((await api.getServiceDetail(service.slug)).name_en).toBe('Second edit');
    } finally {
      await mock.close();
    }
  });
});
