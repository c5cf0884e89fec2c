import type { LangText } from '../../api/types';

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
  serviceUnavailable: {
    tm: 'Hyzmat häzirki wagtda elýeterli däl. Biraz wagtdan soň täzeden synanyşyň.',
    ru: 'Сервис сейчас недоступен. Попробуйте ещё раз немного позже.',
    en: 'The service is unavailable right now. Please try again later.',
  },
  /** 429 from the rate limit on visitor POSTs. */
  tooManyRequests: {
    tm: 'Gysga wagtda gaty köp haýyş iberildi. Birnäçe minutdan soň täzeden synanyşyň.',
    ru: 'Слишком много запросов за короткое время. Попробуйте ещё раз через несколько минут.',
    en: 'Too many requests in a short time. Please try again in a few minutes.',
  },
  /** 413: the body is over the upload limit (the attachment is 5 MB at most). */
  requestTooLarge: {
    tm: 'Iberilýän maglumatlar gaty uly. Faýl 5 MB-dan uly bolmaly däl.',
    ru: 'Отправляемые данные слишком велики. Файл должен быть не больше 5 МБ.',
    en: 'The data sent is too large. The file must be 5 MB at most.',
  },
} satisfies Record<string, LangText>;
