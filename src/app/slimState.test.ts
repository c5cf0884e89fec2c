import { dehydrate, QueryClient } from '@tanstack/react-query';
import { slimDehydratedState } from './slimState';

const post = {
  id: 1,
  slug: 'p-1',
  name_tm: 'Ady',
  content_tm: '<p>uzyn</p>',
  content_ru: '<p>длинный</p>',
  content_en: '<p>long</p>',
  short_content_tm: 'gysga',
};

function stateWith(entries: [readonly unknown[], unknown][]) {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return dehydrate(client);
}

const dataOf = (state: ReturnType<typeof dehydrate>, hash: string) =>
  state.queries.find((q) => q.queryHash === hash)?.state.data;

describe('slimDehydratedState', () => {
  it('drops the HTML bodies from list items (arrays and DRF pages), keeping every other field', () => {
    const slim = slimDehydratedState(
      stateWith([
        [
          ['getCategoryPosts', 'news', { size: 30 }],
          { count: 1, next: null, previous: null, results: [post] },
        ],
        [['getAllServices'], [post]],
      ]),
      'ru',
    );
    const { content_tm: _tm, content_ru: _ru, content_en: _en, ...rest } = post;
    expect(dataOf(slim, '["getCategoryPosts","news",{"size":30}]')).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [rest],
    });
    expect(dataOf(slim, '["getAllServices"]')).toEqual([rest]);
  });

  it('keeps the bodies of the queries that render them (details, the about text, welcome sections)', () => {
    const state = stateWith([
      [['getPostDetail', 'p-1'], post],
      [['getMainAbout'], post],
      [['getWelcomeSections'], [post]],
    ]);
    const slim = slimDehydratedState(state, 'ru');
    const { content_en: _en, ...withoutEnglish } = post;
    expect(slim.queries.map((q) => q.state.data)).toEqual([withoutEnglish, withoutEnglish, [withoutEnglish]]);
  });

  it("keeps the page's language and Turkmen, the fallback, at any depth; drops the third language", () => {
    const menu = [
      {
        id: 1,
        name_tm: 'Hyzmatlar',
        name_ru: 'Услуги',
        name_en: 'Services',
        children: [{ id: 2, name_tm: 'Wiza', name_ru: 'Виза', name_en: 'Visa', url: '/evisa' }],
      },
    ];
    const state = stateWith([[['header-menu'], menu]]);
    expect(dataOf(slimDehydratedState(state, 'en'), '["header-menu"]')).toEqual([
      {
        id: 1,
        name_tm: 'Hyzmatlar',
        name_en: 'Services',
        children: [{ id: 2, name_tm: 'Wiza', name_en: 'Visa', url: '/evisa' }],
      },
    ]);
    expect(dataOf(slimDehydratedState(state, 'tm'), '["header-menu"]')).toEqual([
      { id: 1, name_tm: 'Hyzmatlar', children: [{ id: 2, name_tm: 'Wiza', url: '/evisa' }] },
    ]);
  });

  it('keeps a third language’s text where the page’s language and Turkmen are blank (the `any` fallback shows it)', () => {
    const posts = [
      { id: 1, name_tm: '', name_ru: '', name_en: 'Only in English' },
      { id: 2, name_tm: 'Türkmençe', name_ru: '', name_en: 'English' },
    ];
    const state = stateWith([[['posts', 'detail', 'x'], posts]]);
    expect(dataOf(slimDehydratedState(state, 'ru'), '["posts","detail","x"]')).toEqual([
      { id: 1, name_tm: '', name_ru: '', name_en: 'Only in English' },
      { id: 2, name_tm: 'Türkmençe', name_ru: '' },
    ]);
  });
});
