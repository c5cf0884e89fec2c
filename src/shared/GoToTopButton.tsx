import { useT } from '../i18n';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useScrolledPast } from './useScrolledPast';
import { sharedTexts } from './texts';
import './go-to-top.css';

/**
 * Appears after 200 px of scroll (requirements §9) and scrolls back to the top. Focus moves to `focusTarget`
 * (the header's first control) so keyboard users continue from the top instead of from a button
 * that has just disappeared.
 */
export function GoToTopButton({
  threshold = 200,
  focusTarget,
}: {
  threshold?: number;
  focusTarget?: string;
}) {
  const t = useT();
  const visible = useScrolledPast(threshold);
  const reducedMotion = usePrefersReducedMotion();
  if (!visible) return null;
  return (
    <button
      type="button"
      className="go-to-top"
      aria-label={t(sharedTexts.goToTop)}
      title={t(sharedTexts.goToTop)}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
        if (focusTarget) document.querySelector<HTMLElement>(focusTarget)?.focus({ preventScroll: true });
      }}
    >
      <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
