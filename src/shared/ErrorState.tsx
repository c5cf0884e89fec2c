import { useT, commonTexts } from '../i18n';
import './error-state.css';

/** An error message with an optional retry control; announced to screen readers. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="error-state" role="alert">
      <p className="error-state__message">{message ?? t(commonTexts.somethingWentWrong)}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t(commonTexts.retry)}
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ message }: { message?: string }) {
  const t = useT();
  return <p className="empty-state">{message ?? t(commonTexts.nothingFound)}</p>;
}
