/**
 * Starting and stopping: stop() and a SIGTERM to `npm run serve` leave no nginx process behind
 * and remove the runtime directory; a missing nginx fails with the command that installs it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALL_HINT, NginxMissingError } from '../../scripts/serve';
import { freePort, isRunning, makeFakeDist, nginxFamily, raw, removeDir, startServe } from './support';

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

describe('stopping', () => {
  it('stop() ends the master and its workers and removes the runtime directory', async () => {
    const nginx = await startServe({ DIST_DIR: dist, WORKER_PROCESSES: '2' });
    const family = nginxFamily(nginx.pid);
    expect(family.length).toBe(3);
    expect(existsSync(nginx.runtimeDir)).toBe(true);
    await nginx.stop();
    expect(await nginx.exited).toBe(0);
    await allGone(family);
    expect(existsSync(nginx.runtimeDir)).toBe(false);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('%s to `npm run serve` leaves no nginx behind', async (signal) => {
    const port = await freePort();
    const npm = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DIST_DIR: dist, ACCESS_LOG: 'off', WORKER_PROCESSES: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((done) => npm.once('exit', (code) => done(code)));
    let stderr = '';
    npm.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const started = await new Promise<{ pid: number; runtimeDir: string }>((done, fail) => {
      const lines = createInterface({ input: npm.stdout });
      lines.on('line', (line) => {
        const match = /nginx \(pid (\d+)\).*runtime (\S+)/.exec(line);
        if (match) done({ pid: Number(match[1]), runtimeDir: match[2]! });
      });
      void exited.then((code) =>
        fail(new Error(`npm run serve ended (${code}) before nginx started: ${stderr}`)),
      );
    });
    const family = nginxFamily(started.pid);
    expect(family.length).toBe(2);
    expect((await raw(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    npm.kill(signal);
    expect(await exited).toBe(0);
    await allGone(family);
    expect(existsSync(started.runtimeDir)).toBe(false);
    await expect(raw(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 2000 })).rejects.toThrow();
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
