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

  it('a switch to another language fetches the slim queries in use whole, drops the others, once', async () => {
    const { client, fetched, validators, switchTo, options } = setup();
    // `b` was refreshed with a changed answer: whole already.
    client.setQueryData(['b'], 'whole b');
    switchTo('ru');
    await vi.waitFor(() => expect(client.getQueryData(['a'])).toBe('whole a'));
    expect(fetched).toEqual(['a']);
    expect(validators.size).toBe(0);
    expect(client.getQueryData(['b'])).toBe('whole b');
    // Not in use: dropped, so the page that mounts it loads it.
    expect(client.getQueryCache().find({ queryKey: ['c'] })).toBeUndefined();
    await client.fetchQuery(options('c'));
    expect(fetched).toEqual(['a', 'c']);
    // Once: the data is whole from now on.
    switchTo('en');
    switchTo('ru');
    expect(fetched).toEqual(['a', 'c']);
  });
});
