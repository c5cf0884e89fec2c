/**
 * `npm run prerender` (after `npm run build`): every page of the site, in tm, ru and en, from the
 * API at API_ORIGIN, into DIST_DIR/_prerender/, then the site search's index and the service worker
 * made from them (docs/prerendering.md).
 *
 * This process holds the run's lock and starts the pages' process (scripts/prerender/pages.ts, whose
 * variables it lists); once that process has ended it makes the search index, one Pagefind process
 * per language one after another, and the service worker. The pages' process (its main thread, its
 * render workers and what the walk kept) is gone before the first Pagefind process starts: one
 * process for both held the render process's memory beside Pagefind's, over 1 GB with 10,000 news
 * items (decision 0241). This process loads only what the lock and the index need.
 *
 *   PRERENDER_TIMEOUT_S    the whole run's limit (default 1800)
 *   PRERENDER_LOCK_WAIT_S  how long to wait for another run on the same DIST_DIR to end (default 0:
 *               exit 75 at once, having written nothing)
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startPrerender } from './config/siteSettings';
import { heldMessage, lock, LOCK_FILE } from './prerender/lock';
import type { PagesOutcome } from './prerender/pages';
import { servedFileIsCurrent, writeServedFile } from './prerender/servedFile';
import { buildSearchIndex, describeSearchIndex, PRERENDER_DIR } from './search-index/build';

/** The exit status of a run that found another one writing (EX_TEMPFAIL of sysexits.h: try later). */
const LOCK_HELD_STATUS = 75;
/** Beside the pages, never served (scripts/prerender/pages.ts writes it). */
const MANIFEST_FILE = '.manifest.json';
const PAGES_SCRIPT = join(import.meta.dirname, 'prerender', 'pages.ts');

function fail(message: string): never {
  console.error(`✖ prerender: ${message}`);
  process.exit(1);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The pages' process, with the environment this one was started with; its outcome, if it got that far. */
function runPages(env: NodeJS.ProcessEnv): Promise<{ status: number; next: PagesOutcome | null }> {
  // The same Node options (tsx's loader); stdout and stderr are this process's.
  const child = fork(PAGES_SCRIPT, [], { env });
  let next: PagesOutcome | null = null;
  child.on('message', (message: PagesOutcome) => (next = message));
  // This process's end (the watchdog, a failure) or a signal to it ends the pages' process too.
  const stop = () => child.kill('SIGTERM');
  const stopOn = (signal: NodeJS.Signals) => () => {
    child.kill(signal);
    console.error(
      `✖ prerender: stopped by ${signal}; the pages written so far are complete, the others kept`,
    );
    process.exit(1);
  };
  const onTerm = stopOn('SIGTERM');
  const onInt = stopOn('SIGINT');
  process.once('exit', stop);
  process.once('SIGTERM', onTerm);
  process.once('SIGINT', onInt);
  return new Promise((done) =>
    child.on('exit', (code) => {
      process.off('exit', stop);
      process.off('SIGTERM', onTerm);
      process.off('SIGINT', onInt);
      done({ status: code ?? 1, next });
    }),
  );
}

async function main(): Promise<number> {
  // The pages' process reads the env file itself, from the environment this one was started with.
  const startedWith = { ...process.env };
  // One configuration (decision 0230): a run whose settings differ from the build's stops here,
  // before it takes the lock or touches a file (the pages' process checks them again).
  const refused = startPrerender(process.env);
  if (refused) fail(refused);
  // A hanging API answer is cut by each request's timeout; this bounds the whole run for a timer job.
  const budgetSeconds = Number(process.env.PRERENDER_TIMEOUT_S || 1800);
  setTimeout(
    () =>
      fail(
        `not done after ${budgetSeconds} s; the pages written so far are complete, the others kept, ` +
          'and the next run checks them all again.',
      ),
    budgetSeconds * 1000,
  ).unref();
  const lockWait = Number(process.env.PRERENDER_LOCK_WAIT_S || 0);
  if (!(Number.isInteger(lockWait) && lockWait >= 0))
    fail(`PRERENDER_LOCK_WAIT_S=${process.env.PRERENDER_LOCK_WAIT_S} is not a whole number of seconds`);
  const distDir = resolve(process.env.DIST_DIR || 'dist');
  // One run at a time writes this build's pages and index (scripts/prerender/lock.ts, decision 0242).
  const lockFile = join(distDir, PRERENDER_DIR, LOCK_FILE);
  const held = await lock(lockFile, 'npm run prerender', lockWait);
  if (!held.ok) {
    console.error(`✖ prerender: ${heldMessage(lockFile, held.holder, lockWait)}`);
    return LOCK_HELD_STATUS;
  }

  const { status, next } = await runPages(startedWith);
  if (!next) return status || 1;
  if (next.searchIndex) {
    // The site search's index follows the pages on disk (scripts/search-index, decision 0170).
    const indexing = performance.now();
    await buildSearchIndex(distDir).then(
      (index) => console.log(`  ${describeSearchIndex(index)} (${seconds(indexing)})`),
      (error: unknown) =>
        fail(`the pages are written, but ${error instanceof Error ? error.message : String(error)}`),
    );
    // The manifest records that the index was made from these pages (decision 0170).
    const manifestFile = join(distDir, PRERENDER_DIR, MANIFEST_FILE);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { searchIndexed?: boolean };
    const indexed = `${JSON.stringify({ ...manifest, searchIndexed: true })}\n`;
    if (!servedFileIsCurrent(manifestFile, indexed)) writeServedFile(manifestFile, indexed);
  }
  if (next.afterPages) {
    // The service worker lists and precaches the pages just written (scripts/service-worker/build.ts);
    // loaded only now: it brings Vite.
    const { afterPrerender } = await import('./service-worker/build');
    await afterPrerender(distDir).catch((error: Error) => fail(`service worker: ${error.message}`));
  }
  return status;
}

// Pagefind's service process and the lock's exit handler must not keep a timer job open.
process.exit(await main());
