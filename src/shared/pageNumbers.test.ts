import { describe, expect, it } from 'vitest';
import { pageCount, paginationItems, parsePage } from './pageNumbers';

describe('pageCount', () => {
  it('is ceil(count/size) (requirements §9: ceil(count/100))', () => {
    expect(pageCount(0, 100)).toBe(0);
    expect(pageCount(1, 100)).toBe(1);
    expect(pageCount(100, 100)).toBe(1);
    expect(pageCount(101, 100)).toBe(2);
    expect(pageCount(250, 100)).toBe(3);
    expect(pageCount(1000, 100)).toBe(10);
    expect(pageCount(-5, 100)).toBe(0);
  });
});

describe('paginationItems', () => {
  it('shows every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });

  it('never hides a single page behind a gap', () => {
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    for (let total = 1; total <= 40; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = paginationItems(current, total);
        items.forEach((item, index) => {
          if (item !== 'gap') return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(
            after - before,
            `gap between ${before} and ${after} (page ${current}/${total})`,
          ).toBeGreaterThan(2);
        });
      }
    }
  });

  it('always includes first, last, current and its neighbours, ascending, so every page is reachable', () => {
    for (let total = 1; total <= 60; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = paginationItems(current, total);
        const pages = items.filter((item): item is number => item !== 'gap');
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(current);
        if (current > 1) expect(pages).toContain(current - 1);
        if (current < total) expect(pages).toContain(current + 1);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(paginationItems(99, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(99, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationItems(0, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});

describe('parsePage', () => {
  it('reads positive integers and treats anything else as page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});
