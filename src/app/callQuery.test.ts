/**
 * A page whose queries are `callQuery(...)` (no named entry in queries.ts) goes through the same
 * prerender path as the others: the loader's prefetch, the state slimming and its check of undeclared
 * lists, hydration from the prerendered state and the refresh after it.
 */
import { dehydrate, hydrate, QueryClient, QueryObserver, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiAnswer } from '../../tests/support/unit/api-handlers';
import { makeNotice, makePaged } from '../../tests/support/unit/factories';
import { recordRequests, requestsTo, server } from '../../tests/support/unit/server';
import { queryClient } from '../api/client';
import { callKey, callQuery } from '../api/queries';
import { prefetch } from './prefetch';
import { refreshPrerenderedQueries } from './refreshPrerenderedQueries';
import { slimDehydratedState, undeclaredListsWithBodies } from './slimState';

describe('a generic call query through the prerender', () => {
  it('is prefetched by a loader, refused by the prerender as an undeclared list with bodies, hydrated and refreshed', async () => {
    const old = makePaged([makeNotice({ slug: 'old' })]);
    const fresh = makePaged([makeNotice({ slug: 'fresh' })]);
    const requests = recordRequests();
    server.use(apiAnswer('getNotices', old, undefined, { once: true }), apiAnswer('getNotices', fresh));
    const list = callQuery('getNotices', { page: 1 });

    try {
      // The route loader: starts the query and returns at once.
      expect(prefetch(list)).toBeNull();
      await expect.poll(() => queryClient.getQueryData(list.queryKey)).toEqual(old);

      // The prerender's state (JSON, as the page carries it): a list with `content_*` bodies that no
      // page declares stops the prerender, named by its key; its prefix is what a page declares.
      const state = JSON.parse(
        JSON.stringify(
          dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.queryKey[0] === 'getNotices' }),
        ),
      ) as DehydratedState;
      expect(undeclaredListsWithBodies(state)).toEqual([['getNotices', { page: 1 }]]);
      expect(list.queryKey.slice(0, 1)).toEqual(callKey('getNotices'));
      // The slimming still drops the third language from it.
      const slim = slimDehydratedState(state, 'ru');
      expect(JSON.stringify(slim)).not.toContain('name_en');

      // The browser: hydration finds the query under the same key, no request on mount, then one
      // refresh to the call's own URL.
      const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
      hydrate(browser, slim);
      const settled = refreshPrerenderedQueries(
        browser,
        slim.queries.map((q) => q.queryHash),
        () => Promise.resolve(),
      );
      const observer = new QueryObserver(browser, list);
      expect(observer.getCurrentResult().data?.results[0]?.slug).toBe('old');
      const unsubscribe = observer.subscribe(() => undefined);
      await settled();
      unsubscribe();

      expect(browser.getQueryData(list.queryKey)).toEqual(fresh);
      expect(requestsTo(requests, 'getNotices').map((r) => r.path)).toEqual([
        '/notices/list/?page=1',
        '/notices/list/?page=1',
      ]);
    } finally {
      // The app's client is shared by the files of a worker.
      queryClient.removeQueries({ queryKey: callKey('getNotices') });
    }
  });
});
