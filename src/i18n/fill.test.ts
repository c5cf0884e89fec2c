import { describe, expect, it } from 'vitest';
import { fill } from './fill';

describe('fill', () => {
  it('fills every placeholder with strings and numbers, into a string', () => {
    expect(fill('{n} of {total}', { n: 2, total: 5 })).toBe('2 of 5');
    expect(fill('Showing {shown} of {n}', { shown: 4, n: 12 })).toBe('Showing 4 of 12');
    expect(fill('{name} — {name}', { name: 'Ahal' })).toBe('Ahal — Ahal');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fill('Found: {n}', {})).toBe('Found: {n}');
    expect(fill('{a} {b}', { a: 'x' })).toBe('x {b}');
  });

  it('gives the parts in order when a value is not text (a link)', () => {
    const link = { link: true };
    expect(fill('I have read and accept the {rules}', { rules: link })).toEqual([
      'I have read and accept the ',
      link,
    ]);
    expect(fill('{rules} okadym we kabul edýärin', { rules: link })).toEqual([
      link,
      ' okadym we kabul edýärin',
    ]);
  });

  it('does not read inherited keys as values', () => {
    expect(fill('{toString}', {})).toBe('{toString}');
  });
});
