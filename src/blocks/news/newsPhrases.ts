import type { LangText } from '../../api/types';
import { sharedTexts } from '../../i18n/sharedTexts';

/** Phrases shared by the news, articles, services and announcements pages (requirements §8 texts live in i18n/phrases). */
export const newsPhrases = {
  home: { tm: 'Baş sahypa', ru: 'Главная', en: 'Home' },
  news: { tm: 'Habarlar', ru: 'Новости', en: 'News' },
  articles: { tm: 'Makalalar', ru: 'Статьи', en: 'Articles' },
  breadcrumb: { tm: 'Ýol görkeziji', ru: 'Навигационная цепочка', en: 'Breadcrumb' },
  filters: { tm: 'Süzgüçler', ru: 'Фильтры', en: 'Filters' },
  search: { tm: 'Gözleg', ru: 'Поиск', en: 'Search' },
  searchButton: { tm: 'Gözle', ru: 'Найти', en: 'Find' },
  category: { tm: 'Kategoriýa', ru: 'Категория', en: 'Category' },
  allCategories: { tm: 'Ähli kategoriýalar', ru: 'Все категории', en: 'All categories' },
  date: { tm: 'Senesi', ru: 'Дата', en: 'Date' },
  clearFilters: { tm: 'Süzgüçleri arassala', ru: 'Сбросить фильтры', en: 'Clear filters' },
  toFirstPage: { tm: 'Birinji sahypa geç', ru: 'Перейти на первую страницу', en: 'Go to the first page' },
  results: { tm: 'Netijeler', ru: 'Результаты', en: 'Results' },
  found: { tm: 'Tapyldy: {n}', ru: 'Найдено: {n}', en: 'Found: {n}' },
  shown: { tm: '{shown} / {n} görkezildi', ru: 'Показано {shown} из {n}', en: 'Showing {shown} of {n}' },
  views: { tm: 'Görülen sany', ru: 'Просмотры', en: 'Views' },
  published: { tm: 'Çap edilen senesi', ru: 'Дата публикации', en: 'Published' },
  otherNews: { tm: 'Beýleki habarlar', ru: 'Другие новости', en: 'Other news' },
  loadMore: { tm: 'Ýene ýükle', ru: 'Загрузить ещё', en: 'Load more' },
  isNew: { tm: 'Täze', ru: 'Новое', en: 'New' },
  announcement: { tm: 'Bildiriş', ru: 'Объявление', en: 'Announcement' },
  otherNotices: { tm: 'Beýleki bildirişler', ru: 'Другие объявления', en: 'Other announcements' },
  articleNotFound: sharedTexts.articleNotFound,
  serviceNotFound: sharedTexts.serviceNotFound,
  noticeNotFound: sharedTexts.noticeNotFound,
  service: { tm: 'Hyzmat', ru: 'Услуга', en: 'Service' },
  moreInformation: { tm: 'Goşmaça maglumat', ru: 'Дополнительная информация', en: 'More information' },
} satisfies Record<string, LangText>;

/** Fills `{name}` placeholders of a translated phrase. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
