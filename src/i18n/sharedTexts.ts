import type { LangText } from '../api/types';

/**
 * Texts the site shows that something in front of it also answers with: the mock's `detail` of a
 * missing record (mock-api/texts.ts) and nginx's own refusals (scripts/serve renders them into
 * deploy/nginx; the OpenAPI document gives them as examples). Kept here, in i18n, because the mock
 * may import the site's texts from i18n only (eslint.config.js); the site's phrase tables refer to
 * these objects, so there is one copy of each and the two sides cannot drift.
 */
export const sharedTexts = {
  articleNotFound: { tm: 'Makala tapylmady!', ru: 'Статья не найдена!', en: 'Article not found!' },
  serviceNotFound: { tm: 'Hyzmat tapylmady!', ru: 'Услуга не найдена!', en: 'Service not found!' },
  noticeNotFound: { tm: 'Bildiriş tapylmady!', ru: 'Объявление не найдено!', en: 'Announcement not found!' },
  pageNotFound: { tm: 'Sahypa tapylmady', ru: 'Страница не найдена', en: 'Page not found' },
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
