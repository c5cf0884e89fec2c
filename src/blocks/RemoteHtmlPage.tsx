import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { htmlToText } from '../api/htmlText';
import { commonTexts } from '../i18n/texts';
import { useT } from '../i18n/useT';
import { DetailPage } from './DetailPage';
import { SafeHtml } from '../shared/SafeHtml';
import { SkeletonBlock } from '../shared/Skeleton';
import { blockTexts } from './texts';
import './remote-html-page.css';

/** Requirements §8, static and about pages: "Page not found" with a link home, or "Error" over "Something went wrong!". */
const FAILURE_PAGE = {
  error: commonTexts.error,
  notFoundText: blockTexts.pageNotFoundText,
  home: commonTexts.goHome,
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
      notFound={commonTexts.pageNotFound}
      failurePage={FAILURE_PAGE}
      loading={<SkeletonBlock lines={6} />}
    >
      {(data) => {
        const html = getHtml(data);
        return html.trim() ? (
          <SafeHtml html={html} />
        ) : (
          <p className="remote-page__note">{t(commonTexts.noTranslation)}</p>
        );
      }}
    </DetailPage>
  );
}
