import type { LangText } from '../../api/types';

/** The subscription block's own texts (the validation and result texts of requirements §5 are in src/i18n). */
export const subscriptionPhrases = {
  formName: { tm: 'Habarlara abuna bolmak', ru: 'Подписка на новости', en: 'Newsletter subscription' },
  /** The header's compact form: a name of its own, so a page with both has one landmark per name. */
  headerFormName: {
    tm: 'Habarlara çalt abuna bolmak',
    ru: 'Быстрая подписка на новости',
    en: 'Quick newsletter subscription',
  },
  lead: {
    tm: 'Täzelikleri e-poçtaňyza alyň.',
    ru: 'Получайте новости на свою электронную почту.',
    en: 'Get our news by e-mail.',
  },
  email: { tm: 'E-poçta', ru: 'Электронная почта', en: 'E-mail' },
  /** `{rules}` marks where the link to the rules page goes. */
  consent: {
    tm: '{rules} okadym we kabul edýärin',
    ru: 'Я прочитал(а) и принимаю {rules}',
    en: 'I have read and accept the {rules}',
  },
  consentLink: { tm: 'Düzgünleri', ru: 'правила', en: 'rules' },
  subscribe: { tm: 'Abuna bol', ru: 'Подписаться', en: 'Subscribe' },
  sending: { tm: 'Iberilýär...', ru: 'Отправка...', en: 'Sending...' },
  clear: { tm: 'Arassala', ru: 'Очистить', en: 'Clear' },
} satisfies Record<string, LangText>;
