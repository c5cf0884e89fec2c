/**
 * Global setup of the `e2e` vitest project: builds the site into a private folder, starts the mock
 * API and nginx (`npm run serve`'s own start, proxying `/api`, `/media/…`, `/weather`, `/rss` to the
 * mock) on free loopback ports,
 * hands their URLs to the tests (`inject('baseUrl')`, `inject('mockUrl')`) and stops both afterwards.
 *
 * The build goes to its own folder per run (not `dist/`): several people or CI steps may build at
 * the same time, and a test must never run against a half-written or stale `dist/`.
 * Set E2E_DIST=dist to serve an existing build instead (e.g. right after `npm run build`).
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createMockServer } from '../../mock-api/server';
import { buildProduction } from '../../scripts/build-production';
import { compressDist } from '../../scripts/compress-dist';
import { freePort, optionsFromEnv, startNginx, type RunningNginx } from '../../scripts/serve';

declare module 'vitest' {
  export interface ProvidedContext {
    /** nginx's origin, e.g. `http://127.0.0.1:41234`. */
    baseUrl: string;
    /** The mock API's origin (its `/api/v1`, `/__mock/…`). */
    mockUrl: string;
  }
}

const root = resolve(import.meta.dirname, '../..');
const HOST = '127.0.0.1';

async function buildSite(): Promise<{ outDir: string; cleanup: () => void }> {
  if (process.env.E2E_DIST) {
    const outDir = resolve(root, process.env.E2E_DIST);
    if (!existsSync(join(outDir, 'index.html'))) {
      throw new Error(
        `E2E_DIST=${process.env.E2E_DIST}: ${outDir}/index.html is missing — run \`npx vite build\` first.`,
      );
    }
    return { outDir, cleanup: () => undefined };
  }
  const outDir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
  await buildProduction(outDir, { VITE_CAPTCHA: 'offline' });
  // As `npm run build` does: nginx serves the precompressed files.
  await compressDist(outDir);
  return { outDir, cleanup: () => rmSync(outDir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const site = await buildSite();
  const mock = await createMockServer({ port: 0, host: HOST, quiet: true });
  let nginx: RunningNginx;
  try {
    // The production path, as `npm run serve` runs it: nginx over the build, the mock as the API.
    // The suite sends many form posts from 127.0.0.1: a bigger allowance than the default burst
    // (tests/serve and the serving spec check the default).
    nginx = await startNginx(
      optionsFromEnv({
        PATH: process.env.PATH,
        DIST_DIR: site.outDir,
        API_ORIGIN: mock.url.replace(/\/$/, ''),
        PORT: String(await freePort(HOST)),
        ACCESS_LOG: 'off',
        WORKER_PROCESSES: '1',
        RATE_LIMIT: '100r/s',
        RATE_BURST: '1000',
      }),
      { output: 'collect' },
    );
  } catch (error) {
    await mock.close();
    site.cleanup();
    throw error;
  }
  const baseUrl = nginx.url;

  project.provide('baseUrl', baseUrl);
  project.provide('mockUrl', mock.url.replace(/\/$/, ''));

  return async () => {
    await nginx.stop();
    await mock.close();
    site.cleanup();
  };
}
