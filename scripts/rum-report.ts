/**
 * `npm run rum:report -- LOGFILE… [--html FILE]`: what real visitors experienced, from the beacons
 * nginx wrote (RUM_LOG, docs/deploying.md; decision 0182). Prints how many visits said Save-Data
 * was on, their connection classes and navigation types, and, per page and language, the
 * number of beacons and for each metric the number measured, the 75th percentile and the share of
 * good / needs improvement / poor by Google's thresholds; writes an HTML page (default
 * rum-report.html) with each metric's distribution drawn by Chart.js, embedded in the file so it
 * opens in a browser offline.
 *
 * The 75th percentile is the nearest rank: the smallest value that at least 75 % of the values do
 * not exceed (always a value that was measured). Lines that are not a beacon (another file, a broken line) are
 * counted and skipped.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RUM_FIELDS } from '../src/features/rum/beacon';

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];

/** Google's thresholds: good up to the first, poor above the second (web.dev/articles/vitals). */
export const THRESHOLDS: Record<Metric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};
const UNIT: Record<Metric, string> = { LCP: 'ms', INP: 'ms', CLS: '', FCP: 'ms', TTFB: 'ms' };

export type Beacon = Record<string, string>;

export interface MetricSummary {
  count: number;
  p75: number | null;
  /** Shares of good, needs improvement and poor, 0..1 each. */
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface Group {
  page: string;
  lang: string;
  count: number;
  metrics: Record<Metric, MetricSummary>;
  /** The element most often named by the poor LCPs and INPs (decoded selector), if any. */
  poorTargets: { LCP: string | null; INP: string | null };
  /** Who the visits were: beacons per Save-Data answer, connection class and navigation type. */
  context: { save: Record<string, number>; net: Record<string, number>; nav: Record<string, number> };
}

/** How many beacons have each value of a field (`unknown` for an empty one), most first. */
export function tally(beacons: readonly Beacon[], field: string): Record<string, number> {
  const counts = new Map<string, number>();
  for (const b of beacons) counts.set(b[field] || 'unknown', (counts.get(b[field] || 'unknown') ?? 0) + 1);
  return Object.fromEntries([...counts.entries()].sort((a, b) => b[1] - a[1]));
}

export function contextOf(beacons: readonly Beacon[]): Group['context'] {
  return { save: tally(beacons, 'save'), net: tally(beacons, 'net'), nav: tally(beacons, 'nav') };
}

/** `Save-Data on 3, off 2, unknown 1 · connection 4g 4, … · navigation load 5, …` */
export function contextLine(context: Group['context']): string {
  const names: Record<string, string> = { '1': 'on', '0': 'off' };
  const list = (counts: Record<string, number>, rename: Record<string, string> = {}) =>
    Object.entries(counts)
      .map(([value, n]) => `${rename[value] ?? value} ${n}`)
      .join(', ');
  return `Save-Data ${list(context.save, names)} · connection ${list(context.net)} · navigation ${list(context.nav)}`;
}

/** The beacons of a log's text; `skipped` counts the lines that are not one. */
export function parseLog(text: string): { beacons: Beacon[]; skipped: number } {
  const beacons: Beacon[] = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const value = JSON.parse(line) as unknown;
      if (
        typeof value === 'object' &&
        value !== null &&
        RUM_FIELDS.every((f) => typeof (value as Beacon)[f] === 'string')
      )
        beacons.push(value as Beacon);
      else skipped += 1;
    } catch {
      skipped += 1;
    }
  }
  return { beacons, skipped };
}

export function valuesOf(beacons: readonly Beacon[], metric: Metric): number[] {
  return beacons
    .map((b) => b[metric.toLowerCase()] ?? '')
    .filter((v) => v !== '')
    .map(Number)
    .filter(Number.isFinite);
}

/** The nearest-rank percentile (p in 0..100) of the values; null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export function rating(metric: Metric, value: number): 'good' | 'needsImprovement' | 'poor' {
  const [good, poor] = THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needsImprovement' : 'poor';
}

export function summarize(values: readonly number[], metric: Metric): MetricSummary {
  const shares = { good: 0, needsImprovement: 0, poor: 0 };
  for (const value of values) shares[rating(metric, value)] += 1;
  const n = values.length || 1;
  return {
    count: values.length,
    p75: percentile(values, 75),
    good: shares.good / n,
    needsImprovement: shares.needsImprovement / n,
    poor: shares.poor / n,
  };
}

function decode(target: string): string {
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

function commonPoorTarget(beacons: readonly Beacon[], metric: 'LCP' | 'INP'): string | null {
  const key = metric.toLowerCase();
  const counts = new Map<string, number>();
  for (const b of beacons) {
    const value = Number(b[key]);
    const target = b[`${key}_target`];
    if (b[key] && target && rating(metric, value) === 'poor')
      counts.set(decode(target), (counts.get(decode(target)) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** One group per page and language, sorted by page then language. */
export function groups(beacons: readonly Beacon[]): Group[] {
  const byKey = new Map<string, Beacon[]>();
  for (const b of beacons) {
    const key = `${b.page}\u0000${b.lang}`;
    byKey.set(key, [...(byKey.get(key) ?? []), b]);
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, list]) => ({
      page: list[0]!.page!,
      lang: list[0]!.lang!,
      count: list.length,
      metrics: Object.fromEntries(METRICS.map((m) => [m, summarize(valuesOf(list, m), m)])) as Record<
        Metric,
        MetricSummary
      >,
      poorTargets: { LCP: commonPoorTarget(list, 'LCP'), INP: commonPoorTarget(list, 'INP') },
      context: contextOf(list),
    }));
}

const pct = (share: number) => `${Math.round(share * 100)}%`;
function formatValue(metric: Metric, value: number | null): string {
  if (value === null) return '–';
  return metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ${UNIT[metric]}`;
}

/** The console's table. */
export function textReport(all: Group[], beacons: readonly Beacon[], skipped: number, files: number): string {
  const total = beacons.length;
  const out = [
    `Field measurements: ${total} beacons from ${files} file${files === 1 ? '' : 's'}${skipped ? `, ${skipped} line${skipped === 1 ? '' : 's'} skipped` : ''}`,
    `  ${contextLine(contextOf(beacons))}`,
    `p75 = 75th percentile; good / needs improvement / poor by Google's thresholds`,
    '',
  ];
  for (const group of all) {
    out.push(`${group.page} · ${group.lang} — ${group.count} beacon${group.count === 1 ? '' : 's'}`);
    out.push(`  ${contextLine(group.context)}`);
    for (const metric of METRICS) {
      const s = group.metrics[metric];
      const split = s.count ? `${pct(s.good)} / ${pct(s.needsImprovement)} / ${pct(s.poor)}` : '';
      out.push(
        `  ${metric.padEnd(5)} n=${String(s.count).padEnd(5)} p75 ${formatValue(metric, s.p75).padStart(9)}   ${split}`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The width of a histogram's bins: both thresholds fall on a bin's edge. */
const BIN: Record<Metric, number> = { LCP: 500, INP: 50, CLS: 0.025, FCP: 300, TTFB: 200 };

/**
 * A metric's histogram up to twice its "poor" threshold, then one bin for the rest. Bins hold
 * (low, high], as the thresholds do (a value equal to "good" is good), so each bin has one rating.
 */
export function histogram(
  values: readonly number[],
  metric: Metric,
): { labels: string[]; counts: number[]; ratings: string[] } {
  const step = BIN[metric];
  const bins = Math.round((THRESHOLDS[metric][1] * 2) / step);
  const counts = new Array<number>(bins + 1).fill(0);
  for (const value of values) {
    // Rounded first: 0.1 / 0.025 is 4.000000000000001 in floating point.
    const index = Math.max(0, Math.ceil(Number((value / step).toFixed(6))) - 1);
    counts[Math.min(bins, index)]! += 1;
  }
  const label = (x: number) => (metric === 'CLS' ? x.toFixed(3) : String(Math.round(x)));
  return {
    labels: counts.map((_, i) =>
      i === bins ? `> ${label(bins * step)}` : `${label(i * step)}–${label((i + 1) * step)}`,
    ),
    counts,
    ratings: counts.map((_, i) => rating(metric, (i + 0.5) * step)),
  };
}

/** Chart.js's own browser build, to embed. */
function chartJs(): string {
  // The package exports only its modules: find its folder through the CommonJS entry.
  const require = createRequire(import.meta.url);
  return readFileSync(join(dirname(require.resolve('chart.js')), 'chart.umd.min.js'), 'utf8');
}

export function htmlReport(all: Group[], beacons: readonly Beacon[], skipped: number): string {
  const charts = METRICS.map((metric) => ({
    metric,
    unit: UNIT[metric],
    ...histogram(valuesOf(beacons, metric), metric),
  }));
  const data = JSON.stringify({ charts }).replace(/</g, '\\u003c');
  const rows = all
    .map((g) =>
      METRICS.map((metric, i) => {
        const s = g.metrics[metric];
        const head =
          i === 0
            ? `<th rowspan="${METRICS.length}" scope="rowgroup">${escapeHtml(g.page)} · ${escapeHtml(g.lang)}<br><small>${g.count} beacons<br>${escapeHtml(contextLine(g.context))}</small></th>`
            : '';
        const target = metric === 'LCP' || metric === 'INP' ? escapeHtml(g.poorTargets[metric] ?? '') : '';
        return `<tr>${head}<td>${metric}</td><td>${s.count}</td><td>${formatValue(metric, s.p75)}</td><td>${s.count ? pct(s.good) : ''}</td><td>${s.count ? pct(s.needsImprovement) : ''}</td><td>${s.count ? pct(s.poor) : ''}</td><td><code>${target}</code></td></tr>`;
      }).join('\n'),
    )
    .join('\n');
  // The embedded library is escaped the same way a JSON payload is: nothing in it may close the tag.
  const library = chartJs().replace(/<\/script/gi, '<\\/script');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Field measurements</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1b1b1b; }
table { border-collapse: collapse; margin: 1rem 0 2rem; }
th, td { border: 1px solid #bbb; padding: .25rem .5rem; text-align: left; vertical-align: top; }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); gap: 1.5rem; }
figure { margin: 0; }
</style>
</head>
<body>
<main>
<h1>Field measurements of real visits</h1>
<p>${beacons.length} beacons (${escapeHtml(contextLine(contextOf(beacons)))})${skipped ? `, ${skipped} line${skipped === 1 ? '' : 's'} skipped` : ''}. p75: the 75th percentile.
Good / needs improvement / poor by Google's thresholds (LCP 2500 / 4000 ms, INP 200 / 500 ms, CLS 0.1 / 0.25,
FCP 1800 / 3000 ms, TTFB 800 / 1800 ms).</p>
<h2>Distributions, all pages</h2>
<div class="charts">
${charts.map((c) => `<figure><canvas id="chart-${c.metric}" role="img" aria-label="${c.metric} distribution"></canvas></figure>`).join('\n')}
</div>
<h2>Per page and language</h2>
<table>
<thead><tr><th scope="col">page · language</th><th scope="col">metric</th><th scope="col">n</th><th scope="col">p75</th><th scope="col">good</th><th scope="col">needs improvement</th><th scope="col">poor</th><th scope="col">most common element of the poor ones</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>
<script type="application/json" id="report-data">${data}</script>
<script>${library}</script>
<script>
(function () {
  var colours = { good: '#0c7d3d', needsImprovement: '#c77700', poor: '#c0262d' };
  var data = JSON.parse(document.getElementById('report-data').textContent);
  data.charts.forEach(function (c) {
    new Chart(document.getElementById('chart-' + c.metric), {
      type: 'bar',
      data: {
        labels: c.labels,
        datasets: [{ label: c.metric + ' (beacons)', data: c.counts,
          backgroundColor: c.ratings.map(function (r) { return colours[r]; }) }]
      },
      options: {
        animation: false,
        plugins: { title: { display: true, text: c.metric + (c.unit ? ' (' + c.unit + ')' : '') }, legend: { display: false } },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } }
      }
    });
  });
})();
</script>
</body>
</html>
`;
}

function main(argv: string[]): void {
  const files: string[] = [];
  let html = 'rum-report.html';
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--html') html = argv[++i] ?? html;
    else files.push(argv[i]!);
  }
  if (files.length === 0) {
    console.error('usage: npm run rum:report -- LOGFILE… [--html rum-report.html]');
    process.exit(2);
  }
  const beacons: Beacon[] = [];
  let skipped = 0;
  for (const file of files) {
    const parsed = parseLog(readFileSync(file, 'utf8'));
    beacons.push(...parsed.beacons);
    skipped += parsed.skipped;
  }
  const all = groups(beacons);
  console.log(textReport(all, beacons, skipped, files.length));
  writeFileSync(html, htmlReport(all, beacons, skipped));
  console.log(`Charts: ${resolve(html)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
