import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { holdRefetchOnMount, refreshHydratedQueries } from './refreshHydratedQueries';

describe('refreshHydratedQueries', () => {
  it('refetches a hydrated query once: the refetch its mount started is kept, not cancelled and sent again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    // A prerender from an hour ago: stale, so mounting starts a refetch.
    client.setQueryData(['content'], 'old', { updatedAt: Date.now() - 3_600_000 });
    let calls = 0;
    let aborted = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['content'],
      queryFn: ({ signal }) => {
        calls += 1;
        signal.addEventListener('abort', () => (aborted += 1));
        return new Promise<string>((resolve) => setTimeout(() => resolve('new'), 20));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(calls).toBe(1);

    await refreshHydratedQueries(client);

    expect(calls).toBe(1);
    expect(aborted).toBe(0);
    expect(client.getQueryData(['content'])).toBe('new');
    unsubscribe();
  });

  it('refetches a fresh hydrated query that its mount did not', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    client.setQueryData(['content'], 'old');
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['content'],
      queryFn: () => {
        calls += 1;
        return Promise.resolve('new');
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(calls).toBe(0);

    await refreshHydratedQueries(client);

    expect(calls).toBe(1);
    expect(client.getQueryData(['content'])).toBe('new');
    unsubscribe();
  });

  it('after a hold, mounting fetches nothing; the refresh then sends each active query once, one per task', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    const hourAgo = Date.now() - 3_600_000;
    const events: string[] = [];
    holdRefetchOnMount(client);
    // Created after the hold, as React creates them while hydrating.
    const observers = ['a', 'b', 'c'].map((key) => {
      client.setQueryData([key], 'old', { updatedAt: hourAgo });
      return new QueryObserver(client, {
        queryKey: [key],
        queryFn: () => {
          events.push(`fetch ${key}`);
          return Promise.resolve(`new ${key}`);
        },
      });
    });
    // Not mounted: marked stale, fetched when it mounts.
    client.setQueryData(['unused'], 'old', { updatedAt: hourAgo });

    const unsubscribes = observers.map((observer) => observer.subscribe(() => undefined));
    expect(events).toEqual([]);

    await refreshHydratedQueries(client, () => {
      events.push('pause');
      return Promise.resolve();
    });

    expect(events).toEqual(['pause', 'fetch a', 'pause', 'fetch b', 'pause', 'fetch c']);
    expect(['a', 'b', 'c'].map((key) => client.getQueryData([key]))).toEqual(['new a', 'new b', 'new c']);
    expect(client.getQueryState(['unused'])?.isInvalidated).toBe(true);
    // The hold is lifted: a later mount of a stale query fetches as usual.
    expect(client.getDefaultOptions().queries?.refetchOnMount).toBeUndefined();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(60_000);
    unsubscribes.forEach((unsubscribe) => unsubscribe());
  });
});
