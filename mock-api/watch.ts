/**
 * Watches the fixture file the mock was started with: an edit is served within about a second,
 * without a restart. A file that does not parse or does not fit the contract keeps the last good
 * data and logs one warning naming the problem (not one per poll: the same problem is not repeated).
 */
import { readFileSync, unwatchFile, watchFile } from 'node:fs';
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

export function watchFixture(
  path: string,
  onGood: (db: Db) => void,
  log: (line: string) => void,
  warn: (line: string) => void,
  intervalMs = 250,
): FixtureWatcher {
  let lastProblem: string | null = null;
  // Stat polling: it survives editors that save by writing a new file and renaming it.
  const listener = (now: { mtimeMs: number; size: number }, before: { mtimeMs: number; size: number }) => {
    if (now.mtimeMs === before.mtimeMs && now.size === before.size) return;
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
  };
  watchFile(path, { interval: intervalMs, persistent: false }, listener);
  return { close: () => unwatchFile(path, listener) };
}
