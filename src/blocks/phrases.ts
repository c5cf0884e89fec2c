import type { LangText } from '../api/types';

/** Texts of the shared content blocks (services, offices, reception days, announcements, news columns). */
export const blockPhrases = {
  services: { tm: 'Hyzmatlar', ru: 'Услуги', en: 'Services' },
  onlineServices: { tm: 'Onlaýn hyzmatlar', ru: 'Онлайн-услуги', en: 'Online services' },
  noServices: { tm: 'Hyzmat ýok', ru: 'Услуг пока нет', en: 'No services yet' },
  offices: { tm: 'Salgylarymyz', ru: 'Наши адреса', en: 'Our addresses' },
  noOffices: { tm: 'Salgy ýok', ru: 'Адресов пока нет', en: 'No addresses yet' },
  address: { tm: 'Salgy', ru: 'Адрес', en: 'Address' },
  phone: { tm: 'Telefon', ru: 'Телефон', en: 'Phone' },
  email: { tm: 'E-poçta', ru: 'Эл. почта', en: 'E-mail' },
  showMap: { tm: 'Kartany görkez', ru: 'Показать карту', en: 'Show map' },
  hideMap: { tm: 'Kartany gizle', ru: 'Скрыть карту', en: 'Hide map' },
  mapOf: { tm: 'Karta', ru: 'Карта', en: 'Map' },
  /** Visually hidden after Show map / Hide map: six offices, six buttons that each name their office. */
  ofOffice: { tm: '— {name}', ru: '— {name}', en: 'of {name}' },
  receptionDays: { tm: 'Kabul ediş günleri', ru: 'Дни приёма', en: 'Reception days' },
  announcements: { tm: 'Bildirişler', ru: 'Объявления', en: 'Announcements' },
  noAnnouncements: { tm: 'Bildiriş ýok', ru: 'Объявлений пока нет', en: 'No announcements yet' },
  newMarker: { tm: 'Täze', ru: 'Новое', en: 'New' },
  noNews: { tm: 'Habar ýok', ru: 'Новостей пока нет', en: 'No news yet' },
  allNews: { tm: 'Ähli habarlar', ru: 'Все новости', en: 'All news' },
  views: { tm: 'Görülen sany', ru: 'Просмотры', en: 'Views' },
  publishedOn: { tm: 'Senesi', ru: 'Дата', en: 'Date' },
} satisfies Record<string, LangText>;
