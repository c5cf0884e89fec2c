import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let work = '';

/** A port nothing listens on: bound by the kernel, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(dir, name)).isFile())
    .sort();
}

beforeAll(() => {
  // Inside the repository: the server bundle imports react & co. from node_modules.
  mkdirSync(join(root, 'node_modules', '.tmp'), { recursive: true });
  work = mkdtempSync(join(root, 'node_modules', '.tmp', 'prerender-failure-'));
  // The real server bundle (the part that fetches); the template is the repository's index.html.
  const built = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      join(work, 'dist-ssr'),
      '--logLevel',
      'warn',
    ],
    // A build for the mock (offline captcha), as every test build is.
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', VITE_CAPTCHA: 'offline' } },
  );
  expect(built.status, built.stderr).toBe(0);
  mkdirSync(join(work, 'dist', '_prerender', 'tm'), { recursive: true });
  copyFileSync(join(root, 'index.html'), join(work, 'dist', 'index.html'));
  // The build's manifest: its boot entry is checked up front; the CSS lists are never read, the API fails first.
  mkdirSync(join(work, 'dist', '.vite'), { recursive: true });
  writeFileSync(
    join(work, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({ 'src/boot.ts': { file: 'assets/boot-x.js' } }),
  );
  writeFileSync(join(work, 'dist', '_prerender', 'tm', 'index.html'), 'the previous prerender');
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm run prerender against an API that is down', () => {
  it('exits 1 with a clear message and leaves the previous files as they were', async () => {
    const before = listFiles(join(work, 'dist'));
    const apiOrigin = `http://127.0.0.1:${await closedPort()}`;
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/prerender.ts')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, API_ORIGIN: apiOrigin, DIST_DIR: join(work, 'dist') },
      timeout: 120_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`the API at ${apiOrigin} did not answer`);
    expect(result.stderr).toContain('Nothing was written');
    expect(listFiles(join(work, 'dist'))).toEqual(before);
    expect(readFileSync(join(work, 'dist', '_prerender', 'tm', 'index.html'), 'utf8')).toBe(
      'the previous prerender',
    );
  }, 150_000);
});
