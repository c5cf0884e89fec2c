import type { LangText } from '../../api/types';

/** The contact form's own texts (requirements §5's checks and results are in src/i18n/texts.ts). */
export const contactFormTexts = {
  title: { tm: 'Bize ýazyň', ru: 'Напишите нам', en: 'Write to us' },
  intro: {
    tm: 'Hatyňyzy iberiň: tassyklamak üçin e-poçtaňyza kod ibereris.',
    ru: 'Отправьте сообщение: для подтверждения мы пришлём код на вашу электронную почту.',
    en: 'Send us your message: we will e-mail you a code to confirm it.',
  },
  requiredNote: {
    tm: '* bilen bellenen meýdançalar hökmany.',
    ru: 'Поля, отмеченные *, обязательны.',
    en: 'Fields marked * are required.',
  },
  step1: { tm: '1-nji ädim, 2 ädimden', ru: 'Шаг 1 из 2', en: 'Step 1 of 2' },
  step2: { tm: '2-nji ädim, 2 ädimden', ru: 'Шаг 2 из 2', en: 'Step 2 of 2' },
  fullname: { tm: 'Doly adyňyz', ru: 'Полное имя', en: 'Full name' },
  subject: { tm: 'Tema', ru: 'Тема', en: 'Subject' },
  chooseSubject: { tm: 'Temany saýlaň', ru: 'Выберите тему', en: 'Choose a subject' },
  subjectsFailed: {
    tm: 'Temalary ýükläp bolmady.',
    ru: 'Не удалось загрузить темы.',
    en: 'The subjects could not be loaded.',
  },
  message: { tm: 'Hat', ru: 'Сообщение', en: 'Message' },
  file: { tm: 'Surat faýly', ru: 'Файл изображения', en: 'Image file' },
  optional: { tm: '(hökmany däl)', ru: '(необязательно)', en: '(optional)' },
  fileHint: {
    tm: 'PNG, GIF ýa-da JPEG surat.',
    ru: 'Изображение PNG, GIF или JPEG.',
    en: 'A PNG, GIF or JPEG image.',
  },
  fileNeeded: {
    tm: 'Bu tema üçin faýl hökmany.',
    ru: 'Для этой темы файл обязателен.',
    en: 'This subject needs a file.',
  },
  fileType: {
    tm: 'PNG, GIF ýa-da JPEG suratyny saýlaň!',
    ru: 'Выберите изображение PNG, GIF или JPEG!',
    en: 'Choose a PNG, GIF or JPEG image!',
  },
  captcha: { tm: 'Howpsuzlyk barlagy', ru: 'Проверка безопасности', en: 'Security check' },
  resetCaptcha: { tm: 'Kapçany arassala', ru: 'Сбросить капчу', en: 'Reset the captcha' },
  send: { tm: 'Iber', ru: 'Отправить', en: 'Send' },
  summaryTitle: {
    tm: 'Aşakdakylary düzediň:',
    ru: 'Исправьте следующее:',
    en: 'Please correct the following:',
  },
  step2Title: {
    tm: 'E-poçtaňyza gelen kody giriziň',
    ru: 'Введите код из письма',
    en: 'Enter the code from your e-mail',
  },
  /** `{email}` is filled. */
  step2Intro: {
    tm: '{email} salgysyna 6 sanly kod iberdik.',
    ru: 'Мы отправили 6-значный код на {email}.',
    en: 'We sent a 6-digit code to {email}.',
  },
  otp: { tm: 'Tassyklama kody', ru: 'Код подтверждения', en: 'Confirmation code' },
  otpHint: { tm: '6 sanly kod', ru: '6 цифр', en: '6 digits' },
  confirm: { tm: 'Tassykla', ru: 'Подтвердить', en: 'Confirm' },
  back: { tm: 'Hata dolanmak', ru: 'Вернуться к сообщению', en: 'Back to the message' },
  dismiss: { tm: 'Ýap', ru: 'Закрыть', en: 'Dismiss' },
} satisfies Record<string, LangText>;
