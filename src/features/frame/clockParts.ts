import type { Lang } from '../../api/types';
import { formatDate, formatTime } from '../../i18n';
import { weekdayName } from '../../i18n/calendarNames';

export interface ClockParts {
  weekday: string;
  /** day.month.year, e.g. 05.03.2026 (requirements §1). */
  date: string;
  /** hh:mm:ss, 24-hour. */
  time: string;
}

export function clockParts(now: Date, lang: Lang): ClockParts {
  return { weekday: weekdayName(now, lang), date: formatDate(now), time: formatTime(now) };
}

/** Milliseconds until the next whole second, so the display ticks with the wall clock. */
export function msToNextSecond(now: Date): number {
  return 1000 - now.getMilliseconds();
}
