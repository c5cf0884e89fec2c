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

const pad = (n: number) => String(n).padStart(2, '0');

/** day.month.year (requirements §1), e.g. 05.03.2026. Accepts a Date or an ISO string; '' for an invalid date. */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    // An API date (`2026-03-05T09:30:00+05:00`) is shown as the day it was published where it was
    // published: read from the string, so a visitor whose clock is behind Ashgabat's does not see
    // the day before (and the day matches the `date` filter of the news search).
    const day = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value);
    if (day) {
      const [, y, m, d] = day;
      const check = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
      return check.getUTCDate() === Number(d) && check.getUTCMonth() === Number(m) - 1
        ? `${d}.${m}.${y}`
        : '';
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

export function formatTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function weekdayName(date: Date, lang: Lang): string {
  return WEEKDAYS[lang][date.getDay()] ?? '';
}
