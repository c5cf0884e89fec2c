import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { queries } from '../../api/queries';
import { commonTexts, fill, useLang, useT } from '../../i18n';
import { ErrorState, QueryStates } from '../../blocks/QueryStates';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { NewsCard, NewsCardSkeletons } from '../../blocks/news/NewsCard';
import { useFocusRescue } from '../../shared/useFocusRescue';
import { NewsFilters, type NewsFilterValues } from '../../blocks/news/NewsFilters';
import { ARTICLES_PAGE_SIZE, articlesQueryFromParams, readListFilters } from '../../blocks/news/listQueries';
import { useSiteName } from '../../i18n/siteName';
import { articlesTexts } from './texts';
import { newsTexts } from '../../blocks/news/texts';
import '../../blocks/news/news.css';

/**
 * `/articles`: search by word and date (kept in the URL), four articles at a time and a Load more
 * button that appends the next page until `count` is reached, then disappears. After Load more,
 * focus moves to the first newly loaded article so keyboard users continue where the list grew.
 */
export function ArticlesPage() {
  const t = useT();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const { word, date } = readListFilters(params);
  const siteName = useSiteName();

  useDocumentTitle(t(articlesTexts.articles), siteName);

  const articles = useInfiniteQuery({
    ...queries.articles(articlesQueryFromParams(params)),
    // Requirements §4: append until `count` is reached (not only while the API sends a `next` link).
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.results.length, 0) < last.count && last.results.length > 0
        ? pages.length + 1
        : undefined,
  });

  const linkRefs = useRef(new Map<number, HTMLAnchorElement>());
  const pageRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Try again, Clear filters, a list replaced by its error: focus goes to the page's heading.
  useFocusRescue(pageRef, headingRef);
  const focusIndex = useRef<number | null>(null);

  const items = articles.data?.pages.flatMap((page) => page.results) ?? [];
  const count = articles.data?.pages[0]?.count ?? 0;

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    const link = linkRefs.current.get(index);
    if (link) {
      focusIndex.current = null;
      link.focus();
    }
  }, [items.length]);

  const loadMore = () => {
    if (articles.isFetchingNextPage) return;
    focusIndex.current = items.length;
    void articles.fetchNextPage();
  };

  const applyFilters = (next: NewsFilterValues) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of [
        ['word', next.word],
        ['date', next.date],
      ] as const) {
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      return updated;
    });
  };

  const body = (
    <QueryStates
      query={articles}
      skeleton={<NewsCardSkeletons count={ARTICLES_PAGE_SIZE} label={t(commonTexts.loading)} />}
      // Requirements §8: a 404 from the list means nothing matched.
      notFoundIsEmpty
      isEmpty={() => items.length === 0}
    >
      {() => (
        <ul className="news-list">
          {items.map((article, index) => (
            <li key={article.id}>
              <NewsCard
                post={article}
                lang={lang}
                headingLevel={2}
                eager={index < 2}
                linkRef={(node) => {
                  if (node) linkRefs.current.set(index, node);
                  else linkRefs.current.delete(index);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );

  return (
    <div ref={pageRef} className="container page articles-page">
      <h1 ref={headingRef} className="page-title" tabIndex={-1}>
        {t(articlesTexts.articles)}
      </h1>
      <NewsFilters values={{ word, date }} lang={lang} label={t(newsTexts.filters)} onChange={applyFilters} />
      <p className="news-results__status" role="status">
        {articles.isFetchingNextPage
          ? t(commonTexts.loading)
          : articles.data
            ? fill(t(articlesTexts.shown), { shown: items.length, n: count })
            : ''}
      </p>
      {body}
      {articles.isFetchNextPageError ? (
        <ErrorState
          onRetry={() => void articles.fetchNextPage()}
          busy={articles.isFetchingNextPage}
          failures={articles.errorUpdateCount}
        />
      ) : null}
      {articles.hasNextPage && !articles.isFetchNextPageError ? (
        <div className="news-load-more">
          <button
            type="button"
            className="button"
            onClick={loadMore}
            // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
            aria-disabled={articles.isFetchingNextPage || undefined}
          >
            {t(newsTexts.loadMore)}
          </button>
        </div>
      ) : null}
    </div>
  );
}

export { ArticlesPage as Component };
