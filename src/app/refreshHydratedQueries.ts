import type { QueryClient } from '@tanstack/react-query';

/**
 * Keeps the queries a hydration mounts from fetching on mount. Every query of a prerender that is
 * older than its staleTime would otherwise start its request in the hydration's commit: fifteen
 * `fetch()` calls in one task, a long task of its own on a slow phone, at the moment the page
 * becomes interactive. `refreshHydratedQueries` lifts the hold and sends them one task apiece.
 */
export function holdRefetchOnMount(client: QueryClient): void {
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchOnMount: false } });
}

/** The next macrotask: what the browser has waiting (input, paint) runs before it. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Everything a prerendered page showed may be hours old: every query is marked stale (the active
 * ones refetch now, the rest when they mount) and newer data replaces the old without a mismatch.
 * The active ones start one per task (`pause` between them), so their requests never make one
 * long task together. A refetch that a mount already started is kept, not cancelled and sent
 * again. Resolves once every refetch has settled.
 */
export async function refreshHydratedQueries(
  client: QueryClient,
  pause: () => Promise<void> = nextTask,
): Promise<void> {
  const { refetchOnMount: _held, ...queries } = client.getDefaultOptions().queries ?? {};
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries });
  await client.invalidateQueries({ refetchType: 'none' });
  const active = client.getQueryCache().findAll({ type: 'active' });
  const refetches: Promise<unknown>[] = [];
  for (const query of active) {
    await pause();
    refetches.push(
      client.refetchQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: false }),
    );
  }
  await Promise.all(refetches);
}
