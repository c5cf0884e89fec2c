import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/support/unit/server';
import { searchEngine, type PagefindModule } from './engine';
import { TYPE_LABELS } from './searchTypes';
import { turkmenQuery } from './turkmenQuery';

type Answer = Awaited<ReturnType<ReturnType<PagefindModule['createInstance']>['search']>>;

/**
 * A stand-in for Pagefind's script: each instance it makes records the language of <html> at that
 * moment and what it was asked, and answers `answer`.
 */
function fakePagefind(answer: Answer, merge: string[] = []) {
  const made: {
    lang: string;
    options: unknown;
    calls: [string, unknown][];
    merged: string[];
    destroyed: boolean;
  }[] = [];
  const module: PagefindModule = {
    createInstance(options) {
      const instance = {
        lang: document.documentElement.lang,
        options,
        calls: [] as [string, unknown][],
        merged: [] as string[],
        destroyed: false,
      };
      made.push(instance);
      return {
        search: (term, searchOptions) => {
          instance.calls.push([term, searchOptions]);
          return Promise.resolve(answer);
        },
        mergeIndex: (basePath) => {
          instance.merged.push(basePath);
          return Promise.resolve();
        },
        destroy: () => {
          instance.destroyed = true;
          return Promise.resolve();
        },
      };
    },
  };
  const load = vi.fn((base: string) => {
    void base;
    return Promise.resolve(module);
  });
  const parts = vi.fn((base: string) => {
    void base;
    return Promise.resolve(merge);
  });
  return { load, parts, made };
}

/** The site's own script, as the prerender writes it to /pagefind/en/ (here: one made with no results). */
const siteScript = vi.hoisted(() => ({
  createInstance: vi.fn(() => ({
    search: () => Promise.resolve({ results: [], unfilteredResultCount: 7 }),
    mergeIndex: vi.fn(() => Promise.resolve()),
    destroy: () => Promise.resolve(),
  })),
}));
vi.mock('/pagefind/en/pagefind.js', () => siteScript);

const ANY_TYPE = { type: { any: Object.keys(TYPE_LABELS) } };

afterEach(() => {
  document.documentElement.lang = '';
});

describe('the search engine', () => {
  it('loads Pagefind once per language, without a worker, and asks for any type to get the counts', async () => {
    document.documentElement.lang = 'en';
    const { load, parts, made } = fakePagefind({
      results: [],
      unfilteredResultCount: 5,
      totalFilters: { type: { service: 2, news: 3 } },
    });
    const engine = searchEngine(load, parts);

    const answer = await engine.search('passport', null);
    expect(answer).toEqual({ results: [], counts: { service: 2, news: 3 }, total: 5 });
    await engine.search('visa', 'news');

    expect(load).toHaveBeenCalledTimes(1);
    // The English index, in its own folder (decision 0241).
    expect(load).toHaveBeenCalledWith('/pagefind/en/');
    expect(made).toHaveLength(1);
    expect(made[0]!.options).toEqual({ basePath: '/pagefind/en/', noWorker: true });
    expect(made[0]!.calls).toEqual([
      ['passport', { filters: ANY_TYPE }],
      ['visa', { filters: { type: 'news' } }],
    ]);
  });

  it("gives each result's details as the page shows them, loaded only when asked", async () => {
    document.documentElement.lang = 'en';
    const full = vi.fn(() =>
      Promise.resolve({
        url: '/en/news/a',
        excerpt: 'the <mark>passport</mark>',
        meta: { title: 'A news item', type: 'news', date: '2026-03-05' },
      }),
    );
    const bare = vi.fn(() =>
      Promise.resolve({ url: '/en/p', excerpt: 'x', meta: {}, filters: { type: ['page'] } }),
    );
    const none = vi.fn(() => Promise.resolve({ url: '/en/q', excerpt: 'y', meta: {} }));
    const { load, parts } = fakePagefind({
      results: [
        { id: 'a', data: full },
        { id: 'b', data: bare },
        { id: 'c', data: none },
      ],
      unfilteredResultCount: 3,
      totalFilters: { type: { news: 1, page: 1 } },
    });

    const answer = await searchEngine(load, parts).search('passport', null);
    expect(answer.results.map((result) => result.id)).toEqual(['a', 'b', 'c']);
    expect(full).not.toHaveBeenCalled();
    expect(await answer.results[0]!.load()).toEqual({
      url: '/en/news/a',
      title: 'A news item',
      type: 'news',
      date: '2026-03-05',
      excerpt: 'the <mark>passport</mark>',
    });
    // No title: the address; no type in the meta: the type filter's; neither: none.
    expect(await answer.results[1]!.load()).toEqual({
      url: '/en/p',
      title: '/en/p',
      type: 'page',
      date: null,
      excerpt: 'x',
    });
    expect((await answer.results[2]!.load()).type).toBeNull();
  });

  it('counts the results without type counts from the unfiltered total, and answers nothing to no answer', async () => {
    document.documentElement.lang = 'ru';
    const counted = fakePagefind({ results: [], unfilteredResultCount: 4 });
    expect(await searchEngine(counted.load, counted.parts).search('паспорт', null)).toEqual({
      results: [],
      counts: {},
      total: 4,
    });

    const silent = fakePagefind(null);
    expect(await searchEngine(silent.load, silent.parts).search('паспорт', null)).toEqual({
      results: [],
      counts: {},
      total: 0,
    });
  });

  it('stems Turkmen queries and makes a new instance after a language switch, closing the old one', async () => {
    document.documentElement.lang = 'en';
    const { load, parts, made } = fakePagefind({ results: [], unfilteredResultCount: 0 });
    const engine = searchEngine(load, parts);
    await engine.search('pasportlary', null);

    document.documentElement.lang = 'tk';
    await engine.search('pasportlary', null);

    expect(made.map((instance) => instance.lang)).toEqual(['en', 'tk']);
    // Each language's own index: Turkmen's is in the folder of its addresses, /tm/.
    expect(load.mock.calls.map(([base]) => base)).toEqual(['/pagefind/en/', '/pagefind/tm/']);
    expect(made.map((instance) => instance.options)).toEqual([
      { basePath: '/pagefind/en/', noWorker: true },
      { basePath: '/pagefind/tm/', noWorker: true },
    ]);
    expect(made[0]!.destroyed).toBe(true);
    expect(made[0]!.calls[0]![0]).toBe('pasportlary');
    expect(turkmenQuery('pasportlary')).not.toBe('pasportlary');
    expect(made[1]!.calls[0]![0]).toBe(turkmenQuery('pasportlary'));
  });

  it('fails a search whose script does not load, and loads it again on the next search', async () => {
    document.documentElement.lang = 'en';
    const { load: works, parts, made } = fakePagefind({ results: [], unfilteredResultCount: 1 });
    const load = vi
      .fn<(base: string) => Promise<PagefindModule>>()
      .mockRejectedValueOnce(new Error('404 /pagefind/pagefind.js'))
      .mockImplementation(works);
    const engine = searchEngine(load, parts);

    await expect(engine.search('passport', null)).rejects.toThrow('404 /pagefind/pagefind.js');
    expect((await engine.search('passport', null)).total).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(made).toHaveLength(1);
  });

  it('switches language while the previous script is still failing to load', async () => {
    document.documentElement.lang = 'en';
    const { load: works, parts, made } = fakePagefind({ results: [], unfilteredResultCount: 2 });
    let fail: (error: Error) => void = () => undefined;
    const load = vi
      .fn<(base: string) => Promise<PagefindModule>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockImplementation(works);
    const engine = searchEngine(load, parts);

    const english = engine.search('passport', null);
    document.documentElement.lang = 'ru';
    const russian = engine.search('паспорт', null);
    // The English load may first wait for an earlier test's instance to close.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    fail(new Error('offline'));

    await expect(english).rejects.toThrow('offline');
    expect((await russian).total).toBe(2);
    expect(made.map((instance) => instance.lang)).toEqual(['ru']);
  });

  it("loads the site's script of the page's language from /pagefind/<lang>/ unless told otherwise, and merges the parts its parts.json names", async () => {
    document.documentElement.lang = 'en';
    server.use(http.get('/pagefind/en/parts.json', () => HttpResponse.json({ merge: ['recent-abc/'] })));
    expect((await searchEngine().search('passport', null)).total).toBe(7);
    expect(siteScript.createInstance).toHaveBeenCalledWith({ basePath: '/pagefind/en/', noWorker: true });
    const instance = siteScript.createInstance.mock.results[0]!.value as {
      mergeIndex: ReturnType<typeof vi.fn>;
    };
    expect(instance.mergeIndex).toHaveBeenCalledWith('/pagefind/en/recent-abc/');
  });

  it('merges the parts of the index into the instance before its first search', async () => {
    document.documentElement.lang = 'ru';
    const { load, parts, made } = fakePagefind({ results: [], unfilteredResultCount: 3 }, [
      'recent-1/',
      'recent-2/',
    ]);
    expect((await searchEngine(load, parts).search('паспорт', null)).total).toBe(3);
    expect(parts).toHaveBeenCalledWith('/pagefind/ru/');
    expect(made[0]!.merged).toEqual(['/pagefind/ru/recent-1/', '/pagefind/ru/recent-2/']);
  });
});
