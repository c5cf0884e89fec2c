/**
 * Another host's pictures (deploy/nginx/media-sizes*.conf, scripts/serve/mediaOrigins.ts,
 * decision 0150): a host MEDIA_ORIGINS names is resized like the API's `/media/` — a listed width
 * made once by the same resizer and kept in the same cache, the original otherwise, the media
 * headers on every answer, nothing of the visitor's passed on — and a host it does not name is
 * not reached at all.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeJpeg } from '../../mock-api/media-gen';
import { makeFakeDist, startServe } from './support';
import { mediaOriginProxy, systemNameServers } from '../../scripts/serve/mediaOrigins';
import type { RunningNginx } from '../../scripts/serve';

const PHOTO = encodeJpeg('photo', 1200, 800);

interface Host {
  server: Server;
  origin: string;
  seen: { url: string; headers: IncomingHttpHeaders }[];
}

/** A picture host: `/img/photo.jpg`, a page, 404 for anything else. */
async function pictureHost(): Promise<Host> {
  const seen: Host['seen'] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    if (req.url === '/img/photo.jpg') {
      res.writeHead(200, {
        'content-type': 'image/jpeg',
        'set-cookie': 'tracker=1',
        'content-security-policy': "default-src *; script-src 'unsafe-inline'",
      });
      res.end(PHOTO);
    } else if (req.url === '/uploads/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<p>a page</p>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

let listed: Host;
let unlisted: Host;
let dist = '';
let nginx: RunningNginx;

beforeAll(async () => {
  [listed, unlisted] = await Promise.all([pictureHost(), pictureHost()]);
  dist = await makeFakeDist({ prerendered: false });
  // A wildcard names no host nginx could fetch from: allowed by the CSP, never proxied.
  nginx = await startServe({
    DIST_DIR: dist,
    API_ORIGIN: 'http://127.0.0.1:9',
    MEDIA_ORIGINS: `${listed.origin} https://*.example.org`,
  });
});

afterAll(async () => {
  await nginx?.stop();
  for (const host of [listed, unlisted]) await new Promise<void>((done) => host?.server.close(() => done()));
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const address = (host: Host, path: string) => `/media-origins/${new URL(host.origin).host}${path}`;

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${nginx.url}${path}`, { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

function expectMediaHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toContain('sandbox');
  expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  expect(response.headers.get('set-cookie')).toBeNull();
}

describe('a host MEDIA_ORIGINS names', () => {
  it('is resized to a listed width once, then served from the cache', async () => {
    const before = listed.seen.length;
    const first = await get(address(listed, '/img/photo.jpg?w=320'), { Cookie: 'session=secret' });
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('x-cache-status')).toBe('MISS');
    expectMediaHeaders(first.response);
    expect(jpeg.decode(first.body, { useTArray: true }).width).toBe(320);

    const second = await get(address(listed, '/img/photo.jpg?w=320'));
    expect(second.response.headers.get('x-cache-status')).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    // Asked once, for the original under its own name, without the visitor's cookie.
    const asked = listed.seen.slice(before);
    expect(asked.map((request) => request.url)).toEqual(['/img/photo.jpg']);
    expect(asked[0]!.headers.host).toBe(new URL(listed.origin).host);
    expect(asked[0]!.headers.cookie ?? '').toBe('');
  });

  it('sends the original for a width that is not listed, and a page as a download', async () => {
    const original = await get(address(listed, '/img/photo.jpg?w=500'));
    expect(original.response.status).toBe(200);
    expect(original.body.equals(PHOTO)).toBe(true);
    expectMediaHeaders(original.response);

    const page = await get(address(listed, '/uploads/page.html?w=320'));
    expect(page.response.status).toBe(200);
    expect(page.body.toString()).toBe('<p>a page</p>');
    expect(page.response.headers.get('content-disposition')).toBe('attachment');
    expectMediaHeaders(page.response);
  });

  it('answers 405 to a POST', async () => {
    const post = await fetch(`${nginx.url}${address(listed, '/img/photo.jpg?w=320')}`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});

describe('a host it does not name', () => {
  it('is never fetched: 404, as for a wildcard entry', async () => {
    for (const path of [
      address(unlisted, '/img/photo.jpg?w=320'),
      address(unlisted, '/img/photo.jpg'),
      '/media-origins/media.example.org/img/photo.jpg?w=320',
      `/_media_sized/320${address(listed, '/img/photo.jpg')}`,
      `/_media_original${address(listed, '/img/photo.jpg')}`,
    ]) {
      expect((await get(path)).response.status, path).toBe(404);
    }
    expect(unlisted.seen).toEqual([]);
  });
});

describe('host names', () => {
  it('are resolved when a request needs them, through the system name servers', () => {
    const dir = mkdtempSync(join(tmpdir(), 'resolv-'));
    try {
      const conf = join(dir, 'resolv.conf');
      writeFileSync(conf, '# comment\nnameserver 10.0.0.53\nnameserver fe80::1%eth0\nsearch example\n');
      expect(systemNameServers(conf)).toEqual(['10.0.0.53', '[fe80::1]']);
      expect(systemNameServers(join(dir, 'missing'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const named = mediaOriginProxy(['https://media.example.org'], '5s', '30s', () => ['10.0.0.53']);
    expect(named.resolver).toEqual(['resolver 10.0.0.53 valid=300s;', 'resolver_timeout 5s;']);
    // An address needs no resolver; a name without a name server stops the start with a message.
    expect(mediaOriginProxy(['http://127.0.0.1:8081'], '5s', '30s', () => []).resolver).toEqual([]);
    expect(() => mediaOriginProxy(['https://media.example.org'], '5s', '30s', () => [])).toThrow(
      /MEDIA_ORIGINS names media\.example\.org.*no name server/,
    );
  });
});
