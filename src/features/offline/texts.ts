import type { LangText } from '../../api/types';

export const offlineTexts = {
  title: {
    tm: 'Sahypa internetsiz elýeterli däl',
    ru: 'Страница недоступна без интернета',
    en: 'This page is not available offline',
  },
  lead: {
    tm: 'Internet birikmesi ýok, bu sahypa bolsa şu enjamda saklanmandyr. Birikme dikeldilende täzeden synanyşyň.',
    ru: 'Нет подключения к интернету, а эта страница не сохранена на этом устройстве. Попробуйте снова, когда подключение восстановится.',
    en: 'There is no internet connection, and this page was not saved on this device. Try again when the connection is back.',
  },
  listTitle: {
    tm: 'Internetsiz okap boljak sahypalaryňyz',
    ru: 'Страницы, которые можно читать без интернета',
    en: 'Pages you can read offline',
  },
  none: {
    tm: 'Şu enjamda entek saklanan sahypa ýok.',
    ru: 'На этом устройстве пока нет сохранённых страниц.',
    en: 'No page has been saved on this device yet.',
  },
} satisfies Record<string, LangText>;
