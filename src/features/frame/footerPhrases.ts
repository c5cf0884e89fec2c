import type { LangText } from '../../api/types';

/** Phrases of the lazily loaded footer and cookie notice (kept out of the critical chunk). */
export const footerPhrases = {
  footerServices: { tm: 'Hyzmatlar', ru: 'Услуги', en: 'Services' },
  footerOnlineServices: { tm: 'Onlaýn hyzmatlar', ru: 'Онлайн-услуги', en: 'Online services' },
  mobileApps: { tm: 'Mobil goşundylar', ru: 'Мобильные приложения', en: 'Mobile apps' },
  googlePlay: { tm: 'Google Play-de alyň', ru: 'Доступно в Google Play', en: 'Get it on Google Play' },
  appStore: { tm: 'App Store-dan ýükläň', ru: 'Загрузите в App Store', en: 'Download on the App Store' },
  multimedia: { tm: 'Multimediýa', ru: 'Мультимедиа', en: 'Multimedia' },
  photo: { tm: 'Surat', ru: 'Фото', en: 'Photo' },
  cookieNotice: { tm: 'Kuki barada habarnama', ru: 'Уведомление о файлах cookie', en: 'Cookie notice' },
  cookieText: {
    tm: 'Bu saýt has gowy hyzmat etmek üçin kukileri ulanýar. Saýty ulanmagy dowam etmek bilen siz muňa razylyk berýärsiňiz.',
    ru: 'Этот сайт использует файлы cookie, чтобы работать лучше. Продолжая пользоваться сайтом, вы соглашаетесь с этим.',
    en: 'This site uses cookies to work better. By continuing to use the site you agree to this.',
  },
  ok: { tm: 'OK', ru: 'OK', en: 'OK' },
  aboutUs: { tm: 'Biz barada', ru: 'О нас', en: 'About us' },
} satisfies Record<string, LangText>;
