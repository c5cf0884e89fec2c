/**
 * `npm run bench:lighthouse [-- --pages /,/posts,/contacts --runs 1 --desktop]`
 *
 * Lighthouse 12 (mobile, simulated slow 4G and 4× CPU slowdown, its defaults) against the
 * production build served by `vite preview`, with the mock API behind it, all on loopback. Prints
 * the four category scores and the timing metrics for each page (the median run when --runs > 1).
 * A report of numbers, not a test: timings depend on the machine and its load.
 *
 * Chromium: CHROME_PATH or /usr/bin/chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { preview } from 'vite';
import { createMockServer } from '../mock-api/server';
import { proxyTable } from '../vite.config';
import { buildProduction } from './build-production';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/posts,/contacts,/welcome' },
    runs: { type: 'string', default: '1' },
    desktop: { type: 'boolean', default: false },
  },
});

const root = resolve(import.meta.dirname, '..');
const HOST = '127.0.0.1';
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
  ['interactive', 'TTI'],
] as const;

interface PageNumbers {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<string, number>;
  failing: string[];
  /** The element Lighthouse took as the largest contentful paint, and its phases. */
  lcp: string;
}

function summarise(result: RunnerResult): PageNumbers {
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as PageNumbers['scores'];
  const metrics = Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? NaN]));
  // Audits of the non-performance categories that did not pass: worth reading, not hiding.
  const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${c}: ${audit!.id} (${audit!.title})`),
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
  return { scores, metrics, failing, lcp: lcpElement(lhr) };
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

function format(id: string, value: number): string {
  if (Number.isNaN(value)) return 'n/a';
  return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`;
}

async function main(): Promise<void> {
  const pages = values.pages
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const runs = Math.max(1, Number(values.runs) || 1);
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );

  const outDir = mkdtempSync(join(tmpdir(), 'lighthouse-dist-'));
  await buildProduction(outDir, { VITE_CAPTCHA: 'offline' });
  const mock = await createMockServer({ port: 0, host: HOST, quiet: true });
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: HOST, port: 0, strictPort: true, proxy: proxyTable(mock.url), open: false },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    const config = values.desktop ? desktopConfig : undefined;
    console.log(
      `Lighthouse ${values.desktop ? 'desktop' : 'mobile (simulated slow 4G, 4× CPU slowdown)'}, ${runs} run(s) a page, first visit (Turkmen)\n`,
    );
    for (const path of pages) {
      const url = `http://${HOST}:${port}${path}`;
      const results: PageNumbers[] = [];
      for (let i = 0; i < runs; i++) {
        // A first visit: nothing stored, so the site starts in Turkmen, its default language.
        const result = await lighthouse(url, flags, config);
        if (!result) throw new Error(`no result for ${path}`);
        if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
        results.push(summarise(result));
      }
      results.sort((a, b) => a.metrics['largest-contentful-paint']! - b.metrics['largest-contentful-paint']!);
      const median = results[Math.floor(results.length / 2)]!;
      console.log(`${path}`);
      console.log(`  scores: ${CATEGORIES.map((c) => `${c} ${median.scores[c]}`).join(', ')}`);
      console.log(
        `  ${METRICS.map(([id, label]) => `${label} ${format(id, median.metrics[id]!)}`).join('   ')}`,
      );
      console.log(`  LCP element: ${median.lcp}`);
      for (const line of median.failing) console.log(`  not passed: ${line}`);
    }
  } finally {
    chrome.kill();
    await server.close();
    await mock.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  console.log(
    `\nload average after: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
