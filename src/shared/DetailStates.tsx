import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LangText } from '../api/types';
import { useT } from '../i18n/useT';
import { ErrorState } from './ErrorState';
import { detailErrorPhrase } from './detailError';

/**
 * What the page says instead of its content, for the document title (WCAG 2.4.2): "News not
 * found!", "Network error!", "Something went wrong!"; null while there is data or none is missing.
 */
export function detailErrorTitle(query: UseQueryResult<unknown>, notFound: LangText): LangText | null {
  return query.data === undefined && query.isError ? detailErrorPhrase(query.error, notFound) : null;
}

/**
 * The one ladder of a detail page's query: the data when there is some (kept through a refetch),
 * else the error, else the loading skeleton. Each page gives its own skeleton, its own error (by
 * default the requirements §8 texts: 'Network error!', the page's not-found text on a 404, else 'Something
 * went wrong!', with a retry) and renders the data — its empty state included — itself.
 */
export function DetailStates<T>({
  query,
  loading,
  notFound,
  renderError,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  /** The page's not-found text (404) for the default error. */
  notFound: LangText;
  /** Another error rendering (a page with a not-found page of its own). */
  renderError?: (error: unknown, retry: () => void) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    const retry = () => void query.refetch();
    if (renderError) return <>{renderError(query.error, retry)}</>;
    return <ErrorState message={t(detailErrorPhrase(query.error, notFound))} onRetry={retry} />;
  }
  return <>{loading}</>;
}
