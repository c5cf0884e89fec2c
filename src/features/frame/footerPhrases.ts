import type { LangText } from '../../api/types';
import { cookieNoticePhrases } from './CookieNoticePhrases';

/** Phrases of the lazily loaded footer (they load with it, not with `/`), and the cookie notice's. */
export const footerPhrases = {
  footerServices: { tm: 'Hyzmatlar', ru: 'Услуги', en: 'Services' },
  footerOnlineServices: { tm: 'Onlaýn hyzmatlar', ru: 'Онлайн-услуги', en: 'Online services' },
  mobileApps: { tm: 'Mobil goşundylar', ru: 'Мобильные приложения', en: 'Mobile apps' },
  googlePlay: { tm: 'Google Play-de alyň', ru: 'Доступно в Google Play', en: 'Get it on Google Play' },
  appStore: { tm: 'App Store-dan ýükläň', ru: 'Загрузите в App Store', en: 'Download on the App Store' },
  multimedia: { tm: 'Multimediýa', ru: 'Мультимедиа', en: 'Multimedia' },
  ...cookieNoticePhrases,
  aboutUs: { tm: 'Biz barada', ru: 'О нас', en: 'About us' },
} satisfies Record<string, LangText>;
