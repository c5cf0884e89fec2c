import type { LangText } from '../api/types';

/**
 * The forms' phrases that requirements §5 names, in the three languages; the English texts are
 * exactly as it writes them. Apart from phrases.ts because only the form bodies and their validation use
 * them, and those load after the first paint: this module loads with them, not with `/`. Not
 * re-exported by the i18n barrel (index.ts), which `/` loads.
 */
export const formMessages = {
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
