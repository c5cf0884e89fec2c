/**
 * `npm run sw`: writes DIST_DIR/sw.js (default dist) for the pages prerendered there, as the
 * prerender does at its end (build.ts). `npm run sw -- --off` writes the kill switch instead.
 */
import { resolve } from 'node:path';
import { buildServiceWorker, describeBuild } from './build';

const distDir = resolve(process.env.DIST_DIR || 'dist');
const env = process.argv.includes('--off') ? { ...process.env, SERVICE_WORKER: 'off' } : process.env;
try {
  console.log(describeBuild(await buildServiceWorker(distDir, env), distDir));
} catch (error) {
  console.error(`✖ service worker: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
