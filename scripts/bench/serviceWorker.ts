/**
 * The service worker's two targets (docs/performance.md, "The service worker"), measured once on a
 * running production server (`npm run build`, `npm run prerender`, `npm run serve` with an access
 * log):
 *
 *   SW_BENCH_ORIGIN=http://127.0.0.1:8080 SW_BENCH_LOG=/tmp/access.log npx tsx scripts/bench/serviceWorker.ts
 *
 * - What a first visit of /tm/ and a repeat visit (the same browser, a new tab, the worker active)
 *   transfer: the bodies nginx sent for them (its access log's `bytes_sent`, so the worker's own
 *   fetches count too and answers it gave from its caches do not), on the bench's phone screen.
 * - How long a page read before takes to open offline (navigation start to its heading painted,
 *   and the first contentful paint), on the phone with the CPU 4× slower (Lighthouse's mobile
 *   preset), the network cut for the page and the worker.
 */
import { readFileSync, statSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { href } from '../../src/addresses/href';
import { DEVICES, networkIdle } from './browser';

const origin = process.env.SW_BENCH_ORIGIN ?? 'http://127.0.0.1:8080';
const logFile = process.env.SW_BENCH_LOG;
if (!logFile) throw new Error('SW_BENCH_LOG: the access log of the server at SW_BENCH_ORIGIN');

/** Bodies nginx sent since `offset` (the log's length before), by address. */
function sentSince(offset: number): {
  total: number;
  lines: { uri: string; status: number; bytes: number }[];
} {
  const text = readFileSync(logFile!, 'utf8').slice(offset);
  const lines = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { uri: string; status: number; bytes_sent: number })
    .map(({ uri, status, bytes_sent }) => ({ uri, status, bytes: bytes_sent }));
  return { total: lines.reduce((sum, line) => sum + line.bytes, 0), lines };
}

const logLength = () => statSync(logFile).size;

async function visit(page: Page, path: string): Promise<void> {
  const idle = networkIdle(page, 1500);
  await page.goto(`${origin}${path}`);
  await idle;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // The same first visit in a browser without service workers: what the site transferred before.
  const plain = await browser.newContext({ ...DEVICES.phone, serviceWorkers: 'block' });
  let offset = logLength();
  const before = await plain.newPage();
  await visit(before, href('home', {}, 'tm'));
  const withoutWorker = sentSince(offset);
  await plain.close();

  const context = await browser.newContext({ ...DEVICES.phone, serviceWorkers: 'allow' });
  offset = logLength();
  const first = await context.newPage();
  await visit(first, href('home', {}, 'tm'));
  // The worker installed (its precache) and was sent the page: part of the first visit.
  await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await networkIdle(first, 1500);
  const firstVisit = sentSince(offset);
  await first.close();

  offset = logLength();
  const again = await context.newPage();
  await visit(again, href('home', {}, 'tm'));
  const repeat = sentSince(offset);
  console.log(
    `first visit of /tm/ without a worker: ${kB(withoutWorker.total)} in ${withoutWorker.lines.length} answers`,
  );
  console.log(
    `first visit of /tm/ installing the worker: ${kB(firstVisit.total)} in ${firstVisit.lines.length} answers`,
  );
  console.log(`repeat visit of /tm/ with the worker: ${kB(repeat.total)} in ${repeat.lines.length} answers`);
  for (const line of repeat.lines) console.log(`  ${line.status} ${kB(line.bytes).padStart(9)}  ${line.uri}`);

  // Offline, the page read before, on the phone with a 4× slower CPU.
  await visit(again, href('contacts', {}, 'tm'));
  await context.setOffline(true);
  await context.route('**', (route) => route.abort('internetdisconnected'));
  const cdp = await context.newCDPSession(again);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (const path of [href('contacts', {}, 'tm'), href('home', {}, 'tm')]) {
    await again.goto(`${origin}${path}`, { waitUntil: 'commit' });
    await again.locator('#main-content h1').first().waitFor();
    const times = await again.evaluate(() => ({
      heading: performance.now(),
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.loadEventEnd,
    }));
    console.log(
      `offline ${path} (phone, CPU 4x): heading shown by ${times.heading.toFixed(0)} ms, FCP ${times.fcp?.toFixed(0)} ms`,
    );
  }
} finally {
  await browser.close();
}
