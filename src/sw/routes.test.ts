import { describe, expect, it } from 'vitest';
import {
  fillOfflineList,
  isApiRead,
  isAsset,
  isPage,
  networkOnlyRoutes,
  pageKey,
  pageLang,
  pageTitle,
  type RouterCondition,
} from './routes';
import { overLimit } from './sizeLimit';

const origin = 'https://site.example';
const url = (path: string, base = origin) => new URL(path, base);

describe('what the service worker handles', () => {
  it('keeps language addresses only, of its own origin', () => {
    for (const path of ['/tm/', '/en', '/ru/posts?page=2', '/en/post/a-post'])
      expect(isPage(url(path), origin), path).toBe(true);
    // Without a language the address redirects by cookie: never kept.
    for (const path of ['/', '/posts', '/tmx/', '/api/v1/posts/', '/__mock/health', '/sw.js', '/assets/a.js'])
      expect(isPage(url(path), origin), path).toBe(false);
    expect(isPage(url('/tm/', 'https://other.example'), origin)).toBe(false);
    expect(pageLang(url('/ru/contacts'))).toBe('ru');
    expect(pageLang(url('/posts'))).toBeNull();
  });

  it('keeps API reads, never the mock developer endpoints', () => {
    expect(isApiRead(url('/api/v1/posts/?page=1'), origin)).toBe(true);
    expect(isApiRead(url('/__mock/scenario'), origin)).toBe(false);
    expect(isApiRead(url('/api/v1/posts/', 'https://api.example'), origin)).toBe(false);
  });

  it("keeps the build's scripts and stylesheets of its own origin, not the worker or the pages", () => {
    for (const path of ['/assets/index-Ab12.js', '/assets/index-Cd34.css', '/assets/boot-Ef56.js'])
      expect(isAsset(url(path), origin), path).toBe(true);
    for (const path of ['/sw.js', '/tm/', '/api/v1/posts/', '/media/a.jpg', '/assetsx/a.js'])
      expect(isAsset(url(path), origin), path).toBe(false);
    expect(isAsset(url('/assets/a.js', 'https://cdn.example'), origin)).toBe(false);
  });

  it('keys a page without its fragment', () => {
    expect(pageKey('https://site.example/tm/posts?page=2#top')).toBe('https://site.example/tm/posts?page=2');
  });
});

describe('the offline page', () => {
  it('reads a page title as React escapes it', () => {
    expect(pageTitle('<head><title>Tom &amp; Jerry &quot;&lt;1&gt;&quot; &#x27;x&#x27;</title>')).toBe(
      `Tom & Jerry "<1>" 'x'`,
    );
    expect(pageTitle('<head></head>')).toBeNull();
  });

  it('lists the kept pages, escaped, in place of the "nothing saved" line', () => {
    const html =
      '<main><ul id="offline-pages" aria-labelledby="t"><li>None yet.</li></ul><ul><li>x</li></ul></main>';
    const filled = fillOfflineList(html, [
      { href: '/tm/posts?page=2&x=1', title: '<b>News</b>' },
      { href: '/tm/', title: 'Home' },
    ]);
    expect(filled).toBe(
      '<main><ul id="offline-pages" aria-labelledby="t">' +
        '<li><a href="/tm/posts?page=2&#38;x=1">&#60;b&#62;News&#60;/b&#62;</a></li>' +
        '<li><a href="/tm/">Home</a></li></ul><ul><li>x</li></ul></main>',
    );
    expect(fillOfflineList(html, [])).toBe(html);
  });
});

describe('the pictures cache bound', () => {
  it('evicts the oldest entries until the newest fit', () => {
    const entries = [
      { key: 'a', size: 5 },
      { key: 'b', size: 3 },
      { key: 'c', size: 4 },
    ];
    expect(overLimit(entries, 12)).toEqual([]);
    expect(overLimit(entries, 8)).toEqual(['a']);
    expect(overLimit(entries, 4)).toEqual(['a', 'b']);
    expect(overLimit(entries, 3)).toEqual(['a', 'b', 'c']);
  });
});

/**
 * The static routing's matching, as far as networkOnlyRoutes uses it (URLPattern fields, `*` in a
 * pathname: any characters; method; destination; `or`; `not`). Node has no URLPattern: the
 * browser's own matching is tested end to end (tests/e2e/offline.spec.ts, the weather).
 */
function matches(
  condition: RouterCondition,
  request: { url: URL; method: string; destination: string },
): boolean {
  if (condition.not) return !matches(condition.not, request);
  if (condition.or) return condition.or.some((one) => matches(one, request));
  const pattern = condition.urlPattern;
  if (pattern) {
    const { url } = request;
    if (pattern.protocol !== undefined && `${pattern.protocol}:` !== url.protocol) return false;
    if (pattern.hostname !== undefined && pattern.hostname !== url.hostname) return false;
    if (pattern.port !== undefined && pattern.port !== url.port) return false;
    if (pattern.pathname !== undefined) {
      const glob = pattern.pathname.split('*').map((part) => part.replace(/[.?+^$(){}[\]|\\]/g, '\\$&'));
      if (!new RegExp(`^${glob.join('.*')}$`).test(url.pathname)) return false;
    }
  }
  if (condition.requestMethod !== undefined && condition.requestMethod !== request.method) return false;
  if (condition.requestDestination !== undefined && condition.requestDestination !== request.destination)
    return false;
  return true;
}

describe('what the browser sends to the network without the worker (static routing)', () => {
  const rules = networkOnlyRoutes(new URL(origin));
  const bypassed = (href: string, method = 'GET', destination = '') =>
    rules.some((rule) => matches(rule.condition, { url: new URL(href, origin), method, destination }));
  /** What sw.ts registers a route for: GETs of pages, API reads, assets, and pictures of the origin. */
  const handled = (href: string, method = 'GET', destination = '') => {
    const address = new URL(href, origin);
    if (method !== 'GET') return false;
    return (
      isPage(address, origin) ||
      isApiRead(address, origin) ||
      isAsset(address, origin) ||
      (destination === 'image' && address.origin === origin)
    );
  };

  it('bypasses the worker exactly for what it never handles', () => {
    const requests: [string, string?, string?][] = [
      ['/tm/'],
      ['/en'],
      ['/ru/posts?page=2'],
      ['/tmx/'],
      ['/'],
      ['/posts'],
      ['/api/v1/posts/?lang=tm'],
      ['/api/v1/messages/', 'POST'],
      ['/assets/index-Ab12.js'],
      ['/assets/index-Ab12.css'],
      ['/media/photo.jpg', 'GET', 'image'],
      ['/media/photo.jpg'],
      ['/weather/data/2.5/weather?q=Ashgabat'],
      ['/weather/img/wn/01d@2x.png', 'GET', 'image'],
      ['/__mock/health'],
      ['/cookie-consent?accept=1'],
      ['/sw.js'],
      ['https://api.openweathermap.example/data/2.5/weather'],
      ['https://cdn.example/photo.jpg', 'GET', 'image'],
      ['https://site.example:8443/tm/'],
      ['http://site.example/tm/'],
    ];
    for (const [href, method, destination] of requests)
      expect(bypassed(href, method, destination), `${method ?? 'GET'} ${href}`).toBe(
        !handled(href, method, destination),
      );
  });
});
