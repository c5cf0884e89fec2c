import type { LangText } from '../api/types';

/** Texts of the blocks in this folder (services, office addresses, the remote HTML page); the news parts have theirs in news/texts.ts, the captcha in captcha/texts.ts. */
export const blockTexts = {
  /** RemoteHtmlPage's 404 (about and static pages), under commonTexts.pageNotFound. */
  pageNotFoundText: {
    tm: 'Gözleýän sahypaňyz ýok ýa-da başga ýere geçirildi.',
    ru: 'Страница, которую вы ищете, не существует или была перемещена.',
    en: 'The page you are looking for does not exist or has moved.',
  },
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
} satisfies Record<string, LangText>;
