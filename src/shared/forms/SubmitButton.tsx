import type { ReactNode } from 'react';
import '../spinner.css';

/**
 * A form's submit button: while the request is in flight it shows a spinner and the busy text, is
 * `aria-busy` and `aria-disabled` (not `disabled`, so it keeps focus and stays announced).
 */
export function SubmitButton({
  block,
  busy,
  idle,
  busyText,
  className = '',
}: {
  /** The form's CSS block: `${block}__submit`, `${block}__spinner-ring`. */
  block: 'contact' | 'subscribe';
  busy: boolean;
  idle: ReactNode;
  busyText: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      className={`button ${block}__submit${className ? ` ${className}` : ''}`}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <>
          <span className="spinner spinner--sm" aria-hidden="true">
            <span className={`spinner__ring ${block}__spinner-ring`} />
          </span>
          {busyText}
        </>
      ) : (
        idle
      )}
    </button>
  );
}
