import type { LangText } from '../../api/types';

/**
 * The frame's own texts: header, menu, clock, banners, footer, cookie notice, weather. The site's
 * own words come from the `/main/content/` dictionary; these are the interface's, and the fallbacks
 * where the dictionary lacks a key.
 */
export const frameTexts = {
  home: { tm: 'Baş sahypa', ru: 'Главная страница', en: 'Home page' },
  mainMenu: { tm: 'Esasy menýu', ru: 'Главное меню', en: 'Main menu' },
  openMenu: { tm: 'Menýuny aç', ru: 'Открыть меню', en: 'Open menu' },
  closeMenu: { tm: 'Menýuny ýap', ru: 'Закрыть меню', en: 'Close menu' },
  submenu: { tm: 'goşmaça menýu', ru: 'подменю', en: 'submenu' },
  menuUnavailable: { tm: 'Menýu ýüklenmedi.', ru: 'Меню не загрузилось.', en: 'The menu did not load.' },
  latestNews: { tm: 'Soňky habarlar', ru: 'Последние новости', en: 'Latest news' },
  banners: { tm: 'Bannerler', ru: 'Баннеры', en: 'Banners' },
  banner: { tm: 'Banner', ru: 'Баннер', en: 'Banner' },
  previousBanner: { tm: 'Öňki banner', ru: 'Предыдущий баннер', en: 'Previous banner' },
  nextBanner: { tm: 'Indiki banner', ru: 'Следующий баннер', en: 'Next banner' },
  pauseSlides: { tm: 'Bannerleri saklat', ru: 'Остановить баннеры', en: 'Pause banners' },
  playSlides: { tm: 'Bannerleri aýlaw', ru: 'Запустить баннеры', en: 'Play banners' },
  currentDate: { tm: 'Şu günki sene we wagt', ru: 'Текущие дата и время', en: 'Current date and time' },

  // Footer
  mobileApps: { tm: 'Mobil goşundylar', ru: 'Мобильные приложения', en: 'Mobile apps' },
  googlePlay: { tm: 'Google Play-de alyň', ru: 'Доступно в Google Play', en: 'Get it on Google Play' },
  appStore: { tm: 'App Store-dan ýükläň', ru: 'Загрузите в App Store', en: 'Download on the App Store' },
  multimedia: { tm: 'Multimediýa', ru: 'Мультимедиа', en: 'Multimedia' },
  aboutUs: { tm: 'Biz barada', ru: 'О нас', en: 'About us' },

  // Cookie notice
  cookieNotice: { tm: 'Kuki barada habarnama', ru: 'Уведомление о файлах cookie', en: 'Cookie notice' },
  cookieText: {
    tm: 'Bu saýt has gowy hyzmat etmek üçin kukileri ulanýar. Saýty ulanmagy dowam etmek bilen siz muňa razylyk berýärsiňiz.',
    ru: 'Этот сайт использует файлы cookie, чтобы работать лучше. Продолжая пользоваться сайтом, вы соглашаетесь с этим.',
    en: 'This site uses cookies to work better. By continuing to use the site you agree to this.',
  },
  ok: { tm: 'OK', ru: 'OK', en: 'OK' },

  // The site search's field (it leads to the search page)
  siteSearch: { tm: 'Saýtdan gözleg', ru: 'Поиск по сайту', en: 'Site search' },
  searchWords: { tm: 'Gözlenýän sözler', ru: 'Что искать', en: 'Look up on the site' },
  searchSubmit: { tm: 'Gözle', ru: 'Найти', en: 'Search' },

  // Weather
  weather: { tm: 'Howa', ru: 'Погода', en: 'Weather' },
  weatherUnavailable: { tm: 'howa maglumaty ýok', ru: 'нет данных о погоде', en: 'no weather data' },
  pauseWeather: {
    tm: 'Howanyň aýlanyşyny saklat',
    ru: 'Остановить смену погоды',
    en: 'Pause weather rotation',
  },
  playWeather: {
    tm: 'Howanyň aýlanyşyny dowam et',
    ru: 'Возобновить смену погоды',
    en: 'Resume weather rotation',
  },
} satisfies Record<string, LangText>;
