import type { LangText } from '../../api/types';

/** The visitor guide's own texts (`/welcome`). */
export const welcomeTexts = {
  /** Used only when the `/main/content/` dictionary lacks the key of the same words. */
  welcome: {
    tm: 'Türkmenistana hoş geldiňiz!',
    ru: 'Добро пожаловать в Туркменистан!',
    en: 'Welcome to Turkmenistan!',
  },
  description: {
    tm: 'Türkmenistana gelýän myhmanlar üçin gollanma: ýurduň taryhy, medeniýeti we gözel ýerleri.',
    ru: 'Путеводитель для гостей Туркменистана: история, культура и достопримечательности страны.',
    en: "A guide for visitors to Turkmenistan: the country's history, culture and sights.",
  },
  sections: {
    tm: 'Türkmenistan bilen tanyşlyk',
    ru: 'Знакомство с Туркменистаном',
    en: 'Discover Turkmenistan',
  },
  noSections: { tm: 'Häzirlikçe bölüm ýok', ru: 'Разделов пока нет', en: 'No sections yet' },
  otherSections: { tm: 'Beýleki bölümler', ru: 'Другие разделы', en: 'Other sections' },
  gallery: { tm: 'Surat galereýasy', ru: 'Фотогалерея', en: 'Photo gallery' },
  sectionNotFound: { tm: 'Bölüm tapylmady', ru: 'Раздел не найден', en: 'Section not found' },
  sectionNotFoundText: {
    tm: 'Gözleýän bölümiňiz ýok ýa-da başga ýere geçirildi.',
    ru: 'Раздел, который вы ищете, не существует или был перемещён.',
    en: 'The section you are looking for does not exist or has moved.',
  },
  allSections: { tm: 'Ähli bölümler', ru: 'Все разделы', en: 'All sections' },
  readMore: { tm: 'Giňişleýin', ru: 'Подробнее', en: 'Read more' },
  slider: {
    tm: 'Türkmenistanyň gözel ýerleri',
    ru: 'Достопримечательности Туркменистана',
    en: 'Sights of Turkmenistan',
  },
  pause: { tm: 'Slaýdlary togtat', ru: 'Остановить слайды', en: 'Pause slides' },
  play: { tm: 'Slaýdlary dowam et', ru: 'Запустить слайды', en: 'Play slides' },
  previousSlide: { tm: 'Öňki slaýd', ru: 'Предыдущий слайд', en: 'Previous slide' },
  nextSlide: { tm: 'Indiki slaýd', ru: 'Следующий слайд', en: 'Next slide' },
  backToSite: { tm: 'Esasy saýta geç', ru: 'На основной сайт', en: 'Main website' },
} satisfies Record<string, LangText>;
