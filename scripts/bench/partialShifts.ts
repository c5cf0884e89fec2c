/**
 * Layout shifts while a prerendered page's HTML arrives in pieces (scripts/bench-lighthouse.ts
 * `--measure shifts`): the worst case of a slow network. The HTML stops after every tag from
 * `<body>` to the end of the header, the browser paints what it has at each stop (two animation
 * frames), and every layout shift until the app has started is listed with what moved. A
 * visitor's network stops at a few such places, not all of them; each line is one place where a
 * stop would show a shift. Fresh context per width: a first visit.
 */
import type { Browser } from '@playwright/test';
import { painted, recordLayoutShifts } from './layoutShifts';
import { startSplitProxy } from './splitProxy';

export const SHIFT_WIDTHS = [320, 390, 1000, 1280] as const;

export interface PartialShifts {
  width: number;
  stops: number;
  /** The sum of the shifts' values. */
  total: number;
  shifts: string[];
}

export async function measurePartialShifts(
  browser: Browser,
  origin: string,
  path: string,
): Promise<PartialShifts[]> {
  const results: PartialShifts[] = [];
  for (const width of SHIFT_WIDTHS) {
    const proxy = await startSplitProxy({
      target: origin,
      path,
      pausesAfter: (html) => {
        const offsets: number[] = [];
        const end = html.indexOf('</header>');
        for (
          let at = html.indexOf('>', html.indexOf('<body'));
          at > 0 && at < end;
          at = html.indexOf('>', at + 1)
        )
          offsets.push(at + 1);
        return offsets;
      },
    });
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    try {
      const page = await context.newPage();
      const shifts = await recordLayoutShifts(page);
      const loaded = page.goto(`${proxy.origin}${path}`, { timeout: 180_000 });
      const stops = await proxy.pauses();
      for (let index = 0; index < stops; index++) {
        await proxy.sent(index);
        // Once: the page's own document (not the blank one before it) is there.
        if (index === 0)
          await page.waitForFunction('document.readyState === "loading" && document.body !== null');
        await painted(page);
        proxy.release(index);
      }
      await loaded;
      await page.locator('time.frame-clock__time').waitFor();
      const moved = await shifts();
      const total = moved.reduce((sum, line) => sum + Number(line.slice(0, line.indexOf(':'))), 0);
      results.push({ width, stops, total, shifts: moved });
    } finally {
      await context.close();
      await proxy.stop();
    }
  }
  return results;
}
