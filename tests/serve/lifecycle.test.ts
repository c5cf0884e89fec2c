/**
 * Starting and stopping: stop() and a SIGTERM to `npm run serve` leave no nginx process behind
 * and remove the runtime directory, and neither does a SIGKILL of it; a taken port or a wrong HSTS
 * fails the start; a root start hands the workers to an unprivileged user; a missing nginx fails
 * with the command that installs it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALL_HINT, NginxMissingError, optionsFromEnv } from '../../scripts/serve';
import {
  freePort,
  isRunning,
  makeFakeDist,
  nginxFamily,
  nginxWorkers,
  raw,
  removeDir,
  startServe,
} from './support';

const root = resolve(import.meta.dirname, '../..');
let dist: string;

beforeAll(async () => {
  dist = await makeFakeDist();
});

afterAll(() => {
  removeDir(dist);
});

/** Resolves once nginx's master and every worker are gone. */
async function allGone(pids: number[]): Promise<void> {
  await expect.poll(() => pids.filter(isRunning), { timeout: 15_000 }).toEqual([]);
}

/** `npm run serve` on a free port; resolves once it printed its and nginx's process ids. */
async function npmServe(env: Record<string, string> = {}) {
  const port = await freePort();
  const npm = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DIST_DIR: dist,
      ACCESS_LOG: 'off',
      WORKER_PROCESSES: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((done) => npm.once('exit', (code) => done(code)));
  let stderr = '';
  npm.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const started = await new Promise<{ servePid: number; pid: number; runtimeDir: string }>((done, fail) => {
    const lines = createInterface({ input: npm.stdout });
    lines.on('line', (line) => {
      const match = /\(pid (\d+)\) nginx \(pid (\d+)\).*runtime (\S+)/.exec(line);
      if (match) done({ servePid: Number(match[1]), pid: Number(match[2]), runtimeDir: match[3]! });
    });
    void exited.then((code) =>
      fail(new Error(`npm run serve ended (${code}) before nginx started: ${stderr}`)),
    );
  });
  return { npm, port, exited, ...started, stderr: () => stderr };
}

/** The real user id a process runs as (/proc/<pid>/status, "Uid:\treal\teffective…"). */
function uidOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Uid:'));
  return Number(line?.split(/\s+/)[1]);
}

describe('stopping', () => {
  it('stop() ends the master and its workers and removes the runtime directory', async () => {
    const nginx = await startServe({ DIST_DIR: dist, WORKER_PROCESSES: '2' });
    const family = nginxFamily(nginx.pid);
    expect(nginxWorkers(nginx.pid).length).toBe(2);
    expect(existsSync(nginx.runtimeDir)).toBe(true);
    await nginx.stop();
    expect(await nginx.exited).toBe(0);
    await allGone(family);
    expect(existsSync(nginx.runtimeDir)).toBe(false);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('%s to `npm run serve` leaves no nginx behind', async (signal) => {
    const serve = await npmServe();
    const family = nginxFamily(serve.pid);
    expect(nginxWorkers(serve.pid).length).toBe(1);
    expect((await raw(`http://127.0.0.1:${serve.port}/healthz`)).status).toBe(200);

    serve.npm.kill(signal);
    expect(await serve.exited).toBe(0);
    await allGone(family);
    expect(existsSync(serve.runtimeDir)).toBe(false);
    await expect(raw(`http://127.0.0.1:${serve.port}/healthz`, { timeoutMs: 2000 })).rejects.toThrow();
  });

  it('kill -9 of the serve process takes nginx with it: no orphan keeps the port', async () => {
    const serve = await npmServe();
    const family = nginxFamily(serve.pid);
    expect(nginxWorkers(serve.pid).length).toBe(1);
    process.kill(serve.servePid, 'SIGKILL');
    await allGone(family);
    await expect(raw(`http://127.0.0.1:${serve.port}/healthz`, { timeoutMs: 2000 })).rejects.toThrow();
    await serve.exited;
    removeDir(serve.runtimeDir);
  });
});

describe('starting', () => {
  it('a port already taken fails the start instead of reporting success', async () => {
    const other = createServer((_req, res) => res.end('ok\n'));
    const port = await freePort();
    await new Promise<void>((done) => other.listen(port, '127.0.0.1', done));
    try {
      await expect(startServe({ DIST_DIR: dist, PORT: String(port) })).rejects.toThrow(/already in use/);
    } finally {
      await new Promise((done) => other.close(done));
    }
  });

  it("started as root, nginx's workers run as an unprivileged user", async () => {
    const nginx = await startServe({ DIST_DIR: dist });
    try {
      const workers = nginxWorkers(nginx.pid);
      expect(workers.length).toBe(1);
      const me = process.getuid!();
      const expected =
        me === 0 ? Number(spawnSync('id', ['-u', 'www-data'], { encoding: 'utf8' }).stdout) : me;
      expect(expected).toBeGreaterThan(0);
      expect(uidOf(workers[0]!)).toBe(expected);
      // And they still read the build and answer.
      expect((await raw(`${nginx.url}/tm/`)).status).toBe(200);
    } finally {
      await nginx.stop();
    }
  });

  it.each(['true', 'yes', 'on', '2', 'preload'])('HSTS=%s fails the start, naming HSTS', (value) => {
    expect(() => optionsFromEnv({ HSTS: value })).toThrow(/HSTS must be 1/);
  });

  it.each([
    ['1', true],
    ['0', false],
    ['', false],
  ] as const)('HSTS=%s is accepted', (value, on) => {
    expect(optionsFromEnv({ HSTS: value }).hsts).toBe(on);
  });
});

describe('without nginx', () => {
  it('startNginx refuses with the install command', async () => {
    const error = await startServe({ DIST_DIR: dist, NGINX_BIN: '/nonexistent/nginx' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NginxMissingError);
    expect((error as Error).message).toContain(INSTALL_HINT);
  });

  it('`npm run serve` fails and says how to install it', async () => {
    const child = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(await freePort()),
        DIST_DIR: dist,
        NGINX_BIN: '/nonexistent/nginx',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', (c) => done(c)));
    expect(code).toBe(1);
    expect(stderr).toContain(INSTALL_HINT);
    expect(INSTALL_HINT).toContain('apt-get install -y nginx libnginx-mod-http-brotli-static');
  });
});
