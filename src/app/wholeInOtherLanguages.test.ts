import { QueryClient, QueryObserver, hashKey } from '@tanstack/react-query';
import type { Lang } from '../api/types';
import { wholeInOtherLanguages } from './wholeInOtherLanguages';

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const fetched: string[] = [];
  const options = (key: string) => ({
    queryKey: [key],
    queryFn: () => {
      fetched.push(key);
      return Promise.resolve(`whole ${key}`);
    },
  });
  // As hydrate() leaves them: the state's data, `a` and `b` in use by the page, `c` not.
  for (const key of ['a', 'b', 'c']) client.setQueryData([key], `slim ${key}`);
  const using = ['a', 'b'].map((key) => new QueryObserver(client, options(key)).subscribe(() => undefined));
  let switchTo: (lang: Lang) => void = () => undefined;
  const validators = new Map([['/api/v1/a/', '"a"']]);
  const stop = wholeInOtherLanguages(
    client,
    ['a', 'b', 'c'].map((key) => hashKey([key])),
    ['en', 'tm'],
    validators,
    (listener) => {
      switchTo = listener;
      return () => {
        switchTo = () => undefined;
      };
    },
  );
  return { client, fetched, validators, switchTo: (lang: Lang) => switchTo(lang), stop, using, options };
}

describe('wholeInOtherLanguages', () => {
  it('a switch to a language the state holds changes nothing', async () => {
    const { client, fetched, validators, switchTo } = setup();
    switchTo('tm');
    switchTo('en');
    await client.getQueryCache().find({ queryKey: ['a'] })?.promise;
    expect(fetched).toEqual([]);
    expect(validators.size).toBe(1);
    expect(client.getQueryData(['c'])).toBe('slim c');
  });

  it('a switch to another language fetches the slim queries whole: in use at once, the others once used; each once', async () => {
    const { client, fetched, validators, switchTo, options } = setup();
    // `b` was refreshed with a changed answer: whole already.
    client.setQueryData(['b'], 'whole b');
    switchTo('ru');
    await vi.waitFor(() => expect(client.getQueryData(['a'])).toBe('whole a'));
    expect(fetched).toEqual(['a']);
    expect(validators.size).toBe(0);
    expect(client.getQueryData(['b'])).toBe('whole b');
    // Not in use: kept as it is (a part not hydrated yet renders from it), fetched once used.
    expect(client.getQueryData(['c'])).toBe('slim c');
    new QueryObserver(client, options('c')).subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(['c'])).toBe('whole c'));
    expect(fetched).toEqual(['a', 'c']);
    // The data is whole from now on: not fetched again.
    new QueryObserver(client, options('a')).subscribe(() => undefined);
    switchTo('en');
    switchTo('ru');
    expect(fetched).toEqual(['a', 'c']);
    // Nothing left to fetch whole: it no longer listens to the cache.
    await vi.waitFor(() => expect(client.getQueryCache().hasListeners()).toBe(false));
  });

  it('a fetch cut off as the page remounts is sent again when the next component uses the query', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(['a'], 'slim a');
    let calls = 0;
    const options = {
      queryKey: ['a'],
      queryFn: ({ signal }: { signal: AbortSignal }) => {
        calls += 1;
        if (calls > 1) return Promise.resolve('whole a');
        return new Promise<string>((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('cut'))),
        );
      },
    };
    const first = new QueryObserver(client, options).subscribe(() => undefined);
    let switchTo: (lang: Lang) => void = () => undefined;
    wholeInOtherLanguages(client, [hashKey(['a'])], ['en', 'tm'], new Map(), (listener) => {
      switchTo = listener;
      return () => undefined;
    });
    switchTo('ru');
    expect(calls).toBe(1);
    // The last user unmounts: React Query cancels the fetch and puts the state's data back.
    first();
    await vi.waitFor(() => expect(client.getQueryState(['a'])?.fetchStatus).toBe('idle'));
    expect(client.getQueryData(['a'])).toBe('slim a');
    new QueryObserver(client, options).subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(['a'])).toBe('whole a'));
    expect(calls).toBe(2);
  });
});
