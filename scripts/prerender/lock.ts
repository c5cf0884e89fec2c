/**
 * One prerender at a time per build folder (decision 0242): a run (and `npm run search-index`, which
 * replaces the same index) holds `DIST_DIR/_prerender/.lock` from its start to its exit, so two
 * runs never write pages, the manifest or the search index of the same folder at once, and what is
 * published always comes from one run.
 *
 * The holder's pid and the moment its process started (from /proc, so a pid the system gave to another
 * process since is not taken for the holder) are written to a file of the run's own, which is then
 * hard-linked as the lock: link() fails when the name exists, so of two runs linking at once the
 * kernel lets exactly one succeed, and the lock never exists without its holder written in it (a
 * file created empty and written after would show a second run an unreadable lock in between). A lock whose
 * holder is gone (killed, the machine restarted) is stale: it is removed and taken over.
 */
import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

export const LOCK_FILE = '.lock';

export interface LockHolder {
  pid: number;
  /** The holder process's start, in clock ticks since boot (/proc/<pid>/stat, field 22); null when unknown. */
  processStart: string | null;
  host: string;
  since: string;
  what: string;
}

/** When `pid`'s process started (clock ticks since boot), or null if it does not exist or /proc is not there. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(holder: LockHolder): boolean {
  // Another machine's process (a shared folder) cannot be checked from here: it counts as alive.
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStart(holder.pid);
  return holder.processStart === null || started === null || started === holder.processStart;
}

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

export type LockResult = { ok: true; release: () => void } | { ok: false; holder: LockHolder };

/**
 * Takes the lock at `file`, or answers who holds it. A stale lock (its holder is gone) is removed
 * and taken; so is an unreadable one (not written by this code: a run of an older release, which
 * created the file before writing it) once it is older than `unreadableAfterMs`. The lock is released when the process exits, however it exits.
 */
export function tryLock(file: string, what: string, unreadableAfterMs = 10_000): LockResult {
  mkdirSync(dirname(file), { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    processStart: processStart(process.pid),
    host: hostname(),
    since: new Date().toISOString(),
    what,
  };
  const own = `${file}.${hostname()}.${process.pid}`;
  writeFileSync(own, `${JSON.stringify(holder)}\n`);
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(own, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const other = readHolder(file);
        if (other && alive(other)) return { ok: false, holder: other };
        if (!other && Date.now() - statTime(file) < unreadableAfterMs)
          return {
            ok: false,
            holder: {
              pid: 0,
              processStart: null,
              host: hostname(),
              since: 'just now',
              what: 'a run whose lock cannot be read yet',
            },
          };
        // Stale: its holder is gone. Two runs may both see that; only one links the file again.
        rmSync(file, { force: true });
        continue;
      }
      return { ok: true, release: releaseOnExit(file) };
    }
  } finally {
    rmSync(own, { force: true });
  }
  throw new Error(`could not take the lock ${file}`);
}

function releaseOnExit(file: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    // Only our own lock: never one a later run took over after this one was thought gone.
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}

/** When the file was last written (0 if it is gone). */
function statTime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Waits up to `waitSeconds` for the lock (0: one try), polling every second. */
export async function lock(file: string, what: string, waitSeconds: number): Promise<LockResult> {
  const until = Date.now() + waitSeconds * 1000;
  for (;;) {
    const result = tryLock(file, what);
    if (result.ok || Date.now() >= until) return result;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The message of a run that found the lock held. */
export function heldMessage(file: string, holder: LockHolder, waitSeconds: number): string {
  const who = holder.pid
    ? `${holder.what} (pid ${holder.pid} on ${holder.host}, since ${holder.since})`
    : holder.what;
  return (
    `another run is writing this build: ${who} holds ${file}` +
    `${waitSeconds ? ` and did not end within ${waitSeconds} s` : ''}.\n` +
    '  This run wrote nothing. It starts when that one has ended; if no such process runs, the lock is\n' +
    '  stale and the next run removes it by itself.'
  );
}
