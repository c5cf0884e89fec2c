/**
 * `npm run serve` logs wherever its standard output goes (decision 0231): started as a systemd unit
 * starts it (its standard output a Unix stream socket, the journal's), with Node's child-process
 * pipe (a socketpair), a shell's pipe and a file, it starts, says what its output is, and nginx's access log lines (one JSON object
 * each) reach that output. nginx used to open `/dev/stdout` by name, which fails on a socket (ENXIO).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect, Socket, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/serve';
import { makeFakeDist } from './support';

const root = resolve(import.meta.dirname, '../..');

let dist: string;
let work: string;
beforeAll(async () => {
  dist = await makeFakeDist();
  work = mkdtempSync(join(tmpdir(), 'serve-output-'));
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

/** `npm run serve` (as the docs' unit runs it) with `stdout` as its standard output. */
function npmServe(stdout: Socket | number | 'pipe', port: number): ChildProcess {
  return spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: { PATH: process.env.PATH, DIST_DIR: dist, PORT: String(port), WORKER_PROCESSES: '1' },
    stdio: ['ignore', stdout, 'pipe'],
  });
}

/**
 * Starts serve with `stdout`, waits for its start line in `read()`, asks for a unique address and
 * waits for its access log line; returns everything the output received, then stops serve.
 */
async function accessLogReaches(
  stdout: Socket | number | 'pipe',
  read: (child: ChildProcess) => string,
): Promise<{ output: string; line: Record<string, unknown> }> {
  const port = await freePort();
  const child = npmServe(stdout, port);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  try {
    await expect
      .poll(() => (ended ? `ended: ${stderr}` : read(child)), { timeout: 45_000, interval: 200 })
      .toMatch(/\[serve\] access log: this standard output/);
    const probe = `/robots.txt?probe=${Math.random().toString(36).slice(2)}`;
    const answer = await fetch(`http://127.0.0.1:${port}${probe}`);
    expect(answer.status).toBe(200);
    await expect.poll(() => read(child), { timeout: 10_000, interval: 100 }).toContain(probe);
    const output = read(child);
    const text = output.split('\n').find((candidate) => candidate.includes(probe))!;
    const line = JSON.parse(text) as Record<string, unknown>;
    expect(line.uri).toBe(probe);
    return { output, line };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

describe('npm run serve logs to its standard output', () => {
  it('a Unix socket, as a systemd unit (the journal) gives it', async () => {
    const path = join(work, 'journal.sock');
    let received = '';
    const journal: Server = createServer((connection) =>
      connection.on('data', (chunk: Buffer) => (received += chunk.toString())),
    );
    await new Promise<void>((done) => journal.listen(path, done));
    const socket = connect(path);
    await new Promise<void>((done) => socket.once('connect', done));
    try {
      const { output, line } = await accessLogReaches(socket, () => received);
      expect(output).toContain('a socket (the journal under systemd');
      expect(line).toMatchObject({ method: 'GET', status: 200 });
    } finally {
      socket.destroy();
      await new Promise<void>((done) => journal.close(() => done()));
    }
  });

  it("Node's child-process pipe (a socketpair)", async () => {
    let received = '';
    const { output, line } = await accessLogReaches('pipe', (child) => {
      if (!child.stdout?.listenerCount('data'))
        child.stdout?.on('data', (chunk: Buffer) => (received += chunk.toString()));
      return received;
    });
    expect(output).toContain('a socket');
    expect(line).toMatchObject({ method: 'GET', status: 200 });
  });

  it("a pipe, as a shell's `|` gives", async () => {
    const fifo = join(work, 'shell-pipe');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // The read end first, without waiting for a writer; then the write end, for the child.
    const reader = new Socket({
      fd: openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK),
      readable: true,
    });
    let received = '';
    reader.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const writer = openSync(fifo, 'w');
    try {
      const { output, line } = await accessLogReaches(writer, () => received);
      expect(output).toContain('a pipe');
      expect(line).toMatchObject({ method: 'GET', status: 200 });
    } finally {
      closeSync(writer);
      reader.destroy();
    }
  });

  it('a file', async () => {
    const file = join(work, 'serve.log');
    const fd = openSync(file, 'w');
    try {
      const { output, line } = await accessLogReaches(fd, () => readFileSync(file, 'utf8'));
      expect(output).toContain('a file');
      expect(line).toMatchObject({ method: 'GET', status: 200 });
    } finally {
      closeSync(fd);
    }
  });
});
