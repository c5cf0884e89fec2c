/**
 * The prerender's lock (scripts/prerender/lock.ts, decision 0242) taken by processes started at
 * the same moment: exactly one holds it, and every other one names that holder, never a lock it
 * cannot read yet (the other runs' view when the lock was created empty and written after).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'prerender-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each process waits for the same moment, takes the lock, says what it got and stays alive (holding
// the lock, if it got it) until its stdin closes: once every process has answered.
const taker = join(dir, 'take.ts');
writeFileSync(
  taker,
  `import { tryLock } from ${JSON.stringify(resolve('scripts/prerender/lock.ts'))};
const [file, at] = process.argv.slice(2);
while (Date.now() < Number(at)) {}
const result = tryLock(file, 'a test run');
console.log(JSON.stringify(result.ok ? { ok: true, pid: process.pid } : { ok: false, holder: result.holder }));
process.stdin.resume();
`,
);

interface Taken {
  ok: boolean;
  pid?: number;
  holder?: { pid: number; what: string };
}

function take(file: string, at: number): { answer: Promise<Taken>; end: () => Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', taker, file, String(at)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const answer = new Promise<Taken>((done, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) done(JSON.parse(out) as Taken);
    });
    child.on('error', fail);
    void exited.then(() => fail(new Error(`exited without an answer: ${out}`)));
  });
  return {
    answer,
    end: () => {
      child.stdin.end();
      return exited;
    },
  };
}

describe('the prerender lock, taken by processes started at once', () => {
  // The lock created empty and written after failed this at once (2 runs of 2).
  it('one holds it; every other names it by its pid; no file of theirs is left', async () => {
    const lockDir = join(dir, 'build');
    const file = join(lockDir, '.lock');
    // Far enough ahead for every process to have started and be waiting.
    const at = Date.now() + 4000;
    const takers = Array.from({ length: 6 }, () => take(file, at));
    const results = await Promise.all(takers.map((taker) => taker.answer));
    await Promise.all(takers.map((taker) => taker.end()));
    const holders = results.filter((result) => result.ok);
    expect(holders, JSON.stringify(results)).toHaveLength(1);
    for (const other of results.filter((result) => !result.ok))
      expect(other.holder, JSON.stringify(results)).toMatchObject({
        pid: holders[0]!.pid,
        what: 'a test run',
      });
    // Each run's own file is gone, and the holder released the lock at its exit.
    expect(readdirSync(lockDir)).toEqual([]);
  }, 60_000);
});
