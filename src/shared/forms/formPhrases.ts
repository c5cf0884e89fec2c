import type { LangText } from '../../api/types';
import { sharedTexts } from '../../i18n/sharedTexts';

/**
 * Texts the visitor forms (subscription, contact, activation) share. The last three are also the
 * `detail` nginx answers with itself (scripts/serve.ts renders them into deploy/nginx), so a
 * refusal made in front of the API reads like one of the API's own.
 */
export const formPhrases = {
  /** Before the list of what failed, in the alert a failed submit makes (useErrorAnnouncement). */
  pleaseCorrect: { tm: 'Şulary düzediň:', ru: 'Исправьте, пожалуйста:', en: 'Please correct:' },
  /** No answer at all: the visitor's own connection is the likely cause. */
  networkFailure: {
    tm: 'Serwere birigip bolmady. Internet baglanyşygyňyzy barlaň we täzeden synanyşyň.',
    ru: 'Не удалось связаться с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
    en: 'Could not reach the server. Check your connection and try again.',
  },
  /** The gateway answered (502/503/504): the service behind it is down or slow, not the visitor. */
  serviceUnavailable: sharedTexts.serviceUnavailable,
  /** 429 from the rate limit on visitor POSTs. */
  tooManyRequests: sharedTexts.tooManyRequests,
  /** 413: the body is over the upload limit (the attachment is 5 MB at most). */
  requestTooLarge: sharedTexts.requestTooLarge,
} satisfies Record<string, LangText>;
