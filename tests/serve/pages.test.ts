/**
 * The right page for every address (decision 0028): a language address is answered from the address
 * alone (prerendered page, else its layout's frame page, else the SPA template), a path without a
 * language redirects by the cookie, an old `?lang=` link redirects to its language, an address
 * that matches no page is a 404 in its language, and what stays private.
 */
import { describe, expect, it } from 'vitest';
import {
  fakeBackendForSuite,
  LANGS,
  nginxForSuite,
  notFoundMarker,
  pageMarker,
  raw,
  PAGES,
  REMOVED_PAGE,
  framePageMarker,
  SPA_MARKER,
  welcomeFramePageMarker,
} from './support';

const backend = fakeBackendForSuite();
const nginx = nginxForSuite(backend.site);

const get = (path: string, cookie?: string) =>
  raw(`${nginx.url}${path}`, { headers: cookie ? { cookie } : {} });
const COOKIES = [undefined, 'lang=tm', 'lang=ru', 'lang=en', 'theme=dark; lang=en'];

/** Each of `paths` under `/${lang}` answers `status`, with `marker` in its page and the page's CSP. */
async function expectPages(lang: string, paths: string[], status: number, marker: string): Promise<void> {
  for (const path of paths) {
    const response = await get(`/${lang}${path}`, 'lang=tm');
    expect(response.status, path).toBe(status);
    expect(response.text, path).toContain(marker);
    expect(response.headers['content-security-policy'], path).toContain("default-src 'self'");
  }
}

describe('a language address picks its page by the address alone', () => {
  it.each(LANGS)(
    '/%s/… gives that language’s pages, with or without trailing slash and query',
    async (lang) => {
      for (const [path, page] of [
        [`/${lang}/`, ''],
        [`/${lang}/posts`, 'posts'],
        [`/${lang}/posts/`, 'posts'],
        [`/${lang}/posts?page=2&category=news`, 'posts'],
        [`/${lang}/contacts`, 'contacts'],
        [`/${lang}/post/first-news`, 'post/first-news'],
        [`/${lang}/welcome/`, 'welcome'],
      ] as const) {
        const response = await get(path, 'lang=tm');
        expect(response.status, path).toBe(200);
        expect(response.text, path).toContain(pageMarker(lang, page));
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['set-cookie'], path).toBeUndefined();
        expect(response.headers.vary ?? '', path).not.toMatch(/cookie/i);
      }
    },
  );

  it.each(LANGS)(
    'every page of the page table the prerender writes is served its own file in %s',
    async (lang) => {
      // PAGES holds one address of each such page (src/app/pages.ts): a page added there is checked
      // against nginx's route patterns here without a word of this test changing.
      expect(PAGES.length).toBeGreaterThanOrEqual(10);
      for (const { path, folder } of PAGES) {
        const response = await get(`/${lang}${path}`, 'lang=tm');
        expect(response.status, path).toBe(200);
        // The whole title: home's marker (`PAGE en /`) is the start of every other page's.
        expect(response.text, path).toContain(`<title>${pageMarker(lang, folder)}</title>`);
      }
    },
  );

  it('gives the same bytes whatever the lang cookie (a CDN may cache it by URL)', async () => {
    for (const path of ['/en/posts', '/ru/', '/tm/services/visa', '/en/welcome/section/x', '/ru/nope']) {
      const bodies = new Set<string>();
      const statuses = new Set<number>();
      for (const cookie of COOKIES) {
        const response = await get(path, cookie);
        bodies.add(response.text);
        statuses.add(response.status);
      }
      expect(bodies.size, path).toBe(1);
      expect(statuses.size, path).toBe(1);
    }
  });

  it.each(LANGS)('a page that was not prerendered gets the %s frame page of its layout', async (lang) => {
    const main = [
      '/post/not-prerendered',
      '/services/visa',
      '/services/visa/',
      '/email-activation/x',
      '/notices/x',
    ];
    await expectPages(lang, main, 200, framePageMarker(lang));
    await expectPages(lang, ['/welcome/section/history'], 200, welcomeFramePageMarker(lang));
  });

  it('the bare language is its home page', async () => {
    const response = await get('/ru?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/ru/?x=1');
  });
});

describe('an address that matches no page is a 404 in its language', () => {
  it.each(LANGS)('/%s/…: the prerendered Page404 of that language, status 404', async (lang) => {
    const unknown = [
      '/no-such-page',
      '/posts/extra-segment',
      '/post',
      '/welcome/nope',
      '/welcome/section/a/b',
    ];
    await expectPages(lang, unknown, 404, notFoundMarker(lang));
  });

  it.each(LANGS)('/%s/…: an item the prerender removed is a 404, not the frame page', async (lang) => {
    await expectPages(lang, [`/${REMOVED_PAGE}`, `/${REMOVED_PAGE}/`], 404, notFoundMarker(lang));
    // Its neighbour that was never prerendered (newer than the last run) still gets the frame page.
    await expectPages(lang, ['/post/newer-than-the-prerender'], 200, framePageMarker(lang));
  });

  it('/_prerender/ is never served by its own path', async () => {
    for (const path of [
      '/_prerender/ru/posts/index.html',
      '/_prerender/ru/',
      '/_prerender/en/_frame.html',
      '/_prerender/.manifest.json',
      `/_prerender/en/${REMOVED_PAGE}/.removed`,
    ]) {
      const response = await get(path, 'lang=en');
      expect(response.status, path).toBe(404);
      expect(response.text, path).not.toMatch(/PAGE (ru|en)|FRAME (ru|en)/);
    }
  });

  it('build metadata (dot-directories) stays private', async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('build metadata');
  });
});

describe('a path without a language goes to the visitor’s language', () => {
  it('redirects by the lang cookie, privately (Vary: Cookie, no shared cache), keeping the query', async () => {
    for (const [cookie, lang] of [
      [undefined, 'tm'],
      ['lang=ru', 'ru'],
      ['theme=dark; lang=en; consent=1', 'en'],
      ['lang=de', 'tm'],
      ['lang=RU', 'tm'],
    ] as const) {
      for (const path of ['/', '/posts?page=2&category=x', '/welcome/', '/post/a%20b', '/no-such-page']) {
        const response = await get(path, cookie);
        expect(response.status, `${path} ${cookie}`).toBe(302);
        expect(response.headers.location, `${path} ${cookie}`).toBe(`/${lang}${path}`);
        expect(response.headers.vary, path).toMatch(/cookie/i);
        expect(response.headers['cache-control'], path).toBe('private, no-store');
      }
    }
  });

  it('never turns an encoded line break into a header', async () => {
    const response = await get('/posts%0D%0ASet-Cookie:%20evil=1');
    // Only the negotiation's own marker (decision 0028).
    expect(response.headers['set-cookie']).toEqual([expect.stringMatching(/^lang_negotiated=tm;/)]);
    expect(response.headers.location).toBe('/tm/posts%0D%0ASet-Cookie:%20evil=1');
  });

  it('an old ?lang= link goes to that language’s address, without the parameter', async () => {
    for (const [path, target] of [
      ['/posts?lang=en', '/en/posts'],
      ['/posts?page=2&lang=ru&category=x', '/ru/posts?page=2&category=x'],
      ['/?lang=en', '/en/'],
      ['/welcome/?lang=ru', '/ru/welcome/'],
      ['/ru/posts?lang=en&page=3', '/en/posts?page=3'],
    ] as const) {
      const response = await get(path, 'lang=tm');
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(target);
      expect(response.headers['set-cookie'], path).toBeUndefined();
    }
    // Not a language: the cookie decides, as without the parameter.
    const unknown = await get('/posts?lang=de', 'lang=ru');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe('/ru/posts?lang=de');
  });

  it('files of the build are served as they are', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.text).toBe('User-agent: *\nAllow: /\n');
  });

  it('/healthz answers 200 without asking the API', async () => {
    const before = backend.api.seen.length;
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(response.text).toBe('ok\n');
    expect(backend.api.seen.length).toBe(before);
  });
});

describe('the API behind the proxy', () => {
  it("forwards the mock's media files, weather and feed; /media alone is the site's page", async () => {
    for (const path of ['/media/img/banner-01.jpg', '/weather/data/2.5/weather?q=mary', '/rss/ru']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect((JSON.parse(response.text) as { url: string }).url, path).toBe(path);
    }
    expect((await get('/media', 'lang=ru')).headers.location).toBe('/ru/media');
  });
});

describe('a build that was never prerendered', () => {
  const bare = fakeBackendForSuite({ prerendered: false });
  const spa = nginxForSuite(bare.site);

  it('serves the plain SPA template for every page address, with the HTML headers', async () => {
    for (const path of ['/ru/', '/ru/posts', '/en/welcome/', '/tm/services/x']) {
      const response = await raw(`${spa.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.text, path).toContain(SPA_MARKER);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.headers['content-security-policy'], path).toContain("default-src 'self'");
    }
  });
});
