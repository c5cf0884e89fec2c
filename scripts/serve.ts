/**
 * `npm run serve`: the production path. Renders deploy/nginx/*.template into a private runtime
 * directory (pid, temp files, the rendered config) and runs nginx in the foreground (started as
 * root, its workers run as NGINX_USER; it gets SIGTERM if this process dies, even by SIGKILL),
 * serving DIST_DIR (the build plus the prerendered pages) and proxying the API to
 * API_ORIGIN. SIGTERM or SIGINT stops nginx and removes the runtime directory.
 *
 * `tsx scripts/serve.ts --render <dir>` writes the rendered files for a server's own nginx instead
 * (docs/deploying.md); `--check` prints the effective configuration and what is wrong with it, and
 * starts nothing (serve/check.ts).
 *
 * Every mode reads the deployment's env file first (SITE_ENV_FILE, scripts/config/envFile.ts), and
 * refuses to start when a setting the build recorded differs from this server's
 * (scripts/config/siteSettings.ts, decision 0230). nginx's access log reaches this process's standard
 * output through a pipe, whatever that output is: a terminal, a file, a pipe or a socket (decision 0231).
 *
 * The tests (tests/serve) start nginx through `startNginx` (serve/nginx.ts), the same code. The
 * parts: serve/options.ts (variables, CSP), serve/render.ts (the configuration), serve/nginx.ts (the
 * process).
 *
 * Variables (all optional):
 *   SITE_ENV_FILE           the deployment's env file, read for every variable below that the
 *                           environment does not set
 *   HOST, PORT              where nginx listens (127.0.0.1, 8080)
 *   DIST_DIR                the build to serve (dist)
 *   API_ORIGIN              the API (and its /media/…, /weather, /rss/{lang}) (http://127.0.0.1:3001)
 *   MEDIA_ORIGINS           extra origins of the API's images and videos (img-src, media-src)
 *   MEDIA_CACHE_DIR         where the resized pictures are kept (the runtime directory; with
 *                           --render /var/lib/nginx/migration-site-media)
 *   MEDIA_CACHE_SIZE        the most they take on disk (1g)
 *   MEDIA_RESIZE_MAX        the largest original that is resized; a larger one is sent as it is (10m)
 *   FRAME_ORIGINS           extra origins of the map and video embeds (frame-src)
 *   HSTS=1                  send Strict-Transport-Security (only behind TLS); 0 or empty: off;
 *                           anything else stops the start
 *   SITE_ORIGIN             the public origin: the Host the API sees (else the listen address)
 *   RATE_LIMIT, RATE_BURST  POSTs to the four forms per client address (30r/m, burst 20)
 *   READ_RATE_LIMIT, READ_RATE_BURST  API reads per client address (10r/s, burst 50)
 *   CONN_LIMIT              requests in progress per client address (64)
 *   MAX_BODY_SIZE           largest request body (6m; the attachment is 5 MB at most)
 *   PROXY_TIMEOUT           longest wait for the API before a 504 (30s)
 *   PROXY_CONNECT_TIMEOUT   longest wait to connect to the API before a 502/504 (5s)
 *   REAL_IP_FROM            addresses of a load balancer or CDN in front, whose X-Forwarded-For
 *                           then names the client (empty: the peer is the client)
 *   ACCESS_LOG              a file, or "off" (/dev/stdout: this process's output); JSON lines
 *   CSP_REPORT_LOG          where CSP reports go, one JSON line each (the runtime directory)
 *   RUM_SAMPLE              share of page loads that measure the visit, 0..1 (0: off, no script)
 *   RUM_LOG                 where the field measurements' beacons go, one JSON line each (the runtime directory)
 *   NGINX_USER              the workers' user when started as root (www-data)
 *   WORKER_PROCESSES        (auto)
 *   NGINX_BIN               the nginx binary (found on PATH or in /usr/sbin)
 * and the build's own VITE_WEATHER_URL, VITE_WEATHER_ICON_URL, VITE_WEATHER_KEY and
 * VITE_RECAPTCHA_SITE_KEY, which decide which third-party origins the CSP allows.
 */
import { existsSync, fstatSync, mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { isatty } from 'node:tty';
import { pathToFileURL } from 'node:url';
import { ConfigError } from '../src/shared/configRules';
import { applyEnvFile } from './config/envFile';
import { assertServerSettings } from './config/siteSettings';
import { checkReport } from './serve/check';
import { startNginx } from './serve/nginx';
import { optionsFromEnv } from './serve/options';
import { renderConfig } from './serve/render';
import { RENDERED_RESIZER_SOCKET, RENDERED_SOURCE_SOCKET } from './media-resizer/serve-hook';

export {
  BROTLI_MODULE,
  IMAGE_FILTER_MODULE,
  findNginx,
  freePort,
  INSTALL_HINT,
  NginxMissingError,
  startNginx,
  type RunningNginx,
  type StartOptions,
} from './serve/nginx';
export { contentSecurityPolicy, optionsFromEnv, type ServeOptions } from './serve/options';
export { renderConfig, TEMPLATE_DIR, type RenderPaths } from './serve/render';

/** What this process's standard output is, for the start's log line (where the access log goes). */
export function describeOutput(fd = 1): string {
  if (isatty(fd)) return 'a terminal';
  const stat = fstatSync(fd);
  if (stat.isSocket()) return "a socket (the journal under systemd, a parent's socketpair)";
  if (stat.isFIFO()) return 'a pipe';
  if (stat.isFile()) return 'a file';
  if (stat.isCharacterDevice()) return 'a device (e.g. /dev/null)';
  return 'an unknown kind of file';
}

/** The build's record against this server's settings, when DIST_DIR holds a build (decision 0230). */
function compareWithBuild(distDir: string): void {
  // Without a build, startNginx says so itself; --render may come before the first release.
  if (existsSync(join(distDir, 'index.html'))) assertServerSettings(process.env, distDir);
  else
    console.log(
      `[serve] no build at ${distDir} yet: its settings are compared when serve starts or --check runs`,
    );
}

async function main(argv: string[]): Promise<void> {
  const envFile = applyEnvFile(process.env);
  if (argv.includes('--check')) {
    const report = checkReport(process.env, envFile);
    console.log(report.text);
    process.exit(report.problems.length ? 1 : 0);
  }
  const renderAt = argv.indexOf('--render');
  if (renderAt !== -1) {
    const dir = argv[renderAt + 1];
    if (!dir || !isAbsolute(dir))
      throw new ConfigError('--render needs the absolute directory the files will live in');
    // A server's own nginx logs where Debian's logrotate already looks (/var/log/nginx/*.log).
    const options = optionsFromEnv({
      ACCESS_LOG: '/var/log/nginx/migration-site.access.log',
      CSP_REPORT_LOG: '/var/log/nginx/migration-site.csp-reports.log',
      RUM_LOG: '/var/log/nginx/migration-site.rum.log',
      MEDIA_CACHE_DIR: '/var/lib/nginx/migration-site-media',
      ...process.env,
    });
    compareWithBuild(options.distDir);
    mkdirSync(dir, { recursive: true });
    const paths = {
      runtimeDir: dir,
      includeDir: dir,
      cspSocket: '/run/nginx-migration-site-csp.sock',
      mediaSocket: RENDERED_SOURCE_SOCKET,
      // The resizer runs as a service of its own there (npm run media-resizer, docs/deploying.md).
      mediaResizerSocket: RENDERED_RESIZER_SOCKET,
    };
    for (const [name, text] of Object.entries(renderConfig(options, paths))) {
      writeFileSync(join(dir, name), text);
    }
    console.log(
      `[serve] wrote the nginx configuration to ${dir}: include ${dir}/site.conf from nginx's http block`,
    );
    return;
  }
  const options = optionsFromEnv();
  compareWithBuild(options.distDir);
  const nginx = await startNginx(options, { output: 'inherit' });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[serve] ${signal}: stopping nginx`);
    void nginx.stop().then(() => process.exit(0));
  };
  // Before it says where it serves: whoever waits for that line may stop it at once (as
  // media-resizer/main.ts).
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGHUP', () => stop('SIGHUP'));
  console.log(
    `[serve] (pid ${process.pid}) nginx (pid ${nginx.pid}) serves ${options.distDir} on ${nginx.url}, API ${options.apiOrigin}; runtime ${nginx.runtimeDir}`,
  );
  console.log(
    `[serve] access log: ${options.accessLog === '/dev/stdout' ? `this standard output, ${describeOutput()}` : options.accessLog}`,
  );
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
