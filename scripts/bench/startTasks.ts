/**
 * The main thread's long tasks of a prerendered page's first visit, from FCP until the app has
 * hydrated (or rendered fresh) and settled (scripts/bench-lighthouse.ts `--measure tasks`): where the Total Blocking
 * Time of Lighthouse's simulated phone comes from, in a form that can be compared run against run.
 *
 * Chromium runs at full speed, as the trace Lighthouse's simulation starts from does; the
 * simulation then counts each task four times longer (its 4× CPU slowdown), so a task blocks from
 * 12.5 ms here. Each run is a fresh context (a first visit) traced with the DevTools timeline
 * categories; a task is listed with what its trace events say it did (a module evaluated, a
 * function of a script, a timer, style and layout), which is enough to tell the app's start from
 * the browser's own work without source maps.
 */
import type { Browser } from '@playwright/test';
import { DEVICES } from './browser';

/** What the page logs when the app has hydrated or rendered (its `app:*` marks, src/boot.ts). */
const STARTED = 'bench:app-started';

/** A task of at least this long (ms, full speed) blocks on Lighthouse's 4× slower phone. */
export const BLOCKING_FROM_MS = 50 / 4;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { url?: string; functionName?: string; type?: string; documentLoaderURL?: string };
    beginData?: { url?: string };
  };
}

export interface StartTasks {
  /** Sum over the tasks after FCP of (4 × duration − 50 ms): the simulated phone's blocking time. */
  blocking4x: number;
  longest: number;
  /** Tasks after FCP of BLOCKING_FROM_MS or more: start (ms after navigation), duration, content. */
  tasks: { at: number; ms: number; what: string }[];
  marks: string[];
}

const path = (url: string | undefined) => (url ?? '').replace(/^https?:\/\/[^/]+/, '');

/** What a task did, from the trace events inside it, the longest kinds first. */
function describe(inside: TraceEvent[]): string {
  const kinds = new Map<string, number>();
  for (const event of inside) {
    let kind: string | null = null;
    const data = event.args?.data;
    if (event.name === 'v8.evaluateModule' || event.name === 'EvaluateScript') kind = 'evaluate';
    else if (event.name === 'FunctionCall') kind = `script ${path(data?.url) || '?'}`;
    else if (event.name === 'TimerFire') kind = 'timer';
    else if (event.name === 'EventDispatch') kind = `event ${data?.type ?? ''}`;
    else if (event.name === 'RunMicrotasks') kind = 'microtasks';
    else if (event.name === 'Layout' || event.name === 'UpdateLayoutTree') kind = 'style and layout';
    else if (event.name === 'Paint') kind = 'paint';
    else if (event.name === 'ParseHTML') kind = 'parse HTML';
    else if (event.name.startsWith('V8.GC') || event.name === 'MinorGC' || event.name === 'MajorGC')
      kind = 'garbage collection';
    if (kind) kinds.set(kind, Math.max(kinds.get(kind) ?? 0, (event.dur ?? 0) / 1000));
  }
  return (
    [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
      .join(', ') || 'browser'
  );
}

/**
 * One first visit of `url` on a phone screen, traced until the app has hydrated the page
 * (`app:hydrated`) or rendered it fresh (`app:rendered`, a news item), and `settleMs` after.
 */
export async function measureStartTasks(browser: Browser, url: string, settleMs = 2500): Promise<StartTasks> {
  const context = await browser.newContext({ ...DEVICES.phone });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
      ],
    });
    // The page says when the app has started through the console, which Playwright reads over the
    // DevTools protocol. Polling with page.waitForFunction would compile Playwright's own script in
    // the page: a task of 40-55 ms of the harness's, measured as if it were the page's.
    await page.addInitScript(`new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'app:hydrated' || entry.name === 'app:rendered') console.debug('${STARTED}');
    }).observe({ type: 'mark' });`);
    const started = page.waitForEvent('console', { predicate: (m) => m.text() === STARTED, timeout: 30_000 });
    await page.goto(url, { waitUntil: 'load' });
    await started;
    await page.waitForTimeout(settleMs);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const pathname = new URL(url).pathname;
    const parse = traceEvents.find(
      (e) => e.name === 'ParseHTML' && path(e.args?.beginData?.url).startsWith(pathname),
    );
    if (!parse) throw new Error(`${url}: no ParseHTML of the page in the trace`);
    const onMain = traceEvents
      .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X')
      .sort((a, b) => a.ts - b.ts);
    const navigation = traceEvents.find(
      (e) => e.name === 'navigationStart' && path(e.args?.data?.documentLoaderURL).startsWith(pathname),
    );
    const t0 = navigation?.ts ?? onMain[0]!.ts;
    const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint')?.ts ?? t0;
    const marks = [
      ...new Set(
        traceEvents
          .filter((e) => e.cat.includes('user_timing') && e.name.startsWith('app:'))
          .map((e) => `${e.name} ${((e.ts - t0) / 1000).toFixed(0)} ms`),
      ),
    ];
    const after = onMain.filter((e) => e.name === 'RunTask' && e.ts >= fcp);
    const tasks = after
      .filter((task) => (task.dur ?? 0) / 1000 >= BLOCKING_FROM_MS)
      .map((task) => {
        const end = task.ts + task.dur!;
        const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
        return { at: (task.ts - t0) / 1000, ms: task.dur! / 1000, what: describe(inside) };
      });
    return {
      blocking4x: after.reduce((sum, task) => sum + Math.max(0, (task.dur! / 1000) * 4 - 50), 0),
      longest: Math.max(0, ...after.map((task) => task.dur! / 1000)),
      tasks,
      marks,
    };
  } finally {
    await context.close();
  }
}
