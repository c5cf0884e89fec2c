/**
 * in-page.ts bundled (with dom-accessibility-api) into one classic script that every driver can
 * evaluate: it defines `window.__engines` once per document. Built once per test process, in
 * memory, with esbuild (the bundler Vite's dependencies already bring).
 */
import { buildSync } from 'esbuild';

let bundled: string | null = null;

export function inPageScript(): string {
  bundled ??= buildSync({
    entryPoints: [new URL('./in-page.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    // The oldest of the three engines' JavaScript: WebKitGTK 2.50 and Firefox ESR take ES2022.
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
  }).outputFiles[0]!.text;
  return bundled;
}
