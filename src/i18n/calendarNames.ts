import type { Lang, LangText, WeatherCity } from '../api/types';

/** Sunday first, as `Date.getDay()` counts. Written out so Turkmen does not depend on the browser's ICU data. */
export const WEEKDAYS: Record<Lang, readonly string[]> = {
  tm: ['Ýekşenbe', 'Duşenbe', 'Sişenbe', 'Çarşenbe', 'Penşenbe', 'Anna', 'Şenbe'],
  ru: ['Воскресенье', 'Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

export const MONTHS: Record<Lang, readonly string[]> = {
  tm: [
    'Ýanwar',
    'Fewral',
    'Mart',
    'Aprel',
    'Maý',
    'Iýun',
    'Iýul',
    'Awgust',
    'Sentýabr',
    'Oktýabr',
    'Noýabr',
    'Dekabr',
  ],
  ru: [
    'Январь',
    'Февраль',
    'Март',
    'Апрель',
    'Май',
    'Июнь',
    'Июль',
    'Август',
    'Сентябрь',
    'Октябрь',
    'Ноябрь',
    'Декабрь',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

export const REGIONS: Record<WeatherCity, LangText> = {
  ashgabat: { tm: 'Aşgabat', ru: 'Ашхабад', en: 'Ashgabat' },
  ahal: { tm: 'Ahal', ru: 'Ахал', en: 'Ahal' },
  lebap: { tm: 'Lebap', ru: 'Лебап', en: 'Lebap' },
  mary: { tm: 'Mary', ru: 'Мары', en: 'Mary' },
  balkan: { tm: 'Balkan', ru: 'Балкан', en: 'Balkan' },
  dashoguz: { tm: 'Daşoguz', ru: 'Дашогуз', en: 'Dashoguz' },
};

export function weekdayName(date: Date, lang: Lang): string {
  return WEEKDAYS[lang][date.getDay()] ?? '';
}
