/**
 * The service worker of a prerendered build (docs/decisions/0160-a-workbox-service-worker-built-after-the-prerender.md):
 * run at the end of every successful prerender (scripts/prerender.ts), because the offline pages it
 * precaches are prerendered and the pages change with each run; also `npm run sw`.
 *
 * 1. The offline page of each language (`_prerender/<lang>/offline/index.html`, src/features/offline)
 *    is written to `sw-offline/<lang>.html` without its scripts: shown at another page's address,
 *    the app must not start on it (it would render that page, offline).
 * 2. src/sw/sw.ts is bundled by Vite (one classic script, minified, Workbox's logging left out)
 *    with the settings below.
 * 3. workbox-build's injectManifest writes the precache list into it: this build's JavaScript and
 *    CSS, as the Vite manifest names them (not the older chunks a deploy keeps beside them, not the
 *    pictures), and the offline pages with a hash of their content.
 * 4. `sw.js` replaces the previous one atomically, its stale precompressed siblings removed.
 *
 * SERVICE_WORKER=off writes the kill switch instead (killSwitch.ts, docs/deploying.md).
 * SW_NETWORK_TIMEOUT_S (default 3): how long pages and API reads wait for the network before the
 * kept copy answers.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { LANGS } from '../../src/api/types';
import { DEFAULT_SERVICE_WORKER_CONFIG, offlinePageUrl, type ServiceWorkerConfig } from '../../src/sw/config';
import { href } from '../../src/app/href';
import { writeServedFile } from '../prerender/servedFile';
import { pageFile } from '../prerender/html';
import { KILL_SWITCH } from './killSwitch';

const repo = resolve(import.meta.dirname, '../..');
export const SW_FILE = 'sw.js';

export interface ServiceWorkerBuild {
  /** `worker` or, with SERVICE_WORKER=off, the kill switch. */
  kind: 'worker' | 'kill-switch';
  /** Files precached and their bytes (uncompressed). */
  precached: number;
  precachedBytes: number;
  /** The languages whose offline page exists (a partial prerender may have none). */
  offlineLangs: string[];
  workerBytes: number;
}

/** The settings from the environment (SW_NETWORK_TIMEOUT_S), over the defaults. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceWorkerConfig {
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

/** This build's own JavaScript and CSS, from its Vite manifest. */
function buildFiles(distDir: string): string[] {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`npm run build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (/\.(js|css)$/.test(chunk.file)) files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files].sort();
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
      precached: 0,
      precachedBytes: 0,
      offlineLangs: [],
      workerBytes: KILL_SWITCH.length,
    };
  }
  const config = configFromEnv(env);
  const offlineLangs: string[] = [];
  for (const lang of LANGS) {
    const page = pageFile(distDir, href('offline', {}, lang));
    if (!existsSync(page)) continue;
    // Atomically, with its .br/.gz (scripts/prerender/servedFile.ts); the worker gets none and loses
    // those of an older version (nginx would serve them).
    writeServedFile(
      join(distDir, offlinePageUrl(lang).slice(1)),
      withoutAppStart(readFileSync(page, 'utf8')),
    );
    offlineLangs.push(lang);
  }
  const files = buildFiles(distDir);
  const work = mkdtempSync(join(tmpdir(), 'sw-build-'));
  try {
    const swSrc = await bundle(work, config);
    const swDest = join(work, 'out', SW_FILE);
    const result = await injectManifest({
      swSrc,
      swDest,
      globDirectory: distDir,
      // The offline pages, revisioned by their content; the build's files are hashed by name.
      globPatterns: offlineLangs.length ? ['sw-offline/*.html'] : [],
      additionalManifestEntries: files.map((file) => ({ url: `/${file}`, revision: null })),
      modifyURLPrefix: { '': '/' },
      // The largest chunk of the site is far below this; a bigger one is a mistake to see, not to skip.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    });
    if (result.warnings.length) throw new Error(`workbox-build: ${result.warnings.join('; ')}`);
    const code = readFileSync(swDest, 'utf8');
    writeServedFile(join(distDir, SW_FILE), code);
    let bytes = result.size;
    for (const file of files) bytes += readFileSync(join(distDir, file)).length;
    return {
      kind: 'worker',
      precached: files.length + offlineLangs.length,
      precachedBytes: bytes,
      offlineLangs,
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
  return `✔ service worker: ${join(distDir, SW_FILE)} (${kB(result.workerBytes)}), ${result.precached} files precached (${kB(result.precachedBytes)}), ${offline}`;
}

/** The prerender's last step: the worker for the pages it wrote, and one line saying what it holds. */
export async function afterPrerender(distDir: string): Promise<void> {
  console.log(describeBuild(await buildServiceWorker(distDir), distDir));
}
