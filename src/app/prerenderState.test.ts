import { describe, expect, it } from 'vitest';
import { freshFor, parseState, serializeState, shouldHydrate, type PrerenderState } from './prerenderState';

const state = (over: Partial<PrerenderState> = {}): PrerenderState => ({
  lang: 'ru',
  path: '/posts',
  renderedAt: '2026-11-23T20:00:00.000Z',
  queries: { queries: [], mutations: [] },
  router: { loaderData: {} },
  ...over,
});

describe('serializeState', () => {
  it('escapes < so API text cannot end the JSON block or open a comment', () => {
    const text = serializeState(
      state({
        queries: {
          mutations: [],
          queries: [
            {
              queryKey: ['content'],
              queryHash: '["content"]',
              dehydratedAt: 0,
              state: {
                data: { title: '</script><script>alert(1)</script><!--' },
              } as never,
            },
          ],
        },
      }),
    );
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('\\u003c/script\\u003e');
    // Still the same data once parsed.
    expect(parseState(text)?.queries.queries[0]?.state.data).toEqual({
      title: '</script><script>alert(1)</script><!--',
    });
  });

  it('escapes the line separators JSON allows and scripts do not', () => {
    const text = serializeState(state({ path: '/a\u2028b\u2029' }));
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(parseState(text)?.path).toBe('/a\u2028b\u2029');
  });
});

describe('parseState', () => {
  it('refuses missing, malformed and foreign data', () => {
    expect(parseState(null)).toBeNull();
    expect(parseState('')).toBeNull();
    expect(parseState('{not json')).toBeNull();
    expect(parseState(JSON.stringify({ ...state(), lang: 'de' }))).toBeNull();
    expect(parseState(JSON.stringify({ ...state(), path: 'posts' }))).toBeNull();
    expect(parseState(JSON.stringify({ ...state(), queries: { queries: {} } }))).toBeNull();
    expect(parseState(JSON.stringify({ ...state(), router: null }))).toBeNull();
    expect(parseState(serializeState(state()))).toEqual(state());
  });

  it('keeps the validators, and leaves out ones of another shape (the refresh then fetches whole)', () => {
    const validators = { '/api/v1/main/banners/': '"abc"' };
    expect(parseState(serializeState(state({ validators })))?.validators).toEqual(validators);
    for (const wrong of [['"abc"'], { '/api/v1/x/': 1 }, 'x'])
      expect(parseState(JSON.stringify({ ...state(), validators: wrong }))).toEqual(state());
  });
});

describe('shouldHydrate', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('hydrates the page of this visit in the stored language', () => {
    expect(shouldHydrate(state(), 'ru', at('/posts'))).toBe(true);
    expect(shouldHydrate(state({ path: '/posts?page=2' }), 'ru', at('/posts', '?page=2'))).toBe(true);
  });

  it('renders fresh when the HTML is in another language than the stored one', () => {
    expect(shouldHydrate(state({ lang: 'tm' }), 'ru', at('/posts'))).toBe(false);
  });

  it('renders fresh when nginx served the file of another URL (query string, a frame page)', () => {
    expect(shouldHydrate(state(), 'ru', at('/posts', '?page=2'))).toBe(false);
    expect(shouldHydrate(state(), 'ru', at('/articles'))).toBe(false);
    expect(shouldHydrate(state({ renderFresh: true, path: '/_frame' }), 'ru', at('/_frame'))).toBe(false);
  });

  it('renders fresh without a state (the plain SPA page)', () => {
    expect(shouldHydrate(null, 'tm', at('/'))).toBe(false);
  });
});

describe('freshFor', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it('is the time left until the page is older than the age, never below 0 or above the age', () => {
    expect(freshFor('2026-11-28T11:58:00Z', 300_000, now)).toBe(180_000);
    expect(freshFor('2026-11-28T11:50:00Z', 300_000, now)).toBe(0);
    // The visitor's clock behind the server's: just made.
    expect(freshFor('2026-11-28T12:10:00Z', 300_000, now)).toBe(300_000);
  });
  it('is 0 for an age of 0 or a date it cannot read', () => {
    expect(freshFor('2026-11-28T11:59:00Z', 0, now)).toBe(0);
    expect(freshFor('yesterday', 300_000, now)).toBe(0);
  });
});
