import type { FetchInfiniteQueryOptions, QueryKey } from '@tanstack/react-query';
import { queryClient } from '../api/client';

/** Any `queryOptions(...)` result; the data type does not matter to a prefetch. */
type PrefetchableOptions = { queryKey: QueryKey };

/**
 * For route loaders: start the page's queries at once, in parallel with its code chunk, without
 * holding the navigation on them (the page shows its own skeletons). Failures surface in the page.
 */
export function prefetch(...options: PrefetchableOptions[]): null {
  for (const option of options) void queryClient.prefetchQuery(option);
  return null;
}

/** The same for an infinite list (its first page). */
export function prefetchInfinite<TData, TPageParam>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page data and key; only the first page is fetched
  options: FetchInfiniteQueryOptions<TData, Error, TData, any, TPageParam>,
): null {
  void queryClient.prefetchInfiniteQuery(options);
  return null;
}
