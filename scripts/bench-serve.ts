/**
 * `npm run bench:serve [-- --requests 10000 --connections 10]`: a load check of the production
 * path, not a test. Requests `/` and every file its HTML loads (scripts, module preloads,
 * stylesheets, the logo), cycled in page order, with a browser's `Accept-Encoding: gzip, deflate,
 * br`, against nginx (`npm run serve`'s own start) and then `vite preview` over the same build, on
 * loopback only (no API behind either), and prints requests per second, latency percentiles and errors for each. Fails
 * (exit 1) if either server answered anything but 2xx.
 *
 * The build: DIST_DIR when set (e.g. a prerendered `dist/`), else a fresh production build (for the
 * mock) into a temporary folder, compressed as `npm run build` does. Each server runs in its own
 * process: the client's event loop never slows the server it measures.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildProduction } from './build-production';
import { compressDist } from './compress-dist';
import { freePort, optionsFromEnv, startNginx } from './serve';

const HOST = '127.0.0.1';
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '500' },
  },
});
const amount = Number(values.requests);
const connections = Number(values.connections);
const warmup = Number(values.warmup);

/** `/` and the same-origin static files its HTML asks for, in document order. */
function pagePaths(html: string): string[] {
  const paths = ['/'];
  for (const match of html.matchAll(/<(?:script|link|img)\b[^>]*?\b(?:src|href)="(\/[^"]+)"/g)) {
    const path = match[1]!;
    // The data preloads (/api/…) are the API's load, not the static path's.
    if (!path.startsWith('//') && !path.startsWith('/api/') && !paths.includes(path)) paths.push(path);
  }
  return paths;
}

interface Row {
  server: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  mbPerSecond: number;
}

async function load(server: string, base: string, paths: string[], count: number): Promise<Row> {
  const result = await autocannon({
    url: base,
    connections,
    amount: count,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    server,
    requests: result.requests.sent,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    mbPerSecond: result.throughput.average / 1_000_000,
  };
}

async function waitFor(url: string, stopped: () => boolean): Promise<void> {
  for (;;) {
    if (stopped()) throw new Error(`${url}: the server ended before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main(): Promise<void> {
  let distDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : '';
  let cleanup = () => undefined as void;
  if (!distDir) {
    distDir = mkdtempSync(join(tmpdir(), 'bench-serve-'));
    // Started as root, nginx's workers run as an unprivileged user: they must read the build.
    chmodSync(distDir, 0o755);
    cleanup = () => rmSync(distDir, { recursive: true, force: true });
    console.log(`[bench] building into ${distDir} (VITE_CAPTCHA=offline, compressed as npm run build does)`);
    await buildProduction(distDir, { VITE_CAPTCHA: 'offline' });
    await compressDist(distDir);
  } else if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html is missing: run npm run build first`);
  }

  const rows: Row[] = [];
  const nginx = await startNginx(
    optionsFromEnv({
      PATH: process.env.PATH,
      DIST_DIR: distDir,
      PORT: String(await freePort()),
      ACCESS_LOG: 'off',
    }),
    { output: 'collect' },
  );
  let paths: string[];
  try {
    paths = pagePaths(await (await fetch(`${nginx.url}/`)).text());
    console.log(`[bench] ${paths.length} paths: ${paths.join(' ')}`);
    await load('warm-up', nginx.url, paths, warmup);
    rows.push(await load('nginx (npm run serve)', nginx.url, paths, amount));
  } finally {
    await nginx.stop();
  }

  const port = await freePort();
  const preview = spawn(
    process.execPath,
    [
      join('node_modules', 'vite', 'bin', 'vite.js'),
      'preview',
      '--outDir',
      distDir,
      '--host',
      HOST,
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: ['ignore', 'ignore', 'ignore'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  let previewEnded = false;
  const previewExit = new Promise<void>((done) =>
    preview.once('exit', () => {
      previewEnded = true;
      done();
    }),
  );
  try {
    const base = `http://${HOST}:${port}`;
    await waitFor(`${base}/`, () => previewEnded);
    await load('warm-up', base, paths, warmup);
    rows.push(await load('vite preview', base, paths, amount));
  } finally {
    preview.kill('SIGTERM');
    await previewExit;
    cleanup();
  }

  console.log(
    `\n${amount} requests, ${connections} connections, loopback; ${cpus().length} cores, load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.table(
    rows.map((r) => ({
      server: r.server,
      requests: r.requests,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'MB/s': r.mbPerSecond.toFixed(1),
      errors: r.errors,
      non2xx: r.non2xx,
    })),
  );
  const failed = rows.filter((r) => r.errors || r.non2xx);
  for (const r of failed)
    console.error(`${r.server}: ${r.errors} errors, ${r.non2xx} non-2xx answers (want 0)`);
  if (failed.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
