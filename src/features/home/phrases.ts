import type { LangText } from '../../api/types';

/** The home page's own texts; block texts live in `src/blocks/phrases.ts`. */
export const homePhrases = {
  mainNews: { tm: 'Esasy habar', ru: 'Главная новость', en: 'Main news' },
  noMainNews: { tm: 'Esasy habar ýok', ru: 'Главной новости пока нет', en: 'No main news yet' },
  category: { tm: 'Kategoriýa', ru: 'Категория', en: 'Category' },
  published: { tm: 'Senesi', ru: 'Дата', en: 'Date' },
  views: { tm: 'Görülen sany', ru: 'Просмотры', en: 'Views' },
  stateWebsites: { tm: 'Döwlet saýtlary', ru: 'Государственные сайты', en: 'State websites' },
  noWebsites: { tm: 'Saýt ýok', ru: 'Сайтов пока нет', en: 'No websites yet' },
  previousSlides: { tm: 'Öňki saýtlar', ru: 'Предыдущие сайты', en: 'Previous websites' },
  nextSlides: { tm: 'Indiki saýtlar', ru: 'Следующие сайты', en: 'Next websites' },
  carousel: { tm: 'karusel', ru: 'карусель', en: 'carousel' },
  slide: { tm: 'slaýd', ru: 'слайд', en: 'slide' },
  seeMore: { tm: 'Giňişleýin', ru: 'Подробнее', en: 'See more' },
  seeLess: { tm: 'Gysgaça', ru: 'Свернуть', en: 'See less' },
  noAbout: { tm: 'Maglumat ýok', ru: 'Информации пока нет', en: 'No information yet' },
  welcomeHint: {
    tm: 'Myhmanlar üçin gollanma',
    ru: 'Путеводитель для гостей',
    en: 'A guide for visitors',
  },
} satisfies Record<string, LangText>;
