/**
 * `npm run prerender` (after `npm run build`): the pages of the first view, in tm, ru and en, from
 * the API at API_ORIGIN, into DIST_DIR/_prerender/ (README, "Prerendering"). Everything is fetched
 * and rendered in memory first; only when every page rendered are the files written, each one
 * atomically. If the API does not answer, nothing is written and the exit code is 1.
 *
 *   API_ORIGIN  the API (default http://127.0.0.1:3001, the local mock)
 *   DIST_DIR    the client build (default dist); the server bundle is read from `${DIST_DIR}-ssr`
 *   SSR_DIR     overrides that server bundle folder
 *   SITE_ORIGIN the public origin (https://…), for absolute og:image and og:url (optional)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeFileAtomic } from './prerender/atomicWrite';
import { describeWarnings, recordConsoleWarnings } from './prerender/reactWarnings';
import {
  composePage,
  deferAppStart,
  LANGS,
  newsDetailLinks,
  pageFile,
  shellFile,
  type Lang,
  type RenderedPage,
} from './prerender/html';

/** The build manifest's chunks, as far as the prerender reads them. */
type Manifest = Record<string, { file: string; css?: string[] }>;

/** The build's entry for pages with content (src/boot.ts; vite.config.ts). */
const BOOT_MODULE = 'src/boot.ts';

/** The routes prerendered in full (issue 11); news details linked from home are added. */
export const PRERENDERED_ROUTES = ['/', '/posts', '/articles', '/media', '/contacts', '/evisa', '/welcome/'];

interface ServerEntry {
  configureApi(apiOrigin: string, domWindow: unknown): void;
  renderRoute(path: string, langs: readonly Lang[]): Promise<RenderedPage[]>;
  renderShell(layout: 'main' | 'welcome', langs: readonly Lang[]): Promise<RenderedPage[]>;
}

function fail(message: string): never {
  console.error(`✖ prerender: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const apiOrigin = process.env.API_ORIGIN || 'http://127.0.0.1:3001';
  const distDir = resolve(process.env.DIST_DIR || 'dist');
  const ssrDir = resolve(process.env.SSR_DIR || `${distDir}-ssr`);
  const siteOrigin = process.env.SITE_ORIGIN || undefined;
  const templatePath = join(distDir, 'index.html');
  const entryPath = join(ssrDir, 'entry-server.js');
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  for (const needed of [templatePath, entryPath, manifestPath]) {
    if (!existsSync(needed)) fail(`${needed} is missing — run \`npm run build\` first.`);
  }
  const template = readFileSync(templatePath, 'utf8');
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  // jsdom gives the render a DOMParser and DOMPurify's window (no @types/jsdom: only this is used).
  const jsdomModule = 'jsdom';
  const jsdom = (await import(jsdomModule)) as { JSDOM: new (html: string) => { window: unknown } };
  entry.configureApi(apiOrigin, new jsdom.JSDOM('<!doctype html>').window);

  const started = performance.now();
  // Any React warning while rendering stops the run before a file is written (reactWarnings.ts).
  const console_ = recordConsoleWarnings();
  const files = new Map<string, string>();
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const bootFile = manifest[BOOT_MODULE]?.file;
  if (!bootFile) fail(`the build manifest has no ${BOOT_MODULE} — run \`npm run build\` again.`);
  // The pages link only the template's stylesheet: a chunk with CSS of its own would paint unstyled
  // and move when its script adds it (vite.config.ts, cssCodeSplit; decision 0023).
  const split = Object.keys(manifest).filter((key) => manifest[key]!.css?.length);
  if (split.length) fail(`the build splits its CSS (${split.join(', ')}); build with cssCodeSplit off.`);
  const add = (file: string, page: RenderedPage, path: string | null) => {
    const html = composePage(template, page, siteOrigin);
    // A shell (path null) has no page body without the app: it starts at once.
    files.set(file, path === null ? html : deferAppStart(html, bootFile));
    if (page.lang === LANGS[LANGS.length - 1]) console.log(`  rendered ${page.path}`);
  };
  try {
    const details = new Set<string>();
    for (const path of PRERENDERED_ROUTES) {
      const pages = await entry.renderRoute(path, LANGS);
      for (const page of pages) {
        add(pageFile(distDir, page.lang, path), page, path);
        if (path === '/') newsDetailLinks(page.html).forEach((link) => details.add(link));
      }
    }
    for (const path of details) {
      for (const page of await entry.renderRoute(path, LANGS))
        add(pageFile(distDir, page.lang, path), page, path);
    }
    for (const layout of ['main', 'welcome'] as const) {
      for (const page of await entry.renderShell(layout, LANGS))
        add(shellFile(distDir, page.lang, layout), page, null);
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    fail(
      `the API at ${apiOrigin} did not answer as expected: ${reason}${cause}\n` +
        `  Nothing was written; the pages already in ${join(distDir, '_prerender')} stay as they were.`,
    );
  }

  console_.restore();
  if (console_.warnings.length) fail(describeWarnings(console_.warnings));

  for (const [file, html] of files) writeFileAtomic(file, html);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `✔ prerender: ${files.size} files in ${join(distDir, '_prerender')} from ${apiOrigin} (${seconds} s)`,
  );
}

// A hanging API answer is cut by each request's timeout; this bounds the whole run for a timer job.
const budgetSeconds = Number(process.env.PRERENDER_TIMEOUT_S || 600);
const watchdog = setTimeout(
  () => fail(`not done after ${budgetSeconds} s; nothing was written.`),
  budgetSeconds * 1000,
);
await main();
clearTimeout(watchdog);
// jsdom's window and keep-alive sockets must not hold a timer job open.
process.exit(0);
