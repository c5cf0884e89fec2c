/**
 * The site search's index (decision 0170): Pagefind's index of every prerendered page whose
 * content is marked for it (src/app/searchBody.ts), one index per language, each in a folder of its
 * own, DIST_DIR/pagefind/<lang>/ (tm, ru, en: the language's address prefix), which nginx serves and
 * the search page of that language (src/features/search) loads in the browser.
 *
 * Each language is indexed by a Pagefind process of its own (decision 0241): Pagefind holds every
 * page it is given in memory until it writes, so one process for the whole site peaked at 1.33 GB
 * with 10,000 news items; one language at a time holds a third of that. A site of at most
 * SIDE_BY_SIDE_MAX_FILES page files has its three languages indexed side by side instead (each in
 * a worker thread with its own Pagefind process): the index is made in about half the time on two
 * cores, and the run's peak memory stays below the 10,000-news run's.
 *
 * It indexes what is in DIST_DIR/_prerender/ at the time it runs, whoever wrote it: the prerender
 * calls it at the end of each successful run, so the index follows the pages.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as pagefind from 'pagefind';
import { LANGS, type Lang } from '../../src/api/langs';
import { PRERENDER_DIR, withoutState } from '../prerender/html';
import { typeScriptWorker } from '../prerender/pool';

export { PRERENDER_DIR };
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

/**
 * Up to this many page files in the three languages together, they are indexed side by side; above
 * it, one after another. Side by side, the three Pagefind processes hold about what one would hold
 * for all the pages, and this process holds the three threads (270–290 MB). Measured with
 * `npm run search-index` (docs/performance.md, 2026-11-29): 5,985 page files side by side peaked at
 * 0.75 GB for the whole tree, under the 10,000-news run's 0.85 GB; 10,785 at 1.05 GB. The fixtures
 * (1,326) peaked at 0.44 GB.
 */
export const SIDE_BY_SIDE_MAX_FILES = 6_000;

/** Pages sent to a Pagefind process before their answers: its reading overlaps this process's. */
const IN_FLIGHT = 8;

/** How the languages were indexed. */
export type IndexMode = 'side by side' | 'one after another';

export interface SearchIndexReport {
  /** Pages indexed, per `<html lang>`. */
  pages: Record<string, number>;
  mode: IndexMode;
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

/** What a worker thread is given to index one language side by side (languageWorker.ts). */
export interface LanguageJob {
  root: string;
  lang: Lang;
  outputPath: string;
}

export type LanguageAnswer = { ok: true; pages: Record<string, number> } | { ok: false; message: string };

/**
 * One language's pages (`_prerender/<lang>/`) into `outputPath`, by a Pagefind process of its own:
 * the pages it indexed, per `<html lang>`. Each page is sent without its state block (withoutState:
 * the same index, from half the bytes).
 */
export async function indexLanguage({
  root,
  lang,
  outputPath,
}: LanguageJob): Promise<Record<string, number>> {
  const pages: Record<string, number> = {};
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_CONTENT });
    check('createIndex', errors);
    if (!index) throw new Error('search index: Pagefind gave no index');
    const folder = join(root, lang);
    // Pagefind answers in the order it was sent the pages (its service reads one message at a time).
    const sent = new Set<Promise<void>>();
    // The first page Pagefind refused (set from the answers, so not narrowed away by TypeScript).
    const failed: { error?: Error } = {};
    if (existsSync(folder)) {
      for (const file of pageFiles(folder)) {
        const html = readFileSync(file, 'utf8');
        if (!html.includes(BODY_MARK)) continue;
        // `_prerender/en/services/x/index.html` is the address `/en/services/x`.
        const url = `/${relative(root, file).split(sep).slice(0, -1).join('/')}`;
        const htmlLang = langOf(html);
        const added: Promise<void> = index
          .addHTMLFile({ url, content: withoutState(html) })
          .then((answer) => {
            check(url, answer.errors);
            pages[htmlLang] = (pages[htmlLang] ?? 0) + 1;
          })
          .catch((error: unknown) => {
            failed.error ??= error instanceof Error ? error : new Error(String(error));
          })
          .finally(() => sent.delete(added));
        sent.add(added);
        // A few pages at a time: never the whole language in this process's memory.
        if (sent.size >= IN_FLIGHT) await Promise.race(sent);
        if (failed.error) throw failed.error;
      }
    }
    await Promise.all(sent);
    if (failed.error) throw failed.error;
    check('writeFiles', (await index.writeFiles({ outputPath })).errors);
    for (const name of readdirSync(outputPath)) if (UNUSED.test(name)) rmSync(join(outputPath, name));
    return pages;
  } finally {
    // The Pagefind binary runs as a service process: it ends here, before the next language's starts
    // (and it must not keep the caller alive).
    await pagefind.close();
  }
}

/**
 * One language in a worker thread: the Pagefind wrapper keeps one service process per module
 * instance, so the languages have processes of their own, side by side, only in threads of their own.
 */
function indexLanguageInWorker(job: LanguageJob): Promise<Record<string, number>> {
  return new Promise((done, fail) => {
    const worker = new Worker(
      typeScriptWorker(pathToFileURL(join(import.meta.dirname, 'languageWorker.ts'))),
      {
        workerData: job,
      },
    );
    let answered = false;
    worker.once('message', (answer: LanguageAnswer) => {
      answered = true;
      if (answer.ok) done(answer.pages);
      else fail(new Error(answer.message));
    });
    worker.once('error', fail);
    worker.once('exit', (code) => {
      if (!answered)
        fail(new Error(`search index: the ${job.lang} worker exited (${code}) without an answer`));
    });
  });
}

/** The three languages in threads at once; a failure is thrown once every thread has ended (none writes on into the temporary folder). */
async function sideBySide(jobs: LanguageJob[]): Promise<Record<string, number>[]> {
  const settled = await Promise.allSettled(jobs.map(indexLanguageInWorker));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<Record<string, number>>).value);
}

/** The languages one after another in this thread: one Pagefind process at a time. */
async function oneAfterAnother(jobs: LanguageJob[]): Promise<Record<string, number>[]> {
  const counts: Record<string, number>[] = [];
  for (const job of jobs) counts.push(await indexLanguage(job));
  return counts;
}

/** The page files below `_prerender/<lang>/` of every language. */
export function countPageFiles(root: string): number {
  let count = 0;
  for (const lang of LANGS)
    if (existsSync(join(root, lang))) for (const _ of pageFiles(join(root, lang))) count += 1;
  return count;
}

/** Side by side for a site of at most `maxFiles` page files (SIDE_BY_SIDE_MAX_FILES), else one after another. */
export function indexMode(pageFileCount: number, maxFiles: number): IndexMode {
  return pageFileCount <= maxFiles ? 'side by side' : 'one after another';
}

/**
 * Indexes the prerendered pages of `distDir` into `distDir/pagefind/<lang>/`, replacing the previous
 * index in one rename (a visitor searching meanwhile reads the old index or the new one).
 * `sideBySideMaxFiles` is for tests.
 */
export async function buildSearchIndex(
  distDir: string,
  { sideBySideMaxFiles = SIDE_BY_SIDE_MAX_FILES }: { sideBySideMaxFiles?: number } = {},
): Promise<SearchIndexReport> {
  const root = join(distDir, PRERENDER_DIR);
  const outputDir = join(distDir, SEARCH_INDEX_DIR);
  const temp = `${outputDir}.${process.pid}.tmp`;
  const pages: Record<string, number> = {};
  rmSync(temp, { recursive: true, force: true });
  try {
    // Each language has an index of its own, named as the pages' folders (and addresses) name it.
    const jobs = LANGS.map((lang) => ({ root, lang, outputPath: join(temp, lang) }));
    const mode = indexMode(countPageFiles(root), sideBySideMaxFiles);
    const counts = mode === 'side by side' ? await sideBySide(jobs) : await oneAfterAnother(jobs);
    for (const count of counts)
      for (const [htmlLang, n] of Object.entries(count)) pages[htmlLang] = (pages[htmlLang] ?? 0) + n;
    const bytes = folderBytes(temp);
    const old = `${outputDir}.${process.pid}.old`;
    if (existsSync(outputDir)) renameSync(outputDir, old);
    renameSync(temp, outputDir);
    rmSync(old, { recursive: true, force: true });
    return { pages, mode, bytes, outputDir };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** One line for a log: `search index: 12 pages (tk 4, ru 4, en 4), 210 kB in dist/pagefind`. */
export function describeSearchIndex(report: SearchIndexReport): string {
  const counts = Object.entries(report.pages);
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  const perLang = counts.map(([lang, n]) => `${lang} ${n}`).join(', ');
  return `search index: ${total} pages (${perLang || 'none'}), ${report.mode}, ${Math.round(report.bytes / 1024)} kB in ${report.outputDir}`;
}
