import type { LangText } from '../api/types';

/**
 * The UI's own phrases that the spec names (§5, §8), in the three languages. The English texts are
 * the spec's exact words. Features keep their other phrases beside their own code, in the same shape.
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
  // Subscription (§5)
  enterValidEmail: {
    tm: 'Dogry e-poçta salgysyny giriziň!',
    ru: 'Введите корректный адрес электронной почты!',
    en: 'Enter valid email address!',
  },
  readRules: {
    tm: 'Düzgünleri okaň we belgi goýuň!',
    ru: 'Прочитайте правила и отметьте флажок!',
    en: 'Read rules and check the box!',
  },
  captchaRequired: { tm: 'Kapça hökmany!', ru: 'Капча обязательна!', en: 'Captcha is required!' },
  activationSent: {
    tm: 'Işjeňleşdiriş salgysyny e-poçtaňyza iberdik',
    ru: 'Мы отправили ссылку активации на ваш адрес электронной почты',
    en: 'We sent activation link to your email address',
  },
  // Contact form (§5)
  fileRequired: { tm: 'Faýl hökmany!', ru: 'Файл обязателен!', en: 'File is required!' },
  messageRequired: { tm: 'Hat hökmany!', ru: 'Сообщение обязательно!', en: 'Message is required!' },
  subjectRequired: { tm: 'Tema hökmany!', ru: 'Тема обязательна!', en: 'Subject is required!' },
  emailRequired: { tm: 'E-poçta hökmany!', ru: 'Электронная почта обязательна!', en: 'Email is required!' },
  fullnameRequired: {
    tm: 'Doly adyňyz hökmany!',
    ru: 'Полное имя обязательно!',
    en: 'Fullname is required!',
  },
  otpRequired: {
    tm: 'Tassyklama kody hökmany!',
    ru: 'Код подтверждения обязателен!',
    en: 'OTP is required!',
  },
  messageSent: {
    tm: 'Hatyňyz üstünlikli iberildi!',
    ru: 'Ваше сообщение успешно отправлено!',
    en: 'Your message was sent successfully!',
  },
} satisfies Record<string, LangText>;

export type PhraseKey = keyof typeof phrases;
