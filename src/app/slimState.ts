import type { DehydratedState, QueryKey } from '@tanstack/react-query';

/**
 * The lists whose items' full HTML bodies (`content_tm`, `content_ru`, `content_en`) no page shows:
 * a post, service or notice body is rendered only by its detail page, from its own query. In the
 * home page's prerendered state they were over half of the HTML (about 165 of 300 kB), downloaded
 * and parsed by every first visit for nothing.
 */
const LISTS_WITHOUT_BODIES: readonly QueryKey[] = [
  ['posts', 'category'],
  ['posts', 'all'],
  ['services', 'grid'],
  ['services', 'online'],
  ['services', 'all'],
  ['notices', 'main'],
];
const BODY_FIELD = /^content_(?:tm|ru|en)$/;

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => key[i] === part);

function withoutBodies(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
  return Object.fromEntries(Object.entries(item).filter(([field]) => !BODY_FIELD.test(field)));
}

function slimList(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withoutBodies);
  // A DRF page: { count, next, previous, results }.
  if (typeof data === 'object' && data !== null && Array.isArray((data as { results?: unknown }).results)) {
    const page = data as { results: unknown[] };
    return { ...page, results: page.results.map(withoutBodies) };
  }
  return data;
}

/**
 * The prerender's React Query state without what the HTML never shows (see above). Hydration
 * renders from it exactly what the server rendered; the refetch that follows hydration puts the full
 * answers in the cache before anything could need a body (a detail page has its own query).
 */
export function slimDehydratedState(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      LISTS_WITHOUT_BODIES.some((prefix) => startsWith(query.queryKey, prefix))
        ? { ...query, state: { ...query.state, data: slimList(query.state.data) } }
        : query,
    ),
  };
}
