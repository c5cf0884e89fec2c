import { hydrate } from '@tanstack/react-query';
import { queryClient } from '../api/client';
import type { PrerenderState } from './prerenderState';

/**
 * Puts a prerendered page's data into the query cache. Its own chunk (loaded only when the page has
 * prerendered state, in parallel with the page's route chunk): React Query's hydration code stays
 * out of the critical JS of a plain SPA start.
 */
export function seedCache(state: PrerenderState): void {
  hydrate(queryClient, state.queries);
}
