/**
 * Global setup of the `e2e` vitest project: builds the site into a private folder, starts the mock
 * API and `vite preview` (proxying `/api`, `/media`, `/weather` to the mock) on free loopback ports,
 * hands their URLs to the tests (`inject('baseUrl')`, `inject('mockUrl')`) and stops both afterwards.
 *
 * The build goes to its own folder per run (not `dist/`): several people or CI steps may build at
 * the same time, and a test must never run against a half-written or stale `dist/`.
 * Set E2E_DIST=dist to serve an existing build instead (e.g. right after `npm run build`).
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { proxyTable } from '../../vite.config';
import { createMockServer } from '../../mock-api/server';
import { buildProduction } from '../../scripts/build-production';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The preview server's origin, e.g. `http://127.0.0.1:41234`. */
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
  return { outDir, cleanup: () => rmSync(outDir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const site = await buildSite();
  const mock = await createMockServer({ port: 0, host: HOST, quiet: true });
  let server: PreviewServer;
  try {
    server = await preview({
      root,
      // The config file's own preview port/proxy read the environment; here everything is explicit.
      configFile: false,
      logLevel: 'warn',
      build: { outDir: site.outDir },
      preview: { host: HOST, port: 0, strictPort: true, proxy: proxyTable(mock.url), open: false },
    });
  } catch (error) {
    await mock.close();
    site.cleanup();
    throw error;
  }
  const address = server.httpServer.address() as AddressInfo | null;
  if (!address || typeof address === 'string') throw new Error('vite preview did not report a bound port');
  const baseUrl = `http://${HOST}:${address.port}`;

  project.provide('baseUrl', baseUrl);
  project.provide('mockUrl', mock.url.replace(/\/$/, ''));

  return async () => {
    await server.close();
    await mock.close();
    site.cleanup();
  };
}
