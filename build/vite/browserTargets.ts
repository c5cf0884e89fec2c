import { resolve } from 'node:path';
import browserslist from 'browserslist';
import browserslistToEsbuild from 'browserslist-to-esbuild';

/**
 * The browsers the app supports (decision 0220): one browserslist, the `browserslist` field of
 * package.json, which the build and the docs share. The build's JavaScript and CSS targets are
 * derived from it here (vite.config.ts: `build.target`, which `build.cssTarget` follows), and
 * docs/deploying.md lists the same minimum versions (browserTargets.test.ts holds them equal). A
 * browser below them gets the prerendered pages without the app (decision 0221).
 */
const root = resolve(import.meta.dirname, '../..');

/** The query as written in package.json. */
export function browsersQuery(): string[] {
  const query = browserslist.loadConfig({ path: root });
  if (!query)
    throw new Error('package.json has no "browserslist" field: the build would not know its browsers');
  return typeof query === 'string' ? [query] : query;
}

/** The browsers the query selects, as browserslist names them (`chrome 111`, `ios_saf 16.4` …). */
export function supportedBrowsers(): string[] {
  return browserslist(browsersQuery(), { path: root });
}

/**
 * The oldest version of each engine family the build's transform and CSS minifier know
 * (`chrome111`, `ios16.4` …; Android's and Samsung's browsers are Chromium and fall under
 * `chrome`), in the form Vite's `build.target` takes.
 */
export function buildTargets(): string[] {
  return browserslistToEsbuild(browsersQuery(), { path: root }).sort();
}
