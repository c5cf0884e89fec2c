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
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  METRICS,
  contextLine,
  contextOf,
  formatValue,
  groups,
  parseLog,
  pct,
  type Beacon,
  type Group,
} from './rum/beacons';
import { htmlReport } from './rum/html';

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
