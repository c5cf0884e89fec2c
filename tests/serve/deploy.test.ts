/**
 * `npm run deploy:dist` (scripts/deploy-dist.ts) under a running nginx: a new release is built
 * beside the served one and switched in at once, tabs of the previous build still get its chunks
 * for a week, and the last good prerender stays when the new one cannot run.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployDist, KEEP_ASSETS_MS } from '../../scripts/deploy-dist';
import type { RunningNginx } from '../../scripts/serve';
import { raw, removeDir, startServe } from './support';

let root: string;
let nginx: RunningNginx;
const quiet = () => undefined;

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** A build in miniature: its page names its one hashed chunk. */
function fakeBuild(version: string) {
  return (dist: string, ssr: string) => {
    write(join(dist, 'index.html'), `<!doctype html><title>SPA ${version}</title>`);
    write(join(dist, 'assets', `chunk-${version}.js`), `export const v = '${version}';\n`);
    write(join(ssr, 'entry-server.js'), '');
    return Promise.resolve();
  };
}

function fakePrerender(version: string) {
  return (dist: string) => {
    write(join(dist, '_prerender', 'tm', 'index.html'), `<!doctype html><p>PAGE ${version}</p>`);
    return Promise.resolve();
  };
}

const day = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-25T10:00:00Z');

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-deploy-'));
  // nginx's workers run as an unprivileged user when the tests run as root.
  chmodSync(root, 0o755);
  await deployDist({ root, build: fakeBuild('v1'), prerender: fakePrerender('v1'), now: start, log: quiet });
  nginx = await startServe({ DIST_DIR: join(root, 'current', 'dist') });
});

afterAll(async () => {
  await nginx?.stop();
  removeDir(root);
});

describe('a deploy under a running nginx', () => {
  it('serves the old release in full while the new one builds, then switches', async () => {
    const during: number[] = [];
    const build = fakeBuild('v2');
    await deployDist({
      root,
      now: new Date(start.getTime() + day),
      log: quiet,
      async build(dist, ssr) {
        await build(dist, ssr);
        // Mid-build: the page and its chunk are the previous release's, untouched.
        during.push(
          (await raw(`${nginx.url}/tm/`)).status,
          (await raw(`${nginx.url}/assets/chunk-v1.js`)).status,
        );
        expect((await raw(`${nginx.url}/tm/`)).text).toContain('PAGE v1');
      },
      prerender: () => Promise.reject(new Error('API down')),
    });
    expect(during).toEqual([200, 200]);
    // Switched: the new chunk is there, the old one too (open tabs), and the last good prerender.
    expect((await raw(`${nginx.url}/assets/chunk-v2.js`)).status).toBe(200);
    expect((await raw(`${nginx.url}/assets/chunk-v1.js`)).status).toBe(200);
    const page = await raw(`${nginx.url}/tm/`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('PAGE v1');
  });

  it('drops a previous build’s chunks a week after they were first left out', async () => {
    const sixDays = await deployDist({
      root,
      build: fakeBuild('v3'),
      prerender: fakePrerender('v3'),
      now: new Date(start.getTime() + day + KEEP_ASSETS_MS - day),
      log: quiet,
    });
    expect(sixDays.carried.sort()).toEqual(['chunk-v1.js', 'chunk-v2.js']);
    expect((await raw(`${nginx.url}/tm/`)).text).toContain('PAGE v3');

    const later = await deployDist({
      root,
      build: fakeBuild('v4'),
      now: new Date(start.getTime() + day + KEEP_ASSETS_MS + 1),
      log: quiet,
    });
    expect(later.expired).toEqual(['chunk-v1.js']);
    expect((await raw(`${nginx.url}/assets/chunk-v1.js`)).status).toBe(404);
    for (const version of ['v2', 'v3', 'v4'])
      expect((await raw(`${nginx.url}/assets/chunk-${version}.js`)).status).toBe(200);
    // Three releases kept for a rollback, the oldest removed.
    expect(readdirSync(join(root, 'releases'))).toHaveLength(3);
    expect(later.removedReleases).toHaveLength(1);
    expect(existsSync(join(root, 'current', 'dist', 'index.html'))).toBe(true);
  });
});
