/**
 * The incremental prerender (decision 0141): which pages a run renders, keeps or removes. A page's
 * record in the manifest names the API answers it was made from (`sources`) and their hash; a run
 * fetches those answers again and renders the page only when the hash differs, or when the build
 * changed. The set of pages is the link closure of the declared pages and the API's item lists, so
 * an item no page reaches any more (deleted from the API) is removed. Pure of files and workers: the
 * caller passes the renderer and the fetch (scripts/prerender.ts), the tests pass fakes.
 */
import { createHash } from 'node:crypto';
import type { MediaMiss } from './media';
import type { Lang } from '../../src/api/types';

export const MANIFEST_VERSION = 1;

/** The API did not answer for this many pages: it is down, and the run stops (the rest is kept). */
export const UNREACHABLE_LIMIT = 3;

/** Keys of the pages that are not addresses: the frame pages and the 404 page. */
export const SPECIAL_PAGES = ['#frame:main', '#frame:welcome', '#not-found'] as const;

export interface PageRecord {
  /** The files written for it, relative to DIST_DIR (`_prerender/en/posts/index.html`). */
  files: string[];
  /** Its address in each language, for the sitemap (none for a frame page or the 404 page). */
  addresses: { lang: Lang; path: string }[];
  /** The newest `pub_date` of its data (the sitemap's lastmod). */
  lastModified: string | null;
  /** The API answers it was made from (paths below API_ORIGIN) and their hash (`dataHash`). */
  sources: string[];
  dataHash: string;
  /** The prerendered pages it links to (page paths: `/post/x`, `/posts?page=2`). */
  links: string[];
  /** When it was rendered (ISO 8601): the time its state carries, unchanged while it is kept. */
  renderedAt: string;
  /** It keeps itself out of search engines (a robots meta): not listed in the sitemap. */
  noindex?: true;
  /**
   * What visitors miss on it (scripts/prerender/media.ts, decision 0240): kept with the page, so
   * every run's summary names every published page with a miss, not only the ones it rendered.
   */
  media?: MediaMiss[];
}

export interface Manifest {
  version: number;
  /** The build and options the pages were made with: another one renders everything. */
  build: string;
  pages: Record<string, PageRecord>;
  /**
   * The site search's index was made from these pages, as they are (scripts/prerender.ts): a run
   * that renders and removes nothing then need not make it again. Absent: not known, made again.
   */
  searchIndexed?: boolean;
}

export type RenderResult =
  | { status: 'rendered'; record: PageRecord }
  /** The API answered 404 for the page's item: no page, and the previous one is removed. */
  | { status: 'gone'; reason: string }
  /** `unreachable`: the API did not answer at all, and the run stops rendering. */
  | { status: 'failed'; reason: string; unreachable: boolean };

/** One source's answer as hashed: `status sha256(body)`, or why it could not be fetched. */
export type SourceAnswer = { ok: true; digest: string } | { ok: false; reason: string; unreachable: boolean };

export function digestAnswer(status: number, body: string): string {
  return `${status} ${createHash('sha256').update(body).digest('hex')}`;
}

/** The hash of a page's data: its sources and their answers, in a stable order. */
export function dataHash(answers: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const url of [...answers.keys()].sort()) hash.update(`${url}\t${answers.get(url)}\n`);
  return hash.digest('hex');
}

export interface RunOptions {
  /** The manifest of the last run, or null (none, unreadable): every page is rendered. */
  previous: Manifest | null;
  build: string;
  /** Where the walk starts, each with its distance in links from a declared page. */
  seeds: { path: string; depth: number }[];
  /** Follow the pages' links (false: only the seeds, for tests). */
  followLinks: boolean;
  linkDepth: number;
  /** Pages checked or rendered at once. */
  concurrency: number;
  render: (path: string) => Promise<RenderResult>;
  /** One source's answer now (the caller caches it for the run: many pages share a source). */
  answer: (url: string) => Promise<SourceAnswer>;
  log?: (line: string) => void;
}

export interface RunReport {
  manifest: Manifest;
  rendered: string[];
  kept: string[];
  /** Pages of the last run that are gone, with their files (to delete). */
  removed: { path: string; files: string[] }[];
  failed: { path: string; reason: string }[];
  /** The run stopped early: the API stopped answering. */
  aborted: string | null;
  fullRun: boolean;
}

/** Whether a kept page's data is unchanged: its sources' answers hash as before. */
async function unchanged(
  record: PageRecord,
  answer: RunOptions['answer'],
): Promise<{ same: boolean } | { failed: string; unreachable: boolean }> {
  const answers = new Map<string, string>();
  const got = await Promise.all(record.sources.map((url) => answer(url)));
  for (const [index, url] of record.sources.entries()) {
    const one = got[index]!;
    if (!one.ok) return { failed: one.reason, unreachable: one.unreachable };
    answers.set(url, one.digest);
  }
  return { same: dataHash(answers) === record.dataHash };
}

export async function runPages(options: RunOptions): Promise<RunReport> {
  const { previous, build } = options;
  const fullRun = previous === null || previous.version !== MANIFEST_VERSION || previous.build !== build;
  const before = previous?.pages ?? {};
  const pages: Record<string, PageRecord> = {};
  const report: RunReport = {
    manifest: { version: MANIFEST_VERSION, build, pages },
    rendered: [],
    kept: [],
    removed: [],
    failed: [],
    aborted: null,
    fullRun,
  };
  const log = options.log ?? (() => undefined);
  const depthOf = new Map<string, number>();
  const queue: string[] = [];
  const enqueue = (path: string, depth: number) => {
    if (depthOf.has(path) || depth > options.linkDepth) return;
    depthOf.set(path, depth);
    queue.push(path);
  };
  for (const seed of options.seeds) enqueue(seed.path, seed.depth);
  const gone = new Set<string>();
  let unreachable = 0;
  const noAnswer = (reason: string) => {
    unreachable += 1;
    if (unreachable >= UNREACHABLE_LIMIT) report.aborted ??= reason;
  };

  const keep = (path: string, record: PageRecord) => {
    pages[path] = record;
    if (options.followLinks) for (const link of record.links) enqueue(link, depthOf.get(path)! + 1);
  };

  /** `force`: render even if its data is unchanged (it links to a page that is gone). */
  const visit = async (path: string, force: boolean): Promise<void> => {
    const old = before[path];
    if (report.aborted) {
      // The API stopped answering: what is left keeps its files and its record.
      if (old) keep(path, old);
      return;
    }
    if (old && !fullRun && !force) {
      const check = await unchanged(old, options.answer);
      if ('same' in check && check.same) {
        report.kept.push(path);
        keep(path, old);
        return;
      }
      if ('failed' in check) {
        report.failed.push({ path, reason: check.failed });
        if (check.unreachable) noAnswer(check.failed);
        keep(path, old);
        return;
      }
    }
    const started = performance.now();
    const result = await options.render(path);
    if (result.status === 'rendered') {
      report.rendered.push(path);
      log(`  rendered ${path} (${Math.round(performance.now() - started)} ms)`);
      keep(path, result.record);
    } else if (result.status === 'gone') {
      gone.add(path);
      log(`  gone     ${path}: ${result.reason}`);
    } else {
      report.failed.push({ path, reason: result.reason });
      log(`  FAILED   ${path}: ${result.reason}`);
      if (result.unreachable) noAnswer(result.reason);
      if (old) keep(path, old);
    }
  };

  // A fixed number of runners take pages off the queue; a page's links join it as it is done.
  const forced = new Set<string>();
  const drain = () =>
    new Promise<void>((done, fail) => {
      let active = 0;
      const pump = () => {
        while (active < options.concurrency && queue.length) {
          const path = queue.shift()!;
          active += 1;
          visit(path, forced.has(path)).then(
            () => {
              active -= 1;
              pump();
            },
            (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
          );
        }
        if (active === 0 && queue.length === 0) done();
      };
      pump();
    });
  await drain();
  // A kept page that links to a page now gone (its item deleted) is rendered again, without the
  // link; its new links join the walk. Until nothing kept links to anything gone.
  for (;;) {
    const stale = report.kept.filter(
      (path) => !forced.has(path) && pages[path]!.links.some((link) => gone.has(link)),
    );
    if (!stale.length || report.aborted) break;
    for (const path of stale) {
      forced.add(path);
      report.kept.splice(report.kept.indexOf(path), 1);
      delete pages[path];
      queue.push(path);
    }
    await drain();
  }

  // Gone: every page of the last run that this one did not reach or found missing, unless the run
  // stopped early or followed no links (a run of named pages, PRERENDER_PAGES): then what it did not
  // reach is unknown, and stays.
  for (const [path, record] of Object.entries(before)) {
    if (pages[path]) continue;
    if ((report.aborted || !options.followLinks) && !gone.has(path)) {
      pages[path] = record;
      continue;
    }
    // Files another page now owns (none today) stay.
    report.removed.push({ path, files: record.files });
  }
  const owned = new Set(Object.values(pages).flatMap((record) => record.files));
  report.removed = report.removed.map((entry) => ({
    ...entry,
    files: entry.files.filter((file) => !owned.has(file)),
  }));
  // In a stable order, so an unchanged manifest is an unchanged file.
  report.manifest.pages = Object.fromEntries(
    Object.keys(pages)
      .sort()
      .map((path) => [path, pages[path]!]),
  );
  return report;
}
