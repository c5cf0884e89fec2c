/**
 * Every refusal the mock gives a visitor, in the three languages. Where the site already has the
 * phrase (src/i18n/texts.ts), the mock
 * imports it rather than retyping it: retyped copies drifted ("Notice not found!" here against the
 * site's "Announcement not found!"). tests/contract/texts.test.ts fails on a new retyped copy.
 */
import type { LangText } from '../src/api/types';
import { commonTexts } from '../src/i18n/texts';

export const texts = {
  notFound: { tm: 'Tapylmady.', ru: 'Не найдено.', en: 'Not found.' },
  newsNotFound: commonTexts.newsNotFound,
  articleNotFound: commonTexts.articleNotFound,
  serviceNotFound: commonTexts.serviceNotFound,
  noticeNotFound: commonTexts.noticeNotFound,
  pageNotFound: commonTexts.pageNotFound,
  categoryNotFound: { tm: 'Kategoriýa tapylmady!', ru: 'Категория не найдена!', en: 'Category not found!' },
  mainPostMissing: commonTexts.noMainNews,
  methodNotAllowed: {
    tm: 'Bu usula rugsat berilmeýär.',
    ru: 'Метод не разрешён.',
    en: 'Method not allowed.',
  },
  serverError: commonTexts.somethingWentWrong,
  invalidDate: {
    tm: 'Senäni ÝÝÝÝ-AA-GG görnüşinde giriziň.',
    ru: 'Введите дату в формате ГГГГ-ММ-ДД.',
    en: 'Enter the date as YYYY-MM-DD.',
  },

  // Bodies
  malformedBody: {
    tm: 'Iberilen maglumatlary okap bolmady.',
    ru: 'Не удалось прочитать отправленные данные.',
    en: 'The submitted data could not be read.',
  },
  fieldTooLong: commonTexts.fieldTooLong,
  unexpectedFile: {
    tm: 'Garaşylmadyk faýl iberildi.',
    ru: 'Отправлен неожиданный файл.',
    en: 'An unexpected file was sent.',
  },

  // Captcha
  captchaRequired: commonTexts.captchaRequired,
  captchaInvalid: {
    tm: 'Kapça barlagyndan geçmedi. Täzeden synanyşyň.',
    ru: 'Проверка капчи не пройдена. Попробуйте ещё раз.',
    en: 'The captcha check failed. Please try again.',
  },

  // Subscription
  enterValidEmail: commonTexts.enterValidEmail,
  activationSent: commonTexts.activationSent,
  alreadySubscribed: {
    tm: 'Bu e-poçta salgysy eýýäm abuna ýazyldy.',
    ru: 'Этот адрес электронной почты уже подписан.',
    en: 'This e-mail address is already subscribed.',
  },
  tokenRequired: {
    tm: 'Işjeňleşdiriş kody ýok.',
    ru: 'Отсутствует код активации.',
    en: 'The activation token is missing.',
  },
  tokenInvalid: {
    tm: 'Işjeňleşdiriş salgysy nädogry ýa-da möhleti geçen.',
    ru: 'Ссылка активации недействительна или устарела.',
    en: 'The activation link is invalid or has expired.',
  },
  tokenUsed: {
    tm: 'Bu işjeňleşdiriş salgysy eýýäm ulanyldy.',
    ru: 'Эта ссылка активации уже использована.',
    en: 'This activation link has already been used.',
  },
  tokenEmailMismatch: {
    tm: 'Işjeňleşdiriş salgysy bu e-poçta degişli däl.',
    ru: 'Ссылка активации не относится к этому адресу электронной почты.',
    en: 'The activation link does not belong to this e-mail address.',
  },
  subscriptionActivated: commonTexts.subscriptionActivated,

  // Contact message
  fullnameRequired: commonTexts.fullnameRequired,
  emailRequired: commonTexts.emailRequired,
  subjectRequired: commonTexts.subjectRequired,
  subjectInvalid: {
    tm: 'Saýlanan tema ýok.',
    ru: 'Выбранная тема не существует.',
    en: 'The chosen subject does not exist.',
  },
  messageRequired: commonTexts.messageRequired,
  codeSent: {
    tm: 'E-poçtaňyza 6 sanly tassyklama kodyny iberdik.',
    ru: 'Мы отправили 6-значный код подтверждения на вашу электронную почту.',
    en: 'We sent a 6-digit confirmation code to your email address.',
  },
  otpRequired: commonTexts.otpRequired,
  otpFormat: commonTexts.otpSixDigits,
  noPendingMessage: {
    tm: 'Bu e-poçta üçin tassyklanmaga garaşýan hat ýok.',
    ru: 'Для этого адреса нет сообщения, ожидающего подтверждения.',
    en: 'No message is waiting for confirmation for this e-mail address.',
  },
  otpWrong: {
    tm: 'Tassyklama kody nädogry.',
    ru: 'Неверный код подтверждения.',
    en: 'The confirmation code is wrong.',
  },
  otpExpired: {
    tm: 'Tassyklama kodunyň möhleti geçdi. Haty täzeden iberiň.',
    ru: 'Срок действия кода истёк. Отправьте сообщение заново.',
    en: 'The confirmation code has expired. Please send the message again.',
  },
  otpTooManyAttempts: {
    tm: 'Synanyşyklaryň sany gutardy. Haty täzeden iberiň.',
    ru: 'Слишком много попыток. Отправьте сообщение заново.',
    en: 'Too many attempts. Please send the message again.',
  },
  fileRequired: commonTexts.fileRequired,
  fileType: {
    tm: 'Diňe PNG, GIF ýa-da JPEG suratlary kabul edilýär.',
    ru: 'Принимаются только изображения PNG, GIF или JPEG.',
    en: 'Only PNG, GIF or JPEG images are accepted.',
  },
  fileTooLarge: commonTexts.fileTooLarge,
  messageSent: commonTexts.messageSent,
} satisfies Record<string, LangText>;

export type TextKey = keyof typeof texts;

/** "The confirmation code is wrong. 3 attempts left." in each language. */
export function attemptsLeft(base: LangText, left: number): LangText {
  return {
    tm: `${base.tm} Galan synanyşyk: ${left}.`,
    ru: `${base.ru} Осталось попыток: ${left}.`,
    en: `${base.en} ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  };
}
