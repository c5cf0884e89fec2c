import { describe, expect, it } from 'vitest';
import { parseState, serializeState, shouldHydrate, type PrerenderState } from './prerenderState';

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

  it('renders fresh when nginx served the file of another URL (query string, shell)', () => {
    expect(shouldHydrate(state(), 'ru', at('/posts', '?page=2'))).toBe(false);
    expect(shouldHydrate(state(), 'ru', at('/articles'))).toBe(false);
    expect(shouldHydrate(state({ shell: true, path: '/_shell' }), 'ru', at('/_shell'))).toBe(false);
  });

  it('renders fresh without a state (the plain SPA page)', () => {
    expect(shouldHydrate(null, 'tm', at('/'))).toBe(false);
  });
});
