import type { QueryKey } from '@tanstack/react-query';
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
