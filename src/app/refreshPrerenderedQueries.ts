import type { QueryClient } from '@tanstack/react-query';
import { nextTask } from '../shared/nextTask';

/**
 * Everything a prerendered page showed may be hours old, so each query that came with it is
 * fetched again once it is in use, and newer data replaces the old without a mismatch. Not on
 * mount, as React Query would do for a stale query: a hydration mounts a page's worth of queries
 * in a few commits (the root, then each Suspense boundary), and fifteen `fetch()` calls in one
 * commit were a long task of their own on a slow phone. Until its turn, a prerendered query does
 * not refetch on mount; the queries are sent one per task (`pause` between them), in the order
 * they came into use, a query first used later (another route) when it mounts. After its turn a
 * query behaves as any other.
 *
 * Call it after `hydrate()` and before the first render. Returns a promise of the refetches sent
 * so far having settled, for tests.
 */
export function refreshPrerenderedQueries(
  client: QueryClient,
  prerendered: Iterable<string>,
  pause: () => Promise<void> = nextTask,
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
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded') return;
    const hash = event.query.queryHash;
    // Once scheduled, never again: a second observer that mounts while its turn is pausing (the
    // hash already taken off the queue, not yet out of `waiting`) would otherwise send it twice.
    if (!waiting.has(hash) || scheduled.has(hash)) return;
    scheduled.add(hash);
    queue.push(hash);
    draining ??= drain();
  });
  return async () => {
    await draining;
    await Promise.all(sent);
  };
}
