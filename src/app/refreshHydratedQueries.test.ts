import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refreshHydratedQueries } from './App';

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
});
