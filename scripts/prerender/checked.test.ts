import { describe, expect, it } from 'vitest';
import { checkedRecord } from './checked';
import type { Manifest, PageRecord } from './incremental';

const record = (addresses: string[]): PageRecord =>
  ({
    files: [],
    addresses: addresses.map((path) => ({ lang: path.slice(1, 3), path })),
    lastModified: null,
    sources: [],
    dataHash: '',
    links: [],
    renderedAt: '2026-11-27T08:00:00.000Z',
  }) as unknown as PageRecord;
const previous = {
  pages: { '/posts': record(['/tm/posts', '/ru/posts', '/en/posts']), '#frame:main': record([]) },
} as unknown as Manifest;
const startedAt = new Date('2026-11-28T10:00:00.000Z');

describe('checkedRecord', () => {
  it('a run that checked every page names its start and no page', () => {
    expect(checkedRecord({ failed: [], aborted: null }, previous, startedAt, true)).toEqual({
      checkedAt: '2026-11-28T10:00:00.000Z',
      unverified: [],
    });
  });

  it('a page that failed is named by every address of its previous files', () => {
    const failed = [{ path: '/posts', reason: 'HTTP 500' }];
    expect(checkedRecord({ failed, aborted: null }, previous, startedAt, true)?.unverified).toEqual([
      '/en/posts',
      '/ru/posts',
      '/tm/posts',
    ]);
  });

  it('no record from a run that did not check every page, stopped early, or lost a frame page', () => {
    expect(checkedRecord({ failed: [], aborted: null }, previous, startedAt, false)).toBeNull();
    expect(checkedRecord({ failed: [], aborted: 'API down' }, previous, startedAt, true)).toBeNull();
    const frame = [{ path: '#frame:main', reason: 'HTTP 500' }];
    expect(checkedRecord({ failed: frame, aborted: null }, previous, startedAt, true)).toBeNull();
  });
});
