/**
 * The production build into a folder of the caller's, for the end-to-end tests and the Lighthouse
 * benchmark, which must measure what visitors get.
 *
 * Vite's in-process `build()` takes `process.env.NODE_ENV` when it is set, and Vitest sets it to
 * `test`: the build then carries React's development bundle (StrictMode's double effects, ~210 KB
 * more JS). NODE_ENV is forced to `production` for the build and restored afterwards, together
 * with any `VITE_*` variables the caller sets for this one build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');

/** A string only React's development build contains (its owner-stack frames). */
const REACT_DEVELOPMENT_MARKER = 'react-stack-top-frame';

/**
 * The client build into `outDir` and the prerender's server bundle into `ssrOutDir` (default
 * `${outDir}-ssr`, beside it and never served), as `npm run build` makes `dist/` and `dist-ssr/`.
 */
export async function buildProduction(
  outDir: string,
  env: Record<string, string> = {},
  ssrOutDir = `${outDir.replace(/[\\/]+$/, '')}-ssr`,
): Promise<void> {
  const vars = { ...env, NODE_ENV: 'production' };
  const before = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  Object.assign(process.env, vars);
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true },
    });
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const assets = join(outDir, 'assets');
  const development = readdirSync(assets).filter(
    (file) =>
      file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(REACT_DEVELOPMENT_MARKER),
  );
  if (development.length) {
    throw new Error(`The build in ${outDir} holds React's development code (${development.join(', ')}).`);
  }
}
