/**
 * The page's layout shifts, each with what moved (element, from → to), recorded from its first byte:
 * used by `--measure shifts` (partialShifts.ts), tests/e2e/prerender.spec.ts and news.spec.ts, so
 * that a number or a failure names its cause.
 */
import type { Page } from '@playwright/test';

/**
 * The recorder, as text: the benchmarks run under tsx, whose helpers for named functions do not
 * exist in the page.
 */
const RECORDER = `
  window.__shifts = [];
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      var box = function (r) {
        return Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + '×' + Math.round(r.height);
      };
      var moved = entry.sources.map(function (source) {
        var el = source.node instanceof Element ? source.node : source.node && source.node.parentElement;
        var name = el ? el.tagName.toLowerCase() + '.' + Array.from(el.classList).join('.') : '?';
        return name + ' ' + box(source.previousRect) + ' → ' + box(source.currentRect);
      });
      window.__shifts.push(entry.value.toFixed(4) + ': ' + moved.join('; '));
    });
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Starts recording in every document `page` opens from now on; the function it returns reads them. */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript({ content: RECORDER });
  return () => page.evaluate<string[]>('window.__shifts');
}

/** Resolves after two animation frames: the browser has painted what it has parsed so far. */
export async function painted(page: Page): Promise<void> {
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}
