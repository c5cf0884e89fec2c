/**
 * The field measurements' beacons (decision 0181) read from nginx's log and summarized per page and
 * language: the nearest-rank 75th percentile and the share of good / needs improvement / poor by
 * Google's thresholds. `npm run rum:report` (scripts/rum-report.ts) prints them and draws them
 * (html.ts).
 */
import { RUM_FIELDS } from '../../src/features/rum/beacon';

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
export const UNIT: Record<Metric, string> = { LCP: 'ms', INP: 'ms', CLS: '', FCP: 'ms', TTFB: 'ms' };

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

export const pct = (share: number) => `${Math.round(share * 100)}%`;
export function formatValue(metric: Metric, value: number | null): string {
  if (value === null) return '–';
  return metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ${UNIT[metric]}`;
}
