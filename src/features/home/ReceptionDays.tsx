import { useId } from 'react';
import { useLang, useT } from '../../i18n';
import { WEEKDAYS } from '../../i18n/calendarNames';
import { BlockHeading, type HeadingLevel } from '../../shared/BlockParts';
import { homeTexts } from './texts';
import './reception-days.css';

/** Requirements §3/§9: the second and fourth day of the week (Tuesday, Thursday), as `Date.getDay()` counts. */
export const RECEPTION_WEEKDAYS = [2, 4] as const;
export const RECEPTION_HOURS = [
  { from: '9:00', to: '12:00' },
  { from: '15:00', to: '17:00' },
] as const;

const isoTime = (time: string) => time.padStart(5, '0');

/** Reception days and hours; weekday names in the current language. */
export function ReceptionDays({
  title,
  headingLevel = 2,
  className = '',
}: {
  title?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  const lang = useLang();
  const t = useT();
  const headingId = useId();
  return (
    <section className={`reception ${className}`.trim()} aria-labelledby={headingId}>
      <BlockHeading level={headingLevel} id={headingId} className="reception__title">
        {title ?? t(homeTexts.receptionDays)}
      </BlockHeading>
      <ul className="reception__days">
        {RECEPTION_WEEKDAYS.map((day) => (
          <li key={day} className="reception__day">
            <span className="reception__weekday">{WEEKDAYS[lang][day]}</span>
            <span className="reception__hours">
              {RECEPTION_HOURS.map((range, i) => (
                <span key={range.from} className="reception__range">
                  <time dateTime={isoTime(range.from)}>{range.from}</time>-
                  <time dateTime={isoTime(range.to)}>{range.to}</time>
                  {i < RECEPTION_HOURS.length - 1 ? ', ' : null}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
