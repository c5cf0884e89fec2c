import type { LangText } from '../../api/types';

export const activationPhrases = {
  title: { tm: 'Abunalygy işjeňleşdirmek', ru: 'Активация подписки', en: 'Subscription activation' },
  checking: { tm: 'Abunalyk barlanýar...', ru: 'Проверяем подписку...', en: 'Checking your subscription...' },
  activated: {
    tm: 'Abunalygyňyz işjeňleşdirildi',
    ru: 'Ваша подписка активирована',
    en: 'Your subscription is activated',
  },
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
  home: { tm: 'Baş sahypa', ru: 'На главную', en: 'Go to the home page' },
} satisfies Record<string, LangText>;
