import { describe, expect, it } from 'vitest';
import { searchRecords } from './records';

describe('searchRecords (the dev server search index)', () => {
  it("one record per item and language with text, at its page's address, with its type and date", () => {
    const records = searchRecords({
      services: [
        {
          slug: 'pasport',
          name_tm: 'Pasport',
          name_ru: 'Паспорт',
          name_en: '',
          content_tm: '<p>A &amp; B</p>',
        },
      ],
      posts: [
        { slug: 'a', type: 'post', name_en: 'News', pub_date: '2026-11-20T08:00:00+05:00' },
        { slug: 'b', type: 'article', name_en: 'Article' },
      ],
      welcome_sections: [{ slug: 'visa', name_ru: 'Виза' }],
    });
    expect(records.map((r) => [r.url, r.language, r.meta?.type, r.meta?.date])).toEqual([
      ['/tm/services/pasport', 'tk', 'service', undefined],
      ['/ru/services/pasport', 'ru', 'service', undefined],
      ['/en/post/a', 'en', 'news', '2026-11-20T08:00:00+05:00'],
      ['/en/article/b', 'en', 'article', undefined],
      ['/ru/welcome/section/visa', 'ru', 'guide', undefined],
    ]);
    expect(records[0]).toMatchObject({ content: 'Pasport. A & B', filters: { type: ['service'] } });
  });
});
