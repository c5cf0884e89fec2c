/**
 * `npm run serve`: the production path. Renders deploy/nginx/*.template into a private runtime
 * directory (pid, temp files, the rendered config) and runs nginx in the foreground as the current
 * user, serving DIST_DIR (the build plus the prerendered pages) and proxying the API to
 * API_ORIGIN. SIGTERM or SIGINT stops nginx and removes the runtime directory.
 *
 * `tsx scripts/serve.ts --render <dir>` writes the rendered files for a server's own nginx instead
 * (README, "Deploying").
 *
 * The tests (tests/serve) start nginx through `startNginx` below, the same code.
 *
 * Variables (all optional):
 *   HOST, PORT              where nginx listens (127.0.0.1, 8080)
 *   DIST_DIR                the build to serve (dist)
 *   API_ORIGIN              the API (and its /media/…, /weather, /rss/{lang}) (http://127.0.0.1:3001)
 *   MEDIA_ORIGINS           extra origins of the API's images and videos (img-src, media-src)
 *   FRAME_ORIGINS           extra origins of the map and video embeds (frame-src)
 *   HSTS=1                  send Strict-Transport-Security (only behind TLS)
 *   RATE_LIMIT, RATE_BURST  visitor POSTs per client address (30r/m, burst 20)
 *   MAX_BODY_SIZE           largest request body (6m; the attachment is 5 MB at most)
 *   PROXY_TIMEOUT           longest wait for the API before a 504 (30s)
 *   PROXY_CONNECT_TIMEOUT   longest wait to connect to the API before a 502/504 (5s)
 *   TRUSTED_PROXIES         addresses of a load balancer or CDN in front, whose X-Forwarded-For
 *                           then names the client (empty: the peer is the client)
 *   ACCESS_LOG              a file, or "off" (/dev/stdout)
 *   WORKER_PROCESSES        (auto)
 *   NGINX_BIN               the nginx binary (found on PATH or in /usr/sbin)
 * and the build's own VITE_WEATHER_URL, VITE_WEATHER_ICON_URL, VITE_WEATHER_KEY and
 * VITE_RECAPTCHA_SITE_KEY, which decide which third-party origins the CSP allows.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formPhrases } from '../src/shared/forms/formPhrases';
import { ConfigError, originOf, readSiteConfig } from '../src/shared/configRules';

const root = resolve(import.meta.dirname, '..');
export const TEMPLATE_DIR = join(root, 'deploy', 'nginx');
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const INSTALL_HINT =
  "Install it from Debian's packages: apt-get install -y nginx libnginx-mod-http-brotli-static";

/** reCAPTCHA's origins (Google's CSP guidance for reCAPTCHA v2), only when a site key is set. */
const RECAPTCHA_SCRIPT = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * Powerful features the site never uses, switched off for it and anything it embeds. Only names
 * Chromium knows: an unknown one prints a console error on every page.
 */
const PERMISSIONS_OFF = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export interface ServeOptions {
  host: string;
  port: number;
  distDir: string;
  apiOrigin: string;
  mediaOrigins: string[];
  frameOrigins: string[];
  /** Origins the weather widget calls (connect-src) and loads its icons from (img-src). */
  weatherConnectOrigins: string[];
  weatherImageOrigins: string[];
  recaptcha: boolean;
  hsts: boolean;
  rateLimit: string;
  rateBurst: number;
  maxBodySize: string;
  proxyTimeout: string;
  proxyConnectTimeout: string;
  trustedProxies: string[];
  accessLog: string;
  workerProcesses: string;
}

const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

function list(name: string, raw: string | undefined, pattern: RegExp): string[] {
  const items = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  for (const item of items) {
    if (!pattern.test(item))
      throw new ConfigError(`${name}: "${item}" is not valid (expected e.g. https://media.example.gov.tm).`);
  }
  return items;
}

function matching(
  name: string,
  raw: string | undefined,
  fallback: string,
  pattern: RegExp,
  hint: string,
): string {
  const value = (raw ?? '').trim() || fallback;
  if (!pattern.test(value)) throw new ConfigError(`${name} must be ${hint}, got "${value}".`);
  return value;
}

/** Reads and checks every variable; a wrong one stops the start with a message naming it. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServeOptions {
  const site = readSiteConfig(env, { productionBuild: false });
  const apiOrigin = matching(
    'API_ORIGIN',
    env.API_ORIGIN,
    'http://127.0.0.1:3001',
    ORIGIN,
    'an http(s) origin without a path',
  );
  const weatherConnect = site.weatherEnabled ? originOf(site.weatherUrl) : null;
  const weatherImages = site.weatherEnabled ? originOf(site.weatherIconUrl) : null;
  return {
    host: matching('HOST', env.HOST, '127.0.0.1', /^[0-9a-f.:]+$|^localhost$/i, 'an IP address'),
    port: Number(matching('PORT', env.PORT, '8080', /^\d{1,5}$/, 'a port number')),
    distDir: resolve(root, env.DIST_DIR || 'dist'),
    apiOrigin,
    mediaOrigins: list('MEDIA_ORIGINS', env.MEDIA_ORIGINS, ORIGIN),
    frameOrigins: list('FRAME_ORIGINS', env.FRAME_ORIGINS, ORIGIN),
    weatherConnectOrigins: weatherConnect ? [weatherConnect] : [],
    weatherImageOrigins: weatherImages ? [weatherImages] : [],
    recaptcha: site.captcha === 'recaptcha',
    hsts: env.HSTS === '1',
    rateLimit: matching('RATE_LIMIT', env.RATE_LIMIT, '30r/m', /^\d+r\/[sm]$/, 'like 30r/m or 5r/s'),
    rateBurst: Number(matching('RATE_BURST', env.RATE_BURST, '20', /^\d{1,6}$/, 'a whole number')),
    maxBodySize: matching('MAX_BODY_SIZE', env.MAX_BODY_SIZE, '6m', /^\d+[km]?$/i, 'like 6m or 512k'),
    proxyTimeout: matching('PROXY_TIMEOUT', env.PROXY_TIMEOUT, '30s', /^\d+(ms|s|m)?$/, 'like 30s'),
    proxyConnectTimeout: matching(
      'PROXY_CONNECT_TIMEOUT',
      env.PROXY_CONNECT_TIMEOUT,
      '5s',
      /^\d+(ms|s|m)?$/,
      'like 5s',
    ),
    trustedProxies: list('TRUSTED_PROXIES', env.TRUSTED_PROXIES, /^[0-9a-f.:]+(\/\d{1,3})?$/i),
    accessLog: matching(
      'ACCESS_LOG',
      env.ACCESS_LOG,
      '/dev/stdout',
      /^(off|\/[^\s;'"{}]+)$/,
      'off or an absolute path',
    ),
    workerProcesses: matching(
      'WORKER_PROCESSES',
      env.WORKER_PROCESSES,
      'auto',
      /^(auto|\d{1,3})$/,
      'auto or a number',
    ),
  };
}

/** The Content-Security-Policy of every HTML answer (README, "Security headers"). */
export function contentSecurityPolicy(o: ServeOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(o.recaptcha ? RECAPTCHA_SCRIPT : [])],
    // Stylesheets only from the site itself. Style *attributes* are allowed: the prerendered HTML
    // carries React's `style` props (README, "Security headers", says which and why).
    ['style-src', "'self'"],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", ...o.mediaOrigins, ...o.weatherImageOrigins],
    ['media-src', "'self'", ...o.mediaOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...o.weatherConnectOrigins],
    ['frame-src', "'self'", ...o.frameOrigins, ...(o.recaptcha ? RECAPTCHA_FRAME : [])],
    ['worker-src', "'none'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (o.hsts) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => [...new Set(d)].join(' ')).join('; ');
}

/** nginx single-quoted string holding the API's error shape. */
function jsonDetail(detail: Record<string, string>): string {
  const json = JSON.stringify({ detail });
  // nginx would read `$…` as a variable; the texts never need one.
  if (json.includes('$')) throw new Error(`A detail text holds "$": ${json}`);
  return json.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
}

export interface RenderPaths {
  /** Where nginx keeps its pid and temp files (the standalone nginx.conf only). */
  runtimeDir: string;
  /** Where the rendered include files live, as site.conf names them. */
  includeDir: string;
}

/** Every rendered file, by name (the template's name without `.template`). */
export function renderConfig(o: ServeOptions, paths: RenderPaths): Record<string, string> {
  const realIp = o.trustedProxies.length
    ? [
        ...o.trustedProxies.map((p) => `set_real_ip_from ${p};`),
        'real_ip_header X-Forwarded-For;',
        'real_ip_recursive on;',
      ].join('\n')
    : '# No proxy in front (TRUSTED_PROXIES empty): the peer address is the client.';
  const values: Record<string, string> = {
    RUNTIME_DIR: paths.runtimeDir,
    INCLUDE_DIR: paths.includeDir,
    // nginx runs as whoever starts it; a root master would otherwise hand its workers to `nobody`,
    // who cannot write the temp paths of the runtime directory.
    USER_DIRECTIVE:
      process.getuid?.() === 0 ? 'user root root;' : '# (not root: workers run as the current user)',
    WORKER_PROCESSES: o.workerProcesses,
    ERROR_LOG_LEVEL: 'warn',
    ACCESS_LOG: o.accessLog,
    LISTEN: `${o.host.includes(':') ? `[${o.host}]` : o.host}:${o.port}`,
    DIST_DIR: o.distDir,
    API_ORIGIN: o.apiOrigin,
    RATE_LIMIT: o.rateLimit,
    RATE_BURST: String(o.rateBurst),
    MAX_BODY_SIZE: o.maxBodySize,
    PROXY_TIMEOUT: o.proxyTimeout,
    PROXY_CONNECT_TIMEOUT: o.proxyConnectTimeout,
    REAL_IP: realIp,
    DETAIL_TOO_LARGE: jsonDetail(formPhrases.requestTooLarge),
    DETAIL_RATE_LIMITED: jsonDetail(formPhrases.tooManyRequests),
    DETAIL_UNAVAILABLE: jsonDetail(formPhrases.serviceUnavailable),
    CSP: contentSecurityPolicy(o),
    PERMISSIONS_POLICY: PERMISSIONS_OFF.map((feature) => `${feature}=()`).join(', '),
    HSTS: o.hsts
      ? 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;'
      : '# Strict-Transport-Security: off (HSTS=1 turns it on where TLS ends in front).',
  };
  const files: Record<string, string> = {};
  for (const name of readdirSync(TEMPLATE_DIR).filter((f) => f.endsWith('.template'))) {
    const text = readFileSync(join(TEMPLATE_DIR, name), 'utf8').replace(
      /\{\{([A-Z_]+)\}\}/g,
      (_, key: string) => {
        const value = values[key];
        if (value === undefined) throw new Error(`${name}: no value for {{${key}}}`);
        return value;
      },
    );
    files[name.replace(/\.template$/, '')] = text;
  }
  return files;
}

/** The nginx binary, or null when it is not installed. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NGINX_BIN) return existsSync(env.NGINX_BIN) ? env.NGINX_BIN : null;
  const dirs = [...(env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    if (dir && existsSync(join(dir, 'nginx'))) return join(dir, 'nginx');
  }
  return null;
}

export class NginxMissingError extends Error {}

/** A loopback port nobody listens on right now (nginx cannot be asked for port 0). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, host, done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no port from the system');
  return address.port;
}

export interface RunningNginx {
  url: string;
  /** The nginx master's process id. */
  pid: number;
  runtimeDir: string;
  /** Resolves with nginx's exit code (or signal name) when it ends, whoever stopped it. */
  exited: Promise<number | string>;
  /** Graceful stop (SIGQUIT), then SIGTERM/SIGKILL if it lingers; removes the runtime directory. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Where nginx's stdout/stderr go: inherited (the CLI) or collected (tests). */
  output?: 'inherit' | 'collect';
  env?: NodeJS.ProcessEnv;
  /** Longest wait for /healthz to answer after the start. */
  readyTimeoutMs?: number;
}

async function waitReady(
  url: string,
  child: ChildProcess,
  exited: Promise<unknown>,
  timeoutMs: number,
): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  const deadline = Date.now() + timeoutMs;
  while (!done && Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(
    done
      ? `nginx exited during start (pid ${child.pid})`
      : `nginx did not answer ${url}/healthz in ${timeoutMs} ms`,
  );
}

export async function startNginx(o: ServeOptions, start: StartOptions = {}): Promise<RunningNginx> {
  const env = start.env ?? process.env;
  const nginx = findNginx(env);
  if (!nginx || !existsSync(BROTLI_MODULE)) {
    throw new NginxMissingError(
      `${nginx ? `nginx's brotli module (${BROTLI_MODULE})` : 'nginx'} is not installed. ${INSTALL_HINT}`,
    );
  }
  if (!existsSync(join(o.distDir, 'index.html'))) {
    throw new ConfigError(
      `${o.distDir}/index.html is missing: run \`npm run build\` (and \`npm run prerender\`) first, or set DIST_DIR.`,
    );
  }
  const runtimeDir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  try {
    for (const [name, text] of Object.entries(renderConfig(o, { runtimeDir, includeDir: runtimeDir }))) {
      writeFileSync(join(runtimeDir, name), text);
    }
    for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(runtimeDir, dir));
  } catch (error) {
    rmSync(runtimeDir, { recursive: true, force: true });
    throw error;
  }

  const collect = start.output === 'collect';
  const child = spawn(nginx, ['-p', runtimeDir, '-c', join(runtimeDir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', collect ? 'pipe' : 'inherit', collect ? 'pipe' : 'inherit'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | string>((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit(code ?? signal ?? 'unknown'));
    child.once('error', (error) => resolveExit(error.message));
  });
  const cleanup = () => rmSync(runtimeDir, { recursive: true, force: true });
  const host = o.host.includes(':') ? `[${o.host}]` : o.host;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${o.port}`;
  try {
    await waitReady(url, child, exited, start.readyTimeoutMs ?? 15_000);
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    cleanup();
    throw new Error(`${(error as Error).message}\n${log}`.trim(), { cause: error });
  }

  let stopping: Promise<void> | null = null;
  return {
    url,
    pid: child.pid!,
    runtimeDir,
    exited,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGQUIT');
          const escalate = [
            setTimeout(() => child.kill('SIGTERM'), 5000),
            setTimeout(() => child.kill('SIGKILL'), 10_000),
          ];
          await exited;
          escalate.forEach(clearTimeout);
        }
        cleanup();
      })();
      return stopping;
    },
  };
}

async function main(argv: string[]): Promise<void> {
  const options = optionsFromEnv();
  const renderAt = argv.indexOf('--render');
  if (renderAt !== -1) {
    const dir = argv[renderAt + 1];
    if (!dir || !isAbsolute(dir))
      throw new ConfigError('--render needs the absolute directory the files will live in');
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(renderConfig(options, { runtimeDir: dir, includeDir: dir }))) {
      writeFileSync(join(dir, name), text);
    }
    console.log(
      `[serve] wrote the nginx configuration to ${dir}: include ${dir}/site.conf from nginx's http block`,
    );
    return;
  }
  const nginx = await startNginx(options, { output: 'inherit' });
  console.log(
    `[serve] nginx (pid ${nginx.pid}) serves ${options.distDir} on ${nginx.url}, API ${options.apiOrigin}; runtime ${nginx.runtimeDir}`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[serve] ${signal}: stopping nginx`);
    void nginx.stop().then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGHUP', () => stop('SIGHUP'));
  const code = await nginx.exited;
  if (!stopping) {
    console.error(`[serve] nginx ended by itself (${code})`);
    await nginx.stop();
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`[serve] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
