/**
 * What a repeat visit transfers, for `npm run bench:lighthouse`'s bytes measure (docs/performance.md,
 * "Repeat visits"): a phone's browser with the service worker reads a page once, then opens it again
 * in a new tab the next day (the tab's clock a day later, so the page's data is older than
 * VITE_PRERENDER_MAX_AGE and the app refreshes its reads, decision 0151). Counted on the HTTP/2
 * wire, from the TLS front's log (tlsFront.ts: what it sent for each answer, headers included), so
 * the worker's own fetches count and the answers it gives from its caches do not.
 *
 * Two first visits are measured, since what the browser keeps depends on them:
 * - `young`: the first visit came right after the prerender: the app refreshed nothing (the HTML
 *   carried the data), so the browser keeps no API answer to revalidate the next day;
 * - `old`: the first visit came an hour after it: the app refreshed the page's reads, and the
 *   browser keeps them with their validators; the next day each unchanged read is a 304 (decision
 *   0270).
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { logLinesSince, logSize } from './accessLog';
import { DEVICES, networkIdle } from './browser';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** A repeat visit of `/tm/` (docs/performance.md, "Repeat visits"). */
export const REPEAT_TARGET = 15_000;

export const FIRST_VISITS = { young: 0, old: HOUR } as const;
export type FirstVisitAge = keyof typeof FIRST_VISITS;

export interface RepeatVisit {
  /** What the front sent, headers included. */
  sent: number;
  /** Of which bodies. */
  body: number;
  answers: number;
  /** Answers with no body (304s, HEADs). */
  empty: number;
}

interface WireLine {
  uri: string;
  sent: number;
  body: number;
}

/** `url` in a new tab whose clock reads `later` ms from now, until the app has started and all is quiet. */
async function open(context: BrowserContext, url: string, later: number): Promise<Page> {
  const page = await context.newPage();
  if (later > 0) await page.clock.install({ time: Date.now() + later });
  const idle = networkIdle(page, 1500);
  await page.goto(url);
  await page.locator('time.frame-clock__time').waitFor({ timeout: 60_000 });
  await idle;
  return page;
}

/** A first visit `age` after the prerender (the worker installed), then the same page the next day. */
export async function repeatVisitBytes(
  browser: Browser,
  wire: { origin: string; log: string },
  path: string,
  age: FirstVisitAge,
): Promise<RepeatVisit> {
  const context = await browser.newContext({
    ...DEVICES.phone,
    locale: 'tk-TM',
    ignoreHTTPSErrors: true,
    serviceWorkers: 'allow',
  });
  try {
    const first = await open(context, `${wire.origin}${path}`, FIRST_VISITS[age]);
    // Polled from here: the tab's own timers may be the installed clock's.
    for (
      let waited = 0;
      !(await first.evaluate(() => navigator.serviceWorker.controller !== null));
      waited += 250
    ) {
      if (waited > 60_000) throw new Error(`${path}: the service worker did not take control`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await networkIdle(first, 1500);
    await first.close();
    const from = logSize(wire.log);
    await open(context, `${wire.origin}${path}`, DAY);
    const lines = await logLinesSince<WireLine>(wire.log, from, { quietMs: 500, limitMs: 10_000 });
    return {
      sent: lines.reduce((sum, line) => sum + line.sent, 0),
      body: lines.reduce((sum, line) => sum + line.body, 0),
      answers: lines.length,
      empty: lines.filter((line) => line.body === 0).length,
    };
  } finally {
    await context.close();
  }
}

/** The repeat-visit table of the bytes measure: each page after each kind of first visit. */
export async function reportRepeatVisits(
  wire: { origin: string; log: string; trustFlag: string },
  pages: [string, string][],
  kB: (bytes: number) => string,
): Promise<void> {
  // A browser of its own that trusts the front's certificate (tlsFront.ts `trustFlag`): on an origin
  // whose certificate error is only ignored, Chromium neither caches nor registers a service worker.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, wire.trustFlag],
  });
  const rows: string[] = [];
  try {
    for (const [label, path] of pages) {
      for (const age of Object.keys(FIRST_VISITS) as FirstVisitAge[]) {
        const visit = await repeatVisitBytes(browser, wire, path, age).catch((error: unknown) => {
          rows.push(`| ${label} \`${path}\` | ${age} | not measured: ${(error as Error).message} | | | |`);
          return null;
        });
        if (!visit) continue;
        const mark = visit.sent <= REPEAT_TARGET ? '' : ' ✗';
        rows.push(
          `| ${label} \`${path}\` | ${age === 'old' ? 'an hour after the prerender' : 'right after the prerender'} | ` +
            `${kB(visit.sent)}${mark} | ${kB(visit.body)} | ${visit.answers} | ${visit.empty} |`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nA repeat visit on a phone with the service worker: a first visit, then the same page in a new tab ` +
      `the next day (its data older than the configured age: the app refreshes its reads). What the HTTP/2 ` +
      `front sent for the second visit, headers included (scripts/bench/repeatVisit.ts). ` +
      `Target: ≤ ${kB(REPEAT_TARGET)}; ✗ marks a miss.\n`,
  );
  console.log('| page | first visit | sent | of which bodies | answers | answers without a body |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}
