/**
 * A first visit by line, for `npm run bench:lighthouse`'s bytes measure (decision 0260): what a
 * phone's first visit of a page moves over the line, counted by nginx itself (its access log's
 * `bytes_sent`, which is `$body_bytes_sent`: the bodies, not the headers; the service worker's own
 * fetches included, nothing the browser took from its HTTP cache), on three lines:
 *
 * - `fast`: unthrottled (the app starts after load, as before);
 * - `slow`: Chromium's own emulation of 0.5 Mbit/s down and up with a 150 ms round trip
 *   (Turkmenistan's average line); the page then reads a downlink of about 0.45 Mbit/s;
 * - `slow, Save-Data`: the same with Chromium's Data Saver on and the `Save-Data` header.
 *
 * Each visit is made twice in fresh contexts: with service workers blocked (the page's own bytes)
 * and allowed (the page plus the worker's install, once it controls the page and the network is
 * quiet). The install is what the worker fetched beyond what the page itself asked for in that
 * same visit: every answer nginx logged for an address the page did not request, or requested
 * fewer times (its `/sw.js`, the offline page, anything fetched again for its caches). Not the
 * difference of the two visits: the second one lasts longer (waiting for the worker), and a page
 * left open longer does more (the banner slider's first automatic change fetches Swiper and the
 * next banners, about 38 kB on `/tm/`), which once passed for the install's cost.
 *
 * On the slow lines it then taps the header band's e-mail field (what needs the app) and reports
 * the first interaction's duration as the Event Timing API gives it (what Interaction to Next Paint
 * takes) and the app's arrival: from the tap to the app's `app:hydrated` mark
 * (src/app/startFromPrerender.tsx).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { logLinesSince, logSize } from './accessLog';
import { DEVICES, networkIdle, SLOW_LINE } from './browser';

export const LINES = ['fast', 'slow', 'slow, Save-Data'] as const;
export type Line = (typeof LINES)[number];

export interface LineVisit {
  /** What nginx sent for the visit with service workers blocked. */
  page: number;
  /** ... and with them allowed, the worker installed and in control. */
  withWorker: number;
  /** Of `withWorker`, what the worker fetched beyond the page's own requests (its install). */
  install: number;
  /** Those answers, for the report: address and bytes. */
  installAnswers: { uri: string; bytes: number }[];
  /** The scripts of the site (`/assets/*.js`) nginx sent with the worker allowed. */
  scripts: number;
  /** Slow lines: the first tap on a form field, its Event Timing duration (ms). */
  firstInteraction: number | null;
  /** Slow lines: from that tap to the app's `app:hydrated` mark (ms). */
  appArrival: number | null;
}

interface LogLine {
  uri: string;
  bytes_sent: number;
}

async function onLine(context: BrowserContext, page: Page, line: Line): Promise<void> {
  if (line === 'fast') return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINE);
  if (line === 'slow, Save-Data')
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

/** The first tap on the header band's e-mail field: its Event Timing duration, and the app's arrival after it. */
async function firstUse(page: Page): Promise<{ interaction: number; arrival: number }> {
  await page.evaluate(() => {
    const w = window as { benchEvents?: number[] };
    w.benchEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId) w.benchEvents!.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  const field = page.locator('.frame-band__subscribe form input[type="email"]');
  const tapped = await page.evaluate(() => performance.now());
  await field.tap();
  await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0, null, {
    timeout: 120_000,
  });
  return page.evaluate((at) => {
    const w = window as { benchEvents?: number[] };
    return {
      // Entries under the threshold are not reported: their duration is below 16 ms.
      interaction: Math.max(0, ...(w.benchEvents ?? [])),
      arrival: performance.getEntriesByName('app:hydrated')[0]!.startTime - at,
    };
  }, tapped);
}

async function visitOnce(
  browser: Browser,
  url: string,
  line: Line,
  log: string,
  serviceWorkers: 'allow' | 'block',
): Promise<{
  bytes: number;
  scripts: number;
  install: { uri: string; bytes: number }[];
  page: Page;
  context: BrowserContext;
}> {
  const context = await browser.newContext({
    ...DEVICES.phone,
    locale: 'tk-TM',
    serviceWorkers,
    ...(line === 'slow, Save-Data' ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
  });
  const page = await context.newPage();
  await onLine(context, page, line);
  // What the page itself asked for, as nginx logs it (`$request_uri`): each address and how often.
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const uri = url.pathname + url.search;
    asked.set(uri, (asked.get(uri) ?? 0) + 1);
  });
  const from = logSize(log);
  const idle = networkIdle(page, 2000);
  await page.goto(url, { timeout: 120_000 });
  await idle;
  if (serviceWorkers === 'allow') {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await networkIdle(page, 2000);
  }
  const lines = await logLinesSince<LogLine>(log, from);
  // Each answer goes to a request of the page while the page has one left for its address; the rest
  // are the worker's own.
  const install: { uri: string; bytes: number }[] = [];
  for (const entry of lines) {
    const left = asked.get(entry.uri) ?? 0;
    if (left > 0) asked.set(entry.uri, left - 1);
    else install.push({ uri: entry.uri, bytes: entry.bytes_sent });
  }
  return {
    bytes: lines.reduce((sum, entry) => sum + entry.bytes_sent, 0),
    install,
    scripts: lines.filter((entry) => /^\/assets\/.*\.js$/.test(entry.uri)).length,
    page,
    context,
  };
}

export async function lineVisit(browser: Browser, url: string, line: Line, log: string): Promise<LineVisit> {
  const plain = await visitOnce(browser, url, line, log, 'block');
  await plain.context.close();
  const installed = await visitOnce(browser, url, line, log, 'allow');
  try {
    const use = line === 'fast' ? null : await firstUse(installed.page);
    return {
      page: plain.bytes,
      withWorker: installed.bytes,
      install: installed.install.reduce((sum, answer) => sum + answer.bytes, 0),
      installAnswers: installed.install,
      scripts: installed.scripts,
      firstInteraction: use?.interaction ?? null,
      appArrival: use?.arrival ?? null,
    };
  } finally {
    await installed.context.close();
  }
}
