/**
 * The pages of a prerender run (docs/prerendering.md): every page of the site, in tm, ru and en, from
 * the API at API_ORIGIN, into DIST_DIR/_prerender/. Incremental: a page is rendered again only when
 * the API answers it was made from changed, or the build did (scripts/prerender/incremental.ts,
 * decision 0141); each page is written as soon as it rendered, atomically, by one of several render
 * workers (scripts/prerender/worker.ts).
 *
 * It runs as a process of its own under `npm run prerender` (scripts/prerender.ts), which holds the
 * run's lock, starts it, and once it has ended makes the search index and the service worker from
 * the pages on disk: this process's memory (its workers' and the walk's) is given back before Pagefind
 * takes its own (decision 0241). Its variables (the others are read by scripts/prerender.ts):
 *
 *   API_ORIGIN  the API (default http://127.0.0.1:3001, the local mock)
 *   DIST_DIR    the client build (default dist); the server bundle is read from `${DIST_DIR}-ssr`
 *   SSR_DIR     overrides that server bundle folder
 *   SITE_ORIGIN the public origin (https://…): absolute heads, and the sitemap (only with it)
 *   PRERENDER_FULL=1  render every page, whatever the manifest says
 *   PRERENDER_CONCURRENCY  pages rendered at once (default: the machine's cores, at most 4)
 *   PRERENDER_PAGES  comma-separated pages (`/,/contacts`, or an address such as `/services/x`): only
 *               these, without the pages they link to; for tests that need one or two prerendered
 *               pages in seconds, not the whole site
 *   PRERENDER_LINK_DEPTH  how many links away from the declared pages the walk goes (every page by
 *               default); the end-to-end tests use 1
 *   PRERENDER_STRICT_MEDIA  1: a page with pictures, videos or embeds visitors would miss (the CSP
 *               blocks them, or they are not resized) is not written and fails the run; 0: named in
 *               the summary only (default: 1 when CI is set, else 0; scripts/prerender/media.ts)
 *
 * Over 300 lines because it is the run's pages, read top to bottom: its options, the walk from the
 * declared pages through their links, the render pool, what is written after the pages (removed
 * items, sitemap, robots.txt) and the report, with what visitors would miss. The parts that stand on
 * their own are in this folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { hrefFor } from '../../src/addresses/href';
import { matchPage, pageList, type PageId } from '../../src/app/pages';
import { PRERENDER_DIR, REMOVED_MARK } from './html';
import {
  digestAnswer,
  MANIFEST_VERSION,
  runPages,
  SPECIAL_PAGES,
  type Manifest,
  type SourceAnswer,
} from './incremental';
import { describeMisses, mediaPolicy, type MediaMiss, type MediaPolicy } from './media';
import { startPool, type RenderPool } from './pool';
import { removeServedFile, servedFileIsCurrent, writeServedFile } from './servedFile';
import { checkedRecord } from './checked';
import { CHECKED_FILE } from '../../src/app/prerenderChecked';
import { robotsTxt, sitemapFiles } from './sitemap';
import { SEARCH_INDEX_DIR } from '../search-index/build';
import { recordPrerenderSettings, startPrerender } from '../config/siteSettings';
import { forwardedHeaders } from '../../src/api/forwarded';
import { createApiGet, type ApiGet } from './apiGet';

/** The build manifest's chunks, as far as the prerender reads them. */
type BuildManifest = Record<string, { file: string; css?: string[] }>;

/** The build's entry for pages with content (src/boot.ts; vite.config.ts). */
const BOOT_MODULE = 'src/boot.ts';
/** Beside the pages, never served (nginx serves `_prerender/` only by address, and no dot-file). */
const MANIFEST_FILE = '.manifest.json';
const REQUEST_TIMEOUT_MS = 15_000;

/** The pages prerendered at their own address (pages.ts: `prerender: 'page'`). */
const PRERENDERED = pageList.filter((page) => page.prerender === 'page').map((page) => page.example);

/** PRERENDER_PAGES: a subset of PRERENDERED, without the pages they link to (tests). */
const ONLY = (process.env.PRERENDER_PAGES ?? '')
  .split(',')
  .map((path) => path.trim())
  .filter(Boolean);

/** PRERENDER_LINK_DEPTH (tests): at most this many links away from the declared pages. */
const LINK_DEPTH = process.env.PRERENDER_LINK_DEPTH ? Number(process.env.PRERENDER_LINK_DEPTH) : Infinity;
const CONCURRENCY = Number(process.env.PRERENDER_CONCURRENCY || Math.min(4, availableParallelism()));
/** PRERENDER_STRICT_MEDIA: 1 fails a page visitors would miss media on; 0 names it only; unset: 1 under CI. */
const STRICT_MEDIA_SETTING = process.env.PRERENDER_STRICT_MEDIA ?? '';
/** How many pages with media visitors would miss the summary names one by one. */
const MISSES_LISTED = 50;

/** What scripts/prerender.ts makes from the pages once this process has ended. */
export interface PagesOutcome {
  /** The site search's index (pages were written or removed, and the run succeeded). */
  searchIndex: boolean;
  /** The steps of a successful run: the service worker. */
  afterPages: boolean;
}

function fail(message: string): never {
  console.error(`✖ prerender: ${message}`);
  process.exit(1);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Writes `content` (and its .br/.gz) unless the file already holds exactly it (its mtime and ETag stay). */
function writeIfChanged(file: string, content: string): boolean {
  if (servedFileIsCurrent(file, content)) return false;
  writeServedFile(file, content);
  return true;
}

/** What the pages are made with: a change renders every page (the code, the template, the options). */
function buildKey(files: readonly string[], options: Record<string, unknown>): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\n`).update(readFileSync(file));
  hash.update(JSON.stringify(options));
  return hash.digest('hex');
}

function readManifest(file: string): Manifest | null {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    return manifest.version === MANIFEST_VERSION && typeof manifest.pages === 'object' ? manifest : null;
  } catch {
    return null;
  }
}

/** Every item of a paged (`next`) or plain list of the API, as page paths (`/article/x`). */
async function listedItems(get: ApiGet, list: string, page: PageId): Promise<string[]> {
  const paths: string[] = [];
  let url: string | null = `${list}?size=100`;
  while (url) {
    const answer = await get(url);
    if (answer.status < 200 || answer.status > 299) throw new Error(`${url} answered HTTP ${answer.status}`);
    const body = JSON.parse(answer.body) as
      { slug: string }[] | { results: { slug: string }[]; next: string | null };
    const items = Array.isArray(body) ? body : body.results;
    for (const item of items) paths.push(hrefFor(page, { slug: item.slug }));
    // The API's `next` names its own host (the forwarded one); only its path and query are followed.
    url = Array.isArray(body) || !body.next ? null : new URL(body.next).pathname + new URL(body.next).search;
  }
  return paths;
}

async function main(): Promise<{ status: number; next: PagesOutcome | null }> {
  // One configuration (decision 0230): the env file, then this run's settings against the build's.
  const refused = startPrerender(process.env);
  if (refused) fail(refused);
  if (!(LINK_DEPTH >= 0 && (Number.isInteger(LINK_DEPTH) || LINK_DEPTH === Infinity)))
    fail(`PRERENDER_LINK_DEPTH=${process.env.PRERENDER_LINK_DEPTH} is not a whole number of links`);
  if (!['', '0', '1'].includes(STRICT_MEDIA_SETTING))
    fail(`PRERENDER_STRICT_MEDIA=${STRICT_MEDIA_SETTING} must be 1 (fail such pages) or 0 (name them only)`);
  const strictMedia =
    STRICT_MEDIA_SETTING === '1' ||
    (STRICT_MEDIA_SETTING === '' && !!process.env.CI && process.env.CI !== 'false');
  // The CSP and resized hosts the server will have, from the same variables (scripts/prerender/media.ts).
  let policy: MediaPolicy;
  try {
    policy = mediaPolicy(process.env);
  } catch (error) {
    fail(`the server's settings do not read: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!(Number.isInteger(CONCURRENCY) && CONCURRENCY >= 1))
    fail(`PRERENDER_CONCURRENCY=${process.env.PRERENDER_CONCURRENCY} is not a whole number of pages`);
  // A declared page, or one address of a page with parameters (`/services/x`, for the search's tests).
  const unknown = ONLY.filter(
    (path) => !PRERENDERED.includes(path) && !matchPage(path)?.page.path.includes(':'),
  );
  if (unknown.length) fail(`PRERENDER_PAGES names pages that are not prerendered: ${unknown.join(', ')}`);
  // Before the first question to the API: every page the run keeps has answers of this moment or later.
  const startedAt = new Date();
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
  const started = performance.now();
  const outDir = join(distDir, PRERENDER_DIR);
  const template = readFileSync(templatePath, 'utf8');
  const buildManifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
  const bootFile = buildManifest[BOOT_MODULE]?.file;
  if (!bootFile) fail(`the build manifest has no ${BOOT_MODULE} — run \`npm run build\` again.`);
  // The pages link only the template's stylesheet: a chunk with CSS of its own would paint unstyled
  // and move when its script adds it (vite.config.ts, cssCodeSplit; decision 0023).
  const split = Object.keys(buildManifest).filter((key) => buildManifest[key]!.css?.length);
  if (split.length) fail(`the build splits its CSS (${split.join(', ')}); build with cssCodeSplit off.`);

  const here = import.meta.dirname;
  const build = buildKey(
    [
      manifestPath,
      entryPath,
      templatePath,
      ...[
        'pages.ts',
        'html.ts',
        'worker.ts',
        'incremental.ts',
        'responseCache.ts',
        'servedFile.ts',
        'media.ts',
        'apiGet.ts',
      ].map((f) => join(here, f)),
    ],
    // The media policy too: every page is checked again against a changed CSP or MEDIA_ORIGINS.
    { siteOrigin: siteOrigin ?? null, only: ONLY, linkDepth: String(LINK_DEPTH), policy },
  );
  const manifestFile = join(outDir, MANIFEST_FILE);
  const previous = process.env.PRERENDER_FULL === '1' ? null : readManifest(manifestFile);

  // The walk's questions (the item lists, each kept page's sources), asked as the render asks: a paged
  // answer's links name the forwarded host, and a source asked otherwise never hashes as recorded.
  const concurrency = CONCURRENCY * 2;
  const apiGet = createApiGet(apiOrigin, {
    // Checks are mostly waiting on the API: more of them than workers keep the workers busy.
    connections: concurrency,
    timeoutMs: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json', ...forwardedHeaders(siteOrigin) },
  });
  // The API's item lists first: if the API does not answer now, nothing is touched.
  const seeds = [...(ONLY.length ? ONLY : PRERENDERED), ...SPECIAL_PAGES].map((path) => ({ path, depth: 0 }));
  // (Not in a run limited to a depth, the tests': the pages reached by links hold every kind.)
  if (!ONLY.length && LINK_DEPTH === Infinity) {
    try {
      for (const page of pageList.filter((p) => p.prerender === 'linked' && p.listedBy)) {
        for (const path of await listedItems(apiGet, page.listedBy!, page.id)) seeds.push({ path, depth: 1 });
      }
    } catch (error) {
      const reason =
        error instanceof Error
          ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
          : String(error);
      fail(
        `the API at ${apiOrigin} did not answer as expected: ${reason}\n` +
          `  Nothing was written; the pages already in ${outDir} stay as they were.`,
      );
    }
  }

  // Each source once per run: the frame's data is a source of every page.
  const answers = new Map<string, Promise<SourceAnswer>>();
  const answer = (url: string) => {
    let found = answers.get(url);
    if (!found) {
      found = apiGet(url).then(
        ({ status, body }): SourceAnswer =>
          status >= 500
            ? { ok: false, reason: `${url} answered HTTP ${status}`, unreachable: false }
            : { ok: true, digest: digestAnswer(status, body) },
        (error: unknown): SourceAnswer => ({
          ok: false,
          reason: `${url}: ${error instanceof Error ? error.message : String(error)}`,
          unreachable: true,
        }),
      );
      answers.set(url, found);
    }
    return found;
  };

  // The workers start with the first page to render: a run that keeps every page needs none.
  let pool: Promise<RenderPool> | null = null;
  const render = (path: string) => {
    pool ??= startPool(CONCURRENCY, {
      entryPath,
      apiOrigin,
      siteOrigin,
      distDir,
      template,
      bootFile,
      mediaPolicy: policy,
      strictMedia,
    });
    return pool.then((workers) => workers.render(path));
  };
  let report;
  try {
    report = await runPages({
      previous,
      build,
      seeds,
      followLinks: !ONLY.length,
      linkDepth: LINK_DEPTH,
      concurrency,
      render,
      answer,
      log: (line) => console.log(line),
    });
  } finally {
    // (TypeScript cannot see that the closure above may have set it.)
    const started = pool as Promise<RenderPool> | null;
    if (started) await (await started).close();
    await apiGet.close();
  }

  // Gone items: their files go (with their .br/.gz), and a mark tells nginx to answer their address 404.
  for (const { path, files } of report.removed) {
    for (const file of files) removeServedFile(join(distDir, file));
    const found = matchPage(path.split('?')[0]!);
    if (found?.page.prerender === 'linked') {
      for (const file of files) {
        mkdirSync(dirname(join(distDir, file)), { recursive: true });
        writeFileSync(join(dirname(join(distDir, file)), REMOVED_MARK), '');
      }
    }
  }

  // The sitemap and robots.txt name absolute addresses (sitemaps.org): only with SITE_ORIGIN.
  const pages = report.manifest.pages;
  let sitemapNote: string;
  if (siteOrigin) {
    const listed = Object.keys(pages)
      // A page that keeps itself out of search engines (the offline page) is not offered to them.
      .filter((path) => pages[path]!.addresses.length && !pages[path]!.noindex)
      .sort()
      .map((path) => ({ addresses: pages[path]!.addresses, lastModified: pages[path]!.lastModified }));
    const files = sitemapFiles(listed, siteOrigin);
    let changed = 0;
    for (const [name, xml] of files) if (writeIfChanged(join(outDir, name), xml)) changed += 1;
    writeIfChanged(join(outDir, 'robots.txt'), robotsTxt(siteOrigin));
    sitemapNote = `sitemap: ${listed.length * 3} addresses in ${files.size} file(s), ${changed ? 'rewritten' : 'unchanged'}`;
  } else sitemapNote = '';
  const succeeded = report.failed.length === 0 && report.aborted === null;
  // The search index is made from the page files alone: when this run wrote and removed none and the
  // last one indexed them, it is the index they would give (decision 0170), even if this run failed
  // for some pages (they kept their files). Until it is made again, the manifest says it is not.
  const indexCurrent =
    !report.fullRun &&
    report.rendered.length === 0 &&
    report.removed.length === 0 &&
    previous?.searchIndexed === true &&
    existsSync(join(distDir, SEARCH_INDEX_DIR));
  // Until scripts/prerender.ts has made the index again, the manifest says it is not.
  writeIfChanged(manifestFile, `${JSON.stringify({ ...report.manifest, searchIndexed: indexCurrent })}\n`);
  // When every page was checked: the record a page older than VITE_PRERENDER_MAX_AGE reads (decision 0151).
  const checked = checkedRecord(report, previous, startedAt, !ONLY.length && LINK_DEPTH === Infinity);
  if (checked) writeServedFile(join(outDir, CHECKED_FILE), `${JSON.stringify(checked)}\n`);

  // ── After the pages are written ────────────────────────────────────────────────────────────────
  // The steps that read the finished output (the search index, the service worker's list) are made by
  // scripts/prerender.ts once this process has ended; it is told which (after a failed run the pages
  // are of two different states: neither).
  if (indexCurrent) console.log('  search index: no page written or removed, the index kept');
  const next: PagesOutcome = { searchIndex: succeeded && !indexCurrent, afterPages: succeeded };

  const total = Object.keys(pages).length;
  console.log(
    `${succeeded ? '✔' : '✖'} prerender (${report.fullRun ? 'full run' : 'incremental'}, ` +
      `${CONCURRENCY} workers) in ${seconds(started)}: ${report.rendered.length} pages rendered, ` +
      `${report.kept.length} kept, ${report.removed.length} removed, ${report.failed.length} failed; ` +
      `${total} pages (× ${3} languages) in ${outDir} from ${apiOrigin}`,
  );
  for (const { path } of report.removed) console.log(`  removed ${path}`);
  if (sitemapNote) console.log(`  ${sitemapNote}`);
  for (const { path, reason } of report.failed)
    console.error(`  failed ${path} (its previous files kept): ${reason}`);
  // Strict: a miss on a page kept from an earlier run that was not strict fails this one too.
  const missed = reportMisses(pages, strictMedia);
  if (report.aborted)
    console.error(
      `  the API stopped answering (${report.aborted}): the pages not yet checked kept their previous files`,
    );
  if (!siteOrigin)
    console.warn(
      "\n  ⚠ NO SITE_ORIGIN: no sitemap.xml or robots.txt was written, and every page's canonical,\n" +
        '    hreflang and og:url are RELATIVE addresses. Set SITE_ORIGIN=https://… for production.\n',
    );
  if (strictMedia && missed)
    console.error(
      '  PRERENDER_STRICT_MEDIA: the pages above were published by an earlier run that was not strict; this run fails until they are fixed.',
    );
  // The run has published what it could: the server compares its settings with this run's.
  recordPrerenderSettings(process.env);
  return { status: succeeded && !(strictMedia && missed) ? 0 : 1, next };
}

/**
 * The published pages visitors would miss media on (each page's record keeps its misses, so every
 * run names all of them, not only the ones it rendered), by page and by host (decision 0240).
 */
function reportMisses(pages: Manifest['pages'], strict: boolean): number {
  const missed = Object.entries(pages)
    .filter(([, record]) => record.media?.length)
    .sort(([a], [b]) => a.localeCompare(b));
  if (!missed.length) return 0;
  const byHost = new Map<string, MediaMiss & { pages: number }>();
  for (const [, record] of missed)
    for (const miss of record.media!) {
      const key = `${miss.host} ${miss.problem} ${miss.directive}`;
      const sum = byHost.get(key);
      byHost.set(
        key,
        sum ? { ...sum, count: sum.count + miss.count, pages: sum.pages + 1 } : { ...miss, pages: 1 },
      );
    }
  console.warn(
    `\n  ⚠ VISITORS MISS PICTURES, VIDEOS OR EMBEDS on ${missed.length} published page(s)` +
      `${strict ? '' : ' (PRERENDER_STRICT_MEDIA=1 fails such pages instead of publishing them)'}:`,
  );
  for (const sum of byHost.values()) console.warn(`    ${describeMisses([sum])}, on ${sum.pages} page(s)`);
  for (const [path, record] of missed.slice(0, MISSES_LISTED))
    console.warn(`    ${path}: ${describeMisses(record.media!)}`);
  if (missed.length > MISSES_LISTED)
    console.warn(
      `    … and ${missed.length - MISSES_LISTED} more (each page's \`media\` in ${MANIFEST_FILE})`,
    );
  console.warn(
    '    A blocked host goes in MEDIA_ORIGINS (or FRAME_ORIGINS for embeds) of the build, the prerender and\n' +
      '    the server alike (docs/deploying.md); a host listed by name is also resized.\n',
  );
  return missed.length;
}

// Started by scripts/prerender.ts, which holds the run's lock: it must not write on once that is gone.
process.on('disconnect', () => fail('scripts/prerender.ts, which started this run, is gone'));
const { status, next } = await main();
// What scripts/prerender.ts makes next; sent before the exit, which would drop it otherwise.
if (next && process.send) await new Promise((sent) => process.send!(next, sent));
// jsdom's window and keep-alive sockets must not keep this process.
process.exit(status);
