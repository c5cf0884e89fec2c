/**
 * DRF PageNumberPagination and the news/article filters, through the site's API functions.
 */
import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/api/calls';
import { NEWS_CATEGORY_SLUGS, type Post } from '../../src/api/types';
import { searchText } from '../../mock-api/store';
import { failure, fixtureDb, startMock } from './support';

const h = startMock();

const newestFirst = (posts: Post[]) =>
  [...posts].sort((a, b) => Date.parse(b.pub_date) - Date.parse(a.pub_date) || b.id - a.id);

describe('paging', () => {
  it('count, size, newest first, and page 2 continues page 1', async () => {
    const all = newestFirst(fixtureDb.posts);
    const p1 = await h.api.getAllPosts({ size: 100 });
    expect(p1.count).toBe(fixtureDb.posts.length);
    expect(p1.count).toBeGreaterThan(300);
    expect(p1.results.map((p) => p.id)).toEqual(all.slice(0, 100).map((p) => p.id));
    const p2 = await h.api.getAllPosts({ size: 100, page: 2 });
    expect(p2.results.map((p) => p.id)).toEqual(all.slice(100, 200).map((p) => p.id));
    const dates = [...p1.results, ...p2.results].map((p) => Date.parse(p.pub_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('next/previous are absolute, keep the other parameters, and are null at the ends', async () => {
    const base = `${h.mock.url}/api/v1/posts/all-posts/`;
    const p1 = await h.api.getAllPosts({ size: 100, word: 'wiza' });
    expect(p1.previous).toBeNull();
    expect(p1.next).toBe(`${base}?page=2&size=100&word=wiza`);
    const pages = Math.ceil(p1.count / 100);
    const p2 = await h.api.getAllPosts({ size: 100, word: 'wiza', page: 2 });
    // DRF drops `page` from the link back to page 1.
    expect(p2.previous).toBe(`${base}?size=100&word=wiza`);
    const last = await h.api.getAllPosts({ size: 100, word: 'wiza', page: pages });
    expect(last.next).toBeNull();
    expect(last.previous).toBe(
      pages === 2 ? `${base}?size=100&word=wiza` : `${base}?page=${pages - 1}&size=100&word=wiza`,
    );
    // Following `next` with plain fetch gives page 2.
    const followed = (await (await fetch(p1.next!)).json()) as { results: Post[] };
    expect(followed.results.map((p) => p.id)).toEqual(p2.results.map((p) => p.id));
  });

  it('links use the forwarded host and protocol when behind a proxy', async () => {
    const proxied = createApi({
      baseUrl: `${h.mock.url}/api/v1`,
      headers: { 'X-Forwarded-Host': 'site.example:8443', 'X-Forwarded-Proto': 'https' },
    });
    // The same URL asked directly first: answers are cached, but never across hosts.
    const direct = await h.api.getCategoryPosts(NEWS_CATEGORY_SLUGS.service, { size: 30 });
    expect(direct.next).toBe(
      `${h.mock.url}/api/v1/posts/get-posts/${NEWS_CATEGORY_SLUGS.service}/?page=2&size=30`,
    );
    const page = await proxied.getCategoryPosts(NEWS_CATEGORY_SLUGS.service, { size: 30 });
    expect(page.next).toBe(
      `https://site.example:8443/api/v1/posts/get-posts/${NEWS_CATEGORY_SLUGS.service}/?page=2&size=30`,
    );
  });

  it('a page out of range, 0 or not a number answers 404 {"detail": "Invalid page."}', async () => {
    const count = (await h.api.getAllPosts({ size: 100 })).count;
    const beyond = Math.ceil(count / 100) + 1;
    for (const page of [beyond, 0]) {
      const error = await failure(h.api.getAllPosts({ size: 100, page }));
      expect(error.status).toBe(404);
      expect(error.detail).toBe('Invalid page.');
    }
    for (const q of ['page=abc', 'page=-1', 'page=1.5', `page=${beyond}`]) {
      const res = await h.fetch(`/api/v1/posts/all-articles/?size=4&${q}`);
      if (q === `page=${beyond}`) continue;
      expect(res.status, q).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Invalid page.' });
    }
    const notices = await failure(h.api.getNotices({ size: 1, page: fixtureDb.notices.length + 1 }));
    expect(notices.status).toBe(404);
    expect(notices.detail).toBe('Invalid page.');
  });

  it('page=last and an empty first page are valid, an invalid size falls back to the default', async () => {
    const last = (await (await h.fetch('/api/v1/notices/list/?size=1&page=last')).json()) as {
      next: null;
      results: unknown[];
    };
    expect(last.next).toBeNull();
    expect(last.results).toHaveLength(1);
    const empty = await h.api.getAllPosts({ word: 'zzzz-nothing-matches-this' });
    expect(empty).toEqual({ count: 0, next: null, previous: null, results: [] });
    const fallback = (await (await h.fetch('/api/v1/posts/all-posts/?size=abc')).json()) as {
      results: unknown[];
    };
    expect(fallback.results).toHaveLength(10);
  });
});

describe('filters of /posts/all-posts/', () => {
  it('word: case-insensitive, in the name and content of every language, HTML tags not matched', async () => {
    const cases = ['Pasport', 'ПАСПОРТ', 'passport', 'Türkmenabat', 'дашогуз', 'e-visa', 'žurnalist', 'виза'];
    for (const word of cases) {
      const expected = newestFirst(fixtureDb.posts).filter((p) => searchText(p).includes(word.toLowerCase()));
      const page = await h.api.getAllPosts({ size: 1000, word });
      expect(page.count, word).toBe(expected.length);
      expect(
        page.results.map((p) => p.id),
        word,
      ).toEqual(expected.map((p) => p.id));
    }
    // Only in Russian content: still found.
    const ru = await h.api.getAllPosts({ size: 5, word: 'государственной пошлины' });
    expect(ru.count).toBeGreaterThan(0);
    // Markup is not text.
    expect((await h.api.getAllPosts({ word: 'onerror' })).count).toBe(0);
    expect((await h.api.getAllPosts({ word: '<p>' })).count).toBe(0);
  });

  it('category: by slug; with word and date combined', async () => {
    const service = await h.api.getAllPosts({ size: 1000, category: NEWS_CATEGORY_SLUGS.service });
    expect(service.count).toBe(
      fixtureDb.posts.filter((p) => p.category.slug === NEWS_CATEGORY_SLUGS.service).length,
    );
    expect(service.results.every((p) => p.category.slug === NEWS_CATEGORY_SLUGS.service)).toBe(true);
    const both = await h.api.getAllPosts({ size: 1000, category: NEWS_CATEGORY_SLUGS.other, word: 'wiza' });
    expect(
      both.results.every(
        (p) => p.category.slug === NEWS_CATEGORY_SLUGS.other && searchText(p).includes('wiza'),
      ),
    ).toBe(true);
    expect(both.count).toBeGreaterThan(0);
    const unknown = await h.api.getAllPosts({ category: 'no-such-category' });
    expect(unknown.count).toBe(0);
  });

  it('date: the publication day (YYYY-MM-DD); an invalid date is refused', async () => {
    const counts = new Map<string, number>();
    for (const p of fixtureDb.posts)
      counts.set(p.pub_date.slice(0, 10), (counts.get(p.pub_date.slice(0, 10)) ?? 0) + 1);
    const [busyDay, n] = [...counts.entries()].find(([, c]) => c > 1)!;
    const page = await h.api.getAllPosts({ date: busyDay });
    expect(page.count).toBe(n);
    expect(page.results.every((p) => p.pub_date.startsWith(busyDay))).toBe(true);
    expect((await h.api.getAllPosts({ date: '1999-01-01' })).count).toBe(0);
    const error = await failure(h.api.getAllPosts({ date: '2026-13-45' }));
    expect(error.status).toBe(400);
  });

  it('empty filters are ignored', async () => {
    const res = await h.fetch('/api/v1/posts/all-posts/?size=100&page=1&word=&category=&date=');
    const body = (await res.json()) as { count: number };
    expect(body.count).toBe(fixtureDb.posts.length);
    const spaces = await h.api.getAllPosts({ word: '   ' });
    expect(spaces.count).toBe(fixtureDb.posts.length);
  });
});

describe('/posts/all-articles/ and /posts/get-posts/{slug}/', () => {
  it('articles: only type article, size 4, word and date filters', async () => {
    const total = fixtureDb.posts.filter((p) => p.type === 'article').length;
    const p1 = await h.api.getAllArticles({ size: 4 });
    expect(p1.count).toBe(total);
    expect(p1.results).toHaveLength(4);
    expect(p1.results.every((p) => p.type === 'article')).toBe(true);
    const word = await h.api.getAllArticles({ size: 100, word: 'PASPORT' });
    expect(word.results.every((p) => p.type === 'article' && searchText(p).includes('pasport'))).toBe(true);
    expect(word.count).toBe(
      fixtureDb.posts.filter((p) => p.type === 'article' && searchText(p).includes('pasport')).length,
    );
    const day = p1.results[0]!.pub_date.slice(0, 10);
    const dated = await h.api.getAllArticles({ date: day });
    expect(dated.results.map((p) => p.id)).toContain(p1.results[0]!.id);
    expect(dated.results.every((p) => p.pub_date.startsWith(day) && p.type === 'article')).toBe(true);
  });

  it('both news categories have more than 30 posts; size=30 pages them newest first', async () => {
    for (const slug of Object.values(NEWS_CATEGORY_SLUGS)) {
      const page = await h.api.getCategoryPosts(slug, { size: 30 });
      expect(page.count).toBeGreaterThan(30);
      expect(page.results).toHaveLength(30);
      expect(page.results.every((p) => p.category.slug === slug)).toBe(true);
      const expected = newestFirst(fixtureDb.posts.filter((p) => p.category.slug === slug)).slice(0, 30);
      expect(page.results.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    }
  });

  it('an unknown category slug answers 404 with a three-language detail', async () => {
    const error = await failure(h.api.getCategoryPosts('no-such-category', { size: 30 }));
    expect(error.status).toBe(404);
    expect(error.detail).toMatchObject({ en: 'Category not found!' });
  });
});

describe('compression of paged lists', () => {
  const get = (path: string, acceptEncoding: string) =>
    new Promise<{ status: number; encoding: string | undefined; vary: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        const target = new URL(`${h.mock.url}${path}`);
        // node:http, not fetch: fetch inflates on its own and hides the encoding on the wire.
        const req = httpGet(target, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              encoding: res.headers['content-encoding'],
              vary: res.headers.vary,
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        });
        req.on('error', reject);
      },
    );

  it('answers gzip to clients that accept it and the same JSON, uncompressed, to those that do not', async () => {
    const path = '/api/v1/posts/all-posts/?size=100&word=wiza';
    // Twice each, in both orders: the second answer of each comes from the page cache.
    const zipped1 = await get(path, 'gzip, deflate, br');
    const plain1 = await get(path, 'identity');
    const zipped2 = await get(path, 'gzip');
    const plain2 = await get(path, '');
    for (const r of [zipped1, zipped2, plain1, plain2]) {
      expect(r.status).toBe(200);
      expect(r.vary).toMatch(/Accept-Encoding/);
    }
    expect(zipped1.encoding).toBe('gzip');
    expect(zipped2.encoding).toBe('gzip');
    expect(plain1.encoding).toBeUndefined();
    expect(plain2.encoding).toBeUndefined();
    expect(zipped1.body.length).toBeLessThan(plain1.body.length / 3);
    expect(gunzipSync(zipped1.body).equals(plain1.body)).toBe(true);
    expect(gunzipSync(zipped2.body).equals(plain2.body)).toBe(true);
    expect((JSON.parse(plain1.body.toString()) as { results: unknown[] }).results).toHaveLength(100);
    // gzip;q=0 means "not gzip".
    expect((await get(path, 'gzip;q=0')).encoding).toBeUndefined();
  });
});
