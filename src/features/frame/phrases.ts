import type { LangText } from '../../api/types';
import { linkPhrases } from '../../shared/links';

/** The frame's own UI phrases (the site's texts come from the `/main/content/` dictionary). */
export const framePhrases = {
  skipToContent: {
    tm: 'Esasy mazmuna geç',
    ru: 'Перейти к основному содержанию',
    en: 'Skip to main content',
  },
  home: { tm: 'Baş sahypa', ru: 'Главная страница', en: 'Home page' },
  mainMenu: { tm: 'Esasy menýu', ru: 'Главное меню', en: 'Main menu' },
  openMenu: { tm: 'Menýuny aç', ru: 'Открыть меню', en: 'Open menu' },
  closeMenu: { tm: 'Menýuny ýap', ru: 'Закрыть меню', en: 'Close menu' },
  submenu: { tm: 'goşmaça menýu', ru: 'подменю', en: 'submenu' },
  menuUnavailable: { tm: 'Menýu ýüklenmedi.', ru: 'Меню не загрузилось.', en: 'The menu did not load.' },
  latestNews: { tm: 'Soňky habarlar', ru: 'Последние новости', en: 'Latest news' },
  /** The one new-tab note of the link rule (shared/links.ts). */
  opensInNewTab: linkPhrases.opensInNewTab,
  banners: { tm: 'Bannerler', ru: 'Баннеры', en: 'Banners' },
  /** aria-roledescription words, read out by screen readers in the page's language. */
  carousel: { tm: 'karusel', ru: 'карусель', en: 'carousel' },
  slide: { tm: 'slaýd', ru: 'слайд', en: 'slide' },
  banner: { tm: 'Banner', ru: 'Баннер', en: 'Banner' },
  previousBanner: { tm: 'Öňki banner', ru: 'Предыдущий баннер', en: 'Previous banner' },
  nextBanner: { tm: 'Indiki banner', ru: 'Следующий баннер', en: 'Next banner' },
  pauseSlides: { tm: 'Bannerleri saklat', ru: 'Остановить баннеры', en: 'Pause banners' },
  playSlides: { tm: 'Bannerleri aýlaw', ru: 'Запустить баннеры', en: 'Play banners' },
  slideOf: { tm: '{n} / {total}', ru: '{n} из {total}', en: '{n} of {total}' },
  currentDate: { tm: 'Şu günki sene we wagt', ru: 'Текущие дата и время', en: 'Current date and time' },
} satisfies Record<string, LangText>;
