/**
 * A first visit by line, for `npm run bench:lighthouse`'s bytes measure (decision 0260): what a
 * phone's first visit of a page moves over the line, counted by nginx itself (its access log's
 * `bytes_sent`: headers and bodies, the service worker's own fetches included, nothing the browser
 * took from its HTTP cache), on three lines:
 *
 * - `fast`: unthrottled (the app starts after load, as before);
 * - `slow`: Chromium's own emulation of 0.5 Mbit/s down and up with a 150 ms round trip
 *   (Turkmenistan's average line); the page then reads a downlink of about 0.45 Mbit/s;
 * - `slow, Save-Data`: the same with Chromium's Data Saver on and the `Save-Data` header.
 *
 * Each visit is made twice in fresh contexts: with service workers blocked (the page's own bytes)
 * and allowed (the page plus the worker's install, once it controls the page and the network is
 * quiet); the difference is the install's. On the slow lines it then taps the header band's e-mail
 * field (what needs the app) and reports the first interaction's duration as the Event Timing API
 * gives it (what Interaction to Next Paint takes) and the app's arrival: from the tap to the app's
 * `app:hydrated` mark (src/app/startFromPrerender.tsx).
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
): Promise<{ bytes: number; scripts: number; page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    ...DEVICES.phone,
    locale: 'tk-TM',
    serviceWorkers,
    ...(line === 'slow, Save-Data' ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
  });
  const page = await context.newPage();
  await onLine(context, page, line);
  const from = logSize(log);
  const idle = networkIdle(page, 2000);
  await page.goto(url, { timeout: 120_000 });
  await idle;
  if (serviceWorkers === 'allow') {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await networkIdle(page, 2000);
  }
  const lines = await logLinesSince<LogLine>(log, from);
  return {
    bytes: lines.reduce((sum, entry) => sum + entry.bytes_sent, 0),
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
      scripts: installed.scripts,
      firstInteraction: use?.interaction ?? null,
      appArrival: use?.arrival ?? null,
    };
  } finally {
    await installed.context.close();
  }
}
