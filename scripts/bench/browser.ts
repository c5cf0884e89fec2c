/**
 * What the benchmarks' browser measurements share (scripts/bench-lighthouse.ts): the screens, the
 * slow line, and waiting for a quiet network.
 */
import type { Page } from '@playwright/test';

/** A phone as Lighthouse's mobile preset has it (a Moto G Power), and a desktop. */
export const DEVICES = {
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

export type Device = keyof typeof DEVICES;

/**
 * Turkmenistan's average line, 0.5 Mbit/s down and up with a 150 ms round trip, as Chromium's own
 * emulation takes it (CDP `Network.emulateNetworkConditions`): the page then reads the line's
 * `navigator.connection.downlink` too. The benches and the end-to-end tests use the same line.
 */
export const SLOW_LINE = {
  offline: false,
  latency: 150,
  downloadThroughput: 500_000 / 8,
  uploadThroughput: 500_000 / 8,
} as const;

/** Resolves once no request of `page` has been in flight for `quietMs`; call it before the navigation. */
export async function networkIdle(page: Page, quietMs = 1000, timeoutMs = 60_000): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const start = () => {
    inFlight++;
    last = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    const deadline = Date.now() + timeoutMs;
    while (!(inFlight === 0 && Date.now() - last >= quietMs)) {
      if (Date.now() > deadline) throw new Error(`the network was not idle after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}
