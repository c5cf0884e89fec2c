/**
 * The resizer on real pictures (fixtures/pictures, decision 0250), through nginx and the resizer
 * as `npm run serve` starts them: for every kind of picture and every listed width, the answer is
 * never larger than the original; it is WebP when the browser's Accept names WebP (unless the
 * original itself is the smaller, then the original as the API sent it; a palette PNG may stay a
 * palette PNG when that is the smaller) and the original's format otherwise; a palette PNG stays
 * exact (palette PNG or lossless WebP); `Vary: Accept`; the second request is a cache hit
 * with the same bytes, per format. And what the resizer refuses: what it does not read, what is
 * over its limits, a width that is not listed, a visitor's attempt to choose the format.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../src/shared/imageWidths';
import type { RunningNginx } from '../../scripts/serve';
import { makeFakeDist, startServe } from './support';

const SET_DIR = resolve(import.meta.dirname, '../../fixtures/pictures');
const SET = readdirSync(SET_DIR)
  .filter((name) => /\.(jpe?g|png)$/.test(name))
  .map((name) => ({ name, bytes: readFileSync(join(SET_DIR, name)) }));

/** What Chromium 156 sends for a picture, and what a browser without WebP sends. */
const ACCEPT_WEBP = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const ACCEPT_OLD = 'image/png,image/*;q=0.8,*/*;q=0.5';

const TYPE: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A PNG of `width`×`height` pixels in a few hundred bytes: an all-black picture compresses to nothing. */
function bigBlankPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const BOMB = bigBlankPng(20_000, 20_000);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="800" height="400"/></svg>',
);
const FILES = new Map<string, { type: string; body: Buffer }>([
  ...(SET.map(({ name, bytes }) => [
    `/media/set/${name}`,
    { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg', body: bytes },
  ]) as [string, { type: string; body: Buffer }][]),
  ['/media/odd/drawing.svg', { type: 'image/svg+xml', body: SVG }],
  ['/media/odd/bomb.png', { type: 'image/png', body: BOMB }],
]);

let api: Server;
let dist = '';
let nginx: RunningNginx;
const seen: string[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    seen.push(req.url ?? '');
    const file = FILES.get((req.url ?? '').split('?')[0]!);
    if (!file) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"detail":"not found"}');
      return;
    }
    res.writeHead(200, { 'content-type': file.type, 'cache-control': 'public, max-age=86400' });
    res.end(file.body);
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  dist = await makeFakeDist({ prerendered: false });
  // The largest picture of the set is read; one four times its size is not.
  nginx = await startServe({ DIST_DIR: dist, API_ORIGIN: apiOrigin, MEDIA_RESIZE_MAX: '300k' });
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise<void>((done) => api.close(() => done()));
  if (dist) rmSync(dist, { recursive: true, force: true });
});

async function get(path: string, accept: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${nginx.url}${path}`, { headers: { accept, ...headers } });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe.each(SET)('$name, at every listed width', ({ name, bytes }) => {
  it('is never larger than the original; WebP where accepted, its own format elsewhere; then a cache hit', async () => {
    const source = await sharp(bytes).metadata();
    for (const width of IMAGE_WIDTHS) {
      for (const [accept, wantsWebp] of [
        [ACCEPT_WEBP, true],
        [ACCEPT_OLD, false],
      ] as const) {
        const path = `/media/set/${name}?w=${width}`;
        const { response, body } = await get(path, accept);
        const where = `${name} w=${width} ${wantsWebp ? 'webp' : 'old'}`;
        expect(response.status, where).toBe(200);
        expect(response.headers.get('vary'), where).toMatch(/\bAccept\b/);
        expect(response.headers.get('x-cache-status'), where).toBe('MISS');
        expect(body.length, where).toBeLessThanOrEqual(bytes.length);
        const made = await sharp(body).metadata();
        expect(response.headers.get('content-type'), where).toBe(TYPE[made.format ?? '']);
        if (body.equals(bytes)) {
          // The original, because nothing made was smaller.
          expect(response.headers.get('x-media-result'), where).toMatch(/^source/);
        } else {
          expect(made.width, where).toBe(Math.min(width, source.width));
          if (source.isPalette) {
            // A palette PNG stays exact: a palette PNG, or lossless WebP where accepted and smaller.
            expect(response.headers.get('x-media-result'), where).not.toMatch(/lossy/);
            expect(made.format, where).toBe(wantsWebp && made.format === 'webp' ? 'webp' : 'png');
            if (made.format === 'png') expect(made.isPalette, where).toBe(true);
          } else {
            expect(made.format, where).toBe(wantsWebp ? 'webp' : source.format);
          }
        }
        const again = await get(path, accept);
        expect(again.response.headers.get('x-cache-status'), where).toBe('HIT');
        expect(again.body.equals(body), where).toBe(true);
      }
    }
  });
});

describe('the photos of the set', () => {
  it('go as WebP at a phone width, much smaller than the original', async () => {
    for (const name of ['camera-rocket.jpg', 'photo-cat.png']) {
      const original = FILES.get(`/media/set/${name}`)!.body;
      const { response, body } = await get(`/media/set/${name}?w=240`, ACCEPT_WEBP);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(body.length).toBeLessThan(original.length / 5);
    }
  });
});

describe('what the resizer refuses', () => {
  it('a visitor cannot choose the format: nginx negotiates it from Accept alone', async () => {
    const { response } = await get('/media/set/camera-rocket.jpg?w=320', ACCEPT_OLD, {
      'X-Media-Format': 'webp',
    });
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('WebP refused with q=0 is not sent', async () => {
    const { response } = await get('/media/set/photo-cat.png?w=160', 'image/webp;q=0, image/png');
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('what it does not read (SVG) comes as the API sent it', async () => {
    const { response, body } = await get('/media/odd/drawing.svg?w=320', ACCEPT_WEBP);
    expect(response.status).toBe(200);
    expect(body.equals(SVG)).toBe(true);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('a picture of more pixels than its limit is not decoded: the original comes', async () => {
    expect(BOMB.length).toBeLessThan(300 * 1024);
    const { response, body } = await get('/media/odd/bomb.png?w=320', ACCEPT_WEBP);
    expect(response.status).toBe(200);
    expect(body.equals(BOMB)).toBe(true);
  });

  it('a width that is not listed is the original, untouched', async () => {
    const original = FILES.get('/media/set/photo-cat.png')!.body;
    const { response, body } = await get('/media/set/photo-cat.png?w=300', ACCEPT_WEBP);
    expect(response.status).toBe(200);
    expect(body.equals(original)).toBe(true);
  });

  it('a missing picture stays the API 404', async () => {
    const { response } = await get('/media/set/missing.jpg?w=320', ACCEPT_WEBP);
    expect(response.status).toBe(404);
  });
});
