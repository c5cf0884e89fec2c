/**
 * `npm run search-index`: the site search's index of the prerendered pages in DIST_DIR (default
 * dist) into DIST_DIR/pagefind/. The prerender already does this at the end of each run; this is
 * for an index to make again by hand (e.g. after copying pages in). It takes the prerender's lock
 * (scripts/prerender/lock.ts): it never indexes pages a run is writing, nor replaces that run's index.
 */
import { join, resolve } from 'node:path';
import { heldMessage, lock, LOCK_FILE } from '../prerender/lock';
import { buildSearchIndex, describeSearchIndex } from './build';

const distDir = resolve(process.env.DIST_DIR || 'dist');
const lockFile = join(distDir, '_prerender', LOCK_FILE);
const held = await lock(lockFile, 'npm run search-index', 0);
if (!held.ok) {
  console.error(`✖ search index: ${heldMessage(lockFile, held.holder, 0)}`);
  process.exit(75);
}
try {
  console.log(`✔ ${describeSearchIndex(await buildSearchIndex(distDir, { whole: true }))}`);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
