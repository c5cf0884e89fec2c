import { describe, expect, it } from 'vitest';
import { turkmenQuery, turkmenStem } from './turkmenQuery';

describe('turkmenStem', () => {
  it.each([
    ['pasportyňyz', 'pasport'],
    ['pasportlarymyzdan', 'pasport'],
    ['Pasportlar', 'pasport'],
    ['wizany', 'wiza'],
    ['resminamalar', 'resminama'],
    // Never below four letters: a short word stays whole.
    ['ady', 'ady'],
    ['wiza', 'wiza'],
    ['pasport', 'pasport'],
  ])('%s → %s', (word, stem) => expect(turkmenStem(word)).toBe(stem));
});

describe('turkmenQuery', () => {
  it('stems each word', () => expect(turkmenQuery('  pasportyňyz  wizany ')).toBe('pasport wiza'));
});
