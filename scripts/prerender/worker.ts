/**
 * One render worker of the prerender (a worker thread: the server bundle's React Query cache and
 * language are one per module instance, so pages render in parallel only in separate threads). It
 * renders one page at a time in every language, writes its files (each atomically with its .br and
 * .gz copies, the page's files only once all its languages rendered) and answers with the page's record: the API answers
 * it was made from and the pages it links to (scripts/prerender/incremental.ts).
 */
import { rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { matchPage } from '../../src/app/pages';
import { pagePath } from '../../src/i18n/addresses';
import {
  composePage,
  deferAppStart,
  LANGS,
  notFoundFile,
  pageFile,
  pageNumberLinks,
  REMOVED_MARK,
  framePageFile,
  saysNoindex,
  siteLinks,
  type Lang,
  type RenderedPage,
} from './html';
import { dataHash, type PageRecord, type RenderResult } from './incremental';
import { describeMisses, mediaMisses, type MediaMiss, type MediaPolicy } from './media';
import { describeWarnings, recordConsoleWarnings } from './reactWarnings';
import { createResponseCache } from './responseCache';
import { writeServedFile } from './servedFile';

/** The API answers a worker keeps for the run (at most 8 M characters, 16 MB): the frame's data many times over. */
const RESPONSE_CACHE_CHARS = 8 * 1024 * 1024;

export interface WorkerSetup {
  entryPath: string;
  apiOrigin: string;
  siteOrigin: string | undefined;
  distDir: string;
  template: string;
  bootFile: string;
  /** The server's CSP and resized hosts, to name what visitors would miss (media.ts). */
  mediaPolicy: MediaPolicy;
  /** PRERENDER_STRICT_MEDIA: a page with a miss fails and is not written. */
  strictMedia: boolean;
}

export interface WorkerTask {
  id: number;
  path: string;
}

export type WorkerAnswer = { id: number; result: RenderResult };

interface ServerEntry {
  configureApi(
    apiOrigin: string,
    domWindow: unknown,
    siteOrigin?: string,
    wrapFetch?: (apiFetch: typeof fetch) => typeof fetch,
  ): void;
  renderRoute(path: string, langs: readonly Lang[]): Promise<RenderedPage[]>;
  renderNotFound(langs: readonly Lang[]): Promise<RenderedPage[]>;
  renderFramePage(layout: 'main' | 'welcome', langs: readonly Lang[]): Promise<RenderedPage[]>;
  missingData(): string[];
}

const setup = workerData as WorkerSetup;
const entry = (await import(pathToFileURL(setup.entryPath).href)) as ServerEntry;
// jsdom gives the render a DOMParser and DOMPurify's window (no @types/jsdom: only this is used).
const jsdomModule = 'jsdom';
const jsdom = (await import(jsdomModule)) as { JSDOM: new (html: string) => { window: unknown } };

// Every API answer the current page's render reads, hashed: the page's sources (one page at a time).
let sources = new Map<string, string>();
/** The API's fetch the server entry builds (its origin, headers and time limit). */
let apiFetch: typeof fetch = () => Promise.reject(new Error('the API is not configured yet'));
/** The API, with one more try when a kept-alive connection was closed (below). */
async function fetchApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await apiFetch(input, init);
  } catch (error) {
    // A kept-alive connection the API closed while this thread was busy rendering fails at once
    // ("fetch failed", no request sent): one more try on a new connection. A timeout is not retried.
    if (init?.signal?.aborted || !(error instanceof TypeError)) throw error;
    return apiFetch(input, init);
  }
}
// Each answer once per run in this worker: the frame's data is asked for by every page (decision 0141).
const responses = createResponseCache(fetchApi, { maxChars: RESPONSE_CACHE_CHARS });
entry.configureApi(setup.apiOrigin, new jsdom.JSDOM('<!doctype html>').window, setup.siteOrigin, (base) => {
  apiFetch = base;
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const { response, digest } = await responses.fetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    sources.set(url, digest);
    return response;
  };
});

function linksOf(html: string): string[] {
  const found = new Set<string>();
  for (const href of siteLinks(html)) {
    const target = pagePath(href);
    if (matchPage(target)?.page.prerender === 'linked') found.add(target);
  }
  for (const href of pageNumberLinks(html)) {
    const target = pagePath(href);
    if (matchPage(target.split('?')[0]!)?.page.prerender === 'page') found.add(target);
  }
  return [...found].sort();
}

async function renderTask(path: string): Promise<RenderResult> {
  sources = new Map();
  const warnings = recordConsoleWarnings();
  let rendered: RenderedPage[];
  try {
    if (path === '#frame:main' || path === '#frame:welcome')
      rendered = await entry.renderFramePage(path === '#frame:main' ? 'main' : 'welcome', LANGS);
    else if (path === '#not-found') rendered = await entry.renderNotFound(LANGS);
    else rendered = await entry.renderRoute(path, LANGS);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const unreachable = error instanceof Error && (error as { unreachable?: boolean }).unreachable === true;
    return { status: 'failed', reason, unreachable };
  } finally {
    warnings.restore();
  }
  if (warnings.warnings.length)
    return { status: 'failed', reason: describeWarnings(warnings.warnings), unreachable: false };
  const special = path.startsWith('#');
  if (!special) {
    const missing = entry.missingData();
    if (missing.length) return { status: 'gone', reason: `the API answered 404 for ${missing.join(', ')}` };
  }
  // Lists beside the page's own content do not count as its data (pages.ts, sideLists).
  const side = special ? [] : (matchPage(path.split('?')[0]!)?.page.sideLists ?? []);
  const answers = new Map<string, string>();
  for (const [url, digest] of sources)
    if (!side.some((prefix) => url.startsWith(prefix))) answers.set(url, digest);
  const files: string[] = [];
  const contents = rendered.map((page) => {
    const file =
      path === '#not-found'
        ? notFoundFile(setup.distDir, page.lang)
        : special
          ? framePageFile(setup.distDir, page.lang, path === '#frame:main' ? 'main' : 'welcome')
          : pageFile(setup.distDir, page.path);
    const html = composePage(setup.template, page, setup.siteOrigin);
    // A frame page or the 404 page has no page body without the app: it starts at once.
    return { file, html: special ? html : deferAppStart(html, setup.bootFile) };
  });
  // What visitors would miss, over its languages (decision 0240).
  const media = new Map<string, MediaMiss>();
  for (const { html } of contents)
    for (const miss of mediaMisses(html, setup.mediaPolicy)) {
      const key = `${miss.host} ${miss.problem} ${miss.directive}`;
      const sum = media.get(key);
      media.set(key, sum ? { ...sum, count: sum.count + miss.count } : miss);
    }
  // Strict: the page keeps its previous files, as with any failure (none written below).
  if (setup.strictMedia && media.size)
    return {
      status: 'failed',
      reason: `visitors would miss ${describeMisses([...media.values()])} (PRERENDER_STRICT_MEDIA)`,
      unreachable: false,
    };
  for (const { file, html } of contents) {
    // With its .br and .gz, compressed here in the worker that rendered it (decision 0201).
    writeServedFile(file, html);
    if (!special) rmSync(join(dirname(file), REMOVED_MARK), { force: true });
    files.push(relative(setup.distDir, file));
  }
  const record: PageRecord = {
    files,
    addresses: special ? [] : rendered.map((page) => ({ lang: page.lang, path: page.path })),
    lastModified: special ? null : (rendered[0]?.lastModified ?? null),
    sources: [...answers.keys()].sort(),
    dataHash: dataHash(answers),
    links: [...new Set(rendered.flatMap((page) => linksOf(page.html)))].sort(),
    renderedAt: new Date().toISOString(),
    ...(contents.some(({ html }) => saysNoindex(html)) ? { noindex: true as const } : {}),
    ...(media.size ? { media: [...media.values()] } : {}),
  };
  return { status: 'rendered', record };
}

parentPort!.on('message', (task: WorkerTask) => {
  void renderTask(task.path).then(
    (result) => parentPort!.postMessage({ id: task.id, result } satisfies WorkerAnswer),
    (error: unknown) =>
      parentPort!.postMessage({
        id: task.id,
        result: {
          status: 'failed',
          reason: error instanceof Error ? error.message : String(error),
          unreachable: false,
        },
      } satisfies WorkerAnswer),
  );
});
parentPort!.postMessage('ready');
