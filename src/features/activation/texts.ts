import type { LangText } from '../../api/types';

export const activationTexts = {
  title: { tm: 'Abunalygy işjeňleşdirmek', ru: 'Активация подписки', en: 'Subscription activation' },
  checking: { tm: 'Abunalyk barlanýar...', ru: 'Проверяем подписку...', en: 'Checking your subscription...' },
  activatedMore: {
    tm: 'Indi täzeliklerimizi e-poçtaňyza alarsyňyz.',
    ru: 'Теперь вы будете получать наши новости по электронной почте.',
    en: 'You will now receive our news by e-mail.',
  },
  failed: {
    tm: 'Abunalyk işjeňleşdirilmedi',
    ru: 'Подписка не активирована',
    en: 'The subscription was not activated',
  },
} satisfies Record<string, LangText>;
