import type { LangText } from '../../api/types';

export const articlesTexts = {
  articles: { tm: 'Makalalar', ru: 'Статьи', en: 'Articles' },
  /** `{shown}` and `{n}` are filled. */
  shown: { tm: '{shown} / {n} görkezildi', ru: 'Показано {shown} из {n}', en: 'Showing {shown} of {n}' },
} satisfies Record<string, LangText>;
