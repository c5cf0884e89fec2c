/**
 * The site search's index (decision 0170): Pagefind's index of every prerendered page whose
 * content is marked for it (src/app/searchBody.ts), one index per language, each in a folder of its
 * own, DIST_DIR/pagefind/<lang>/ (tm, ru, en: the language's address prefix), which nginx serves and
 * the search page of that language (src/features/search) loads in the browser.
 *
 * Each language is indexed by a Pagefind process of its own (language.ts, decision 0241); a site of
 * at most SIDE_BY_SIDE_MAX_FILES page files has its three languages indexed side by side (each in a
 * worker thread with its own Pagefind process): about half the time on two cores, and the run's
 * peak memory stays below the 10,000-news run's.
 *
 * It indexes what is in DIST_DIR/_prerender/ at the time it runs, whoever wrote it: the prerender
 * calls it at the end of each successful run, so the index follows the pages.
 *
 * Pagefind cannot add a page to an index it has written, and remaking 30,000 page files took 82 s
 * (decision 0241). So a language's index has two parts: the base, made from every page, and a
 * recent part made from the pages written since the base was (a new news item, in the common
 * run), which the search page merges (`parts.json`; Pagefind sums the two parts' results and
 * counts). `_prerender/.search-index.json` records each page file's stamp and part. A run remakes
 * only the recent part when that is enough, else everything (the rules: planIndex, parts.ts).
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '../../src/api/langs';
import { PRERENDER_DIR } from '../prerender/html';
import {
  BODY_MARK,
  indexLanguage,
  indexMode,
  oneAfterAnother,
  sideBySide,
  SIDE_BY_SIDE_MAX_FILES,
  type LanguageResult,
} from './language';
import {
  planIndex,
  readState,
  RECENT_MAX_FILES,
  stampPageFiles,
  STATE_FILE,
  STATE_VERSION,
  writeJson,
  PARTS_FILE,
  type IndexParts,
  type IndexState,
} from './parts';

export { PRERENDER_DIR, PARTS_FILE, RECENT_MAX_FILES, type IndexParts };
export { indexMode, SIDE_BY_SIDE_MAX_FILES } from './language';
/** Where the index goes below the build: `/pagefind/<lang>/`, where each search page loads its own. */
export const SEARCH_INDEX_DIR = 'pagefind';
/** How the languages were indexed: whole (two ways), only the recent part, or not at all. */
export type IndexMode = 'side by side' | 'one after another' | 'recent part' | 'unchanged';

export interface SearchIndexReport {
  /** Pages indexed by this run, per `<html lang>`. */
  pages: Record<string, number>;
  /** Pages of the base kept as they were (a run that made only the recent part, or nothing). */
  kept: number;
  mode: IndexMode;
  /** Why everything was made again (a run that made the whole index): what the log says. */
  why?: string;
  /** The index's size on disk, in bytes. */
  bytes: number;
  outputDir: string;
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return total;
}

function sumPages(results: LanguageResult[]): Record<string, number> {
  const pages: Record<string, number> = {};
  for (const { pages: counts } of results)
    for (const [htmlLang, n] of Object.entries(counts)) pages[htmlLang] = (pages[htmlLang] ?? 0) + n;
  return pages;
}

/**
 * Indexes the prerendered pages of `distDir` into `distDir/pagefind/<lang>/`: only the recent part
 * when that is enough (see above), else everything, replacing the previous index in one rename (a
 * visitor searching meanwhile reads the old index or the new one). `whole` makes everything again
 * (`npm run search-index`); `sideBySideMaxFiles` and `recentMaxFiles` are for tests.
 */
export async function buildSearchIndex(
  distDir: string,
  {
    sideBySideMaxFiles = SIDE_BY_SIDE_MAX_FILES,
    recentMaxFiles = RECENT_MAX_FILES,
    whole = false,
  }: { sideBySideMaxFiles?: number; recentMaxFiles?: number; whole?: boolean } = {},
): Promise<SearchIndexReport> {
  const root = join(distDir, PRERENDER_DIR);
  const outputDir = join(distDir, SEARCH_INDEX_DIR);
  const stateFile = join(root, STATE_FILE);
  const stamps = stampPageFiles(root);
  // Made whole without asking the record: by hand, or the first time.
  const forced = whole ? 'npm run search-index' : existsSync(outputDir) ? null : 'no index yet';
  const state = forced ? null : readState(stateFile);
  const plan = planIndex(
    state,
    stamps,
    (file) => readFileSync(join(root, file), 'utf8').includes(BODY_MARK),
    recentMaxFiles,
  );
  const base = state ? Object.values(state.files).filter((file) => file.part === 'base').length : 0;
  if (plan.kind === 'unchanged')
    return { pages: {}, kept: base, mode: 'unchanged', bytes: folderBytes(outputDir), outputDir };
  if (plan.kind === 'recent') {
    const results = await indexRecent(root, outputDir, plan.files);
    const files: IndexState['files'] = {};
    const recent = new Set(plan.files);
    for (const [file, stamp] of stamps) {
      const known = state!.files[file];
      files[file] = { stamp, part: known?.part === 'base' ? 'base' : recent.has(file) ? 'recent' : null };
    }
    writeJson(stateFile, { version: STATE_VERSION, files } satisfies IndexState);
    return {
      pages: sumPages(results),
      kept: base,
      mode: 'recent part',
      bytes: folderBytes(outputDir),
      outputDir,
    };
  }

  const temp = `${outputDir}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  // The record goes first: a run stopped before the new index is in place makes everything again.
  rmSync(stateFile, { force: true });
  try {
    // Each language has an index of its own, named as the pages' folders (and addresses) name it.
    const jobs = LANGS.map((lang) => ({ root, lang, outputPath: join(temp, lang) }));
    const mode = indexMode(stamps.size, sideBySideMaxFiles);
    const results = mode === 'side by side' ? await sideBySide(jobs) : await oneAfterAnother(jobs);
    for (const lang of LANGS) writeJson(join(temp, lang, PARTS_FILE), { merge: [] } satisfies IndexParts);
    const bytes = folderBytes(temp);
    const old = `${outputDir}.${process.pid}.old`;
    if (existsSync(outputDir)) renameSync(outputDir, old);
    renameSync(temp, outputDir);
    rmSync(old, { recursive: true, force: true });
    const indexed = new Set(results.flatMap((result) => result.indexed));
    const files: IndexState['files'] = {};
    for (const [file, stamp] of stamps) files[file] = { stamp, part: indexed.has(file) ? 'base' : null };
    // (No record without pages: the next run makes everything, as it must.)
    if (existsSync(root)) writeJson(stateFile, { version: STATE_VERSION, files } satisfies IndexState);
    const why = forced ?? (plan.kind === 'whole' ? plan.why : undefined);
    return { pages: sumPages(results), kept: 0, mode, why, bytes, outputDir };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * Makes each language's recent part again from `files`, in a folder of its own named by this run
 * (`recent-<time>/`), then points the language's `parts.json` at it and removes the one before: a
 * search page that read the old `parts.json` still finds the old folder until this moment.
 */
async function indexRecent(root: string, outputDir: string, files: string[]): Promise<LanguageResult[]> {
  const results: LanguageResult[] = [];
  const folder = `recent-${Date.now().toString(36)}`;
  for (const lang of LANGS) {
    const langDir = join(outputDir, lang);
    const mine = files.filter((file) => file.startsWith(`${lang}/`));
    const before = existsSync(langDir)
      ? readdirSync(langDir).filter((name) => name.startsWith('recent-'))
      : [];
    let merge: string[] = [];
    if (mine.length) {
      // One language after another: a few pages each, and a thread's start would cost more.
      const result = await indexLanguage({ root, lang, outputPath: join(langDir, folder), files: mine });
      results.push(result);
      if (result.indexed.length) merge = [`${folder}/`];
    }
    writeJson(join(langDir, PARTS_FILE), { merge } satisfies IndexParts);
    for (const name of before)
      if (name !== folder) rmSync(join(langDir, name), { recursive: true, force: true });
  }
  return results;
}

/** One line for a log: `search index: 12 pages (tk 4, ru 4, en 4), 210 kB in dist/pagefind`. */
export function describeSearchIndex(report: SearchIndexReport): string {
  const counts = Object.entries(report.pages);
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  const perLang = counts.map(([lang, n]) => `${lang} ${n}`).join(', ');
  const how =
    report.mode === 'unchanged'
      ? 'unchanged'
      : report.mode === 'recent part'
        ? `in the recent part, the base's ${report.kept} kept`
        : `${report.mode}${report.why ? `, made whole (${report.why})` : ''}`;
  return `search index: ${total} pages (${perLang || 'none'}), ${how}, ${Math.round(report.bytes / 1024)} kB in ${report.outputDir}`;
}
