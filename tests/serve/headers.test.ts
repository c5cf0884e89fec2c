/**
 * Headers: the security headers on every HTML answer, the CSP's extra origins from the variables,
 * HSTS only when asked, and caching and precompression of the hashed assets.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ASSET_BODY,
  ASSET_NAME,
  fakeBackendForSuite,
  nginxForSuite,
  raw,
  type RawResponse,
  startServe,
  withServe,
} from './support';

const backend = fakeBackendForSuite();
const nginx = nginxForSuite(backend.site);

/** The CSP as directive → sources. */
function csp(header: string | string[] | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

const HTML_PATHS = [
  '/tm/',
  '/en/posts',
  '/ru/welcome/',
  '/en/welcome/section/x',
  '/en/services/not-prerendered',
  '/index.html',
];

describe('every HTML answer', () => {
  it.each(HTML_PATHS)('%s carries the security headers', async (path) => {
    const response = await raw(`${nginx.url}${path}`, { headers: { cookie: 'lang=en' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const permissions = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }

    const policy = csp(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    const all = String(response.headers['content-security-policy']);
    expect(all).not.toContain('unsafe-eval');
    expect(all).not.toContain('google');
  });

  it("only the search page's policy lets WebAssembly run (its engine, decision 0172)", async () => {
    for (const path of [
      '/en/search',
      '/tm/search?q=pasport',
      '/ru/search/?q=%D0%B2%D0%B8%D0%B7%D0%B0&type=news',
    ]) {
      const response = await raw(`${nginx.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(csp(response.headers['content-security-policy']).get('script-src'), path).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
      ]);
    }
    // Not a page that merely names the search in its query or its path.
    for (const path of ['/en/posts?q=/en/search', '/en/search-x', '/pagefind/en/pagefind.js']) {
      const response = await raw(`${nginx.url}${path}`);
      expect(String(response.headers['content-security-policy']), path).not.toContain('wasm');
    }
  });

  it('the search index is revalidated on each visit (the prerender replaces it)', async () => {
    // Each language's own index (scripts/search-index); the old single one is gone.
    const response = await raw(`${nginx.url}/pagefind/en/pagefind.js`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect((await raw(`${nginx.url}/pagefind/en/nothing.pf_index`)).status).toBe(404);
    expect((await raw(`${nginx.url}/pagefind/pagefind.js`)).status).toBe(404);
  });

  it('HTML is compressed on the fly for a browser that accepts gzip', async () => {
    const response = await raw(`${nginx.url}/en/posts`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toContain('PAGE en /posts');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('hashed assets', () => {
  const url = () => `${nginx.url}/assets/${ASSET_NAME}`;

  it('are cached for a year as immutable, and keep nosniff', async () => {
    const response = await raw(url());
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
  });

  it('come precompressed: br when accepted, else gzip, else the file itself', async () => {
    const br = await raw(url(), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(ASSET_BODY);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(ASSET_BODY));

    const gz = await raw(url(), { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(ASSET_BODY);

    const identity = await raw(url(), { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toBe(ASSET_BODY);

    for (const response of [br, gz, identity]) {
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('a missing asset is a real 404, never a frame page', async () => {
    const response = await raw(`${nginx.url}/assets/gone-00000000.js`);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('FRAME');
    // Not served as a script by its extension: the body is a sentence.
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('scripts and stylesheets carry exactly the headers that act on a subresource (decision 0033)', async () => {
    const stylesheet = join(backend.dist, 'assets', STYLESHEET_NAME);
    writeFileSync(stylesheet, 'body { background: url(/logo.svg); }\n');
    try {
      const script = await raw(url(), { headers: { 'accept-encoding': 'br' } });
      const style = await raw(`${nginx.url}/assets/${STYLESHEET_NAME}`);
      expect(script.headers['content-encoding']).toBe('br');
      expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
      for (const response of [script, style]) {
        expect(response.status).toBe(200);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        for (const name of DOCUMENT_ONLY) expect(response.headers[name], name).toBeUndefined();
      }
      // Nothing else of ours: nginx's own file headers and the slim set, no header more.
      expect(Object.keys(script.headers).sort()).toEqual(
        [...FILE_HEADERS, 'content-encoding', 'vary', ...ASSET_SET].sort(),
      );
      expect(Object.keys(style.headers).sort()).toEqual(
        [...FILE_HEADERS, 'accept-ranges', ...ASSET_SET].sort(),
      );
    } finally {
      rmSync(stylesheet);
    }
  });

  it('HSTS=1 reaches the assets too', async () => {
    await withServe({ ...backend.site(), HSTS: '1' }, async (hsts) => {
      const response = await raw(`${hsts.url}/assets/${ASSET_NAME}`);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toBeUndefined();
    });
  });

  it("a script's header block stays small: 48 of them open a page on a slow line", async () => {
    // Measured: 482 bytes of header lines here (about 550 with HSTS=1); a page's answer, 1,217. The
    // pages' set on the assets again would add about 770 and fail this.
    const response = await raw(url(), { headers: { 'accept-encoding': 'br' } });
    expect(headerBytes(response)).toBeLessThanOrEqual(560);
    const page = await raw(`${nginx.url}/tm/`);
    expect(headerBytes(page) - headerBytes(response)).toBeGreaterThan(600);
  });

  it('no script under /assets/ is a worker: the only one the app starts is /sw.js', () => {
    // A worker's own answer sets its CSP; a worker built into /assets/ would run with none. The app
    // and the boot script register /sw.js alone (src/app/registerServiceWorker.ts,
    // src/boot/serviceWorker.ts), and the build has no other.
    const src = resolve(import.meta.dirname, '../../src');
    const starts: string[] = [];
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(join(src, file), 'utf8');
      for (const match of text.matchAll(WORKER_START)) starts.push(`${file}: ${match[0]}`);
    }
    expect(starts.sort()).toEqual([
      "app/registerServiceWorker.ts: const SW_URL = '/sw.js'",
      "boot/serviceWorker.ts: const SW_URL = '/sw.js'",
    ]);
  });

  it('any other file under /assets/ (an SVG can be opened as a document) keeps the full set', async () => {
    const svg = join(backend.dist, 'assets', 'icon-1a2b3c4d.svg');
    writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    try {
      const response = await raw(`${nginx.url}/assets/icon-1a2b3c4d.svg`);
      expect(response.status).toBe(200);
      expectDocumentSet(response);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      rmSync(svg);
    }
  });
});

describe('documents and the service worker keep the full set (decision 0033)', () => {
  it.each([
    ['a prerendered page', '/tm/', 200, 'PAGE tm'],
    ['a frame page', '/en/services/not-prerendered', 200, 'FRAME en'],
    ['the 404 page', '/ru/no-such-page', 404, 'NOT FOUND ru'],
  ])('%s (%s)', async (_, path, status, marker) => {
    const response = await raw(`${nginx.url}${path}`);
    expect(response.status).toBe(status);
    expect(response.text).toContain(marker);
    expectDocumentSet(response);
  });

  it('/sw.js and a file of the build outside /assets/ (logo.svg)', async () => {
    const files = [join(backend.dist, 'sw.js'), join(backend.dist, 'logo.svg')];
    writeFileSync(files[0]!, 'self.addEventListener("fetch", () => {});\n');
    writeFileSync(files[1]!, '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    try {
      for (const path of ['/sw.js', '/logo.svg']) {
        const response = await raw(`${nginx.url}${path}`);
        expect(response.status, path).toBe(200);
        expectDocumentSet(response);
      }
    } finally {
      for (const file of files) rmSync(file);
    }
  });
});

/** The headers that only a document (or a worker's own script) reads. */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'reporting-endpoints',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
];
/** asset-headers.conf's set, plus Cache-Control. */
const ASSET_SET = [
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'x-request-id',
  'cache-control',
];
/** What nginx sends with any static file. */
const FILE_HEADERS = [
  'server',
  'date',
  'content-type',
  'content-length',
  'last-modified',
  'connection',
  'etag',
];
/** What starts a worker or names a worker script: `new Worker(`, Vite's `?worker` import, the service worker's address. */
const WORKER_START =
  /new\s+(?:Shared)?Worker\s*\(|\?(?:shared)?worker\b|serviceWorker\.register\s*\(|const SW_URL = '[^']*'/g;
const STYLESHEET_NAME = 'style-5e6f7a8b.css';

/** The answer's header lines (`Name: value\r\n`), as sent over HTTP/1.1. */
function headerBytes(response: RawResponse): number {
  let bytes = 0;
  for (const [name, value] of Object.entries(response.headers)) {
    for (const one of [value ?? ''].flat()) bytes += Buffer.byteLength(`${name}: ${one}\r\n`);
  }
  return bytes;
}

/** security-headers.conf's whole set: the site's CSP and every header a document reads. */
function expectDocumentSet(response: RawResponse): void {
  const policy = csp(response.headers['content-security-policy']);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['reporting-endpoints']).toBe('csp="/csp-report"');
  expect(String(response.headers['permissions-policy'])).toContain('camera=()');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
}

/** A weather service other than the mock's, whose origins the CSP must name when it has a key. */
const WEATHER_URLS = {
  VITE_WEATHER_URL: 'https://api.weather.example.com/data/2.5/weather',
  VITE_WEATHER_ICON_URL: 'https://icons.weather.example.com/img/wn/{icon}@2x.png',
};

describe('the variables', () => {
  const custom = nginxForSuite(() => ({
    ...backend.site(),
    HSTS: '1',
    MEDIA_ORIGINS: 'https://media.migration.gov.tm https://cdn.example.org',
    FRAME_ORIGINS: 'https://www.youtube-nocookie.com,https://maps.example.org',
    ...WEATHER_URLS,
    VITE_WEATHER_KEY: 'a-real-key',
    VITE_RECAPTCHA_SITE_KEY: 'site-key',
  }));

  it('HSTS=1 adds Strict-Transport-Security and upgrade-insecure-requests', async () => {
    const response = await raw(`${custom.url}/tm/`);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('the CSP allows exactly the configured origins where each is needed', async () => {
    const policy = csp((await raw(`${custom.url}/tm/posts`)).headers['content-security-policy']);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'https://media.migration.gov.tm',
      'https://cdn.example.org',
      'https://icons.weather.example.com',
    ]);
    expect(policy.get('media-src')).toEqual([
      "'self'",
      'https://media.migration.gov.tm',
      'https://cdn.example.org',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.weather.example.com']);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://maps.example.org',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
  });

  it('no weather key: no weather origin (the widget is hidden, nothing to allow)', async () => {
    await withServe({ ...backend.site(), ...WEATHER_URLS }, async (nginx) => {
      const header = String((await raw(`${nginx.url}/tm/`)).headers['content-security-policy']);
      expect(header).not.toContain('weather.example.com');
    });
  });

  it('a malformed origin stops the start with the variable named', async () => {
    await expect(
      startServe({ DIST_DIR: backend.dist, MEDIA_ORIGINS: "https://x.org; script-src 'unsafe-inline'" }),
    ).rejects.toThrow(/MEDIA_ORIGINS/);
    await expect(
      startServe({ DIST_DIR: backend.dist, API_ORIGIN: 'http://127.0.0.1:1/api' }),
    ).rejects.toThrow(/API_ORIGIN/);
  });
});

describe('the service worker (decision 0160)', () => {
  it('/sw.js is revalidated on every check, with the site headers; the CSP lets the site run it', async () => {
    const file = `${backend.dist}/sw.js`;
    writeFileSync(file, 'self.addEventListener("fetch", () => {});\n');
    try {
      const response = await raw(`${nginx.url}/sw.js`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const policy = csp(response.headers['content-security-policy']);
      expect(policy.get('worker-src')).toEqual(["'self'"]);
      expect(policy.get('trusted-types')).toContain('site-sw');
    } finally {
      rmSync(file);
    }
    // None yet (never prerendered): a plain 404, never the HTML 404 page, not kept by a cache.
    const missing = await raw(`${nginx.url}/sw.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
    expect(missing.headers['cache-control']).toBe('no-cache');
  });
});
