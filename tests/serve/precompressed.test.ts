/**
 * The prerendered pages' compressed copies (decision 0201): a page the prerender wrote is sent as
 * its .br (or .gz for a browser without brotli) with a Content-Length, decoding to exactly the page,
 * with the same headers as the page itself; the frame page and the 404 page too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeServedFile } from '../../scripts/prerender/servedFile';
import { fakeBackendForSuite, nginxForSuite, raw } from './support';

const backend = fakeBackendForSuite();
const nginx = nginxForSuite(backend.site);

const page = (marker: string) =>
  `<!doctype html><html lang="tk"><head><title>${marker}</title></head><body>` +
  `<p>${`${marker}: Döwlet migrasiýa gullugy. `.repeat(60)}</p></body></html>\n`;

/** Address → the file the prerender's writer wrote for it (over the fake build's plain one). */
const WRITTEN = [
  { address: '/tm/post/first-news', file: '_prerender/tm/post/first-news/index.html', status: 200 },
  // An item newer than the last prerender: its layout's frame page.
  { address: '/tm/post/newer-item', file: '_prerender/tm/_frame.html', status: 200 },
  { address: '/tm/no-such-page', file: '_prerender/tm/_404.html', status: 404 },
];

beforeAll(() => {
  for (const { file } of WRITTEN) writeServedFile(join(backend.dist, file), page(file));
});

describe.each(WRITTEN)('$address, written by the prerender', ({ address, file, status }) => {
  const get = (acceptEncoding: string) =>
    raw(`${nginx.url}${address}`, { headers: { 'accept-encoding': acceptEncoding } });
  const html = () => readFileSync(join(backend.dist, file));

  it('is sent as its .br, else its .gz, else itself, each with a Content-Length and the same headers', async () => {
    const br = await get('gzip, deflate, br');
    const gz = await get('gzip');
    const identity = await get('identity');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(html())).toBe(true);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(html())).toBe(true);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(html())).toBe(true);
    for (const response of [br, gz, identity]) {
      expect(response.status).toBe(status);
      // The file as it is, not compressed on the fly (that would be chunked).
      expect(response.headers['content-length']).toBe(String(response.body.length));
      expect(response.headers['transfer-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toBe(identity.headers['content-security-policy']);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    }
    expect(br.body.length).toBeLessThan(gz.body.length);
  });
});
