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
  /**
   * A form sent before the app has started: src/boot.ts holds the submit and shows this in the
   * form's status (HeldSubmitNote) until the app sends it (decision 0130).
   */
  heldUntilStart: {
    tm: 'Sahypa doly ýüklenen badyna forma iberiler.',
    ru: 'Форма будет отправлена, как только страница загрузится.',
    en: 'The form will be sent as soon as the page has finished loading.',
  },
  /** A held submit whose app could not be loaded: nothing was sent, nothing was cleared. */
  heldStartFailed: {
    tm: 'Sahypa doly ýüklenip bilmedi, forma iberilmedi. Ýazanyňyzyň nusgasyny saklaň we sahypany täzeden açyň.',
    ru: 'Страница не смогла загрузиться до конца, форма не отправлена. Сохраните копию написанного и обновите страницу.',
    en: 'The page could not finish loading, so the form was not sent. Keep a copy of what you wrote and reload the page.',
  },
  /** Shown by each visitor form in a browser with JavaScript turned off (<noscript>). */
  needsJavaScript: {
    tm: 'Bu formany ibermek üçin brauzeriňizde JavaScript açyk bolmaly.',
    ru: 'Чтобы отправить эту форму, в браузере должен быть включён JavaScript.',
    en: 'This form needs JavaScript: turn it on in your browser to send it.',
  },
  /**
   * The page nginx answers to a form posted with no script to take it (its HTML's fallback:
   * deploy/nginx/form-not-sent.conf.template, rendered by scripts/serve/formNotSent.ts).
   */
  notSentTitle: { tm: 'Forma iberilmedi', ru: 'Форма не отправлена', en: 'The form was not sent' },
  notSentWhy: {
    tm: 'Sahypa entek doly ýüklenmändi ýa-da brauzeriňizde JavaScript öçürilen, forma bolsa onsuz işlemeýär. Ýazanyňyz hiç ýere iberilmedi we saklanmady.',
    ru: 'Страница ещё не загрузилась до конца или в браузере выключен JavaScript, а без него форма не работает. Написанное никуда не отправлено и нигде не сохранено.',
    en: 'The page had not finished loading, or JavaScript is turned off in your browser, and the form needs it. What you wrote was not sent anywhere and was not kept.',
  },
  notSentWhatToDo: {
    tm: 'Brauzeriň «Yza» düwmesi bilen sahypa gaýdyp, ol doly ýüklenýänçä garaşyň we formany täzeden iberiň.',
    ru: 'Вернитесь на страницу кнопкой «Назад» браузера, дождитесь её полной загрузки и отправьте форму ещё раз.',
    en: "Go back to the page with your browser's Back button, wait until it has finished loading, and send the form again.",
  },
  notSentHome: { tm: 'Baş sahypa', ru: 'На главную', en: 'Home page' },
} satisfies Record<string, LangText>;
