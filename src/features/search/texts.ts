import type { LangText } from '../../api/types';

/** The site search's own texts (the search page and the header's field). */
export const searchTexts = {
  title: { tm: 'Saýtdan gözleg', ru: 'Поиск по сайту', en: 'Site search' },
  label: { tm: 'Näme gözleýärsiňiz?', ru: 'Что вы ищете?', en: 'What are you looking for?' },
  submit: { tm: 'Gözle', ru: 'Найти', en: 'Search' },
  type: { tm: 'Görnüşi', ru: 'Тип', en: 'Type' },
  allTypes: { tm: 'Ählisi', ru: 'Все', en: 'All' },
  /** `{n}` is filled. */
  found: { tm: 'Tapyldy: {n}', ru: 'Найдено: {n}', en: 'Found: {n}' },
  searching: { tm: 'Gözlenýär...', ru: 'Идёт поиск...', en: 'Searching...' },
  more: { tm: 'Ýene görkez', ru: 'Показать ещё', en: 'Show more' },
  prompt: {
    tm: 'Hyzmatlary, bildirişleri, habarlary, makalalary we myhmanlar üçin gollanmany gözläň.',
    ru: 'Ищите услуги, объявления, новости, статьи и путеводитель для гостей.',
    en: 'Search the services, notices, news, articles and the visitor guide.',
  },
  noScript: {
    tm: 'Saýtdan gözleg brauzeriňizde JavaScript bilen işleýär. Onsuz habarlary gözläp ýa-da hyzmatlaryň sanawyny açyp bilersiňiz:',
    ru: 'Поиск по сайту работает в браузере с JavaScript. Без него можно искать в новостях или открыть список услуг:',
    en: 'The site search runs in your browser with JavaScript. Without it you can search the news or open the list of services:',
  },
  nothingFoundHelp: {
    tm: 'Başga sözi synap görüň, habarlary gözläň ýa-da bize ýüz tutuň:',
    ru: 'Попробуйте другое слово, поищите в новостях или обратитесь к нам:',
    en: 'Try another word, search the news or contact us:',
  },
  unavailable: {
    tm: 'Gözleg häzir elýeterli däl.',
    ru: 'Поиск сейчас недоступен.',
    en: 'The search is not available right now.',
  },
  newsSearch: { tm: 'Habarlardan gözleg', ru: 'Поиск по новостям', en: 'Search the news' },
  services: { tm: 'Hyzmatlaryň sanawy', ru: 'Список услуг', en: 'List of services' },
  contacts: { tm: 'Habarlaşmak', ru: 'Контакты', en: 'Contacts' },
  /** A result's type (src/app/pages.ts, SEARCH_TYPES): searchTypes.ts. */
  typeNews: { tm: 'Habar', ru: 'Новость', en: 'News' },
  typeArticle: { tm: 'Makala', ru: 'Статья', en: 'Article' },
  typeService: { tm: 'Hyzmat', ru: 'Услуга', en: 'Service' },
  typeNotice: { tm: 'Bildiriş', ru: 'Объявление', en: 'Notice' },
  typePage: { tm: 'Sahypa', ru: 'Страница', en: 'Page' },
  typeGuide: { tm: 'Myhmanlar üçin gollanma', ru: 'Путеводитель', en: 'Visitor guide' },
} satisfies Record<string, LangText>;
