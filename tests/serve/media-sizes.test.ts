/**
 * The resized pictures (deploy/nginx/media-sizes*.conf, docs/decisions/0150): `/media/…?w=N` for a
 * listed N is the API's picture at most N px wide, made once and then served from nginx's cache;
 * never enlarged; the original when the width is not listed, when the file is not a picture the
 * filter reads or is larger than MEDIA_RESIZE_MAX; the media headers on every answer; about half
 * the width for `Save-Data: on`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import * as jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeJpeg } from '../../mock-api/media-gen';
import { IMAGE_WIDTHS } from '../../src/shared/imageWidths';
import { makeFakeDist, startServe } from './support';
import type { RunningNginx } from '../../scripts/serve';

const PHOTO = encodeJpeg('photo', 1200, 800);
const SMALL = encodeJpeg('small', 200, 150);
/** Larger than the MEDIA_RESIZE_MAX below. */
const HUGE = encodeJpeg('huge', 2000, 1500);
const FILES: Record<string, { type: string; body: Buffer }> = {
  '/media/img/photo.jpg': { type: 'image/jpeg', body: PHOTO },
  '/media/img/small.jpg': { type: 'image/jpeg', body: SMALL },
  '/media/img/huge.jpg': { type: 'image/jpeg', body: HUGE },
  '/media/uploads/page.html': { type: 'text/html; charset=utf-8', body: Buffer.from('<p>a page</p>') },
  '/media/uploads/fake.jpg': { type: 'image/jpeg', body: Buffer.from('not a picture at all') },
};

let api: Server;
let apiOrigin = '';
const seen: string[] = [];
let dist = '';
let nginx: RunningNginx;

beforeAll(async () => {
  api = createServer((req, res) => {
    seen.push(req.url ?? '');
    const file = FILES[(req.url ?? '').split('?')[0]!];
    if (!file) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"detail":"not found"}');
      return;
    }
    res.writeHead(200, {
      'content-type': file.type,
      'cache-control': 'public, max-age=86400',
      'content-security-policy': "default-src *; script-src 'unsafe-inline'",
    });
    res.end(file.body);
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  dist = await makeFakeDist({ prerendered: false });
  if (HUGE.length <= 64 * 1024) throw new Error('the huge picture must be over 64k');
  nginx = await startServe({ DIST_DIR: dist, API_ORIGIN: apiOrigin, MEDIA_RESIZE_MAX: '64k' });
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise<void>((done) => api.close(() => done()));
  if (dist) rmSync(dist, { recursive: true, force: true });
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${nginx.url}${path}`, { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

function widthOf(body: Buffer): number {
  return jpeg.decode(body, { useTArray: true }).width;
}

function expectMediaHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toContain('sandbox');
  expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
}

describe('a listed width', () => {
  it('is the picture scaled down to it, made once, then a cache hit', async () => {
    const before = seen.length;
    const first = await get('/media/img/photo.jpg?w=320');
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/jpeg');
    expect(first.response.headers.get('x-cache-status')).toBe('MISS');
    expect(first.response.headers.get('vary')).toContain('Save-Data');
    expectMediaHeaders(first.response);
    expect(widthOf(first.body)).toBe(320);
    expect(first.body.length).toBeLessThan(PHOTO.length / 4);

    const second = await get('/media/img/photo.jpg?w=320');
    expect(second.response.headers.get('x-cache-status')).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    // The API was asked once, for the original (the width is not passed on).
    expect(seen.slice(before)).toEqual(['/media/img/photo.jpg']);
  });

  it('never enlarges: a smaller original comes as it is', async () => {
    const { response, body } = await get(`/media/img/small.jpg?w=${IMAGE_WIDTHS.at(-1)}`);
    expect(response.status).toBe(200);
    expect(widthOf(body)).toBe(200);
    const wide = await get('/media/img/photo.jpg?w=1920');
    expect(widthOf(wide.body)).toBe(1200);
  });

  it('sends about half the width to a visitor saving data, as its own cache entry', async () => {
    const saving = await get('/media/img/photo.jpg?w=640', { 'Save-Data': 'on' });
    expect(widthOf(saving.body)).toBe(320);
    expect(saving.response.headers.get('vary')).toContain('Save-Data');
    const plain = await get('/media/img/photo.jpg?w=640');
    expect(widthOf(plain.body)).toBe(640);
  });
});

describe('the original, as the API sent it', () => {
  it('for a width that is not listed', async () => {
    const { response, body } = await get('/media/img/photo.jpg?w=500');
    expect(response.status).toBe(200);
    expect(body.equals(PHOTO)).toBe(true);
    expect(response.headers.get('x-cache-status')).toBeNull();
    expectMediaHeaders(response);
  });

  it('for a file that is not a picture the filter reads (a page stays a download)', async () => {
    const page = await get('/media/uploads/page.html?w=320');
    expect(page.response.status).toBe(200);
    expect(page.body.toString()).toBe('<p>a page</p>');
    expect(page.response.headers.get('content-disposition')).toBe('attachment');
    expectMediaHeaders(page.response);

    const broken = await get('/media/uploads/fake.jpg?w=320');
    expect(broken.response.status).toBe(200);
    expect(broken.body.toString()).toBe('not a picture at all');
    expectMediaHeaders(broken.response);
  });

  it('for a picture larger than MEDIA_RESIZE_MAX', async () => {
    const { response, body } = await get('/media/img/huge.jpg?w=320');
    expect(response.status).toBe(200);
    expect(body.equals(HUGE)).toBe(true);
  });

  it('a missing file stays the API 404, not an error page of nginx', async () => {
    const { response, body } = await get('/media/img/missing.jpg?w=320');
    expect(response.status).toBe(404);
    expect(body.toString()).toBe('{"detail":"not found"}');
  });
});

describe('the resizer is not an address of its own', () => {
  it('answers 404 to /_media_sized/ and 405 to a POST of a size', async () => {
    expect((await get('/_media_sized/320/media/img/photo.jpg')).response.status).toBe(404);
    const post = await fetch(`${nginx.url}/media/img/photo.jpg?w=320`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
