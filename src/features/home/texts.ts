import type { LangText } from '../../api/types';

/** The home page's own texts, its news columns, announcements and reception days included. */
export const homeTexts = {
  mainNews: { tm: 'Esasy habar', ru: 'Главная новость', en: 'Main news' },
  stateWebsites: { tm: 'Döwlet saýtlary', ru: 'Государственные сайты', en: 'State websites' },
  noWebsites: { tm: 'Saýt ýok', ru: 'Сайтов пока нет', en: 'No websites yet' },
  previousSlides: { tm: 'Öňki saýtlar', ru: 'Предыдущие сайты', en: 'Previous websites' },
  nextSlides: { tm: 'Indiki saýtlar', ru: 'Следующие сайты', en: 'Next websites' },
  seeMore: { tm: 'Giňişleýin', ru: 'Подробнее', en: 'See more' },
  seeLess: { tm: 'Gysgaça', ru: 'Свернуть', en: 'See less' },
  noAbout: { tm: 'Maglumat ýok', ru: 'Информации пока нет', en: 'No information yet' },
  welcomeHint: {
    tm: 'Myhmanlar üçin gollanma',
    ru: 'Путеводитель для гостей',
    en: 'A guide for visitors',
  },
  noNews: { tm: 'Habar ýok', ru: 'Новостей пока нет', en: 'No news yet' },
  allNews: { tm: 'Ähli habarlar', ru: 'Все новости', en: 'All news' },
  announcements: { tm: 'Bildirişler', ru: 'Объявления', en: 'Announcements' },
  noAnnouncements: { tm: 'Bildiriş ýok', ru: 'Объявлений пока нет', en: 'No announcements yet' },
  receptionDays: { tm: 'Kabul ediş günleri', ru: 'Дни приёма', en: 'Reception days' },
} satisfies Record<string, LangText>;
