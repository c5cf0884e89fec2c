/**
 * One language's index (decision 0241): its page files into a folder by a Pagefind process of its
 * own, in this thread or in a worker thread (side by side with the other languages). Pagefind holds
 * every page it is given in memory until it writes, so one process for the whole site peaked at
 * 1.33 GB with 10,000 news items; one language at a time holds a third of that.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as pagefind from 'pagefind';
import type { Lang } from '../../src/api/langs';
import { withoutState } from '../prerender/html';
import { typeScriptWorker } from '../prerender/pool';
import { pageFiles } from './parts';

/** The attribute the layouts put on a page's content (src/app/searchBody.ts). */
export const BODY_MARK = 'data-pagefind-body';

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
  /** These page files only (paths below root), for the recent part; all of the language's otherwise. */
  files?: string[];
}

/** The pages indexed per `<html lang>`, and the files that had marked content (paths below root). */
export interface LanguageResult {
  pages: Record<string, number>;
  indexed: string[];
}

export type LanguageAnswer = ({ ok: true } & LanguageResult) | { ok: false; message: string };

/**
 * One language's pages (`_prerender/<lang>/`, or only `files`) into `outputPath`, by a Pagefind process of its own:
 * the pages it indexed, per `<html lang>`. Each page is sent without its state block (withoutState:
 * the same index, from half the bytes).
 */
export async function indexLanguage({ root, lang, outputPath, files }: LanguageJob): Promise<LanguageResult> {
  const pages: Record<string, number> = {};
  const indexed: string[] = [];
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_CONTENT });
    check('createIndex', errors);
    if (!index) throw new Error('search index: Pagefind gave no index');
    const folder = join(root, lang);
    // Pagefind answers in the order it was sent the pages (its service reads one message at a time).
    const sent = new Set<Promise<void>>();
    // The first page Pagefind refused (set from the answers, so not narrowed away by TypeScript).
    const failed: { error?: Error } = {};
    const chosen = files
      ? files.map((file) => join(root, file))
      : existsSync(folder)
        ? pageFiles(folder)
        : [];
    for (const file of chosen) {
      const html = readFileSync(file, 'utf8');
      if (!html.includes(BODY_MARK)) continue;
      const path = relative(root, file).split(sep);
      indexed.push(path.join('/'));
      // `_prerender/en/services/x/index.html` is the address `/en/services/x`.
      const url = `/${path.slice(0, -1).join('/')}`;
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
    await Promise.all(sent);
    if (failed.error) throw failed.error;
    check('writeFiles', (await index.writeFiles({ outputPath })).errors);
    for (const name of readdirSync(outputPath)) if (UNUSED.test(name)) rmSync(join(outputPath, name));
    return { pages, indexed };
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
function indexLanguageInWorker(job: LanguageJob): Promise<LanguageResult> {
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
      if (answer.ok) done({ pages: answer.pages, indexed: answer.indexed });
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
export async function sideBySide(jobs: LanguageJob[]): Promise<LanguageResult[]> {
  const settled = await Promise.allSettled(jobs.map(indexLanguageInWorker));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<LanguageResult>).value);
}

/** The languages one after another in this thread: one Pagefind process at a time. */
export async function oneAfterAnother(jobs: LanguageJob[]): Promise<LanguageResult[]> {
  const counts: LanguageResult[] = [];
  for (const job of jobs) counts.push(await indexLanguage(job));
  return counts;
}

/** Side by side for a site of at most `maxFiles` page files (SIDE_BY_SIDE_MAX_FILES), else one after another. */
export function indexMode(pageFileCount: number, maxFiles: number): 'side by side' | 'one after another' {
  return pageFileCount <= maxFiles ? 'side by side' : 'one after another';
}
