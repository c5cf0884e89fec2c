import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { htmlToText } from '../api/htmlText';
import { phrases } from '../i18n/phrases';
import { useT } from '../i18n/useT';
import { DetailPage } from './DetailPage';
import { SafeHtml } from './SafeHtml';
import { SkeletonBlock } from './Skeleton';
import { remotePagePhrases } from './remotePagePhrases';
import './remote-html-page.css';

export { remotePagePhrases };

/** Requirements §8, static and about pages: "Page not found" with a link home, or "Error" over "Something went wrong!". */
const FAILURE_PAGE = {
  error: remotePagePhrases.error,
  notFoundText: remotePagePhrases.notFoundText,
  home: remotePagePhrases.home,
};

/**
 * A page made of one API document, as a detail page (decision 0113): a title and sanitised HTML
 * (about pages, static pages), or the "No translation in …" note when the body is empty in the
 * current language. Its failures are pages of their own (`FAILURE_PAGE`).
 */
export function RemoteHtmlPage<T, K extends QueryKey>({
  query,
  getTitle,
  getHtml,
  className = '',
}: {
  query: UseQueryOptions<T, Error, T, K>;
  getTitle: (data: T) => string;
  getHtml: (data: T) => string;
  className?: string;
}) {
  const t = useT();
  return (
    <DetailPage
      query={query}
      className={`remote-page ${className}`}
      title={(data) => ({ text: getTitle(data) })}
      description={(data) => htmlToText(getHtml(data))}
      notFound={remotePagePhrases.notFound}
      failurePage={FAILURE_PAGE}
      loading={<SkeletonBlock lines={6} />}
    >
      {(data) => {
        const html = getHtml(data);
        return html.trim() ? (
          <SafeHtml html={html} />
        ) : (
          <p className="remote-page__note">{t(phrases.noTranslation)}</p>
        );
      }}
    </DetailPage>
  );
}
