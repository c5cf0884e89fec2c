import type { QueryClient } from '@tanstack/react-query';
import { nextTask } from '../shared/nextTask';

/**
 * A prerendered page's data may be hours old, so each query that came with it is fetched again
 * once it is in use, and newer data replaces the old without a mismatch. Not on
 * mount, as React Query would do for a stale query: a hydration mounts a page's worth of queries
 * in a few commits (the root, then each Suspense boundary), and fifteen `fetch()` calls in one
 * commit were a long task of their own on a slow phone. Until its turn, a prerendered query does
 * not refetch on mount; the queries are sent one per task (`pause` between them), in the order
 * they came into use, a query first used later (another route) when it mounts. After its turn a
 * query behaves as any other.
 *
 * A page made recently is not fetched again at all while it is young (`freshForMs`: how much longer
 * it counts as fresh, from the page's `renderedAt` and the build's VITE_PRERENDER_MAX_AGE; the
 * prerender keeps its HTML current): a first visit on a slow line then downloads only what the
 * HTML carries. Once that time has passed, the queries still in use are refreshed as above, and
 * the others when they next mount (decision 0151). It may be a promise (the prerender's last check,
 * prerenderChecked.ts, decision 0151): nothing is refreshed until it has settled, a rejection
 * counting as 0.
 *
 * Call it after `hydrate()` and before the first render. Returns a promise of the refetches sent
 * so far having settled, for tests.
 */
export function refreshPrerenderedQueries(
  client: QueryClient,
  prerendered: Iterable<string>,
  pause: () => Promise<void> = nextTask,
  freshForMs: number | Promise<number> = 0,
): () => Promise<void> {
  const waiting = new Set(prerendered);
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, refetchOnMount: (query) => !waiting.has(query.queryHash) },
  });

  const queue: string[] = [];
  const scheduled = new Set<string>();
  const sent: Promise<unknown>[] = [];
  let draining: Promise<void> | null = null;
  const drain = async () => {
    for (let hash = queue.shift(); hash; hash = queue.shift()) {
      await pause();
      // Its turn: from now on it behaves as any other query, on mount included.
      waiting.delete(hash);
      const query = client.getQueryCache().get(hash);
      if (!query) continue;
      // A refetch already running (a retry, a refetch the page asked for) is kept, not sent again.
      sent.push(client.refetchQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: false }));
    }
    draining = null;
  };
  const schedule = (hash: string) => {
    // Once scheduled, never again: a second observer that mounts while its turn is pausing (the
    // hash already taken off the queue, not yet out of `waiting`) would otherwise send it twice.
    if (!waiting.has(hash) || scheduled.has(hash)) return;
    scheduled.add(hash);
    queue.push(hash);
    draining ??= drain();
  };
  let due = false;
  client.getQueryCache().subscribe((event) => {
    if (due && event.type === 'observerAdded') schedule(event.query.queryHash);
  });
  const becomeDue = () => {
    due = true;
    for (const query of client.getQueryCache().getAll()) {
      if (query.getObserversCount() > 0) schedule(query.queryHash);
    }
  };
  const after = (ms: number) => {
    if (ms <= 0) becomeDue();
    else setTimeout(becomeDue, ms);
  };
  if (typeof freshForMs === 'number') after(freshForMs);
  else freshForMs.then(after, () => after(0));
  return async () => {
    await draining;
    await Promise.all(sent);
  };
}
