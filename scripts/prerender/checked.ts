/**
 * The record of the run's check of every page (decision 0151; the client reads it through nginx at
 * `/prerender-checked.json`, src/app/prerenderChecked.ts). Only a run that checked every page may
 * write one: a run of named pages or limited to a depth leaves the others unchecked, and a run the
 * API stopped answering, or whose frame or 404 page failed (they stand for every address of their
 * layout), leaves the previous record, still true of the moment it names.
 */
import type { PrerenderChecked } from '../../src/app/prerenderChecked';
import type { Manifest, RunReport } from './incremental';

export function checkedRecord(
  report: Pick<RunReport, 'failed' | 'aborted'>,
  previous: Manifest | null,
  startedAt: Date,
  checkedEveryPage: boolean,
): PrerenderChecked | null {
  if (!checkedEveryPage || report.aborted !== null) return null;
  if (report.failed.some(({ path }) => path.startsWith('#'))) return null;
  // A page that failed keeps its previous files: its addresses are those of its last record.
  const unverified = report.failed.flatMap(
    ({ path }) => previous?.pages[path]?.addresses.map((address) => address.path) ?? [],
  );
  return { checkedAt: startedAt.toISOString(), unverified: [...new Set(unverified)].sort() };
}
