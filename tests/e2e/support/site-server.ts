/**
 * The site for the end-to-end tests, started by playwright.config.ts's `webServer`: the production
 * build (for the mock: VITE_CAPTCHA=offline, compressed as `npm run build` does), served by nginx
 * exactly as `npm run serve` runs it (scripts/serve.ts's own start: security headers, caching,
 * precompression, the proxy) on HOST:PORT, with `/api` (and the mock's media, weather and feed paths)
 * proxied to API_ORIGIN, the mock that the config starts first.
 *
 * The build goes to a private folder per run (not `dist/`): several people or CI steps may build at
 * the same time, and a test must never run against a half-written or stale `dist/`. It is removed
 * when Playwright stops the server (SIGTERM, see `gracefulShutdown` in the config).
 * E2E_DIST=dist serves an existing build instead (e.g. right after `npm run build`).
 * E2E_BUILD_ENV (a JSON object of `VITE_*` variables) configures this one build, e.g. a site key.
 * E2E_PRERENDER=1 also runs `npm run prerender`'s script against API_ORIGIN before serving, so nginx
 * answers with the prerendered page of the cookie's language (prerender.spec.ts). Such a site makes a
 * build of its own, with SITE_ORIGIN set to the address it serves, as the prerender has it: the
 * prerender refuses a build made without it (decision 0230). The build then goes under
 * node_modules/.tmp: the server bundle imports react & co. from the repository's node_modules.
 * E2E_PRERENDER_PAGES (comma-separated, e.g. `/,/contacts`) prerenders only those pages: seconds
 * instead of minutes, for a spec that needs no others (first-visit.spec.ts).
 * E2E_ACCESS_LOG (a file) turns nginx's access log on, for a test that reads what it kept.
 * E2E_SERVE_ENV (a JSON object) adds variables of `npm run serve` for this nginx (rum.spec.ts's RUM_SAMPLE).
 */
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildProduction } from '../../../scripts/build-production';
import { compressDist } from '../../../scripts/compress-dist';
import { optionsFromEnv, startNginx } from '../../../scripts/serve';

const root = resolve(import.meta.dirname, '../../..');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (the Playwright config sets it).`);
  return value;
}

/** The build's `VITE_*` variables: a build for the mock (offline captcha) unless E2E_BUILD_ENV says otherwise. */
function buildEnv(): Record<string, string> {
  const raw = process.env.E2E_BUILD_ENV;
  if (!raw) return { VITE_CAPTCHA: 'offline' };
  const parsed = JSON.parse(raw) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('E2E_BUILD_ENV must be a JSON object of strings');
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
}

/** The suite's default build: the mock's offline captcha and nothing else. */
function isDefaultBuild(env: Record<string, string>): boolean {
  const keys = Object.keys(env);
  return keys.length === 1 && env.VITE_CAPTCHA === 'offline';
}

/** Where the run's own site keeps its build for the others (playwright.config.ts sets it). */
function sharedBuildDir(): string | null {
  return process.env.E2E_SHARED_BUILD ? resolve(process.env.E2E_SHARED_BUILD) : null;
}

/**
 * `npm run prerender`'s own script, as production runs it on its schedule, with the build's
 * variables (SITE_ORIGIN among them: the served address, so the heads are absolute and the sitemap
 * is written).
 */
function runPrerender(
  distDir: string,
  ssrDir: string,
  apiOrigin: string,
  built: Record<string, string>,
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...built,
        API_ORIGIN: apiOrigin,
        DIST_DIR: distDir,
        SSR_DIR: ssrDir,
        PRERENDER_PAGES: process.env.E2E_PRERENDER_PAGES ?? '',
        // Every kind of page, in React's development build (a warning fails the prerender), and the
        // pages one link away (and the items of the API's lists); not every item of every list,
        // minutes of a loaded CI machine. One render worker: the other core runs the other specs,
        // and a second worker's start (tsx, the server bundle, React's development build) costs more
        // CPU than a few pages give back (14 runs of the prerender's own tests on a small site, 2026-11-29:
        // 198 CPU-s with two, 150 with one).
        PRERENDER_LINK_DEPTH: '1',
        PRERENDER_CONCURRENCY: '1',
        // The fixtures' pictures are all the API's /media/: a page with one the CSP would block, or
        // the server could not resize, fails the suite's build (scripts/prerender/media.ts).
        PRERENDER_STRICT_MEDIA: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`the prerender exited with ${code}:\n${output}`));
      // Its report (pages, seconds), not a line per page: what the prerender costs the suite.
      console.log(
        output
          .split('\n')
          .filter((line) => /^[✔✖]/.test(line))
          .join('\n'),
      );
      done();
    });
  });
}

async function main(): Promise<void> {
  const host = required('HOST');
  const port = Number(required('PORT'));
  const apiOrigin = required('API_ORIGIN');
  const env = buildEnv();

  let outDir: string;
  let cleanup = () => undefined as void;
  if (process.env.E2E_DIST) {
    outDir = resolve(root, process.env.E2E_DIST);
    if (!existsSync(join(outDir, 'index.html')))
      throw new Error(`E2E_DIST=${process.env.E2E_DIST}: ${outDir}/index.html is missing — build first.`);
  } else {
    const prerender = process.env.E2E_PRERENDER === '1';
    // A prerendered site's build names the origin it serves (SITE_ORIGIN), which the prerender
    // compares with its own: a build of its own (the client build and the server bundle took 6 s
    // together on 2026-11-29, niced beside other work).
    const built = prerender ? { ...env, SITE_ORIGIN: `http://${host}:${port}` } : env;
    // The run's own site (the config's webServer) builds into E2E_SHARED_BUILD; a second site that is
    // not prerendered, with the same build variables (rum.spec.ts), copies that build instead of
    // making it again. The webServer is up before any test.
    const shared = sharedBuildDir();
    const sharing = !prerender && isDefaultBuild(env) && shared !== null;
    const ownsShared = sharing && process.env.E2E_SHARED_BUILD_OWNER === '1';
    const parent = prerender ? join(root, 'node_modules', '.tmp') : tmpdir();
    mkdirSync(parent, { recursive: true });
    outDir = ownsShared ? shared : mkdtempSync(join(parent, 'e2e-dist-'));
    mkdirSync(outDir, { recursive: true });
    // nginx's workers run as an unprivileged user when the suite runs as root.
    chmodSync(outDir, 0o755);
    const ssrDir = `${outDir}-ssr`;
    cleanup = () => {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(ssrDir, { recursive: true, force: true });
    };
    const started = Date.now();
    try {
      if (sharing && !ownsShared && existsSync(join(shared, 'index.html'))) {
        cpSync(shared, outDir, { recursive: true });
        cpSync(`${shared}-ssr`, ssrDir, { recursive: true });
      } else {
        await buildProduction(outDir, built, ssrDir);
      }
      if (prerender) await runPrerender(outDir, ssrDir, apiOrigin, built);
      await compressDist(outDir);
    } catch (error) {
      cleanup();
      throw error;
    }
    console.log(`[site] production build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const nginx = await startNginx(
    optionsFromEnv({
      // The build's own variables too: with a reCAPTCHA site key the CSP allows Google's origins.
      ...env,
      PATH: process.env.PATH,
      HOST: host,
      PORT: String(port),
      DIST_DIR: outDir,
      API_ORIGIN: apiOrigin,
      ACCESS_LOG: process.env.E2E_ACCESS_LOG || 'off',
      WORKER_PROCESSES: '2',
      // The whole suite comes from 127.0.0.1 (two browsers, many pages at once): its form posts, API
      // reads and connections would meet the limits one visitor never does. serving.spec.ts and
      // tests/serve check the default allowances on their own nginx.
      RATE_LIMIT: '100r/s',
      RATE_BURST: '1000',
      READ_RATE_LIMIT: '1000r/s',
      READ_RATE_BURST: '10000',
      CONN_LIMIT: '10000',
      ...(JSON.parse(process.env.E2E_SERVE_ENV || '{}') as Record<string, string>),
    }),
    { output: 'collect' },
  ).catch((error: unknown) => {
    cleanup();
    throw error;
  });
  console.log(`[site] nginx (pid ${nginx.pid}) serves ${outDir} on ${nginx.url}, API ${apiOrigin}`);

  let stopping = false;
  const stop = () => {
    stopping = true;
    void nginx.stop().finally(() => {
      cleanup();
      process.exit(0);
    });
  };
  void nginx.exited.then((code) => {
    if (stopping) return;
    console.error(`[site] nginx ended by itself (${code})`);
    cleanup();
    process.exit(1);
  });
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(`[site] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
