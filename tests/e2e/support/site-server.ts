/**
 * The site for the end-to-end tests, started by playwright.config.ts's `webServer`: the production
 * build, served on HOST:PORT with `/api` (and the mock's media, weather and feed paths) proxied to
 * API_ORIGIN, the mock that the config starts first.
 *
 * The build goes to a private folder per run (not `dist/`): several people or CI steps may build at
 * the same time, and a test must never run against a half-written or stale `dist/`. It is removed
 * when Playwright stops the server (SIGTERM, see `gracefulShutdown` in the config).
 * E2E_DIST=dist serves an existing build instead (e.g. right after `npm run build`).
 * E2E_BUILD_ENV (a JSON object of `VITE_*` variables) configures this one build, e.g. a site key.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { preview } from 'vite';
import { proxyTable } from '../../../vite.config';
import { buildProduction } from '../../../scripts/build-production';

const root = resolve(import.meta.dirname, '../../..');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (the Playwright config sets it).`);
  return value;
}

function buildEnv(): Record<string, string> {
  const raw = process.env.E2E_BUILD_ENV;
  if (!raw) return {};
  const parsed = JSON.parse(raw) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('E2E_BUILD_ENV must be a JSON object of strings');
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
}

async function main(): Promise<void> {
  const host = required('HOST');
  const port = Number(required('PORT'));
  const apiOrigin = required('API_ORIGIN');

  let outDir: string;
  let cleanup = () => undefined as void;
  if (process.env.E2E_DIST) {
    outDir = resolve(root, process.env.E2E_DIST);
    if (!existsSync(join(outDir, 'index.html')))
      throw new Error(`E2E_DIST=${process.env.E2E_DIST}: ${outDir}/index.html is missing — build first.`);
  } else {
    outDir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
    cleanup = () => rmSync(outDir, { recursive: true, force: true });
    const started = Date.now();
    try {
      await buildProduction(outDir, buildEnv());
    } catch (error) {
      cleanup();
      throw error;
    }
    console.log(`[site] production build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const server = await preview({
    root,
    // The config file's own preview port and proxy read the environment; here everything is explicit.
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { host, port, strictPort: true, proxy: proxyTable(apiOrigin), open: false },
  });
  console.log(`[site] ${outDir} on http://${host}:${port}, API ${apiOrigin}`);

  const stop = () => {
    void server.close().finally(() => {
      cleanup();
      process.exit(0);
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(`[site] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
