/**
 * Query options (key + fetcher) for the GETs of the call table (src/api/calls.ts). Loaders prefetch
 * them and components read them, so a page's requests start with its code chunk and are never made
 * twice.
 *
 * Every GET call's query is `callQuery(name, ...args)`: its fetcher the call's own client function,
 * its key `[name, ...args]` (decision 0189); `callKey(name)` is the prefix of its keys, for a page's
 * `listsWithoutBodies` and for invalidation. A named entry in `queries` is written only for what the
 * generic cannot say: an infinite query (its page parameter).
 */
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { API_CALLS, Api, ApiCallName } from './calls';
import { api } from './client';
import { NotModified } from './http';
import type { ArticlesQuery } from './types';

/**
 * A query's fetch that keeps `held`, the answer the cache has, when the API says it has not changed
 * (a `304` to the validator a prerendered page carried, src/api/http.ts): the refresh of unchanged
 * data costs its headers, and the same object stays in the cache (nothing re-renders).
 */
async function keepingHeld<T>(held: T | undefined, fetch: (revalidate: boolean) => Promise<T>): Promise<T> {
  if (held === undefined) return fetch(false);
  try {
    return await fetch(true);
  } catch (error) {
    if (error instanceof NotModified) return held;
    throw error;
  }
}

/** The page of an infinite query's held data fetched with `pageParam`, if there is one. */
function heldPage<T>(data: InfiniteData<T, number> | undefined, pageParam: number): T | undefined {
  const index = data?.pageParams.indexOf(pageParam) ?? -1;
  return index < 0 ? undefined : data!.pages[index];
}

/** The GET calls of `API_CALLS`: the ones a query may make. */
export type GetCall = {
  [N in ApiCallName]: (typeof API_CALLS)[N]['method'] extends 'GET' ? N : never;
}[ApiCallName];

/**
 * A call's arguments before its request options (always its last parameter), each one required: an
 * optional query object must be given (`{}`), so the options never land in its place and one request
 * has one key.
 */
export type CallArgs<N extends GetCall> =
  Required<Parameters<Api[N]>> extends [...infer Args, { signal?: AbortSignal }] ? Args : never;

/** What a call answers. */
export type CallAnswer<N extends GetCall> = Awaited<ReturnType<Api[N]>>;

/**
 * The query of one GET call: `callQuery('getFaqDetail', slug)`. Its key is the call's name and its
 * arguments (plain JSON, so the prerendered state carries it and hydration finds it); a list's key
 * starts with `callKey(name)`, the prefix pages.ts's `listsWithoutBodies` takes.
 */
export function callQuery<N extends GetCall>(name: N, ...args: CallArgs<N>) {
  // TypeScript cannot relate `Api[N]` to `CallArgs<N>` for a generic N; the signature above checks
  // every call site.
  const call = api[name] as (...a: unknown[]) => Promise<CallAnswer<N>>;
  return queryOptions({
    // Typed as any key: a component choosing between two calls' queries gets one type.
    queryKey: [name, ...args] as QueryKey,
    queryFn: ({ signal, client, queryKey }) =>
      keepingHeld(client.getQueryData<CallAnswer<N>>(queryKey), (revalidate) =>
        call(...args, { signal, revalidate }),
      ),
  });
}

/** The key prefix of every `callQuery(name, …)`: for `listsWithoutBodies` and invalidation. */
export const callKey = <N extends GetCall>(name: N): readonly [N] => [name];

export const queries = {
  articles: (query: Omit<ArticlesQuery, 'page'>) =>
    infiniteQueryOptions({
      queryKey: ['articles', query],
      initialPageParam: 1,
      queryFn: ({ pageParam, signal, client, queryKey }) =>
        keepingHeld(heldPage(client.getQueryData(queryKey), pageParam), (revalidate) =>
          api.getAllArticles({ ...query, page: pageParam }, { signal, revalidate }),
        ),
      getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    }),
  /** The announcement sidebar loads one notice per request (requirements §9). */
  noticeList: () =>
    infiniteQueryOptions({
      queryKey: ['notices', 'list'],
      initialPageParam: 1,
      queryFn: ({ pageParam, signal, client, queryKey }) =>
        keepingHeld(heldPage(client.getQueryData(queryKey), pageParam), (revalidate) =>
          api.getNotices({ size: 1, page: pageParam }, { signal, revalidate }),
        ),
      getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    }),
};
