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
 *   PRERENDER_PAGES  comma-separated pages (`/,/contacts`, or an address such as `/services/x`): only
 *               these, without the pages they link to; for tests that need one or two prerendered
 *               pages in seconds, not the whole site
 *   PRERENDER_LINK_DEPTH  how many links away from the declared pages the walk goes (every page it
 *               can reach by default); the end-to-end tests use 1: the declared pages, the news they
 *               link and their second list page: every kind of page, not every item of every list
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeFileAtomic } from './prerender/atomicWrite';
import { matchPage, pageList } from '../src/app/pages';
import { pagePath } from '../src/i18n/addresses';
import { describeWarnings, recordConsoleWarnings } from './prerender/reactWarnings';
import {
  composePage,
  deferAppStart,
  LANGS,
  notFoundFile,
  PRERENDER_DIR,
  pageFile,
  shellFile,
  pageNumberLinks,
  siteLinks,
  type Lang,
  type RenderedPage,
} from './prerender/html';
import { robotsTxt, sitemapFiles, type SitemapPage } from './prerender/sitemap';
import { afterPrerender } from './service-worker/build';
import { buildSearchIndex, describeSearchIndex } from './search-index/build';

/** The build manifest's chunks, as far as the prerender reads them. */
type Manifest = Record<string, { file: string; css?: string[] }>;

/** The build's entry for pages with content (src/boot.ts; vite.config.ts). */
const BOOT_MODULE = 'src/boot.ts';

/** The pages prerendered at their own address (pages.ts: `prerender: 'page'`). */
const PRERENDERED = pageList.filter((page) => page.prerender === 'page').map((page) => page.example);

/** PRERENDER_PAGES: a subset of PRERENDERED, without the pages they link to (tests). */
const ONLY = (process.env.PRERENDER_PAGES ?? '')
  .split(',')
  .map((path) => path.trim())
  .filter(Boolean);

/** PRERENDER_LINK_DEPTH (tests): at most this many links away from the declared pages. */
const LINK_DEPTH = process.env.PRERENDER_LINK_DEPTH ? Number(process.env.PRERENDER_LINK_DEPTH) : Infinity;

interface ServerEntry {
  configureApi(apiOrigin: string, domWindow: unknown, siteOrigin?: string): void;
  renderRoute(path: string, langs: readonly Lang[]): Promise<RenderedPage[]>;
  renderNotFound(langs: readonly Lang[]): Promise<RenderedPage[]>;
  renderShell(layout: 'main' | 'welcome', langs: readonly Lang[]): Promise<RenderedPage[]>;
}

function fail(message: string): never {
  console.error(`✖ prerender: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  if (!(LINK_DEPTH >= 0 && (Number.isInteger(LINK_DEPTH) || LINK_DEPTH === Infinity)))
    fail(`PRERENDER_LINK_DEPTH=${process.env.PRERENDER_LINK_DEPTH} is not a whole number of links`);
  // A declared page, or one address of a page with parameters (`/services/x`, for the search's tests).
  const unknown = ONLY.filter(
    (path) => !PRERENDERED.includes(path) && !matchPage(path)?.page.path.includes(':'),
  );
  if (unknown.length) fail(`PRERENDER_PAGES names pages that are not prerendered: ${unknown.join(', ')}`);
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
  entry.configureApi(apiOrigin, new jsdom.JSDOM('<!doctype html>').window, siteOrigin);

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
  const sitemap: SitemapPage[] = [];
  try {
    // Pages declared `linked` (news details) are rendered when a prerendered page links to them;
    // so are the numbered pages of a prerendered list (`/posts?page=2`), so that a crawler without
    // JavaScript reaches older news (nginx serves `?page=N` from `posts/page-N/`).
    // Each linked page with how many links away from a declared page it was first found.
    const linked = new Map<string, number>();
    const rendered = new Set<string>();
    const renderAll = async (path: string, depth: number) => {
      rendered.add(path);
      const pages = await entry.renderRoute(path, LANGS);
      const link = (target: string) => {
        if (depth + 1 <= LINK_DEPTH && !linked.has(target)) linked.set(target, depth + 1);
      };
      for (const page of pages) {
        add(pageFile(distDir, page.path), page, page.path);
        for (const href of siteLinks(page.html)) {
          const target = pagePath(href);
          if (matchPage(target)?.page.prerender === 'linked') link(target);
        }
        for (const href of pageNumberLinks(page.html)) {
          const target = pagePath(href);
          if (!rendered.has(target) && PRERENDERED.includes(target.split('?')[0]!)) link(target);
        }
      }
      sitemap.push({
        addresses: pages.map((page) => ({ lang: page.lang, path: page.path })),
        lastModified: pages[0]?.lastModified ?? null,
      });
    };
    for (const path of ONLY.length ? ONLY : PRERENDERED) await renderAll(path, 0);
    // The map grows while it is walked: page 2 links to page 3, and so on.
    if (!ONLY.length)
      for (const [path, depth] of linked) if (!rendered.has(path)) await renderAll(path, depth);
    for (const layout of ['main', 'welcome'] as const) {
      for (const page of await entry.renderShell(layout, LANGS))
        add(shellFile(distDir, page.lang, layout), page, null);
    }
    // Not found, in each language, with its frame: nginx answers unknown addresses with it (404).
    for (const page of await entry.renderNotFound(LANGS)) add(notFoundFile(distDir, page.lang), page, null);
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

  // The sitemap and robots.txt name absolute addresses (sitemaps.org): only with SITE_ORIGIN.
  if (siteOrigin) {
    for (const [name, xml] of sitemapFiles(sitemap, siteOrigin))
      files.set(join(distDir, PRERENDER_DIR, name), xml);
    files.set(join(distDir, PRERENDER_DIR, 'robots.txt'), robotsTxt(siteOrigin));
  } else {
    console.warn('  no SITE_ORIGIN: no sitemap.xml (its addresses must be absolute)');
  }
  for (const [file, html] of files) writeFileAtomic(file, html);
  // The site search's index follows the pages on disk (scripts/search-index, decision 0170).
  await buildSearchIndex(distDir).then(
    (report) => console.log(`  ${describeSearchIndex(report)}`),
    (error: unknown) =>
      fail(`the pages are written, but ${error instanceof Error ? error.message : String(error)}`),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `✔ prerender: ${files.size} files in ${join(distDir, '_prerender')} from ${apiOrigin} (${seconds} s)`,
  );
  // The service worker lists and precaches the pages just written (scripts/service-worker/build.ts).
  await afterPrerender(distDir).catch((error: Error) => fail(`service worker: ${error.message}`));
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
