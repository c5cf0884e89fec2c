import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { isApiError } from '../api/http';
import type { LangText } from '../api/types';
import { commonTexts, useT } from '../i18n';
import { SkeletonBlock } from '../shared/Skeleton';
import './error-state.css';

/**
 * What a failed call says (requirements §8). A detail page gives its not-found text and gets §8's
 * ladder for details: no answer → "Network error!", 404 → that text, anything else → "Something
 * went wrong!". Without one (blocks, lists: §8's quiet error) every failure is "Something went
 * wrong!".
 */
export function failurePhrase(error: unknown, notFound?: LangText): LangText {
  if (notFound && isApiError(error)) {
    if (error.kind === 'network') return commonTexts.networkError;
    if (error.isNotFound) return notFound;
  }
  return commonTexts.somethingWentWrong;
}

/** The part of a React Query result (plain or infinite) the states read. */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  /** Counts failures: each one is announced anew. */
  errorUpdateCount: number;
  refetch: () => Promise<unknown>;
}

/**
 * A failure and its retry (decision 0112):
 * - the message is a new node on each failure (`failures`), so a retry that fails again is read
 *   out again whether or not the alert left in between (screen readers read what is added to an
 *   alert, not what stays);
 * - where the alert stays while the retry runs (a next page that failed beside the pages shown,
 *   `busy`), the button keeps the focus: it turns busy (`aria-busy`, `aria-disabled`, "Loading...")
 *   rather than disappearing, and a press while busy does nothing;
 * - when the alert leaves with the focus in it (the retry went back to loading, or worked), the
 *   focus goes to the heading of the section, article or aside it sat in, never to `<body>`
 *   (requirements §10). A query without data that is retried goes back to its loading state
 *   (React Query's `pending`), so that is where its retry leaves the focus.
 */
export function ErrorState({
  message,
  onRetry,
  busy = false,
  failures = 0,
}: {
  message?: string;
  onRetry?: () => void;
  busy?: boolean;
  failures?: number;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = box.current;
    // Runs while the alert is still in the page, just before React removes it.
    return () => {
      if (!node?.contains(document.activeElement)) return;
      const heading = node.closest('section, article, aside, main')?.querySelector<HTMLElement>('h1, h2, h3');
      // After the commit: what replaced the alert is in the page; a page that moved the focus
      // itself (useFocusRescue, a route change) keeps its choice.
      queueMicrotask(() => {
        const active = document.activeElement;
        if ((active && active !== document.body) || !heading?.isConnected) return;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      });
    };
  }, []);
  return (
    <div ref={box} className="error-state" role="alert">
      <p key={failures} className="error-state__message">
        {message ?? t(commonTexts.somethingWentWrong)}
      </p>
      {onRetry ? (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => {
            if (!busy) onRetry();
          }}
        >
          {busy ? t(commonTexts.loading) : t(commonTexts.retry)}
        </button>
      ) : null}
    </div>
  );
}

/** Lists from the API are arrays; anything else (a broken answer) counts as empty, not as a crash. */
export function isEmptyList(data: unknown): boolean {
  return !Array.isArray(data) || data.length === 0;
}

export function EmptyState({ message }: { message?: string }) {
  const t = useT();
  return <p className="empty-state">{message ?? t(commonTexts.nothingFound)}</p>;
}

/**
 * The one ladder of a query's states (decision 0112), for pages, details and blocks alike:
 * 1. data, when there is some, also while a refetch runs or after one failed (requirements §4: a
 *    failed refresh does not replace what is shown); the empty message when `isEmpty` says so;
 * 2. else the failure: its §8 text (`failurePhrase`) in an `ErrorState` with a retry; a 404 is the
 *    empty message instead where the list treats it as "nothing here" (`notFoundIsEmpty`);
 * 3. else the loading state (`skeleton`, by default three lines with "Loading..." for screen
 *    readers). Never an endless spinner: a query that fails ends here in 2.
 */
export function QueryStates<T>({
  query,
  skeleton,
  isEmpty,
  emptyMessage,
  notFound,
  notFoundIsEmpty = false,
  children,
}: {
  query: QueryLike<T>;
  skeleton?: ReactNode;
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
  /** A detail page's not-found text (requirements §8). */
  notFound?: LangText;
  notFoundIsEmpty?: boolean;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.data !== undefined) {
    return isEmpty?.(query.data) ? <EmptyState message={emptyMessage} /> : <>{children(query.data)}</>;
  }
  if (query.isError) {
    if (notFoundIsEmpty && isApiError(query.error) && query.error.isNotFound) {
      return <EmptyState message={emptyMessage} />;
    }
    return (
      <ErrorState
        message={t(failurePhrase(query.error, notFound))}
        onRetry={() => void query.refetch()}
        failures={query.errorUpdateCount}
      />
    );
  }
  return <>{skeleton ?? <SkeletonBlock lines={3} label={t(commonTexts.loading)} />}</>;
}
