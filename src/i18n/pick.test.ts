import { describe, expect, it } from 'vitest';
import { pick, pickText } from './pick';
import { formatDate } from './calendar';
import { truncate } from '../shared/truncate';

const post = { name_tm: 'Habar', name_ru: 'Новость', name_en: '' };

describe('localized fields', () => {
  it('pick gives the field of the language exactly, empty included', () => {
    expect(pick(post, 'name', 'ru', 'none')).toBe('Новость');
    expect(pick(post, 'name', 'en', 'none')).toBe('');
  });
  it('pick falls back to Turkmen when the language is empty', () => {
    expect(pick(post, 'name', 'en', 'tm')).toBe('Habar');
    expect(pick(post, 'name', 'ru', 'tm')).toBe('Новость');
  });
  it('pickText reads detail texts and plain strings', () => {
    expect(pickText({ tm: 'T', ru: 'R', en: 'E' }, 'ru', 'any')).toBe('R');
    expect(pickText({ tm: 'T', ru: '', en: 'E' }, 'ru', 'any')).toBe('T');
    expect(pickText('Invalid page.', 'en', 'any')).toBe('Invalid page.');
    expect(pickText(null, 'en', 'any')).toBe('');
  });
});

describe('formatDate', () => {
  it('formats as day.month.year with leading zeros', () => {
    expect(formatDate(new Date(2026, 2, 5, 10, 0))).toBe('05.03.2026');
    expect(formatDate('2025-12-31T08:00:00')).toBe('31.12.2025');
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('truncate', () => {
  it('keeps short texts as they are', () => {
    expect(truncate('Gysga', 70)).toBe('Gysga');
    expect(truncate('x'.repeat(70), 70)).toBe('x'.repeat(70));
  });
  it('cuts to the first N characters and adds an ellipsis', () => {
    expect(truncate('y'.repeat(71), 70)).toBe(`${'y'.repeat(70)}…`);
  });
  it('counts Turkmen letters as one character each', () => {
    expect(truncate('ä'.repeat(101), 100)).toBe(`${'ä'.repeat(100)}…`);
  });
});
