/**
 * Whether this page load measures (docs/decisions/0180): the operator's share, RUM_SAMPLE, comes
 * with the page itself as `Server-Timing: rum;desc=0.1` (nginx adds it to every HTML answer while
 * it is above 0), read from the navigation entry: no request, no rebuild. No header (RUM_SAMPLE=0,
 * a development server, a browser without Server-Timing): nothing is loaded.
 */
export function rumSample(): number {
  const entry = performance.getEntriesByType?.('navigation')[0];
  const timing = entry?.serverTiming?.find((t) => t.name === 'rum');
  const share = Number(timing?.description);
  return Number.isFinite(share) && share > 0 ? Math.min(share, 1) : 0;
}

/** Draws this page load into the sample (a share of 1 always measures). */
export function sampled(share = rumSample(), random = Math.random()): boolean {
  return share > 0 && random < share;
}
