/**
 * The field report's HTML page (decision 0182): each metric's distribution drawn by Chart.js, its
 * browser build embedded in the file so the page opens offline, and the table of every page and
 * language.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  METRICS,
  THRESHOLDS,
  UNIT,
  contextLine,
  contextOf,
  formatValue,
  pct,
  rating,
  valuesOf,
  type Beacon,
  type Group,
  type Metric,
} from './beacons';

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
