import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { newestDate } from './newestDate';

function state(...data: unknown[]): DehydratedState {
  return {
    mutations: [],
    queries: data.map((value, index) => ({
      queryKey: ['q', index],
      queryHash: `q${index}`,
      state: { data: value, status: 'success' },
    })),
  } as unknown as DehydratedState;
}

describe('newestDate', () => {
  it('finds the newest pub_date at any depth of any query', () => {
    const found = newestDate(
      state(
        { results: [{ pub_date: '2026-01-02T10:00:00Z' }, { nested: { pub_date: '2026-03-01T00:00:00Z' } }] },
        [{ pub_date: '2025-12-31T23:59:59Z' }],
      ),
    );
    expect(found).toBe('2026-03-01T00:00:00.000Z');
  });

  it('is null without a readable pub_date, and ignores one that is not a date', () => {
    expect(newestDate(state({ title: 'x' }, null, 3))).toBeNull();
    expect(newestDate(state({ pub_date: 'soon' }, { pub_date: 7 }))).toBeNull();
  });
});
