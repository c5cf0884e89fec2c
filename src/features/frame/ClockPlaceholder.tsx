import { useT } from '../../i18n';
import { frameTexts } from './texts';

/**
 * The clock before it knows the visitor's time: the same box, empty. The prerendered HTML and the
 * first client render show this; the live clock (its own chunk, see deferred.tsx) replaces it.
 */
export function ClockPlaceholder() {
  const t = useT();
  return (
    <div className="frame-clock" role="group" aria-label={t(frameTexts.currentDate)}>
      <span className="frame-clock__weekday">{'\u00a0'}</span>
      <span className="frame-clock__date">{'\u00a0'}</span>
      <span className="frame-clock__time">{'\u00a0'}</span>
    </div>
  );
}
