/**
 * The service worker of a prerendered build (docs/decisions/0160-a-workbox-service-worker-built-after-the-prerender.md):
 * run at the end of every successful prerender (scripts/prerender.ts), because the offline pages it
 * keeps are prerendered and the pages change with each run; also `npm run sw`.
 *
 * 1. The offline page of each language (`_prerender/<lang>/offline/index.html`, src/features/offline)
 *    is written to `sw-offline/<lang>.html` without its scripts: shown at another page's address,
 *    the app must not start on it (it would render that page, offline).
 * 2. src/sw/sw.ts is bundled by Vite (one classic script, minified, Workbox's logging left out)
 *    with the settings below, the build's id (a hash of its Vite manifest: each build makes a new
 *    worker, decision 0161) and each offline page's revision (a hash of its content). Nothing else
 *    is listed: the app's code and styles are kept when a page loads them, and installing fetches
 *    only the offline page of the visitor's language (decision 0260).
 * 3. `sw.js` replaces the previous one atomically, its stale precompressed siblings removed.
 *
 * SERVICE_WORKER=off writes the kill switch instead (killSwitch.ts, docs/deploying.md).
 * SW_NETWORK_TIMEOUT_S (default 3): how long pages and API reads wait for the network before the
 * kept copy answers.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { LANGS } from '../../src/api/types';
import {
  DEFAULT_SERVICE_WORKER_CONFIG,
  offlinePageUrl,
  type ServiceWorkerConfig,
  type ServiceWorkerSettings,
} from '../../src/sw/config';
import { href } from '../../src/addresses/href';
import { writeServedFile } from '../prerender/servedFile';
import { pageFile } from '../prerender/html';
import { KILL_SWITCH } from './killSwitch';

const repo = resolve(import.meta.dirname, '../..');
export const SW_FILE = 'sw.js';

export interface ServiceWorkerBuild {
  /** `worker` or, with SERVICE_WORKER=off, the kill switch. */
  kind: 'worker' | 'kill-switch';
  /** The offline pages written for the worker and their bytes (uncompressed). */
  offlinePages: number;
  offlineBytes: number;
  /** The languages whose offline page exists (a partial prerender may have none). */
  offlineLangs: string[];
  workerBytes: number;
}

/** The settings from the environment (SW_NETWORK_TIMEOUT_S), over the defaults. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceWorkerSettings {
  const raw = env.SW_NETWORK_TIMEOUT_S?.trim();
  const timeout = raw ? Number(raw) : DEFAULT_SERVICE_WORKER_CONFIG.networkTimeoutSeconds;
  if (!(timeout > 0 && timeout <= 60))
    throw new Error(`SW_NETWORK_TIMEOUT_S=${raw}: a number of seconds above 0, at most 60`);
  return { ...DEFAULT_SERVICE_WORKER_CONFIG, networkTimeoutSeconds: timeout };
}

/** The offline page as the worker serves it: the frame and text, without anything that starts the app. */
export function withoutAppStart(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}

/** The build the worker goes with: a hash of the Vite manifest, which names every file of it. */
function buildId(distDir: string): string {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`npm run build\` first.`);
  return createHash('sha256').update(readFileSync(manifestPath)).digest('hex').slice(0, 16);
}

/** Bundles src/sw/sw.ts into `outDir/sw.js`: one classic script (every browser runs those as workers). */
async function bundle(outDir: string, config: ServiceWorkerConfig): Promise<string> {
  await build({
    configFile: false,
    root: repo,
    logLevel: 'warn',
    mode: 'production',
    define: {
      __SW_CONFIG__: JSON.stringify(config),
      // Workbox's development logging and checks go with this.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir,
      emptyOutDir: false,
      write: true,
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      target: 'es2022',
      lib: {
        entry: join(repo, 'src/sw/sw.ts'),
        formats: ['iife'],
        name: 'siteServiceWorker',
        fileName: () => SW_FILE,
      },
    },
  });
  return join(outDir, SW_FILE);
}

export async function buildServiceWorker(
  distDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServiceWorkerBuild> {
  if (env.SERVICE_WORKER === 'off') {
    writeServedFile(join(distDir, SW_FILE), KILL_SWITCH);
    return {
      kind: 'kill-switch',
      offlinePages: 0,
      offlineBytes: 0,
      offlineLangs: [],
      workerBytes: KILL_SWITCH.length,
    };
  }
  const offlinePages: ServiceWorkerConfig['offlinePages'] = {};
  let offlineBytes = 0;
  for (const lang of LANGS) {
    const page = pageFile(distDir, href('offline', {}, lang));
    if (!existsSync(page)) continue;
    const html = withoutAppStart(readFileSync(page, 'utf8'));
    // Atomically, with its .br/.gz (scripts/prerender/servedFile.ts), which nginx sends.
    writeServedFile(join(distDir, offlinePageUrl(lang).slice(1)), html);
    offlinePages[lang] = createHash('sha256').update(html).digest('hex').slice(0, 16);
    offlineBytes += Buffer.byteLength(html);
  }
  const config: ServiceWorkerConfig = { ...configFromEnv(env), build: buildId(distDir), offlinePages };
  const work = mkdtempSync(join(tmpdir(), 'sw-build-'));
  try {
    const code = readFileSync(await bundle(work, config), 'utf8');
    writeServedFile(join(distDir, SW_FILE), code);
    return {
      kind: 'worker',
      offlinePages: Object.keys(offlinePages).length,
      offlineBytes,
      offlineLangs: Object.keys(offlinePages),
      workerBytes: Buffer.byteLength(code),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** One line for the prerender's and `npm run sw`'s output. */
export function describeBuild(result: ServiceWorkerBuild, distDir: string): string {
  if (result.kind === 'kill-switch')
    return `✔ service worker: SERVICE_WORKER=off, ${join(distDir, SW_FILE)} is the kill switch`;
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const offline = result.offlineLangs.length
    ? `offline page in ${result.offlineLangs.join(', ')}`
    : 'no offline page (the prerender wrote no /offline)';
  return `✔ service worker: ${join(distDir, SW_FILE)} (${kB(result.workerBytes)}), ${result.offlinePages} offline pages (${kB(result.offlineBytes)}; installing fetches the visitor's language's only), ${offline}`;
}

/** The prerender's last step: the worker for the pages it wrote, and one line saying what it holds. */
export async function afterPrerender(distDir: string): Promise<void> {
  console.log(describeBuild(await buildServiceWorker(distDir), distDir));
}
