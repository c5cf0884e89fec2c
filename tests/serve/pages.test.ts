/**
 * The right page for the visitor: the prerendered HTML of the cookie's language, the shells for
 * unknown paths, the plain SPA template for a build never prerendered, and what stays private.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningNginx } from '../../scripts/serve';
import {
  LANGS,
  SPA_MARKER,
  makeFakeDist,
  pageMarker,
  raw,
  removeDir,
  shellMarker,
  startFakeApi,
  startServe,
  welcomeShellMarker,
  type FakeApi,
} from './support';

let dist: string;
let api: FakeApi;
let nginx: RunningNginx;

beforeAll(async () => {
  dist = await makeFakeDist();
  api = await startFakeApi();
  nginx = await startServe({ DIST_DIR: dist, API_ORIGIN: api.origin });
});

afterAll(async () => {
  await nginx?.stop();
  await api?.close();
  removeDir(dist);
});

const get = (path: string, cookie?: string) =>
  raw(`${nginx.url}${path}`, { headers: cookie ? { cookie } : {} });

describe('the prerendered page of the cookie language', () => {
  it.each(LANGS)('lang=%s gets its own pages, with or without the trailing slash and query', async (lang) => {
    for (const [path, page] of [
      ['/', ''],
      ['/posts', 'posts'],
      ['/posts/', 'posts'],
      ['/posts?page=2&category=news', 'posts'],
      ['/contacts', 'contacts'],
      ['/post/first-news', 'post/first-news'],
      ['/welcome/', 'welcome'],
      ['/welcome', 'welcome'],
    ] as const) {
      const response = await get(path, `lang=${lang}`);
      expect(response.status, path).toBe(200);
      expect(response.text, path).toContain(pageMarker(lang, page));
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('no cookie, an unknown language or another cookie only: tm', async () => {
    for (const cookie of [undefined, 'lang=de', 'lang=', 'lang=RU', 'theme=dark', 'lang=ru-RU']) {
      const response = await get('/posts', cookie);
      expect(response.text, String(cookie)).toContain(pageMarker('tm', 'posts'));
    }
  });

  it('finds the cookie among others', async () => {
    const response = await get('/', 'theme=dark; lang=en; consent=1');
    expect(response.text).toContain(pageMarker('en', ''));
  });
});

describe('a language chosen by the address (?lang=, the links shown before the app starts)', () => {
  it.each(LANGS)('?lang=%s wins over the cookie and is stored in the cookie', async (lang) => {
    const other = lang === 'tm' ? 'ru' : 'tm';
    for (const [path, page] of [
      [`/posts?lang=${lang}`, 'posts'],
      [`/?page=2&lang=${lang}`, ''],
      [`/welcome/?lang=${lang}`, 'welcome'],
    ] as const) {
      const response = await get(path, `lang=${other}`);
      expect(response.text, path).toContain(pageMarker(lang, page));
      expect(response.headers['set-cookie'], path).toEqual([
        `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`,
      ]);
    }
    // A shell (no prerendered page) follows it too.
    const shell = await get(`/no-such-page?lang=${lang}`, `lang=${other}`);
    expect(shell.text).toContain(shellMarker(lang));
  });

  it('an unknown ?lang= is ignored: the cookie decides and nothing is stored', async () => {
    for (const value of ['de', 'RU', '', 'en-US', 'en;%20Path=/evil']) {
      const response = await get(`/posts?lang=${value}`, 'lang=ru');
      expect(response.text, value).toContain(pageMarker('ru', 'posts'));
      expect(response.headers['set-cookie'], value).toBeUndefined();
    }
    expect((await get('/posts', 'lang=en')).headers['set-cookie']).toBeUndefined();
  });
});

describe('paths without a prerendered page', () => {
  it.each(LANGS)(
    'an unknown path gets the %s shell with status 200 (the site shows its 404 page)',
    async (lang) => {
      for (const path of ['/no-such-page', '/post/not-prerendered', '/services/visa/', '/media']) {
        const response = await get(path, `lang=${lang}`);
        expect(response.status, path).toBe(200);
        expect(response.text, path).toContain(shellMarker(lang));
      }
    },
  );

  it.each(LANGS)('under /welcome/ the visitor guide shell in %s', async (lang) => {
    const response = await get('/welcome/some-section', `lang=${lang}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain(welcomeShellMarker(lang));
  });

  it('/_prerender/ is never served by its own path', async () => {
    for (const path of ['/_prerender/ru/posts/index.html', '/_prerender/ru/', '/_prerender/en/_shell.html']) {
      const response = await get(path, 'lang=tm');
      expect(response.status, path).toBe(200);
      expect(response.text, path).toContain(shellMarker('tm'));
      expect(response.text, path).not.toMatch(/PAGE (ru|en)|SHELL (ru|en)/);
    }
  });

  it('build metadata (dot-directories) stays private', async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('build metadata');
  });

  it('files of the build are served as they are', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.text).toBe('User-agent: *\nAllow: /\n');
  });

  it('/healthz answers 200 without asking the API', async () => {
    const before = api.seen.length;
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(response.text).toBe('ok\n');
    expect(api.seen.length).toBe(before);
  });
});

describe('the API behind the proxy', () => {
  it('keeps the Host header, so the API builds its paging links for the site', async () => {
    const response = await get('/api/v1/posts/all-posts/?page=2');
    expect(response.status).toBe(200);
    const echo = JSON.parse(response.text) as { url: string; host: string };
    expect(echo.url).toBe('/api/v1/posts/all-posts/?page=2');
    expect(echo.host).toBe(new URL(nginx.url).host);
    expect(api.seen.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it("forwards the mock's media files, weather and feed; /media alone is the site's page", async () => {
    for (const path of ['/media/img/banner-01.jpg', '/weather/data/2.5/weather?q=mary', '/rss/ru']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect((JSON.parse(response.text) as { url: string }).url, path).toBe(path);
    }
    const page = await get('/media', 'lang=ru');
    expect(page.text).toContain(shellMarker('ru'));
    const feedDir = await get('/rss/ru/extra');
    expect(feedDir.text).toContain(shellMarker('tm'));
  });
});

describe('a build that was never prerendered', () => {
  let bare: string;
  let spa: RunningNginx;
  beforeAll(async () => {
    bare = await makeFakeDist({ prerendered: false });
    spa = await startServe({ DIST_DIR: bare, API_ORIGIN: api.origin });
  });
  afterAll(async () => {
    await spa?.stop();
    removeDir(bare);
  });

  it('serves the plain SPA template for every page, with the HTML headers', async () => {
    for (const path of ['/', '/posts', '/welcome/', '/anything/else']) {
      const response = await raw(`${spa.url}${path}`, { headers: { cookie: 'lang=ru' } });
      expect(response.status, path).toBe(200);
      expect(response.text, path).toContain(SPA_MARKER);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.headers['content-security-policy'], path).toContain("default-src 'self'");
    }
  });
});
