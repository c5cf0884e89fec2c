import type { LangText } from '../api/types';

/**
 * The UI's own phrases that requirements §5 and §8 name, in the three languages. The English texts
 * are exactly as requirements §8 writes them. Features keep their other phrases beside their own code, in the same shape.
 */
export const phrases = {
  somethingWentWrong: { tm: 'Näsazlyk ýüze çykdy!', ru: 'Что-то пошло не так!', en: 'Something went wrong!' },
  reload: { tm: 'Täzeden ýükle', ru: 'Перезагрузить', en: 'Reload' },
  retry: { tm: 'Gaýtadan synanyş', ru: 'Повторить', en: 'Try again' },
  loading: { tm: 'Ýüklenýär...', ru: 'Загрузка...', en: 'Loading...' },
  networkError: { tm: 'Tor ýalňyşlygy!', ru: 'Ошибка сети!', en: 'Network error!' },
  newsNotFound: { tm: 'Habar tapylmady!', ru: 'Новость не найдена!', en: 'News not found!' },
  noTranslation: {
    tm: 'Türkmen dilinde terjime ýok',
    ru: 'Нет перевода на русский',
    en: 'No translation in English',
  },
  nothingFound: { tm: 'Hiç zat tapylmady', ru: 'Ничего не найдено', en: 'Nothing found' },
} satisfies Record<string, LangText>;

export type PhraseKey = keyof typeof phrases;
