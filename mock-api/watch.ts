/**
 * Watches the fixture file the mock was started with: an edit is served within about a second,
 * without a restart. A file that does not parse or does not fit the contract keeps the last good
 * data and logs one warning naming the problem (not one per poll: the same problem is not repeated).
 */
import { readFileSync, statSync } from 'node:fs';
import type { Db } from './db-types';
import { dbProblem } from './openapi/contract';

/** Reads and checks a fixture file; throws one readable sentence. */
export function readFixture(path: string): Db {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path} is not valid JSON (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  const problem = dbProblem(raw);
  if (problem) throw new Error(`${path} does not fit the contract: ${problem}`);
  return raw as Db;
}

export interface FixtureWatcher {
  close(): void;
}

/** What identifies a version of the file: its modification time and size ('' when unreadable). */
export function fixtureStamp(path: string): string {
  try {
    const stat = statSync(path);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return '';
  }
}

/**
 * Polls the file's stamp (a stat every 250 ms: it survives editors that save by writing a new file
 * and renaming it, which fs.watch loses). `stamp` is the one taken before the data in use was read,
 * so an edit made while the mock was starting is not missed.
 */
export function watchFixture(
  path: string,
  stamp: string,
  onGood: (db: Db) => void,
  log: (line: string) => void,
  warn: (line: string) => void,
  intervalMs = 250,
): FixtureWatcher {
  let seen = stamp;
  let lastProblem: string | null = null;
  const timer = setInterval(() => {
    const now = fixtureStamp(path);
    if (now === seen) return;
    seen = now;
    let db: Db;
    try {
      db = readFixture(path);
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      if (problem !== lastProblem) warn(`[mock] kept the last good data: ${problem}`);
      lastProblem = problem;
      return;
    }
    lastProblem = null;
    onGood(db);
    log(`[mock] reloaded ${path} (${db.posts.length} posts)`);
  }, intervalMs);
  timer.unref();
  return { close: () => clearInterval(timer) };
}
