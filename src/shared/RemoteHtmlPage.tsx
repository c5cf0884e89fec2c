import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from './LangLink';
import { htmlToText } from '../api/htmlText';
import { isApiError } from '../api/http';
import { phrases } from '../i18n/phrases';
import { useT } from '../i18n/useT';
import { ErrorState, QueryStates } from './QueryStates';
import { SafeHtml } from './SafeHtml';
import { Skeleton, SkeletonBlock } from './Skeleton';
import { useDocumentTitle } from './useDocumentTitle';
import { useSiteName } from './siteName';
import { remotePagePhrases } from './remotePagePhrases';
import './remote-html-page.css';

export { remotePagePhrases };

/**
 * A page made of one API document: a title and sanitised HTML (about pages, static pages).
 * Loading shows a skeleton under the (same) h1; a 404 says the page does not exist; any other
 * failure shows "Something went wrong!" with a retry control (requirements §8 shows it as "Error: …").
 */
export function RemoteHtmlPage<T>({
  result,
  getTitle,
  getHtml,
  className = '',
}: {
  result: UseQueryResult<T>;
  getTitle: (data: T) => string;
  getHtml: (data: T) => string;
  className?: string;
}) {
  const t = useT();
  const siteName = useSiteName();
  const { data, error, isPending, isError } = result;
  const notFound = isError && isApiError(error) && error.isNotFound;

  let title: string | undefined;
  let html = '';
  if (data !== undefined) {
    title = getTitle(data);
    html = getHtml(data);
  } else if (notFound) title = t(remotePagePhrases.notFound);
  else if (isError) title = t(phrases.somethingWentWrong);
  useDocumentTitle(title, siteName, data !== undefined ? htmlToText(html) : undefined);

  // One wrapper and one h1 element in every state, so focus placed on the heading while the page
  // loads (route change) is still there when the content arrives.
  const loading = data === undefined && !isError;
  return (
    <div className={`container page remote-page ${className}`} aria-busy={loading ? isPending : undefined}>
      {data === undefined && notFound ? (
        <>
          <h1 className="page-title">{t(remotePagePhrases.notFound)}</h1>
          <p>{t(remotePagePhrases.notFoundText)}</p>
          <Link className="button button--secondary" to="/">
            {t(remotePagePhrases.home)}
          </Link>
        </>
      ) : data === undefined && isError ? (
        <>
          <h1 className="page-title">{t(remotePagePhrases.error)}</h1>
          <ErrorState
            message={t(phrases.somethingWentWrong)}
            onRetry={() => void result.refetch()}
            failures={result.errorUpdateCount}
          />
        </>
      ) : (
        <QueryStates
          query={result}
          skeleton={
            <>
              <h1 className="page-title">
                <span className="visually-hidden">{t(phrases.loading)}</span>
                <Skeleton width="60%" height="2rem" />
              </h1>
              <SkeletonBlock lines={6} />
            </>
          }
        >
          {() => (
            <>
              <h1 className="page-title">{title}</h1>
              {html.trim() ? (
                <SafeHtml html={html} />
              ) : (
                <p className="remote-page__note">{t(phrases.noTranslation)}</p>
              )}
            </>
          )}
        </QueryStates>
      )}
    </div>
  );
}
