/**
 * Over 300 lines because it is one script read top to bottom (options, the build and snapshots, the
 * runs, the report) whose parts nothing else uses; each measure's own work is in scripts/bench/.
 *
 * `npm run bench:lighthouse [-- --runs 3 --pages /,/posts --dist DIR --port 18810 --desktop --applied
 *   --measure lighthouse,bytes,inp,tasks,shifts]`
 *
 * Lighthouse 12 (mobile, simulated slow 4G and 4× CPU slowdown, its defaults) against the
 * production path, all on loopback: the build (`VITE_CAPTCHA=offline`), prerendered against the
 * mock (`npm run prerender`), served by nginx exactly as `npm run serve` serves it, behind a TLS
 * and HTTP/2 front as in production (scripts/bench/tlsFront.ts; Lighthouse only). Beside every
 * page it measures a script-free snapshot of the same prerendered HTML (every `<script>` and
 * modulepreload removed), served by the same nginx from the same build, so only the JavaScript
 * differs. Page and snapshot runs alternate (page, snapshot, page, snapshot …) so a change in the
 * machine's load hits both alike. Prints per route the medians of each metric, the LCP ratio
 * (page / snapshot) and the targets of docs/performance.md, marking misses. A report of numbers, not a test:
 * timings depend on the machine and its load (printed before and after).
 *
 *   --runs N     runs per page and per snapshot (3)
 *   --pages      comma-separated routes (/, /posts, /welcome/, /contacts, the first service page, notice
 *                and news detail linked from home)
 *   --dist DIR   measure an already built and prerendered DIST_DIR instead of building one (its
 *                API_ORIGIN must be a mock started separately; with --dist, the bench still starts
 *                its own mock for nginx to proxy)
 *   --port N     nginx's port (the mock takes N+1); default: free ports
 *   --desktop    Lighthouse's desktop preset instead of mobile
 *   --profiles   the mobile network profiles, comma-separated (preset,slow): `preset` is Lighthouse's
 *                own (slow 4G: 1.6 Mbit/s, 150 ms round trip, 4× CPU); `slow` is Turkmenistan's
 *                average line (0.5 Mbit/s, 150 ms round trip, 4× CPU), whose LCP target is 2.5 s
 *   --scenario S the mock answers with scenario S (fixtures/scenarios/S.json) for the prerender and
 *                the pages alike, e.g. `small-banners`: the first view with small banner pictures
 *   --site-origin  the build, the prerender and nginx get a SITE_ORIGIN, as a deployment sets it:
 *                the bytes measure's TLS front (https on a port chosen first). The mock then builds
 *                its paging links from that host for the prerender and the visitor alike, so the
 *                page's ETags of its news lists match (decision 0270); not with --dist
 *   --http1      Lighthouse talks to nginx directly (HTTP/1.1 without TLS, one connection per
 *                parallel request) instead of through the TLS and HTTP/2 front
 *   --applied    applied throttling (Lighthouse's `devtools` method: Chromium itself slows the network
 *                and the CPU while the page loads) instead of the simulation, which estimates the
 *                timings from an unthrottled load; slower to run, noisier, but it shows what a real
 *                slow connection does with a larger HTML document (decision 0025)
 *
 *   --measure    what to measure, comma-separated (the first three by default):
 *                `lighthouse` the table above;
 *                `bytes` what a first visit to `/`, a service, a notice and a news item transfers by type
 *                (HTML, CSS, JS, images, API) until the network is idle, on a phone and a desktop,
 *                beside the script-free snapshot's of `/`, and the pictures below the fold among
 *                them, against the byte targets (scripts/bench/firstVisitBytes.ts); then a first
 *                visit of `/tm/` and a news item by line (fast; 0.5 Mbit/s with and without
 *                Save-Data) as nginx's access log counts it, the service worker's install apart, and
 *                on the slow lines the first tap that needs the app and the app's arrival after it
 *                (scripts/bench/slowLine.ts);
 *                `inp` Interaction to Next Paint of the phone menu, the language switch, the news
 *                category, the contact form's error submit and the lightbox, on a phone with a 4×
 *                slower CPU, `--runs` times each, beside a reference tap with nothing to do (the
 *                machine's floor, outside the targets) (scripts/bench/interactions.ts);
 *                `tasks` the long tasks from FCP until the app has hydrated, at full speed as
 *                Lighthouse's trace has them, on each route (prerendered, tm), `--runs` times: what
 *                each did, and the blocking time they make on the simulated 4× slower phone
 *                (scripts/bench/startTasks.ts);
 *                `shifts` the layout shifts of each route (tm) while its HTML arrives in pieces,
 *                stopping after every tag of the header, at 320, 390, 1000 and 1280 px, until the
 *                app has started (scripts/bench/partialShifts.ts)
 *
 * Chromium: CHROMIUM_PATH or /usr/bin/chromium (scripts/chromium.ts; Lighthouse through chrome-launcher, the other two
 * through Playwright).
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeServedFile } from './prerender/servedFile';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { createMockServer } from '../mock-api/server';
import { buildProduction } from './build-production';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { compressDist } from './compress-dist';
import { langAddress, pagePath } from '../src/i18n/addresses';
import { pageFile, PRERENDER_DIR, siteLinks } from './prerender/html';
import { freePort, optionsFromEnv, startNginx } from './serve';
import { BYTE_TYPES, firstVisitBytes, kB, LAZY_DISTANCE, type FirstVisit } from './bench/firstVisitBytes';
import { lineVisit, LINES } from './bench/slowLine';
import type { Device } from './bench/browser';
import { INP_TARGET, latencyText, measureInteractions, phaseText } from './bench/interactions';
import { BLOCKING_FROM_MS, measureStartTasks, type StartTasks } from './bench/startTasks';
import { measurePartialShifts } from './bench/partialShifts';
import { reportRepeatVisits } from './bench/repeatVisit';
import { logLinesSince, logSize } from './bench/accessLog';
import { ACCEPT_RUN_CERTIFICATE, startTlsFront, type TlsFront } from './bench/tlsFront';
import { href } from '../src/addresses/href';
import { matchPageAddress } from '../src/addresses/matchAddress';

const { values } = parseArgs({
  options: {
    pages: { type: 'string' },
    runs: { type: 'string', default: '3' },
    dist: { type: 'string' },
    port: { type: 'string' },
    desktop: { type: 'boolean', default: false },
    profiles: { type: 'string', default: 'preset,slow' },
    applied: { type: 'boolean', default: false },
    http1: { type: 'boolean', default: false },
    scenario: { type: 'string' },
    'site-origin': { type: 'boolean', default: false },
    measure: { type: 'string', default: 'lighthouse,bytes,inp' },
  },
});

const MEASURES = ['lighthouse', 'bytes', 'inp', 'tasks', 'shifts'] as const;
const measure = new Set(
  values.measure
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean),
);
for (const m of measure) {
  if (!(MEASURES as readonly string[]).includes(m))
    throw new Error(`--measure: ${m} is not one of ${MEASURES.join(', ')}`);
}

const root = resolve(import.meta.dirname, '..');
const HOST = '127.0.0.1';
/** Where the snapshots live inside the served build; a real file, so nginx serves it as it is. */
const SNAPSHOT_DIR = '__bench-snapshot';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;
type Metric = keyof typeof METRICS;

/** The first visit's targets (docs/performance.md, "Lighthouse, first visit"). */
const TARGET = { performance: 98, lcpRatio: 1.5, tbt: 100, cls: 0.02, otherScores: 100 };
/** At 0.5 Mbit/s (the `slow` profile): Google's "good" LCP (docs/performance.md, "A slow line"). */
const SLOW_LCP_TARGET = 2500;
/** A first visit's bytes on a phone (docs/performance.md, "A slow line"). */
const BYTES_TARGET = { home: 250_000, homeImages: 100_000, newsItem: 200_000 };
/**
 * A first visit by line (decision 0260): on a slow line, all of it with the service worker's install;
 * the install alone, on any line; the first tap that needs the app (Interaction to Next Paint).
 */
const LINE_TARGET = { slowVisit: 120_000, install: 20_000, inp: 200 };

/**
 * Turkmenistan's average line (0.5 Mbit/s) with the preset's round trip and CPU slowdown. The
 * simulation reads rttMs/throughputKbps; applied throttling (`--applied`) the other three, scaled
 * from the preset's as Lighthouse scales its own (latency × 3.75, 90 % of the rate down).
 */
const SLOW_THROTTLING = {
  rttMs: 150,
  throughputKbps: 500,
  cpuSlowdownMultiplier: 4,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 500 * 0.9,
  uploadThroughputKbps: 500 * 0.9 * (675 / 1474.56),
};
const PROFILES = ['preset', 'slow'] as const;
type Profile = (typeof PROFILES)[number];

interface RunNumbers {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  failing: string[];
  /** The element Lighthouse took as the largest contentful paint, and its phases. */
  lcp: string;
  /** Lighthouse's long tasks (simulated durations): where the blocking time comes from. */
  longTasks: string[];
}

function summarise(result: RunnerResult): RunNumbers {
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as RunNumbers['scores'];
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? NaN]),
  ) as RunNumbers['metrics'];
  // Audits of the non-performance categories that did not pass, with the elements they name.
  const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => {
        const details = audit!.details;
        const nodes =
          details && details.type === 'table'
            ? details.items
                .map((item) => (item.node as { selector?: string; snippet?: string } | undefined) ?? null)
                .filter((node) => node !== null)
                .slice(0, 3)
                .map((node) => `${node.selector ?? ''} ${node.snippet?.slice(0, 100) ?? ''}`.trim())
            : [];
        return `${c}: ${audit!.id} (${audit!.title})${nodes.length ? ` — ${nodes.join(' | ')}` : ''}`;
      }),
  );
  // Where the layout shifted, when it did: the first thing to read when CLS is not near zero.
  const shifts = lhr.audits['layout-shifts']?.details;
  if (shifts && shifts.type === 'table') {
    for (const item of shifts.items
      .filter((i) => typeof i.score === 'number' && i.score >= 0.001)
      .slice(0, 3)) {
      const node = item.node as { snippet?: string; selector?: string } | undefined;
      const score = typeof item.score === 'number' ? item.score.toFixed(3) : '?';
      failing.push(`layout shift ${score}: ${node?.selector ?? ''} ${node?.snippet?.slice(0, 100) ?? ''}`);
    }
  }
  return { scores, metrics, failing, lcp: lcpElement(lhr), longTasks: longTasks(lhr) };
}

function longTasks(lhr: RunnerResult['lhr']): string[] {
  const details = lhr.audits['long-tasks']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items.map((item) => {
    const url = typeof item.url === 'string' ? item.url : '';
    const name = url.startsWith('http') ? new URL(url).pathname : url;
    return `${Math.round(Number(item.startTime))} ms +${Math.round(Number(item.duration))} ms ${name}`;
  });
}

function lcpElement(lhr: RunnerResult['lhr']): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  // Lighthouse 12 gives a list of two tables (the element, then its phases); older runs one table.
  type Table = { type: string; items?: Array<Record<string, unknown>> };
  const tables: Table[] =
    details?.type === 'list' ? (details.items as Table[]) : details?.type === 'table' ? [details] : [];
  const node = tables[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = (tables[1]?.items ?? [])
    .map((row) => `${String(row.phase)} ${Math.round(Number(row.timing))} ms`)
    .join(', ');
  if (!node?.snippet)
    return `n/a (${lhr.audits['largest-contentful-paint-element']?.scoreDisplayMode ?? 'no audit'})`;
  return `${node.snippet.slice(0, 120)}${phases ? ` (${phases})` : ''}`;
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface Medians {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
}

/** The median of each number on its own (the runs differ in which one is slowest). */
function medians(runs: RunNumbers[]): Medians {
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
    ) as Medians['scores'],
    metrics: Object.fromEntries(
      (Object.keys(METRICS) as Metric[]).map((m) => [m, median(runs.map((r) => r.metrics[m]))]),
    ) as Medians['metrics'],
  };
}

const seconds = (ms: number) => (Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms: number) => (Number.isNaN(ms) ? 'n/a' : `${Math.round(ms)} ms`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
/** A value with ✗ after it when it misses its target. */
const mark = (text: string, ok: boolean) => (ok ? text : `${text} ✗`);

/** The prerendered HTML without any script: what the page shows before its JavaScript runs. */
function scriptFree(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * A fresh folder for the build inside node_modules/.cache (git-ignored): the prerender imports the
 * server bundle beside it, whose imports (react, dompurify …) resolve from the repo's node_modules.
 */
function newBuildDir(): string {
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'lighthouse-dist-'));
  // Started as root, nginx's workers run as an unprivileged user (docs/deploying.md): they must read it.
  chmodSync(dir, 0o755);
  return dir;
}

async function main(): Promise<void> {
  const runs = Math.max(1, Number(values.runs) || 1);
  const loadBefore = load();
  console.log(`load average before: ${loadBefore}`);

  const port = values.port ? Number(values.port) : await freePort(HOST);
  const mockPort = values.port ? port + 1 : await freePort(HOST);
  const mock = await createMockServer({ port: mockPort, host: HOST, quiet: true, scenario: values.scenario });
  const ownBuild = !values.dist;
  if (values['site-origin'] && !ownBuild)
    throw new Error('--site-origin builds its own site: not with --dist');
  // The bytes measure's TLS front, at the origin the site was built and prerendered for.
  const wirePort = values['site-origin'] ? await freePort(HOST) : null;
  const siteOriginEnv: Record<string, string> = wirePort
    ? { SITE_ORIGIN: `https://${HOST}:${wirePort}` }
    : {};
  const distDir = values.dist ? resolve(values.dist) : newBuildDir();
  const snapshotRoot = join(distDir, SNAPSHOT_DIR);
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  const accessLog = measure.has('bytes')
    ? join(mkdtempSync(join(tmpdir(), 'bench-access-')), 'access.log')
    : 'off';
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  let front: TlsFront | null = null;
  try {
    if (ownBuild) {
      console.log('building (VITE_CAPTCHA=offline) …');
      await buildProduction(distDir, { VITE_CAPTCHA: 'offline', ...siteOriginEnv });
      await compressDist(distDir);
      console.log('prerendering against the mock …');
      await run(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'prerender.ts')], {
        ...process.env,
        API_ORIGIN: mock.url,
        DIST_DIR: distDir,
        ...siteOriginEnv,
      });
    }

    const homeFile = pageFile(distDir, href('home', {}, 'tm'));
    const detail = siteLinks(readFileSync(homeFile, 'utf8'))
      .map(pagePath)
      .find((path) => matchPageAddress('post', path) ?? matchPageAddress('article', path));
    const service = siteLinks(readFileSync(homeFile, 'utf8'))
      .map(pagePath)
      .find((path) => matchPageAddress('service', path));
    const notice = siteLinks(readFileSync(homeFile, 'utf8'))
      .map(pagePath)
      .find((path) => matchPageAddress('notice', path));
    const pages = values.pages
      ? values.pages
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)
      : [
          href('home'),
          href('posts'),
          href('welcome'),
          href('contacts'),
          ...[service, notice, detail].filter((p) => p !== undefined),
        ];
    if (!values.pages && !detail) console.log('no news detail linked from home: measured without one');

    // The snapshots: the prerendered tm page (a first visit has no `lang` cookie) minus its scripts.
    rmSync(snapshotRoot, { recursive: true, force: true });
    const snapshotUrl = new Map<string, string>();
    for (const path of new Set([...pages, ...(measure.has('bytes') ? ['/'] : [])])) {
      const file = pageFile(distDir, langAddress(path, 'tm'));
      const target = join(snapshotRoot, relative(join(distDir, PRERENDER_DIR, 'tm'), file));
      // A page the prerender left to the app (an item it could not render) is served as the frame
      // page: its snapshot is that frame page without scripts (the frame, no content).
      const source = existsSync(file) ? file : join(distDir, PRERENDER_DIR, 'tm', '_frame.html');
      mkdirSync(dirname(target), { recursive: true });
      // With its brotli and gzip copies, as the prerender writes the pages (decision 0201): the
      // snapshot then travels as the page does.
      writeServedFile(target, scriptFree(readFileSync(source, 'utf8')));
      snapshotUrl.set(path, `/${target.slice(distDir.length + 1)}`);
    }

    nginx = await startNginx(
      optionsFromEnv({
        ...process.env,
        HOST,
        PORT: String(port),
        DIST_DIR: distDir,
        API_ORIGIN: mock.url,
        // The bytes measure's lines count what nginx sent (scripts/bench/slowLine.ts).
        ACCESS_LOG: accessLog,
        VITE_CAPTCHA: 'offline',
        ...siteOriginEnv,
      }),
      { output: 'collect' },
    );
    if (measure.has('lighthouse')) {
      if (!values.http1) front = await startTlsFront(HOST, await freePort(HOST), nginx.url);
      const origin = front?.url ?? nginx.url;
      chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: ['--headless', ...CHROMIUM_ARGS, ...(front ? [ACCEPT_RUN_CERTIFICATE] : [])],
      });
      const profiles = values.desktop
        ? (['preset'] as Profile[])
        : values.profiles
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean)
            .map((p) => {
              if (!(PROFILES as readonly string[]).includes(p))
                throw new Error(`--profiles: ${p} is not one of ${PROFILES.join(', ')}`);
              return p as Profile;
            });
      for (const profile of profiles) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          throttlingMethod: values.applied ? 'devtools' : 'simulate',
          ...(profile === 'slow' ? { throttling: SLOW_THROTTLING } : {}),
          // A Turkmen visitor's browser: Chrome's own en-US would take `/` to English (decision 0028).
          extraHeaders: { 'Accept-Language': 'tk-TM' },
        };
        const config = values.desktop ? desktopConfig : undefined;
        const slow = profile === 'slow';
        console.log(
          `Lighthouse ${values.desktop ? 'desktop' : slow ? 'mobile (0.5 Mbit/s, 150 ms RTT, 4× CPU slowdown)' : 'mobile (slow 4G, 4× CPU slowdown)'}, ` +
            `${values.applied ? 'applied' : 'simulated'} throttling, on ${front ? `HTTP/2 over TLS (${front.url}) in front of ` : 'HTTP/1.1, '}nginx ${nginx.url}, ` +
            `${runs} run(s) of each page and of its script-free snapshot, interleaved; first visit (tm)\n`,
        );

        const measure = async (url: string, label: string): Promise<RunNumbers> => {
          // A first visit: Lighthouse resets storage, so no `lang` cookie, and with the Turkmen
          // Accept-Language above the page is in Turkmen.
          // On a loaded machine a DevTools call may time out: that run is taken again, once.
          let result = await lighthouse(url, flags, config).catch(async (error: unknown) => {
            console.log(`  (${label}: ${(error as Error).message.split('\n')[0]}; run again)`);
            return lighthouse(url, flags, config);
          });
          // On a loaded machine Chrome's trace now and then misses its start (NO_NAVSTART): that run
          // measured nothing, so it is taken again (up to twice), and said so.
          for (let again = 0; again < 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; again++) {
            console.log(`  (${label}: the trace missed its start, run again)`);
            result = await lighthouse(url, flags, config);
          }
          if (!result) throw new Error(`no result for ${label}`);
          if (result.lhr.runtimeError) throw new Error(`${label}: ${result.lhr.runtimeError.message}`);
          return summarise(result);
        };

        const rows: string[] = [];
        for (const path of pages) {
          const page: RunNumbers[] = [];
          const snapshot: RunNumbers[] = [];
          for (let i = 0; i < runs; i++) {
            page.push(await measure(`${origin}${path}`, path));
            snapshot.push(await measure(`${origin}${snapshotUrl.get(path)!}`, `${path} (snapshot)`));
          }
          const p = medians(page);
          const s = medians(snapshot);
          const ratio = p.metrics.lcp / s.metrics.lcp;
          const perf = p.scores.performance;
          const others = (['accessibility', 'best-practices', 'seo'] as const).map((c) =>
            mark(String(p.scores[c]), p.scores[c] >= TARGET.otherScores),
          );
          const lcpCell = slow
            ? mark(seconds(p.metrics.lcp), p.metrics.lcp <= SLOW_LCP_TARGET)
            : seconds(p.metrics.lcp);
          rows.push(
            `| \`${path}\` | ${mark(String(perf), perf >= TARGET.performance)} | ${lcpCell} | ` +
              `${seconds(s.metrics.lcp)} | ${mark(`${ratio.toFixed(2)}×`, ratio <= TARGET.lcpRatio)} | ` +
              `${seconds(p.metrics.fcp)} | ${seconds(s.metrics.fcp)} | ${mark(millis(p.metrics.tbt), p.metrics.tbt <= TARGET.tbt)} | ` +
              `${mark(p.metrics.cls.toFixed(3), p.metrics.cls <= TARGET.cls)} | ${s.scores.performance} | ${others.join(' | ')} |`,
          );

          console.log(`${path}  (snapshot: ${snapshotUrl.get(path)})`);
          console.log(
            `  page      performance ${perf}, LCP ${seconds(p.metrics.lcp)}, FCP ${seconds(p.metrics.fcp)}, ` +
              `TBT ${millis(p.metrics.tbt)}, CLS ${p.metrics.cls.toFixed(3)}; ` +
              CATEGORIES.filter((c) => c !== 'performance')
                .map((c) => `${c} ${p.scores[c]}`)
                .join(', '),
          );
          console.log(
            `  snapshot  performance ${s.scores.performance}, LCP ${seconds(s.metrics.lcp)}, FCP ${seconds(s.metrics.fcp)}, ` +
              `TBT ${millis(s.metrics.tbt)}, CLS ${s.metrics.cls.toFixed(3)}`,
          );
          console.log(`  LCP ratio ${ratio.toFixed(2)}× (target ≤ ${TARGET.lcpRatio}×)`);
          console.log(
            `  each run (page LCP / snapshot LCP): ${page.map((r, i) => `${seconds(r.metrics.lcp)} / ${seconds(snapshot[i]!.metrics.lcp)}`).join(', ')}`,
          );
          const medianRun = [...page].sort((a, b) => a.metrics.lcp - b.metrics.lcp)[
            Math.floor(page.length / 2)
          ]!;
          console.log(`  LCP element (page): ${medianRun.lcp}`);
          console.log(`  LCP element (snapshot): ${snapshot[0]!.lcp}`);
          console.log(
            `  long tasks (page, the run of median LCP): ${medianRun.longTasks.join('; ') || 'none'}`,
          );
          // Any audit that failed in any page run: a flaky one is still worth reading.
          for (const line of new Set(page.flatMap((r) => r.failing))) console.log(`  not passed: ${line}`);
        }

        console.log(
          `\n${profile}: medians of ${runs} (load average ${loadBefore} before, ${load()} after). ` +
            `Targets: performance ≥ ${TARGET.performance}, LCP ≤ ${TARGET.lcpRatio}× the snapshot's${slow ? ` and ≤ ${seconds(SLOW_LCP_TARGET)}` : ''}, TBT ≤ ${TARGET.tbt} ms, ` +
            `CLS ≤ ${TARGET.cls}, accessibility / best practices / SEO ${TARGET.otherScores}; ✗ marks a miss.\n`,
        );
        console.log(
          '| route | performance | LCP | LCP, snapshot | ratio | FCP | FCP, snapshot | TBT | CLS | performance, snapshot | accessibility | best practices | SEO |',
        );
        console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
        for (const row of rows) console.log(row);
      }
      chrome.kill();
      chrome = null;
      await front?.stop();
      front = null;
    }

    if (measure.has('bytes')) {
      // The same visits again through the TLS and HTTP/2 front, whose log says what it sent.
      const wireLog = join(mkdtempSync(join(tmpdir(), 'bench-wire-')), 'front.log');
      if (!values.http1)
        front = await startTlsFront(HOST, wirePort ?? (await freePort(HOST)), nginx.url, {
          accessLog: wireLog,
        });
      await reportBytes(
        nginx.url,
        snapshotUrl.get('/')!,
        [
          ['service page', service],
          ['notice page', notice],
          ['news item', detail],
        ],
        front ? { origin: front.url, log: wireLog, trustFlag: front.trustFlag } : null,
      );
      await front?.stop();
      front = null;
      rmSync(dirname(wireLog), { recursive: true, force: true });
      await reportLines(
        nginx.url,
        [
          ['/tm/', href('home', {}, 'tm')],
          ['news item', detail && langAddress(detail, 'tm')],
        ],
        accessLog,
      );
    }
    if (measure.has('tasks')) await reportStartTasks(nginx.url, pages, runs);
    if (measure.has('shifts')) await reportPartialShifts(nginx.url, pages);
    // Last: the most timing-sensitive measure, on a machine the builds above have left alone.
    if (measure.has('inp')) await reportInteractions(nginx.url, runs);
  } finally {
    chrome?.kill();
    await front?.stop();
    await nginx?.stop();
    await mock.close();
    if (accessLog !== 'off') rmSync(dirname(accessLog), { recursive: true, force: true });
    if (ownBuild) {
      rmSync(distDir, { recursive: true, force: true });
      rmSync(`${distDir}-ssr`, { recursive: true, force: true });
    } else {
      rmSync(snapshotRoot, { recursive: true, force: true });
    }
  }
}

/**
 * What a first visit transfers, on a phone and a desktop: `/` and its script-free snapshot
 * (decision 0120), and the other pages named (a service page, a news item), against the targets.
 */
async function reportBytes(
  origin: string,
  snapshot: string,
  others: [string, string | undefined][],
  wire: { origin: string; log: string; trustFlag: string } | null,
): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: string[] = [];
  const early: string[] = [];
  const visits: [string, string][] = [
    ['/ page', `${origin}/`],
    ['/ snapshot', `${origin}${snapshot}`],
    ...others
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([label, path]): [string, string] => [
        `${label} \`${path}\``,
        `${origin}${langAddress(path, 'tm')}`,
      ]),
  ];
  try {
    for (const device of ['phone', 'desktop'] as const) {
      for (const [label, url] of visits) {
        const visit: FirstVisit = await firstVisitBytes(browser, url, device);
        const phone = device === 'phone';
        // The targets hold for a phone: the page itself (not its snapshot) of `/` and a news item.
        const total =
          phone && label === '/ page'
            ? mark(kB(visit.total), visit.total <= BYTES_TARGET.home)
            : phone && label.startsWith('news item')
              ? mark(kB(visit.total), visit.total <= BYTES_TARGET.newsItem)
              : kB(visit.total);
        const cells = BYTE_TYPES.map((type) =>
          type === 'images'
            ? `${phone && label === '/ page' ? mark(kB(visit.bytes.images), visit.bytes.images <= BYTES_TARGET.homeImages) : kB(visit.bytes.images)} (${kB(visit.imagesBelowFold)})`
            : kB(visit.bytes[type]),
        );
        const onWire = wire
          ? kB(await wireBytes(browser, wire, url.replace(origin, wire.origin), device))
          : '–';
        rows.push(
          `| ${device} | ${label} | ${cells.join(' | ')} | ${total} | ${kB(visit.headers)} | ${onWire} | ${visit.requests} |`,
        );
        early.push(...visit.early.map((picture) => `${device} ${label}: ${picture}`));
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nA first visit (tm, no cookie, no cache) until the network is idle: bytes on the wire by type, ` +
      `headers included (HTTP/1.1 to nginx; "of which headers" is their share). "HTTP/2 wire": the same visit through the TLS and HTTP/2 front, as its nginx counts what it sent (frames with HPACK-coded headers, before TLS). In brackets the pictures wholly below the fold, fetched by the browser's lazy loading ` +
      `within ${LAZY_DISTANCE} px (decision 0120). Targets on a phone: / ≤ ${kB(BYTES_TARGET.home)} in all, ` +
      `its pictures ≤ ${kB(BYTES_TARGET.homeImages)}, a news item ≤ ${kB(BYTES_TARGET.newsItem)}; ✗ marks a miss.\n`,
  );
  console.log(
    `| screen | visit | ${BYTE_TYPES.join(' | ')} | total | of which headers | HTTP/2 wire | requests |`,
  );
  console.log(`|---|---|${BYTE_TYPES.map(() => '---').join('|')}|---|---|---|---|`);
  for (const row of rows) console.log(row);
  console.log(
    early.length
      ? `✗ pictures wholly below the fold fetched before any scroll, not by lazy loading:\n  ${early.join('\n  ')}`
      : "No picture wholly below the fold was fetched except by the browser's lazy loading.",
  );
  // The repeat-visit column: `/` and the news item, through the front (its log counts the wire).
  if (wire)
    await reportRepeatVisits(
      wire,
      others
        .filter(([label]) => label === 'news item')
        .reduce<[string, string][]>(
          (pages, [label, path]) => (path ? [...pages, [label, langAddress(path, 'tm')]] : pages),
          [['/', langAddress('/', 'tm')]],
        ),
      kB,
    );
}

/**
 * A first visit of `/tm/` and a news item by line (fast, 0.5 Mbit/s, 0.5 Mbit/s with Save-Data):
 * what nginx sent, the service worker's install included, against the targets of decision 0260
 * (scripts/bench/slowLine.ts).
 */
async function reportLines(
  origin: string,
  visits: [string, string | undefined][],
  log: string,
): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: string[] = [];
  const installs: string[] = [];
  try {
    for (const [label, path] of visits) {
      if (!path) continue;
      for (const line of LINES) {
        const visit = await lineVisit(browser, `${origin}${path}`, line, log);
        const extra = visit.install;
        installs.push(
          `${label}, ${line}: ${visit.installAnswers.map((a) => `${a.uri} ${kB(a.bytes)}`).join(', ') || 'nothing'}`,
        );
        const slow = line !== 'fast';
        const total = slow
          ? mark(kB(visit.withWorker), visit.withWorker <= LINE_TARGET.slowVisit)
          : kB(visit.withWorker);
        const ms = (value: number | null) => (value === null ? '–' : `${value.toFixed(0)} ms`);
        rows.push(
          `| ${label} | ${line} | ${kB(visit.page)} | ${mark(kB(extra), extra <= LINE_TARGET.install)} | ${total} | ${visit.scripts} | ` +
            `${visit.firstInteraction === null ? '–' : mark(ms(visit.firstInteraction), visit.firstInteraction <= LINE_TARGET.inp)} | ${ms(visit.appArrival)} |`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nA first visit by line (tm, a phone, no cookie, no cache), as nginx counts what it sent (its access log: ` +
      `bodies, the service worker's own fetches included, not what the browser took from its cache). ` +
      `"page": with service workers blocked; "in all": with them allowed, the worker installed; "install": of that, ` +
      `what the worker fetched beyond the page's own requests (listed below the table); "scripts": script files sent. ` +
      `On the slow lines a tap on the header band's e-mail field then fetches the app: "first tap" is its Event Timing ` +
      `duration (what INP counts), "app after tap" the time until the app has hydrated. Targets: on a slow line ≤ ` +
      `${kB(LINE_TARGET.slowVisit)} in all, the install ≤ ${kB(LINE_TARGET.install)} on any line, the first tap ≤ ` +
      `${LINE_TARGET.inp} ms; ✗ marks a miss.\n`,
  );
  console.log('| visit | line | page | install | in all | scripts | first tap | app after tap |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`\nWhat each install fetched:\n  ${installs.join('\n  ')}`);
}

/**
 * What the TLS front sent for a first visit of `url` (through it), from its log: the lines the visit
 * added, once the log has stopped growing (nginx writes a line as each answer ends).
 */
async function wireBytes(
  browser: Browser,
  wire: { origin: string; log: string },
  url: string,
  device: Device,
): Promise<number> {
  const from = logSize(wire.log);
  await firstVisitBytes(browser, url, device);
  const lines = await logLinesSince<{ sent: number }>(wire.log, from);
  return lines.reduce((sum, line) => sum + line.sent, 0);
}

/** The long tasks of each route's start, and the blocking time they make at 4× (startTasks.ts). */
async function reportStartTasks(origin: string, pages: string[], runs: number): Promise<void> {
  console.log(
    `\nLong tasks from FCP until the app has hydrated (full speed; blocking from ${BLOCKING_FROM_MS} ms, ` +
      `as Lighthouse's 4× slowdown counts them), ${runs} run(s) per route, a first visit each (tm)`,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: string[] = [];
  try {
    for (const path of pages) {
      const results: StartTasks[] = [];
      for (let i = 0; i < runs; i++)
        results.push(await measureStartTasks(browser, `${origin}${langAddress(path, 'tm')}`));
      const worst = [...results].sort((a, b) => b.blocking4x - a.blocking4x)[0]!;
      console.log(`${path}  (the run with the most blocking: ${worst.marks.join(', ')})`);
      for (const task of worst.tasks)
        console.log(`  ${task.at.toFixed(0)} ms +${task.ms.toFixed(1)} ms: ${task.what}`);
      rows.push(
        `| \`${path}\` | ${results.map((r) => millis(r.blocking4x)).join(' | ')} | ${millis(median(results.map((r) => r.blocking4x)))} | ` +
          `${median(results.map((r) => r.longest)).toFixed(1)} ms | ${median(results.map((r) => r.tasks.length))} |`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(`\nBlocking time at 4× from the tasks after FCP (load average ${load()} after)\n`);
  console.log(
    `| route | ${Array.from({ length: runs }, (_, i) => `run ${i + 1}`).join(' | ')} | median | longest task, median | tasks ≥ ${BLOCKING_FROM_MS} ms, median |`,
  );
  console.log(`|---|${'---|'.repeat(runs)}---|---|---|`);
  for (const row of rows) console.log(row);
}

/** Layout shifts while each route's HTML arrives in pieces (partialShifts.ts). */
async function reportPartialShifts(origin: string, pages: string[]): Promise<void> {
  console.log(
    '\nLayout shifts while the HTML arrives in pieces (a stop after every tag of the header), first visit (tm)',
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const path of pages) {
      for (const result of await measurePartialShifts(browser, origin, langAddress(path, 'tm'))) {
        console.log(`${path} at ${result.width} px, ${result.stops} stops: total ${result.total.toFixed(4)}`);
        for (const shift of result.shifts) console.log(`  ${shift}`);
      }
    }
  } finally {
    await browser.close();
  }
}

/** Interaction to Next Paint of the five interactions, on a phone with a 4× slower CPU. */
async function reportInteractions(origin: string, runs: number): Promise<void> {
  console.log(
    `\nInteraction to Next Paint: a phone, CPU 4× slower, ${runs} run(s) each, a first visit each (tm)`,
  );
  const loadBefore = load();
  const results = await measureInteractions(origin, CHROMIUM_PATH, CHROMIUM_ARGS, runs);
  const all = results
    .filter((row) => !row.interaction.reference)
    .flatMap((row) => row.runs.map((run) => run.latency));
  const allMedian = median(all);
  console.log(
    `\nINP, longest event of each interaction (load average ${loadBefore} before, ${load()} after). ` +
      `Targets: every interaction ≤ ${INP_TARGET.each} ms, the median ≤ ${INP_TARGET.median} ms; ✗ marks a miss.\n`,
  );
  console.log(
    `| interaction | ${results[0]!.runs.map((_, i) => `run ${i + 1}`).join(' | ')} | median | longest |`,
  );
  console.log(`|---|${results[0]!.runs.map(() => '---').join('|')}|---|---|`);
  for (const row of results) {
    const latencies = row.runs.map((run) => run.latency);
    const longest = Math.max(...latencies);
    console.log(
      `| ${row.interaction.name} | ${latencies.map(latencyText).join(' | ')} | ${latencyText(median(latencies))} | ` +
        `${row.interaction.reference ? latencyText(longest) : mark(latencyText(longest), longest <= INP_TARGET.each)} |`,
    );
  }
  console.log(
    `| all but the reference (median of every run) | ${'| '.repeat(runs)}${mark(latencyText(allMedian), allMedian <= INP_TARGET.median)} | ${latencyText(Math.max(...all))} |`,
  );
  console.log('\nThe longest run of each, by phase:');
  for (const row of results) {
    const worst = [...row.runs].sort((a, b) => b.latency - a.latency)[0]!;
    console.log(`  ${row.interaction.name}: ${latencyText(worst.latency)} ${phaseText(worst)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
