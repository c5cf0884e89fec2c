/**
 * Helpers of the `serve` tests: a small fake build (prerendered pages per language, frame pages, one
 * hashed asset with its .br/.gz), a tiny fake API on node:http, and nginx started through the same
 * code `npm run serve` uses, on free ports. `fakeBackendForSuite` and `nginxForSuite` register a file's (or a
 * describe's) setup and teardown, so each test file states only what it serves differently.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { compressDist } from '../../scripts/compress-dist';
import { BUILD_RECORD, buildSettings, writeRecord } from '../../scripts/config/siteSettings';
import { SEARCH_INDEX_DIR } from '../../scripts/search-index/build';
import { freePort, optionsFromEnv, startNginx, type RunningNginx } from '../../scripts/serve';
import { LANGS } from '../../src/api/types';
import { hrefFor } from '../../src/addresses/href';
import { pageList } from '../../src/app/pages';

export { LANGS };

/** A page path below the language as the fake prerender's folders name it: `post/first-news`, `welcome`, `` for home. */
const folder = (path: string) => path.replace(/^\/|\/$/g, '');

/**
 * The pages the fake prerender wrote, per language (path → file under _prerender/<lang>/): one of
 * every page of the table it writes (src/app/pages.ts): `page` ones at their path, `linked` ones at
 * an item `first-news` (a news item of the fixtures' kind). `never` pages have none.
 */
export const PAGES = pageList
  .filter((page) => page.prerender !== 'never')
  .map((page) => {
    const path = hrefFor(page.id, page.prerender === 'linked' ? { slug: 'first-news' } : {});
    return { path, folder: folder(path) };
  });

export function pageMarker(lang: string, page: string): string {
  return `PAGE ${lang} /${page}`;
}
export const framePageMarker = (lang: string) => `FRAME ${lang}`;
export const notFoundMarker = (lang: string) => `NOT FOUND ${lang}`;
export const welcomeFramePageMarker = (lang: string) => `WELCOME-FRAME ${lang}`;
export const SPA_MARKER = 'SPA TEMPLATE';
/** A news item the fake prerender removed (scripts/prerender.ts leaves `.removed` in its folder). */
export const REMOVED_PAGE = folder(hrefFor('post', { slug: 'removed-news' }));

/** A script big enough to be compressed (compress-dist skips files under 512 bytes). */
export const ASSET_NAME = 'app-3f9a1c2e.js';
export const ASSET_BODY = `export const words = ${JSON.stringify(
  Array.from({ length: 200 }, (_, i) => `word-${i % 17}`),
)};\n`;

const html = (lang: string, marker: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${marker}</title>` +
  `<script type="module" src="/assets/${ASSET_NAME}"></script></head><body><p>${marker}</p>` +
  // Real pages are a few KB: big enough for nginx's on-the-fly gzip (gzip_min_length 512).
  `<p>${'Döwlet migrasiýa gullugy. '.repeat(40)}</p></body></html>\n`;

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** The build's record of its settings, as `npm run build` writes it (build/vite/siteSettingsRecord.ts). */
export function writeBuildRecord(dir: string, buildEnv: NodeJS.ProcessEnv): void {
  mkdirSync(dir, { recursive: true });
  writeRecord(join(dir, BUILD_RECORD), {
    by: 'build',
    at: new Date().toISOString(),
    settings: buildSettings(buildEnv),
  });
}

/**
 * A fake `dist/`: what `npm run build` and `npm run prerender` write, in miniature. `buildEnv`: the
 * variables its record says the build was made with (a build for the mock by default).
 */
export async function makeFakeDist(
  options: { prerendered?: boolean; buildEnv?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'serve-test-dist-'));
  // nginx's workers run as an unprivileged user when the tests run as root.
  chmodSync(dir, 0o755);
  writeBuildRecord(dir, options.buildEnv ?? { VITE_CAPTCHA: 'offline' });
  write(join(dir, 'index.html'), html('tk', SPA_MARKER));
  write(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  write(join(dir, 'assets', ASSET_NAME), ASSET_BODY);
  write(join(dir, '.vite', 'manifest.json'), '{"secret": "build metadata"}');
  // The site search's engine, one per language as the prerender writes it (scripts/search-index).
  for (const lang of LANGS)
    write(join(dir, SEARCH_INDEX_DIR, lang, 'pagefind.js'), 'export const createInstance = () => null;\n');
  if (options.prerendered !== false) {
    for (const lang of LANGS) {
      const base = join(dir, '_prerender', lang);
      for (const { folder } of PAGES)
        write(join(base, folder, 'index.html'), html(lang, pageMarker(lang, folder)));
      write(join(base, '_frame.html'), html(lang, framePageMarker(lang)));
      write(join(base, 'welcome', '_frame.html'), html(lang, welcomeFramePageMarker(lang)));
      write(join(base, '_404.html'), html(lang, notFoundMarker(lang)));
      // An item the prerender removed (gone from the API): its folder keeps only the mark.
      write(join(base, REMOVED_PAGE, '.removed'), '');
    }
  }
  await compressDist(dir);
  return dir;
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface FakeApi {
  origin: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** Files the fake API serves with their types: what a backend may hold under /media/ and /rss/. */
export const MEDIA_TYPES: Record<string, string> = {
  '/media/uploads/page.html': 'text/html; charset=utf-8',
  '/media/uploads/drawing.svg': 'image/svg+xml',
  '/media/uploads/report.pdf': 'application/pdf',
  '/media/uploads/photo.jpg': 'image/jpeg',
  '/media/uploads/clip.mp4': 'video/mp4',
  '/rss/tm': 'application/rss+xml; charset=utf-8',
  '/weather/current': 'application/json',
};

/**
 * The fake API: echoes what it received as JSON; `/api/v1/slow/` never answers (until closed);
 * `/api/v1/own-503/` answers the API's own 503 with its body.
 */
export async function startFakeApi(): Promise<FakeApi> {
  const seen: SeenRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      if (req.url?.startsWith('/api/v1/slow/')) {
        hanging.add(res);
        return;
      }
      const media = MEDIA_TYPES[req.url ?? ''];
      if (media) {
        // What a backend framework adds (its name, its own headers), which nginx must replace.
        res.writeHead(200, {
          'content-type': media,
          'x-powered-by': 'Express',
          'content-security-policy': "default-src *; script-src 'unsafe-inline'",
          'content-disposition': 'inline',
        });
        res.end(media.startsWith('text/html') ? '<script>alert(document.cookie)</script>' : 'file');
        return;
      }
      if (req.url?.startsWith('/api/v1/own-503/')) {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ detail: 'maintenance from the API itself' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'x-powered-by': 'Express' });
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          host: req.headers.host,
          bodyBytes: Buffer.concat(chunks).length,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export { freePort };

/** nginx through scripts/serve.ts's own start, with the variables a test sets. */
export async function startServe(env: Record<string, string>): Promise<RunningNginx> {
  const port = await freePort();
  const all = {
    PATH: process.env.PATH,
    ACCESS_LOG: 'off',
    WORKER_PROCESSES: '1',
    PORT: String(port),
    ...env,
  };
  return startNginx(optionsFromEnv(all), { output: 'collect', env: all });
}

/** nginx over `env` for the length of `run`, stopped afterwards even when `run` fails. */
export async function withServe<T>(
  env: Record<string, string>,
  run: (nginx: RunningNginx) => Promise<T>,
): Promise<T> {
  const nginx = await startServe(env);
  try {
    return await run(nginx);
  } finally {
    await nginx.stop();
  }
}

/**
 * nginx over `env()` (read when it starts), started before the tests of the calling file or
 * describe and stopped after them. Its `url` is there once the tests run.
 */
export function nginxForSuite(env: () => Record<string, string> | Promise<Record<string, string>>): {
  readonly url: string;
} {
  let nginx: RunningNginx | undefined;
  beforeAll(async () => {
    nginx = await startServe(await env());
  });
  afterAll(async () => {
    await nginx?.stop();
  });
  return {
    get url() {
      if (!nginx) throw new Error('nginx has not started: nginxForSuite starts it in beforeAll');
      return nginx.url;
    },
  };
}

/**
 * The fake build and the fake API, made before the tests of the calling file or describe and
 * removed after them; `site()` is the environment that serves the one in front of the other.
 */
export function fakeBackendForSuite(options: { prerendered?: boolean } = {}): {
  readonly dist: string;
  readonly api: FakeApi;
  readonly site: () => Record<string, string>;
} {
  let dist: string | undefined;
  let api: FakeApi | undefined;
  beforeAll(async () => {
    dist = await makeFakeDist(options);
    api = await startFakeApi();
  });
  afterAll(async () => {
    await api?.close();
    if (dist) removeDir(dist);
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the fake backend is made in beforeAll');
    return value;
  };
  return {
    get dist() {
      return started(dist);
    },
    get api() {
      return started(api);
    },
    site: () => ({ DIST_DIR: started(dist), API_ORIGIN: started(api).origin }),
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (never decompressed). */
  body: Buffer;
  text: string;
}

/** One HTTP request with node:http: nothing decompressed or followed, a hang fails it. */
export function raw(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    timeoutMs?: number;
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      // A connection per request (agent: false): Node 20's default agent keeps connections alive, and
      // a probe must not land on a connection an earlier probe left in another state.
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        timeout: options.timeoutMs ?? 15_000,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`no answer from ${url} in ${options.timeoutMs ?? 15_000} ms`)),
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A visitor POST as the forms send it (multipart). */
export function formPost(url: string, fields: Record<string, string>, extra: Buffer = Buffer.alloc(0)) {
  const boundary = '----serve-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    extra.length
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          extra,
          Buffer.from('\r\n'),
        ])
      : Buffer.alloc(0),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return raw(url, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
    body,
  });
}

/**
 * A private folder for a suite's log files: made before its tests, removed after. Call it before
 * `nginxForSuite`, whose options name files in it (`logs.path('access.log')`).
 */
export function logDirForSuite(prefix: string): {
  path(name: string): string;
  /** The JSON lines of a log in it, each parsed (a line that is not JSON fails the test); none yet: []. */
  lines(name: string): Record<string, unknown>[];
} {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => removeDir(dir));
  const path = (name: string) => join(dir, name);
  return {
    path,
    lines: (name) => {
      let text: string;
      try {
        text = readFileSync(path(name), 'utf8');
      } catch (error) {
        // Not written yet: nginx opens a log at its first line.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    },
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** nginx's master and its workers (their parent is the master), as the kernel lists them. */
export function nginxFamily(masterPid: number): number[] {
  const family = [masterPid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === masterPid) family.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return family;
}

/**
 * The master's worker processes among its children (nginx also runs a cache manager and, for a
 * minute after the start, a cache loader for the resized pictures' cache, decision 0150).
 */
export function nginxWorkers(masterPid: number): number[] {
  return nginxFamily(masterPid)
    .slice(1)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('worker process');
      } catch {
        return false;
      }
    });
}

/** Whether a process still exists (a zombie counts as gone: it runs nothing). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

const root = resolve(import.meta.dirname, '../..');

/** What a command printed (standard output and error, interleaved) and its exit status. */
export interface CommandRun {
  status: number | null;
  output: string;
}

/**
 * A command run as an operator runs it: its own process, with exactly `env` (and PATH). Stopped
 * after `limitMs` (below the test's own limit), so the test fails on what it printed, not on a time-out.
 */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
  limitMs = 110_000,
): Promise<CommandRun> {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), limitMs);
    child.on('exit', (status) => {
      clearTimeout(timer);
      done({ status, output });
    });
  });
}
