import type { LangText } from '../api/types';

/** Texts of the generic parts in src/shared (decision 0101); those other folders also show are in src/i18n/texts.ts. */
export const sharedTexts = {
  /** The one new-tab note of the link rule (links.ts, DataLink.tsx). */
  opensInNewTab: {
    tm: '(täze bellikde açylýar)',
    ru: '(откроется в новой вкладке)',
    en: '(opens in a new tab)',
  },
  goToTop: { tm: 'Ýokaryk gaýt', ru: 'Наверх', en: 'Go to top' },
  /** The name of the TM / RU / EN button group. */
  language: { tm: 'Dil', ru: 'Язык', en: 'Language' },
  pagination: { tm: 'Sahypalar', ru: 'Страницы', en: 'Pagination' },
  previousPage: { tm: 'Öňki', ru: 'Назад', en: 'Previous' },
  nextPage: { tm: 'Indiki', ru: 'Далее', en: 'Next' },
  /** `{page}` and `{total}` are filled. */
  pageOf: {
    tm: '{page}-nji sahypa, jemi {total}',
    ru: 'Страница {page} из {total}',
    en: 'Page {page} of {total}',
  },
} satisfies Record<string, LangText>;
