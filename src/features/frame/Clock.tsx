import { useEffect, useState } from 'react';
import { useLang, useT } from '../../i18n';
import { useHydrated } from '../../shared/useHydrated';
import { clockParts, msToNextSecond } from './clockParts';
import { ClockPlaceholder } from './ClockPlaceholder';
import { frameTexts } from './texts';

/**
 * Live clock: weekday, day.month.year and time, updated every second (requirements §1, §9). Not a live
 * region: screen readers read it when they reach it rather than every second.
 */
export function Clock() {
  const lang = useLang();
  const t = useT();
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = setTimeout(tick, msToNextSecond(current));
    };
    timer = setTimeout(tick, msToNextSecond(new Date()));
    return () => clearTimeout(timer);
  }, []);

  // The prerendered HTML cannot know the visitor's time: an empty clock of the same size until mounted.
  if (!hydrated) return <ClockPlaceholder />;
  const parts = clockParts(now, lang);
  return (
    <div className="frame-clock" role="group" aria-label={t(frameTexts.currentDate)}>
      <span className="frame-clock__weekday">{parts.weekday}</span>
      <time className="frame-clock__date" dateTime={now.toISOString().slice(0, 10)}>
        {parts.date}
      </time>
      <time className="frame-clock__time" dateTime={parts.time}>
        {parts.time}
      </time>
    </div>
  );
}
