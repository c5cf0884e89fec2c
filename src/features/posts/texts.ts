import type { LangText } from '../../api/types';

/** The news list's and a news page's own texts. */
export const postsTexts = {
  news: { tm: 'Habarlar', ru: 'Новости', en: 'News' },
  toFirstPage: { tm: 'Birinji sahypa geç', ru: 'Перейти на первую страницу', en: 'Go to the first page' },
  results: { tm: 'Netijeler', ru: 'Результаты', en: 'Results' },
  /** `{n}` is filled. */
  found: { tm: 'Tapyldy: {n}', ru: 'Найдено: {n}', en: 'Found: {n}' },
  otherNews: { tm: 'Beýleki habarlar', ru: 'Другие новости', en: 'Other news' },
} satisfies Record<string, LangText>;
