import type { LangText } from '../../api/types';

/** Texts the visitor forms (subscription, contact, activation) share. */
export const formPhrases = {
  networkFailure: {
    tm: 'Serwere birigip bolmady. Internet baglanyşygyňyzy barlaň we täzeden synanyşyň.',
    ru: 'Не удалось связаться с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
    en: 'Could not reach the server. Check your connection and try again.',
  },
} satisfies Record<string, LangText>;
