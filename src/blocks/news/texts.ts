import type { LangText } from '../../api/types';

/**
 * Texts of the news parts (cards, filters, detail, meta line) that the news, articles, services and
 * announcements pages show; each page's own words are in its feature's texts.ts.
 */
export const newsTexts = {
  home: { tm: 'Baş sahypa', ru: 'Главная', en: 'Home' },
  breadcrumb: { tm: 'Ýol görkeziji', ru: 'Навигационная цепочка', en: 'Breadcrumb' },
  filters: { tm: 'Süzgüçler', ru: 'Фильтры', en: 'Filters' },
  search: { tm: 'Gözleg', ru: 'Поиск', en: 'Search' },
  searchButton: { tm: 'Gözle', ru: 'Найти', en: 'Find' },
  allCategories: { tm: 'Ähli kategoriýalar', ru: 'Все категории', en: 'All categories' },
  clearFilters: { tm: 'Süzgüçleri arassala', ru: 'Сбросить фильтры', en: 'Clear filters' },
  published: { tm: 'Çap edilen senesi', ru: 'Дата публикации', en: 'Published' },
  loadMore: { tm: 'Ýene ýükle', ru: 'Загрузить ещё', en: 'Load more' },
} satisfies Record<string, LangText>;
