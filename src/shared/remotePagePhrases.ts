import type { LangText } from '../api/types';

/** Texts of RemoteHtmlPage (about and static pages). */
export const remotePagePhrases = {
  error: { tm: 'Ýalňyşlyk', ru: 'Ошибка', en: 'Error' },
  notFound: { tm: 'Sahypa tapylmady', ru: 'Страница не найдена', en: 'Page not found' },
  notFoundText: {
    tm: 'Gözleýän sahypaňyz ýok ýa-da başga ýere geçirildi.',
    ru: 'Страница, которую вы ищете, не существует или была перемещена.',
    en: 'The page you are looking for does not exist or has moved.',
  },
  home: { tm: 'Baş sahypa', ru: 'На главную', en: 'Go to the home page' },
} satisfies Record<string, LangText>;
