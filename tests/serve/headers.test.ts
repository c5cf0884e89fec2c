/**
 * Headers: the security headers on every HTML answer, the CSP's extra origins from the variables,
 * HSTS only when asked, and caching and precompression of the hashed assets.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ASSET_BODY,
  ASSET_NAME,
  fakeBackendForSuite,
  nginxForSuite,
  raw,
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
    for (const path of ['/en/posts?q=/en/search', '/en/search-x', '/pagefind/pagefind.js']) {
      const response = await raw(`${nginx.url}${path}`);
      expect(String(response.headers['content-security-policy']), path).not.toContain('wasm');
    }
  });

  it('the search index is revalidated on each visit (the prerender replaces it)', async () => {
    const response = await raw(`${nginx.url}/pagefind/pagefind.js`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect((await raw(`${nginx.url}/pagefind/nothing.pf_index`)).status).toBe(404);
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
  });
});

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
