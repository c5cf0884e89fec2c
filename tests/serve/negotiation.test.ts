/**
 * The language of a path without one (decision 0028): the `lang` cookie, else the browser's
 * Accept-Language weighed by q-value, else Turkmen; the answer private and varying on both; the
 * marker the app reads only when no cookie decided. Through nginx as `npm run serve` runs it.
 */
import { describe, expect, it } from 'vitest';
import { fakeBackendForSuite, nginxForSuite, raw } from './support';

const backend = fakeBackendForSuite();
const nginx = nginxForSuite(backend.site);

const get = (path: string, headers: Record<string, string> = {}) => raw(`${nginx.url}${path}`, { headers });

/** Accept-Language → the language a visitor without a cookie is sent to. */
const CASES: [string, string][] = [
  ['ru-RU', 'ru'],
  ['RU', 'ru'],
  ['en-GB-oxendict', 'en'],
  ['tk-TM', 'tm'],
  // What browsers send: the first of the site's languages, in falling q.
  ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
  ['en;q=0.9,ru;q=0.8', 'en'],
  ['de-DE,de;q=0.9,en;q=0.5', 'en'],
  ['tk-TM,ru;q=0.9,en;q=0.8', 'tm'],
  // Weights out of order: the higher q wins wherever it stands.
  ['ru;q=0.8, en;q=0.9', 'en'],
  ['ru;q=0.5 , tk', 'tm'],
  ['en;q=0.85, ru;q=0.851', 'ru'],
  ['fr;q=0.9, ru;q=0.05, en;q=0.005', 'ru'],
  ['ru ; Q = 0.3, en;q=0.25', 'ru'],
  // Equal weights: the earlier range.
  ['en, ru', 'en'],
  ['ru, en', 'ru'],
  ['en;q=0.5, ru;q=0.50', 'en'],
  ['en;q=1.000, ru', 'en'],
  // q=0 is "not this one".
  ['en;q=0, ru;q=0.1', 'ru'],
  ['en;q=0', 'tm'],
  ['ru;q=0.000, en;q=0.', 'tm'],
  // Far down the list still counts.
  ['a,b,c,d,e,f,g,h,i,j,k,en', 'en'],
  // None of the site's languages, or nothing that reads as a range: Turkmen.
  ['de', 'tm'],
  ['*', 'tm'],
  ['', 'tm'],
  ['rux, enx, russian', 'tm'],
  ['en;q=abc', 'tm'],
  ['en;q=0.12345', 'tm'],
  ['en/../../evil', 'tm'],
  ['%%%;;;,,,q=,;=', 'tm'],
  [`${'x,'.repeat(3000)}ru`, 'ru'],
];

describe('a path without a language, a visitor without the lang cookie', () => {
  it.each(CASES)('Accept-Language %j → /%s/', async (header, lang) => {
    const response = await get('/posts?page=2', header ? { 'accept-language': header } : {});
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(`/${lang}/posts?page=2`);
    // The marker names the language it was sent to, for the app to compare with its stored choice.
    expect(response.headers['set-cookie']).toEqual([
      `lang_negotiated=${lang}; Path=/; Max-Age=300; SameSite=Lax`,
    ]);
  });

  it('a crawler (no cookie, no Accept-Language) stays on Turkmen', async () => {
    for (const path of ['/', '/welcome/', '/post/a%20b']) {
      const response = await get(path, { 'user-agent': 'Googlebot/2.1' });
      expect(response.headers.location, path).toBe(`/tm${path}`);
    }
  });

  it('is private and varies on both the cookie and Accept-Language', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-language': 'ru' },
      { 'accept-language': 'en', cookie: 'lang=ru' },
    ];
    for (const headers of variants) {
      const response = await get('/', headers);
      expect(response.status).toBe(302);
      expect(response.headers.vary).toBe('Cookie, Accept-Language');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('the lang cookie wins over Accept-Language', () => {
  it.each([
    ['lang=tm', 'en', 'tm'],
    ['lang=ru', 'en;q=0.9,tk;q=0.8', 'ru'],
    ['theme=dark; lang=en', 'ru-RU', 'en'],
  ])('cookie %j, Accept-Language %j → /%s/, no marker', async (cookie, header, lang) => {
    const response = await get('/', { cookie, 'accept-language': header });
    expect(response.headers.location).toBe(`/${lang}/`);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a cookie that names no language is no cookie: Accept-Language decides', async () => {
    const response = await get('/', { cookie: 'lang=de', 'accept-language': 'en' });
    expect(response.headers.location).toBe('/en/');
    expect(response.headers['set-cookie']?.[0]).toMatch(/^lang_negotiated=en;/);
  });

  it('an old ?lang= link still names its language for everyone, whatever the browser asks', async () => {
    const response = await get('/posts?lang=ru', { 'accept-language': 'en' });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/ru/posts');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('a language address ignores Accept-Language', () => {
  it('same bytes, no Vary on it, no marker', async () => {
    for (const path of ['/ru/', '/en/posts', '/tm/contacts']) {
      const bodies = new Set<string>();
      for (const header of ['', 'en', 'ru;q=0.9', 'tk']) {
        const response = await get(path, header ? { 'accept-language': header } : {});
        expect(response.status, path).toBe(200);
        expect(response.headers.vary ?? '', path).not.toMatch(/accept-language|cookie/i);
        expect(response.headers['set-cookie'], path).toBeUndefined();
        bodies.add(response.text);
      }
      expect(bodies.size, path).toBe(1);
    }
  });
});

describe('behind TLS (SITE_ORIGIN https)', () => {
  const secure = nginxForSuite(() => ({ ...backend.site(), SITE_ORIGIN: 'https://migration.example' }));

  it('the marker is Secure', async () => {
    const response = await raw(`${secure.url}/`, { headers: { 'accept-language': 'ru' } });
    expect(response.headers['set-cookie']).toEqual([
      'lang_negotiated=ru; Path=/; Max-Age=300; SameSite=Lax; Secure',
    ]);
  });
});
