/**
 * What a run of the site search's index must make (decision 0241): the record of what the last
 * index was made from (`_prerender/.search-index.json`: each page file's stamp and the part that
 * holds it), and the plan drawn from it and the page files now: only the recent part, everything,
 * or nothing. Pure of Pagefind (scripts/search-index/build.ts makes the index).
 */
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LANGS } from '../../src/api/langs';

/**
 * The recent part is made again whole at each run that changes it: above this many page files (the
 * three languages together) the whole index is made instead, and the recent part starts empty.
 * Pagefind takes about 2.7 ms a page file (82 s for 30,114), so at most about 2.4 s.
 */
export const RECENT_MAX_FILES = 900;

/** The file in a language's index folder that names the parts the search page merges into it. */
export const PARTS_FILE = 'parts.json';
/** `{ "merge": ["recent-<run>/"] }`: folders below the language's own, merged by the search page. */
export interface IndexParts {
  merge: string[];
}

/** What the index was made from, beside the manifest (never served: nginx answers /_prerender/ 404). */
export const STATE_FILE = '.search-index.json';
export const STATE_VERSION = 1;
export type Part = 'base' | 'recent';
export interface IndexState {
  version: number;
  /** Each page file below _prerender/ (`en/post/x/index.html`): its stamp, and the part that holds it (null: no marked content). */
  files: Record<string, { stamp: string; part: Part | null }>;
}

/** Every `index.html` below a folder (the prerendered pages; frame pages and 404s have other names). */
export function* pageFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* pageFiles(path);
    else if (entry.name === 'index.html') yield path;
  }
}

/** A page file's stamp: it changes whenever the prerender writes the file (a new file, renamed into place). */
function stampOf(file: string): string {
  const stat = statSync(file);
  return `${stat.mtimeMs}:${stat.size}`;
}

/** Every page file below `_prerender/<lang>/` of every language (paths below root, `/`-separated), with its stamp. */
export function stampPageFiles(root: string): Map<string, string> {
  const stamps = new Map<string, string>();
  for (const lang of LANGS)
    if (existsSync(join(root, lang)))
      for (const file of pageFiles(join(root, lang)))
        stamps.set(relative(root, file).split(sep).join('/'), stampOf(file));
  return stamps;
}

/** A page file's language folder: `en` for `en/post/x/index.html`. */
function folderOf(file: string): string {
  return file.slice(0, file.indexOf('/'));
}

export function readState(file: string): IndexState | null {
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as IndexState;
    return state.version === STATE_VERSION ? state : null;
  } catch {
    return null;
  }
}

/**
 * What a run must index, from the last state and the page files now: `whole` (no usable state, a
 * page of the base changed or went, the recent part would pass `recentMax`, or it would hold a
 * language the base has no page of), `recent` with the files of the recent part, or `unchanged`.
 * Exported for the tests: pure of Pagefind.
 */
export function planIndex(
  state: IndexState | null,
  stamps: ReadonlyMap<string, string>,
  isMarked: (file: string) => boolean,
  recentMax: number,
): { kind: 'whole'; why: string } | { kind: 'recent'; files: string[] } | { kind: 'unchanged' } {
  if (!state) return { kind: 'whole', why: 'no record of the last index' };
  // The languages the base holds pages of (a file's first folder), and none of them changed or went.
  const based = new Set<string>();
  let changed = false;
  for (const [file, { stamp, part }] of Object.entries(state.files)) {
    if (part === 'base') {
      if (stamps.get(file) !== stamp)
        return { kind: 'whole', why: `${file} of the base ${stamps.has(file) ? 'changed' : 'went'}` };
      based.add(folderOf(file));
    }
    // A page of the recent part that went.
    if (part === 'recent' && !stamps.has(file)) changed = true;
  }
  const recent: string[] = [];
  for (const [file, stamp] of stamps) {
    const known = state.files[file];
    if (known && known.stamp === stamp) {
      if (known.part === 'recent') recent.push(file);
      continue;
    }
    // A new or rewritten file: indexed in the recent part if it has marked content.
    if (isMarked(file)) {
      recent.push(file);
      changed = true;
    } else if (known?.part === 'recent') changed = true;
  }
  if (recent.length > recentMax)
    return {
      kind: 'whole',
      why: `the recent part would hold ${recent.length} page files (at most ${recentMax})`,
    };
  // Pagefind's search starts from the base: a base without a page of the language has no index of
  // it ("No language indexes found"), and nothing merged into it is found either.
  const unbased = recent.find((file) => !based.has(folderOf(file)));
  if (unbased) return { kind: 'whole', why: `the base has no page of ${folderOf(unbased)}` };
  return changed ? { kind: 'recent', files: recent.sort() } : { kind: 'unchanged' };
}

export function writeJson(file: string, value: unknown): void {
  // Temporary file + rename: a reader sees the old content or the new, whole.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value)}\n`);
  renameSync(temp, file);
}
