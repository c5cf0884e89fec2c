import { QueryClient, QueryObserver, hashKey } from '@tanstack/react-query';
import { vi } from 'vitest';
import { refreshPrerenderedQueries } from './refreshPrerenderedQueries';

const HOUR_AGO = Date.now() - 3_600_000;

function setup(keys: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  const events: string[] = [];
  for (const key of keys) client.setQueryData([key], `old ${key}`, { updatedAt: HOUR_AGO });
  const pause = () => {
    events.push('pause');
    return Promise.resolve();
  };
  const observe = (key: string, fetch = () => Promise.resolve(`new ${key}`)) =>
    new QueryObserver(client, {
      queryKey: [key],
      queryFn: () => {
        events.push(`fetch ${key}`);
        return fetch();
      },
    }).subscribe(() => undefined);
  return { client, events, pause, observe };
}

describe('refreshPrerenderedQueries', () => {
  it('fetches nothing on mount; sends each prerendered query once, one per task, as it comes into use', async () => {
    const { client, events, pause, observe } = setup(['a', 'b', 'c']);
    const settled = refreshPrerenderedQueries(
      client,
      ['a', 'b', 'c'].map((key) => hashKey([key])),
      pause,
    );

    // The root commit mounts two; a Suspense boundary mounts the third later.
    observe('a');
    observe('b');
    expect(events.filter((event) => event.startsWith('fetch'))).toEqual([]);
    await settled();
    observe('c');
    await settled();

    expect(events).toEqual(['pause', 'fetch a', 'pause', 'fetch b', 'pause', 'fetch c']);
    expect(['a', 'b', 'c'].map((key) => client.getQueryData([key]))).toEqual(['new a', 'new b', 'new c']);
  });

  it('once refreshed, a query behaves as usual: a later stale mount fetches again, a fresh one does not', async () => {
    const { client, events, pause, observe } = setup(['a']);
    const settled = refreshPrerenderedQueries(client, [hashKey(['a'])], pause);
    const unsubscribe = observe('a');
    await settled();
    unsubscribe();
    events.length = 0;

    observe('a');
    expect(events).toEqual([]);
    client.setQueryData(['a'], 'old a', { updatedAt: HOUR_AGO });
    observe('other-observer-of-a');
    expect(events).toEqual(['fetch other-observer-of-a']);
  });

  it('leaves queries that were not prerendered to React Query: a stale one fetches on mount', () => {
    const { client, events, pause, observe } = setup(['a', 'later']);
    refreshPrerenderedQueries(client, [hashKey(['a'])], pause);
    observe('later');
    expect(events).toEqual(['fetch later']);
  });

  it('keeps a refetch that is already running instead of cancelling it and sending it again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    client.setQueryData(['a'], 'old', { updatedAt: HOUR_AGO });
    let calls = 0;
    let aborted = 0;
    const settled = refreshPrerenderedQueries(client, [hashKey(['a'])], async () => {
      await nextTick();
      // The page itself asks for fresh data just before the refresh's turn.
      void client.refetchQueries({ queryKey: ['a'] });
    });
    new QueryObserver(client, {
      queryKey: ['a'],
      queryFn: ({ signal }) => {
        calls += 1;
        signal.addEventListener('abort', () => (aborted += 1));
        return new Promise<string>((resolve) => setTimeout(() => resolve('new'), 20));
      },
    }).subscribe(() => undefined);
    await settled();

    expect(calls).toBe(1);
    expect(aborted).toBe(0);
    expect(client.getQueryData(['a'])).toBe('new');
  });

  it('fetches nothing while the page is younger than the configured age, then the queries in use', async () => {
    vi.useFakeTimers();
    try {
      const { client, events, pause, observe } = setup(['a', 'b', 'c']);
      const settled = refreshPrerenderedQueries(
        client,
        ['a', 'b', 'c'].map((key) => hashKey([key])),
        pause,
        120_000,
      );
      observe('a');
      const unsubscribeB = observe('b');
      await vi.advanceTimersByTimeAsync(119_000);
      expect(events).toEqual([]);
      unsubscribeB();
      await vi.advanceTimersByTimeAsync(1_000);
      await settled();
      // Only `a` is still in use; `b` and `c` wait for their next mount.
      expect(events).toEqual(['pause', 'fetch a']);
      observe('c');
      await vi.advanceTimersByTimeAsync(0);
      await settled();
      expect(events).toEqual(['pause', 'fetch a', 'pause', 'fetch c']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with the freshness still being asked (a promise), sends nothing until it has settled', async () => {
    vi.useFakeTimers();
    try {
      let answer: (ms: number) => void = () => undefined;
      const asked = new Promise<number>((resolve) => (answer = resolve));
      const { client, events, pause, observe } = setup(['a', 'b']);
      const settled = refreshPrerenderedQueries(
        client,
        ['a', 'b'].map((key) => hashKey([key])),
        pause,
        asked,
      );
      observe('a');
      await vi.advanceTimersByTimeAsync(10_000);
      expect(events).toEqual([]);
      // The last check says fresh for another minute: still nothing, then the query in use.
      answer(60_000);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(events).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_000);
      await settled();
      expect(events).toEqual(['pause', 'fetch a']);

      // A check that fails counts as 0: the queries in use are sent at once.
      const other = setup(['c']);
      const failed = refreshPrerenderedQueries(
        other.client,
        [hashKey(['c'])],
        other.pause,
        Promise.reject(new Error('offline')),
      );
      other.observe('c');
      await vi.advanceTimersByTimeAsync(0);
      await failed();
      expect(other.events).toEqual(['pause', 'fetch c']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a query once when another observer mounts while its turn is pausing', async () => {
    const { client, events, observe } = setup(['a']);
    let release = () => {};
    const paused = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    // The first turn waits to be released; any later one lets a macrotask pass (the fetch lands).
    const pause = () => (first ? ((first = false), paused) : nextTick());
    const settled = refreshPrerenderedQueries(client, [hashKey(['a'])], pause);
    observe('a');
    // Its turn has begun (taken off the queue) and waits for the pause: a second observer mounts.
    await nextTick();
    observe('a');
    release();
    await settled();
    await settled();
    expect(events.filter((event) => event === 'fetch a')).toEqual(['fetch a']);
  });
});

const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
