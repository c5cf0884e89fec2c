/**
 * The site search's index (decision 0170): Pagefind's index of every prerendered page whose
 * content is marked for it (src/app/searchBody.ts), one index per language, each in a folder of its
 * own, DIST_DIR/pagefind/<lang>/ (tm, ru, en: the language's address prefix), which nginx serves and
 * the search page of that language (src/features/search) loads in the browser.
 *
 * The languages are indexed one after another, each by a Pagefind process of its own that ends
 * before the next starts (decision 0241): Pagefind holds every page it is given in memory until it
 * writes, so one process for the whole site peaked at 1.33 GB with 10,000 news items; one language
 * at a time holds a third of that.
 *
 * It indexes what is in DIST_DIR/_prerender/ at the time it runs, whoever wrote it: the prerender
 * calls it at the end of each successful run, so the index follows the pages.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { LANGS } from '../../src/api/langs';

/** The prerendered pages' folder below the build (scripts/prerender/html.ts, PRERENDER_DIR). */
export const PRERENDER_DIR = '_prerender';
/** Where the index goes below the build: `/pagefind/<lang>/`, where each search page loads its own. */
export const SEARCH_INDEX_DIR = 'pagefind';
/** The attribute the layouts put on a page's content (src/app/searchBody.ts). */
const BODY_MARK = 'data-pagefind-body';

/**
 * What is inside a page's marked content but is not that page's own: the breadcrumb and other
 * navigation, the side column of other news or notices, the guide's other sections and the
 * services grid under a news item. Indexed, every news item would be found by every service's name.
 */
export const NOT_CONTENT = ['nav', '.news-meta', '.news-aside', '.welcome-others', '.services-block'];

/**
 * Pagefind also writes its ready-made interfaces (pagefind-ui.js and co., 400 kB) and a worker the
 * CSP forbids (worker-src 'none'); the search page has its own interface and runs without a worker.
 */
const UNUSED = /^pagefind-(?:component-ui|modular-ui|ui|highlight|worker)\.(?:js|css)$/;

export interface SearchIndexReport {
  /** Pages indexed, per `<html lang>`. */
  pages: Record<string, number>;
  /** The index's size on disk, in bytes. */
  bytes: number;
  outputDir: string;
}

/** Every `index.html` below a folder (the prerendered pages; frame pages and 404s have other names). */
function* pageFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* pageFiles(path);
    else if (entry.name === 'index.html') yield path;
  }
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return total;
}

function langOf(html: string): string {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'unknown';
}

/** Pagefind's answers carry their problems in `errors` instead of throwing. */
function check(what: string, errors: string[]): void {
  if (errors.length) throw new Error(`search index: ${what}: ${errors.join('; ')}`);
}

/** One language's pages (`_prerender/<lang>/`) into `outputPath`, by a Pagefind process of its own. */
async function indexLanguage(
  root: string,
  lang: string,
  outputPath: string,
  pages: Record<string, number>,
): Promise<void> {
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_CONTENT });
    check('createIndex', errors);
    if (!index) throw new Error('search index: Pagefind gave no index');
    const folder = join(root, lang);
    if (existsSync(folder)) {
      for (const file of pageFiles(folder)) {
        const html = readFileSync(file, 'utf8');
        if (!html.includes(BODY_MARK)) continue;
        // `_prerender/en/services/x/index.html` is the address `/en/services/x`.
        const url = `/${relative(root, file).split(sep).slice(0, -1).join('/')}`;
        const added = await index.addHTMLFile({ url, content: html });
        check(url, added.errors);
        const htmlLang = langOf(html);
        pages[htmlLang] = (pages[htmlLang] ?? 0) + 1;
      }
    }
    check('writeFiles', (await index.writeFiles({ outputPath })).errors);
    for (const name of readdirSync(outputPath)) if (UNUSED.test(name)) rmSync(join(outputPath, name));
  } finally {
    // The Pagefind binary runs as a service process: it ends here, before the next language's starts
    // (and it must not keep the caller alive).
    await pagefind.close();
  }
}

/**
 * Indexes the prerendered pages of `distDir` into `distDir/pagefind/<lang>/`, replacing the previous
 * index in one rename (a visitor searching meanwhile reads the old index or the new one).
 */
export async function buildSearchIndex(distDir: string): Promise<SearchIndexReport> {
  const root = join(distDir, PRERENDER_DIR);
  const outputDir = join(distDir, SEARCH_INDEX_DIR);
  const temp = `${outputDir}.${process.pid}.tmp`;
  const pages: Record<string, number> = {};
  rmSync(temp, { recursive: true, force: true });
  try {
    // Each language has an index of its own, named as the pages' folders (and addresses) name it.
    for (const lang of LANGS) await indexLanguage(root, lang, join(temp, lang), pages);
    const bytes = folderBytes(temp);
    const old = `${outputDir}.${process.pid}.old`;
    if (existsSync(outputDir)) renameSync(outputDir, old);
    renameSync(temp, outputDir);
    rmSync(old, { recursive: true, force: true });
    return { pages, bytes, outputDir };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** One line for a log: `search index: 12 pages (tk 4, ru 4, en 4), 210 kB in dist/pagefind`. */
export function describeSearchIndex(report: SearchIndexReport): string {
  const counts = Object.entries(report.pages);
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  const perLang = counts.map(([lang, n]) => `${lang} ${n}`).join(', ');
  return `search index: ${total} pages (${perLang || 'none'}), ${Math.round(report.bytes / 1024)} kB in ${report.outputDir}`;
}
