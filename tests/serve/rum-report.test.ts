/**
 * `npm run rum:report` on the committed sample log (scripts/rum-report.sample.log): the counts,
 * 75th percentiles and good / needs improvement / poor shares it prints are the ones computed here
 * on their own from the raw lines, and its HTML page opens in Chromium without an error, with one
 * drawn chart a metric. (In the serve project: it reads what nginx writes, and needs Node, not jsdom.)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

const root = resolve(import.meta.dirname, '..', '..');
const SAMPLE = join(root, 'scripts', 'rum-report.sample.log');
const out = mkdtempSync(join(tmpdir(), 'rum-report-'));
const html = join(out, 'report.html');
afterAll(() => rmSync(out, { recursive: true, force: true }));

const printed = execFileSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/rum-report.ts', SAMPLE, '--html', html],
  { cwd: root, encoding: 'utf8' },
);

/** The sample's beacons, read here without the script's code. */
const rows = readFileSync(SAMPLE, 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('{'))
  .map((line) => JSON.parse(line) as Record<string, string>);

/** 75th percentile by nearest rank, written out plainly: sort, take the ⌈0.75·n⌉-th. */
function p75(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

/** The line the script printed for a metric in a group. */
function printedLine(page: string, lang: string, metric: string): string {
  const block = printed.split(`${page} · ${lang} — `)[1]!.split('\n\n')[0]!;
  return block.split('\n').find((line) => line.trim().startsWith(`${metric} `))!;
}

describe('rum:report on the sample log', () => {
  it('counts the beacons and skips the line that is not one', () => {
    expect(printed).toContain(`${rows.length} beacons from 1 file, 1 line skipped`);
    expect(printed).toContain('home · tm — 18 beacons');
  });

  it('says how many visits ask to save data, on which connections', () => {
    const home = rows.filter((r) => r.page === 'home' && r.lang === 'tm');
    const count = (field: string, value: string) => home.filter((r) => r[field] === value).length;
    const line = printed.split('home · tm — ')[1]!.split('\n')[1]!;
    expect(line).toContain(`Save-Data off ${count('save', '0')}, on ${count('save', '1')}`);
    expect(line).toContain(`3g ${count('net', '3g')}`);
    expect(line).toContain(`route ${count('nav', 'route')}`);
  });

  const cases = [
    ['home', 'tm', 'LCP', 2500, 4000],
    ['home', 'tm', 'INP', 200, 500],
    ['home', 'ru', 'TTFB', 800, 1800],
    ['contacts', 'en', 'FCP', 1800, 3000],
    ['post', 'tm', 'CLS', 0.1, 0.25],
  ] as const;
  it.each(cases)('%s · %s: %s count, p75 and split', (page, lang, metric, good, poor) => {
    const values = rows
      .filter((r) => r.page === page && r.lang === lang && r[metric.toLowerCase()] !== '')
      .map((r) => Number(r[metric.toLowerCase()]));
    const share = (keep: (v: number) => boolean) =>
      `${Math.round((values.filter(keep).length / values.length) * 100)}%`;
    const expected = metric === 'CLS' ? p75(values).toFixed(3) : `${p75(values)} ms`;
    const line = printedLine(page, lang, metric);
    expect(line).toContain(`n=${values.length} `);
    expect(line).toContain(`p75 ${expected.padStart(9)}`);
    expect(line).toContain(
      `${share((v) => v <= good)} / ${share((v) => v > good && v <= poor)} / ${share((v) => v > poor)}`,
    );
  });

  it('writes an HTML page that opens in Chromium without errors, a chart a metric', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(pathToFileURL(html).href);
      const charts = await page.evaluate(() => {
        const chart = (window as unknown as { Chart?: { instances: Record<string, unknown> } }).Chart;
        return {
          instances: chart ? Object.keys(chart.instances).length : 0,
          canvases: [...document.querySelectorAll('canvas')].filter((c) => c.width > 0 && c.height > 0)
            .length,
        };
      });
      expect(charts).toEqual({ instances: 5, canvases: 5 });
      expect(await page.locator('tbody tr').count()).toBe(5 * 5);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
