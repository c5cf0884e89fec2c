import type { LangText } from '../../api/types';

/** The cookie notice's own phrases: it is in every page's first render, the footer's phrases are not. */
export const cookieNoticePhrases = {
  cookieNotice: { tm: 'Kuki barada habarnama', ru: 'Уведомление о файлах cookie', en: 'Cookie notice' },
  cookieText: {
    tm: 'Bu saýt has gowy hyzmat etmek üçin kukileri ulanýar. Saýty ulanmagy dowam etmek bilen siz muňa razylyk berýärsiňiz.',
    ru: 'Этот сайт использует файлы cookie, чтобы работать лучше. Продолжая пользоваться сайтом, вы соглашаетесь с этим.',
    en: 'This site uses cookies to work better. By continuing to use the site you agree to this.',
  },
  ok: { tm: 'OK', ru: 'OK', en: 'OK' },
} satisfies Record<string, LangText>;
