import type { LangText } from '../../api/types';

/**
 * Texts the visitor forms (subscription, contact, activation) share; the failures nginx also
 * answers with (503, 429, 413) are in src/i18n/texts.ts.
 */
export const formTexts = {
  /** Before the list of what failed, in the alert a failed submit makes (useErrorAnnouncement). */
  pleaseCorrect: { tm: 'Şulary düzediň:', ru: 'Исправьте, пожалуйста:', en: 'Please correct:' },
  /** No answer at all: the visitor's own connection is the likely cause. */
  networkFailure: {
    tm: 'Serwere birigip bolmady. Internet baglanyşygyňyzy barlaň we täzeden synanyşyň.',
    ru: 'Не удалось связаться с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
    en: 'Could not reach the server. Check your connection and try again.',
  },
} satisfies Record<string, LangText>;
