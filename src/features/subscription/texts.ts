import type { LangText } from '../../api/types';

/** The subscription form's own texts (requirements §5's checks and results are in src/i18n/texts.ts). */
export const subscriptionTexts = {
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
  /** `{rules}` is filled with the link to the rules page. */
  consent: {
    tm: '{rules} okadym we kabul edýärin',
    ru: 'Я прочитал(а) и принимаю {rules}',
    en: 'I have read and accept the {rules}',
  },
  consentLink: { tm: 'Düzgünleri', ru: 'правила', en: 'rules' },
  subscribe: { tm: 'Abuna bol', ru: 'Подписаться', en: 'Subscribe' },
  clear: { tm: 'Arassala', ru: 'Очистить', en: 'Clear' },
} satisfies Record<string, LangText>;
