import { useT, commonTexts } from '../../i18n';
import { Skeleton } from '../../shared/Skeleton';
import { frameTexts } from './texts';

/** Placeholder of the main menu while its code or its data loads. */
export function MenuSkeleton({ standalone = false }: { standalone?: boolean }) {
  const t = useT();
  const bars = (
    <div className="frame-nav__skeleton">
      <span className="visually-hidden">{t(commonTexts.loading)}</span>
      {[7, 9, 6, 8, 7].map((w, i) => (
        <Skeleton key={i} width={`${w}rem`} height="1.25rem" />
      ))}
    </div>
  );
  // Before the menu's code arrives the landmark already exists, so it does not appear out of nowhere.
  return standalone ? (
    <nav className="frame-nav" aria-label={t(frameTexts.mainMenu)} aria-busy="true">
      {bars}
    </nav>
  ) : (
    bars
  );
}
