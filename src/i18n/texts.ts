import type { LangText } from '../api/types';

/**
 * The interface texts that more than one part of the site shows, once each (decision 0101). A text
 * only one feature or block shows lives in that folder's own `texts.ts`; the mock (mock-api/texts.ts)
 * and nginx's own refusals (scripts/serve) import theirs from here, as the mock may import the site's
 * texts from src/i18n only (eslint.config.js). Placeholders (`{n}`) are filled with `fill` (./fill.ts).
 */
export const commonTexts = {
  // Requirements §8, the English texts exactly as written there.
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

  // Requirements §5: the forms' checks and results (the subscription's, then the contact form's),
  // also the mock's refusals of the same fields.
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

  // What the site says and the mock answers alike (tests/contract/texts.test.ts keeps them one).
  /** The home page's empty main post; the mock's 404 for `/posts/main-post/`. */
  noMainNews: { tm: 'Esasy habar ýok', ru: 'Главной новости пока нет', en: 'No main news yet' },
  /** The activation page's success; the mock's message for an activated subscription. */
  subscriptionActivated: {
    tm: 'Abunalygyňyz işjeňleşdirildi',
    ru: 'Ваша подписка активирована',
    en: 'Your subscription is activated',
  },
  /** The contact form's code check (requirements §5); the mock's refusal of a code of another shape. */
  otpSixDigits: {
    tm: 'Kod 6 sandan ybarat bolmaly!',
    ru: 'Код должен состоять из 6 цифр!',
    en: 'The code must be 6 digits!',
  },
  /** A field over its request schema's length (src/api/fieldRules.ts); the API's own refusal too. */
  fieldTooLong: {
    tm: 'Meýdanlaryň biri gaty uzyn.',
    ru: 'Одно из полей слишком длинное.',
    en: 'One of the fields is too long.',
  },
  /** A file over 5 MB (src/api/fieldRules.ts); the API's own refusal too. */
  fileTooLarge: {
    tm: 'Faýl gaty uly (iň köp 5 MB).',
    ru: 'Файл слишком большой (не более 5 МБ).',
    en: 'The file is too large (5 MB at most).',
  },

  // What the mock answers for a missing record, and the detail pages say on a 404.
  articleNotFound: { tm: 'Makala tapylmady!', ru: 'Статья не найдена!', en: 'Article not found!' },
  serviceNotFound: { tm: 'Hyzmat tapylmady!', ru: 'Услуга не найдена!', en: 'Service not found!' },
  noticeNotFound: { tm: 'Bildiriş tapylmady!', ru: 'Объявление не найдено!', en: 'Announcement not found!' },
  pageNotFound: { tm: 'Sahypa tapylmady', ru: 'Страница не найдена', en: 'Page not found' },

  // The forms' failures that nginx also answers with itself (scripts/serve renders them into
  // deploy/nginx), so a refusal made in front of the API reads like one of the API's own.
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

  /**
   * The service's name when the `/main/content/` dictionary lacks its keys (src/i18n/siteName.ts),
   * so titles are never empty; the mock's news feed is named after it.
   */
  siteName: {
    tm: 'Türkmenistanyň Döwlet migrasiýa gullugy',
    ru: 'Государственная миграционная служба Туркменистана',
    en: 'State Migration Service of Turkmenistan',
  },

  // Words several features and blocks show.
  error: { tm: 'Ýalňyşlyk', ru: 'Ошибка', en: 'Error' },
  goHome: { tm: 'Baş sahypa', ru: 'На главную', en: 'Go to the home page' },
  skipToContent: {
    tm: 'Esasy mazmuna geç',
    ru: 'Перейти к основному содержанию',
    en: 'Skip to main content',
  },
  /** aria-roledescription words of the sliders, read out in the page's language. */
  carousel: { tm: 'karusel', ru: 'карусель', en: 'carousel' },
  slide: { tm: 'slaýd', ru: 'слайд', en: 'slide' },
  /** A slide's or a picture's place: `{n}` and `{total}` are filled. */
  position: { tm: '{n} / {total}', ru: '{n} из {total}', en: '{n} of {total}' },
  services: { tm: 'Hyzmatlar', ru: 'Услуги', en: 'Services' },
  onlineServices: { tm: 'Onlaýn hyzmatlar', ru: 'Онлайн-услуги', en: 'Online services' },
  /** The forms' e-mail field. */
  email: { tm: 'E-poçta', ru: 'Электронная почта', en: 'E-mail' },
  sending: { tm: 'Iberilýär...', ru: 'Отправка...', en: 'Sending...' },
  category: { tm: 'Kategoriýa', ru: 'Категория', en: 'Category' },
  date: { tm: 'Senesi', ru: 'Дата', en: 'Date' },
  views: { tm: 'Görülen sany', ru: 'Просмотры', en: 'Views' },
  newMarker: { tm: 'Täze', ru: 'Новое', en: 'New' },
} satisfies Record<string, LangText>;
