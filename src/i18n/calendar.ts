/**
 * Dates as the pages show them. The weekday, month and region names (calendarNames.ts) are a
 * module of their own: only the live clock, the weather and the reception days use them, all
 * after the first render, so the names load with those lazy chunks, not with `/`.
 */
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
