/**
 * Interaction to Next Paint of the site's main interactions, for `npm run bench:lighthouse`: a
 * phone (412×823, touch) with the CPU 4× slower (the DevTools protocol's throttling, as Lighthouse's
 * mobile preset), through the production server. Each run is a first visit in a fresh browser
 * context; the interaction is made once the app has started and the network is idle.
 *
 * Measured in the page with the Event Timing API, as the `web-vitals` library does: every `event`
 * entry with an `interactionId` (duration threshold 16 ms, the lowest allowed), and the longest one
 * of the interaction is its latency. An interaction under 16 ms reports no entry: it counts as
 * "< 16 ms" (the page's `performance.interactionCount` proves it happened).
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { href } from '../../src/addresses/href';
import { DEVICES, networkIdle } from './browser';

/** The targets of the first-visit issue: every interaction, and the median of all of them. */
export const INP_TARGET = { each: 200, median: 100 };

export interface Interaction {
  name: string;
  /**
   * A tap the page has nothing to do for: the machine's floor (its painting under the throttled
   * CPU), printed for reading the others, and outside the targets and the median.
   */
  reference?: boolean;
  /** Where the visit starts (a prerendered page, in Turkmen: a first visit). */
  path: string;
  /** The interaction, ending when its result is on screen. */
  run(page: Page): Promise<void>;
}

/**
 * Scrolls `target` into view and waits until the page has settled (the network quiet for half a
 * second). A control below the fold is reached by scrolling, then pressed: the scroll, and the
 * lazy parts it brings near the viewport, are not part of the press's interaction, and a visitor's
 * press comes well after the scroll. Without this, the press would come in the frames of the scroll.
 */
async function scrollTo(page: Page, target: Locator): Promise<void> {
  const settled = networkIdle(page, 500);
  await target.scrollIntoViewIfNeeded();
  await settled;
}

/**
 * A press in the middle of `target` with the mouse, as Lighthouse's user flows (Puppeteer) and
 * Playwright's own click send it, but without the checks `locator.click()` runs in the page before
 * and during its click (is the element visible, stable, the one hit: listeners on pointerdown,
 * pointerup and click). Under the 4× slower CPU those added 15–30 ms to the very events measured
 * here. A touch tap (`page.touchscreen`) would be closer to a phone, but the emulated touch path
 * adds about 40 ms of input delay to a tap the page has nothing to do for (measured 2026-11-26,
 * docs/performance.md), the machine's and not the site's.
 */
async function press(page: Page, target: Locator): Promise<void> {
  await target.waitFor({ state: 'visible' });
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to press: ${String(target)} has no box`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

export const INTERACTIONS: Interaction[] = [
  {
    name: 'reference: a tap on the page title (nothing to do)',
    path: href('posts', {}, 'tm'),
    reference: true,
    async run(page) {
      await press(page, page.locator('h1').first());
    },
  },
  {
    name: 'open the phone menu',
    path: href('home', {}, 'tm'),
    async run(page) {
      const burger = page.locator('button.frame-burger');
      await press(page, burger);
      await page.locator('button.frame-burger[aria-expanded="true"]').waitFor();
    },
  },
  {
    name: 'switch the language (/posts → /ru/posts)',
    path: href('posts', {}, 'tm'),
    async run(page) {
      await press(page, page.locator(`.frame-topbar__langs a[href="${href('posts', {}, 'ru')}"]`));
      await page.waitForURL(/\/ru\/posts$/);
      await page.locator('html[lang="ru"]').waitFor({ state: 'attached' });
    },
  },
  {
    name: 'change the news category (keyboard)',
    path: href('posts', {}, 'tm'),
    async run(page) {
      const select = page.locator('select[name="category"]');
      await select.focus();
      await page.keyboard.press('ArrowDown');
      await page.waitForURL(/[?&]category=/);
    },
  },
  {
    name: 'send the empty contact form (errors)',
    path: href('contacts', {}, 'tm'),
    async run(page) {
      const form = page.locator('form.contact__form');
      const submit = form.locator('button[type="submit"]');
      await scrollTo(page, submit);
      await press(page, submit);
      await form.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  {
    name: 'open the lightbox on /media',
    path: href('media', {}, 'tm'),
    async run(page) {
      const thumb = page.locator('.gallery-thumb').first();
      await scrollTo(page, thumb);
      await press(page, thumb);
      await page.getByRole('dialog').waitFor();
    },
  },
];

interface EventEntry {
  id: number;
  name: string;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

export interface InteractionResult {
  /** The longest event of the interaction, ms; 0 when under the 16 ms threshold. */
  latency: number;
  /** Its phases: input delay, processing, presentation (ms). */
  phases: [number, number, number] | null;
  /** The event type of the longest entry. */
  event: string;
  /** The scripts of the long animation frames during the interaction. */
  scripts: string[];
}

interface FrameScript {
  start: number;
  end: number;
  scripts: string[];
}

/**
 * Installed before the page's own scripts: records every interaction's event entries, and the
 * long animation frames (over 50 ms) with the scripts that ran in them, to say where the time went.
 */
function observeEvents(): void {
  const store: EventEntry[] = [];
  const frames: FrameScript[] = [];
  Object.assign(window, { __benchEvents: store, __benchFrames: frames });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // PerformanceLongAnimationFrameTiming: in Chromium, not yet in TypeScript's DOM types.
      const frame = entry as unknown as {
        renderStart: number;
        styleAndLayoutStart: number;
        scripts: { sourceURL: string; sourceFunctionName: string; invoker: string; duration: number }[];
      };
      const end = entry.startTime + entry.duration;
      const render = frame.renderStart ? end - frame.renderStart : 0;
      const layout = frame.styleAndLayoutStart ? end - frame.styleAndLayoutStart : 0;
      frames.push({
        start: entry.startTime,
        end,
        scripts: [
          `frame ${Math.round(entry.duration)} ms: rendering ${Math.round(render)} ms, of which style and layout ${Math.round(layout)} ms`,
        ].concat(
          frame.scripts.map((script) => {
            const source = script.sourceURL.replace(/^.*\/assets\//, '');
            const fn = script.sourceFunctionName ? `${script.sourceFunctionName} ` : '';
            return `  ${script.invoker} ${fn}${source} ${Math.round(script.duration)} ms`;
          }),
        ),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      store.push({
        id: entry.interactionId,
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
    // `durationThreshold` is in the spec and Chromium, not yet in TypeScript's DOM types.
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: Interaction,
): Promise<InteractionResult> {
  const context = await browser.newContext({ ...DEVICES.phone, baseURL: origin });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeEvents);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const idle = networkIdle(page);
    await page.goto(interaction.path);
    // Started: the clock is the app's.
    await page.locator('time.frame-clock__time').waitFor({ timeout: 60_000 });
    await idle;
    const before = await page.evaluate(() => ({
      count: (performance as unknown as { interactionCount?: number }).interactionCount ?? 0,
      seen: (window as unknown as { __benchEvents: unknown[] }).__benchEvents.length,
    }));
    await interaction.run(page);
    // Event entries are reported after the next paint: two frames and a task later they are in.
    const after = await page.evaluate(async (seen) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const recorded = window as unknown as { __benchEvents: EventEntry[]; __benchFrames: FrameScript[] };
      return {
        count: (performance as unknown as { interactionCount?: number }).interactionCount ?? 0,
        entries: recorded.__benchEvents.slice(seen),
        frames: recorded.__benchFrames,
      };
    }, before.seen);
    if (after.count <= before.count) throw new Error(`${interaction.name}: the page counted no interaction`);
    const longest = after.entries.sort((a, b) => b.duration - a.duration)[0];
    if (!longest) return { latency: 0, phases: null, event: '', scripts: [] };
    const end = longest.start + longest.duration;
    const scripts = after.frames
      .filter((frame) => frame.end > longest.start && frame.start < end)
      .flatMap((frame) => frame.scripts);
    return {
      scripts,
      latency: longest.duration,
      phases: [
        longest.processingStart - longest.start,
        longest.processingEnd - longest.processingStart,
        longest.start + longest.duration - longest.processingEnd,
      ],
      event: longest.name,
    };
  } finally {
    await context.close();
  }
}

export interface InteractionRow {
  interaction: Interaction;
  runs: InteractionResult[];
}

/** Every interaction `runs` times, one after the other (interleaved, so a change in load hits all). */
export async function measureInteractions(
  origin: string,
  chromePath: string,
  chromeArgs: string[],
  runs: number,
  log: (line: string) => void = console.log,
): Promise<InteractionRow[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    const rows: InteractionRow[] = INTERACTIONS.map((interaction) => ({ interaction, runs: [] }));
    for (let i = 0; i < runs; i++) {
      for (const row of rows) {
        const result = await measureOnce(browser, origin, row.interaction);
        row.runs.push(result);
        log(`  ${row.interaction.name}, run ${i + 1}: ${latencyText(result.latency)} ${phaseText(result)}`);
        for (const script of result.scripts) log(`      ${script}`);
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export const latencyText = (ms: number) => (ms === 0 ? '< 16 ms' : `${Math.round(ms)} ms`);

export function phaseText(result: InteractionResult): string {
  if (!result.phases) return '';
  const [delay, processing, presentation] = result.phases.map((n) => Math.round(n));
  return `(${result.event}: input delay ${delay}, processing ${processing}, presentation ${presentation})`;
}
