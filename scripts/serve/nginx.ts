/**
 * Finding, starting and stopping nginx: the one start that `npm run serve`, the serving tests, the
 * end-to-end suite and the benchmarks share.
 *
 * Over 300 lines because nginx's start, its readiness, the forwarding of its logs and the picture
 * resizer it brings up and stops with it are one lifecycle, read together.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, Socket } from 'node:net';
import {
  chmodSync,
  chownSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { ConfigError } from '../../src/shared/configRules';
import type { ServeOptions } from './options';
import { renderConfig } from './render';
import { startMediaResizer } from '../media-resizer/serve-hook';

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const IMAGE_FILTER_MODULE = '/usr/lib/nginx/modules/ngx_http_image_filter_module.so';
export const INSTALL_HINT =
  "Install it from Debian's packages: apt-get install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-image-filter";

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

/** Whether something already listens on host:port (an nginx left behind, another service). */
async function portTaken(host: string, port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((done) => {
    server.once('error', () => done(true));
    server.listen(port, host, () => server.close(() => done(false)));
  });
}

/** uid and gid of a user, from the system's own lookup (`id`). */
function userIds(user: string): { uid: number; gid: number } {
  const id = (flag: string) => spawnSync('id', [flag, user], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0)
    throw new ConfigError(`NGINX_USER: no user "${user}" on this system (create it, or name another).`);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * util-linux's setpriv, to start nginx with a parent-death signal: if the process that started it
 * dies, even by SIGKILL, the kernel sends nginx SIGTERM, so no orphan keeps the port.
 */
export function findSetpriv(): string | null {
  for (const path of ['/usr/bin/setpriv', '/bin/setpriv']) if (existsSync(path)) return path;
  return null;
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

/**
 * Resolves once `ready()` says so, polling every 50 ms; rejects when the process exits first or
 * after `timeoutMs`. `what` names the wait in the error (`nginx did not answer … in N ms`).
 */
export async function waitReady(
  ready: () => Promise<boolean>,
  what: string,
  child: ChildProcess,
  exited: Promise<unknown>,
  timeoutMs: number,
): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  const deadline = Date.now() + timeoutMs;
  while (!done && Date.now() < deadline) {
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(
    done ? `nginx exited during start (pid ${child.pid})` : `nginx did not ${what} in ${timeoutMs} ms`,
  );
}

/** nginx's own health check answers (`/healthz`, deploy/nginx/site.conf.template). */
async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    // Not listening yet.
    return false;
  }
}

/** What nginx is told to write to `/dev/stdout`: the access log by default, any log set to it. */
const STDOUT = '/dev/stdout';

/**
 * The logs set to `/dev/stdout`, written to a FIFO in the runtime directory that this process reads
 * and forwards to its own standard output (decision 0231). nginx opens a log by its name, and
 * opening `/dev/stdout` fails with ENXIO when the output is a socket: a systemd unit's journal, and
 * Node's own child-process "pipes", which are socketpairs. A FIFO opens whatever this process's
 * output is, and Node writes to a terminal, a file, a pipe or a socket alike. The read end is opened
 * first, without waiting, so nginx's open of the write end never blocks.
 */
function logsToStdout(o: ServeOptions, runtimeDir: string): { options: ServeOptions; reader: Socket | null } {
  if (![o.accessLog, o.cspReportLog, o.rumLog].includes(STDOUT)) return { options: o, reader: null };
  const fifo = join(runtimeDir, 'stdout.fifo');
  const made = spawnSync('mkfifo', ['-m', '600', fifo], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`mkfifo ${fifo} failed: ${made.stderr}`);
  const fd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const reader = new Socket({ fd, readable: true, writable: false });
  const to = (path: string | null) => (path === STDOUT ? fifo : path);
  return {
    options: {
      ...o,
      accessLog: to(o.accessLog)!,
      cspReportLog: to(o.cspReportLog),
      rumLog: to(o.rumLog),
    },
    reader,
  };
}

export async function startNginx(o: ServeOptions, start: StartOptions = {}): Promise<RunningNginx> {
  const env = start.env ?? process.env;
  const nginx = findNginx(env);
  const missingModule = [BROTLI_MODULE, IMAGE_FILTER_MODULE].find((module) => !existsSync(module));
  if (!nginx || missingModule) {
    throw new NginxMissingError(
      `${nginx ? `nginx's module ${missingModule}` : 'nginx'} is not installed. ${INSTALL_HINT}`,
    );
  }
  if (!existsSync(join(o.distDir, 'index.html'))) {
    throw new ConfigError(
      `${o.distDir}/index.html is missing: run \`npm run build\` (and \`npm run prerender\`) first, or set DIST_DIR.`,
    );
  }
  const setpriv = findSetpriv();
  if (!setpriv) throw new NginxMissingError("util-linux's setpriv is missing: apt-get install -y util-linux");
  if (await portTaken(o.host, o.port)) {
    // nginx would retry the bind for seconds while whatever holds the port answers /healthz.
    throw new ConfigError(`${o.host}:${o.port} is already in use: stop what listens there, or set PORT.`);
  }
  const asRoot = process.getuid?.() === 0;
  const worker = asRoot ? userIds(o.runUser) : null;
  if (worker) {
    // Every file would answer 403: say so now, naming the user and the folder.
    const probe = spawnSync(setpriv, [
      `--reuid=${worker.uid}`,
      `--regid=${worker.gid}`,
      '--clear-groups',
      '--',
      'test',
      '-r',
      join(o.distDir, 'index.html'),
    ]);
    if (probe.status !== 0)
      throw new ConfigError(
        `nginx's workers run as ${o.runUser} (NGINX_USER), who cannot read ${o.distDir}/index.html: ` +
          'make the build readable by that user (e.g. chmod -R o+rX on it and its parent folders).',
      );
  }
  const runtimeDir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  let toStdout: Socket | null = null;
  try {
    const logs = logsToStdout(o, runtimeDir);
    toStdout = logs.reader;
    for (const [name, text] of Object.entries(
      renderConfig(logs.options, { runtimeDir, includeDir: runtimeDir }),
    )) {
      writeFileSync(join(runtimeDir, name), text);
    }
    for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'media-cache']) {
      mkdirSync(join(runtimeDir, dir));
      // The workers buffer request bodies and answers here.
      if (worker) chownSync(join(runtimeDir, dir), worker.uid, worker.gid);
    }
    // The workers pass through (not list) the runtime directory to their temp paths and sockets.
    if (worker) chmodSync(runtimeDir, 0o711);
  } catch (error) {
    toStdout?.destroy();
    rmSync(runtimeDir, { recursive: true, force: true });
    throw error;
  }

  // The picture resizer nginx's cache asks (decision 0250): up before nginx, down after it.
  const resizer = await startMediaResizer(o, runtimeDir).catch((error: unknown) => {
    rmSync(runtimeDir, { recursive: true, force: true });
    throw error;
  });
  const collect = start.output === 'collect';
  const child = spawn(
    setpriv,
    [
      '--pdeathsig',
      'TERM',
      '--',
      nginx,
      '-p',
      runtimeDir,
      '-c',
      join(runtimeDir, 'nginx.conf'),
      '-e',
      'stderr',
    ],
    {
      stdio: ['ignore', collect ? 'pipe' : 'inherit', collect ? 'pipe' : 'inherit'],
    },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  if (collect) toStdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  else toStdout?.pipe(process.stdout, { end: false });
  const exited = new Promise<number | string>((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit(code ?? signal ?? 'unknown'));
    child.once('error', (error) => resolveExit(error.message));
  });
  const cleanup = async () => {
    toStdout?.destroy();
    await resizer.stop();
    rmSync(runtimeDir, { recursive: true, force: true });
  };
  const host = o.host.includes(':') ? `[${o.host}]` : o.host;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${o.port}`;
  try {
    await waitReady(
      () => healthy(url),
      `answer ${url}/healthz`,
      child,
      exited,
      start.readyTimeoutMs ?? 15_000,
    );
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    await cleanup();
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
        await cleanup();
      })();
      return stopping;
    },
  };
}
