import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isBlankHtml } from '../api/htmlText';
import { isApiError } from '../api/http';
import type { LangText } from '../api/types';
import { commonTexts, useT } from '../i18n';
import { Breadcrumb } from '../shared/Breadcrumb';
import { Link, Navigate } from '../shared/LangLink';
import { EmptyState, QueryStates, failurePhrase } from './QueryStates';
import { SafeHtml } from '../shared/SafeHtml';
import { Skeleton } from '../shared/Skeleton';
import { useSiteName } from '../i18n/siteName';
import { truncate } from '../shared/truncate';
import { MAIN_COLUMN_SIZES, MainColumnSizes } from './mainColumn';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { NoIndex } from '../shared/NoIndex';
import './detail-page.css';

/** Requirements §9: the breadcrumb shows the title cut to 100 characters. */
export const BREADCRUMB_TITLE_MAX = 100;

/** A title as shown: its text and, when it fell back to another language, that language. */
export interface DetailTitle {
  text: string;
  langAttr?: string;
}

/**
 * Requirements §8, static and about pages: a failure is a page of its own, under a heading that
 * says so ("Page not found" with a link home for a 404, else "Error" over "Something went
 * wrong!"), instead of the details' alert under the page's name.
 */
export interface FailurePage {
  error: LangText;
  notFoundText: LangText;
  home: LangText;
}

/**
 * A record's sanitised HTML, marked with its language when it fell back to another one; "Nothing
 * found" when it is blank in every language.
 */
export function DetailContent({ content, className }: { content: DetailTitle; className: string }) {
  return isBlankHtml(content.text) ? (
    <EmptyState />
  ) : (
    <div lang={content.langAttr}>
      <SafeHtml html={content.text} className={`rich-text ${className}`} />
    </div>
  );
}

export interface DetailPageProps<T, K extends QueryKey> {
  /** The call for the address's slug, e.g. `callQuery('getServiceDetail', slug)`. */
  query: UseQueryOptions<T, Error, T, K>;
  /** The page's own classes, next to `detail-page`. */
  className: string;
  /**
   * What the page shows (News, Service …): its h1 for screen readers and its document title until
   * the title is known or the call failed. Without it the h1 says "Loading...".
   */
  name?: LangText;
  title: (data: T) => DetailTitle;
  /** The meta description (cut to 160 characters by `useDocumentTitle`). */
  description?: (data: T) => string;
  /** The breadcrumb's label and its links before the title (Home first); none without it. */
  breadcrumb?: { label: string; trail: { label: string; to: string }[] };
  /** The text of a 404 (requirements §8). */
  notFound: LangText;
  failurePage?: FailurePage;
  /** The body's skeleton under the h1 while the call runs. */
  loading: ReactNode;
  /** Where to go instead (replacing the history entry) for a record this page does not show. */
  redirectTo?: (data: T) => string | null;
  /** The side column, or null for none; `pending` is true until the call settles. */
  aside?: (state: { data: T | undefined; pending: boolean }) => ReactNode;
  /** What comes under the columns. */
  below?: (data: T | undefined) => ReactNode;
  /** The body under the h1. */
  children: (data: T) => ReactNode;
}

/**
 * The one detail page (decision 0113): one record loaded by the address's slug, shown as loading,
 * then its content, or not found, or failed (requirements §4, §8). The h1 is one element through
 * every state, so the focus the router gives it on arrival stays on it when the content comes; it
 * names the record, or what failed, and so does the document title (requirements §10). The states
 * under it are `QueryStates` (decision 0112).
 */
export function DetailPage<T, K extends QueryKey>({
  query: options,
  className,
  name,
  title,
  description,
  breadcrumb,
  notFound,
  failurePage,
  loading,
  redirectTo,
  aside,
  below,
  children,
}: DetailPageProps<T, K>) {
  const t = useT();
  const siteName = useSiteName();
  const query = useQuery(options);
  const data = query.data;
  const shown = data !== undefined ? title(data) : null;
  const failed = data === undefined && query.isError;
  const missing = failed && isApiError(query.error) && query.error.isNotFound;
  // A page whose failure is a page of its own (failurePage) says "Something went wrong!" for
  // anything but a 404; the details say what §8's ladder says.
  const failureText = failed
    ? missing
      ? notFound
      : failurePhrase(query.error, failurePage ? undefined : notFound)
    : null;
  const failureHeading = failed && failurePage ? (missing ? notFound : failurePage.error) : null;

  useDocumentTitle(
    shown?.text || t(failureText ?? name ?? commonTexts.loading),
    siteName,
    data !== undefined && description ? description(data) : undefined,
  );

  const redirect = data !== undefined && redirectTo ? redirectTo(data) : null;
  if (redirect) return <Navigate to={redirect} replace />;

  const side = aside?.({ data, pending: query.isPending });
  let heading: ReactNode;
  // A record without a title in any language is still named by what it is.
  if (shown) heading = shown.text || t(name ?? commonTexts.loading);
  else if (failureHeading) heading = t(failureHeading);
  else {
    heading = (
      <>
        <span className="visually-hidden">{t(name ?? commonTexts.loading)}</span>
        {failed ? null : <Skeleton width="60%" height="2rem" />}
      </>
    );
  }

  return (
    <div className={`container page detail-page ${className}`}>
      {/* An address of no item is served the frame page with 200 (an item newer than the last
          prerender has no page file yet): once the API has said 404, it is not for search engines. */}
      {missing ? <NoIndex /> : null}
      {breadcrumb && shown ? (
        <Breadcrumb
          label={breadcrumb.label}
          items={[
            ...breadcrumb.trail,
            { label: truncate(shown.text, BREADCRUMB_TITLE_MAX), lang: shown.langAttr },
          ]}
        />
      ) : null}
      <div className={`detail-page__layout${side ? ' detail-page__layout--aside' : ''}`}>
        <article className="detail-page__main" aria-busy={query.isPending || undefined}>
          <h1
            className={shown || failureHeading || !failed ? 'page-title' : 'visually-hidden'}
            lang={shown?.langAttr}
          >
            {heading}
          </h1>
          {missing && failurePage ? (
            <>
              <p>{t(failurePage.notFoundText)}</p>
              <Link className="button button--secondary" to="/">
                {t(failurePage.home)}
              </Link>
            </>
          ) : (
            <MainColumnSizes value={side ? MAIN_COLUMN_SIZES.beside : MAIN_COLUMN_SIZES.alone}>
              <QueryStates query={query} skeleton={loading} notFound={failurePage ? undefined : notFound}>
                {children}
              </QueryStates>
            </MainColumnSizes>
          )}
        </article>
        {side}
      </div>
      {below?.(data)}
    </div>
  );
}
