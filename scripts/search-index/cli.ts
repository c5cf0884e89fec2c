/**
 * `npm run search-index`: the site search's index of the prerendered pages in DIST_DIR (default
 * dist) into DIST_DIR/pagefind/. The prerender already does this at the end of each run; this is
 * for an index to make again by hand (e.g. after copying pages in).
 */
import { resolve } from 'node:path';
import { buildSearchIndex, describeSearchIndex } from './build';

const distDir = resolve(process.env.DIST_DIR || 'dist');
try {
  console.log(`✔ ${describeSearchIndex(await buildSearchIndex(distDir))}`);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
