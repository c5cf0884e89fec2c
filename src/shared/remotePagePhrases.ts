import type { LangText } from '../api/types';
import { sharedTexts } from '../i18n/sharedTexts';

/** Texts of RemoteHtmlPage (about and static pages). */
export const remotePagePhrases = {
  error: { tm: 'Ýalňyşlyk', ru: 'Ошибка', en: 'Error' },
  notFound: sharedTexts.pageNotFound,
  notFoundText: {
    tm: 'Gözleýän sahypaňyz ýok ýa-da başga ýere geçirildi.',
    ru: 'Страница, которую вы ищете, не существует или была перемещена.',
    en: 'The page you are looking for does not exist or has moved.',
  },
  home: { tm: 'Baş sahypa', ru: 'На главную', en: 'Go to the home page' },
} satisfies Record<string, LangText>;
