import { describe, expect, it } from 'vitest';
import { htmlToText, isBlankHtml } from '../../api/htmlText';
import { pickLocalized } from '../../i18n/pick';
import { validDay } from './listQueries';

describe('localized', () => {
  const entity = { name_tm: 'Türkmen', name_ru: '', name_en: 'English' };
  it('gives the current language when it has text', () => {
    expect(pickLocalized(entity, 'name', 'en', 'any')).toEqual({
      text: 'English',
      lang: 'en',
      langAttr: undefined,
    });
  });
  it('falls back to Turkmen and marks the fallback language', () => {
    expect(pickLocalized(entity, 'name', 'ru', 'any')).toEqual({
      text: 'Türkmen',
      lang: 'tm',
      langAttr: 'tk',
    });
  });
  it('uses any language when Turkmen is empty too', () => {
    expect(pickLocalized({ name_tm: ' ', name_ru: 'Русский', name_en: '' }, 'name', 'en', 'any')).toEqual({
      text: 'Русский',
      lang: 'ru',
      langAttr: 'ru',
    });
    expect(pickLocalized({ name_tm: '', name_ru: '', name_en: '' }, 'name', 'en', 'any').text).toBe('');
  });
});

describe('htmlToText / isBlankHtml', () => {
  it('reads the visible text without running anything', () => {
    expect(htmlToText('<p>One&nbsp;<b>two</b></p>\n<img src=x onerror="window.__x=1">three')).toBe(
      'One two three',
    );
    expect((window as unknown as { __x?: number }).__x).toBeUndefined();
    expect(htmlToText('plain   text')).toBe('plain text');
  });
  it('treats empty markup as blank, media as content', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml(null)).toBe(true);
    expect(isBlankHtml('<p> </p><br>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(isBlankHtml('<img src="/a.jpg" alt="">')).toBe(false);
  });
});

describe('validDay', () => {
  it('accepts calendar days only', () => {
    expect(validDay('2026-03-05')).toBe('2026-03-05');
    expect(validDay('2026-02-30')).toBe('');
    expect(validDay('05.03.2026')).toBe('');
    expect(validDay('')).toBe('');
    expect(validDay(null)).toBe('');
  });
});
