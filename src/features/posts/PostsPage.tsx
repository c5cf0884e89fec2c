import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/http';
import { callQuery } from '../../api/queries';
import type { Paged, Post } from '../../api/types';
import { commonTexts, fill, useLang, useT } from '../../i18n';
import { QueryStates } from '../../blocks/QueryStates';
import { Pagination } from '../../shared/Pagination';
import { pageCount } from '../../shared/pageNumbers';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useFocusRescue } from '../../shared/useFocusRescue';
import { NewsCard, NewsCardSkeletons } from '../../blocks/news/NewsCard';
import { NewsFilters, type NewsFilterValues } from '../../blocks/news/NewsFilters';
import { POSTS_PAGE_SIZE, postsQueryFromParams, readListFilters } from '../../blocks/news/listQueries';
import { useSiteName } from '../../i18n/siteName';
import { postsTexts } from './texts';
import { newsTexts } from '../../blocks/news/texts';
import '../../blocks/news/news.css';

const EMPTY: Paged<Post> = { count: 0, next: null, previous: null, results: [] };

/**
 * `/posts`: news with search, category and date filters and numbered pages. Every filter and the
 * page live in the URL (`?word=&category=&date=&page=`), so links, reloads and the back button
 * restore them; a filter change starts again at page 1.
 */
export function PostsPage() {
  const t = useT();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  // Try again, Clear filters, a list replaced by its error: focus goes to the results' heading.
  useFocusRescue(pageRef, headingRef);
  const siteName = useSiteName();

  const { word, category, date, page } = readListFilters(params);

  useDocumentTitle(t(postsTexts.news), siteName);

  const categories = useQuery(callQuery('getCategories'));
  const posts = useQuery(callQuery('getAllPosts', postsQueryFromParams(params)));

  // Requirements §8: the list's 404 (no match, or a page past the end) is an empty result, not an error.
  const notFound = posts.isError && isApiError(posts.error) && posts.error.isNotFound;
  const data = notFound ? EMPTY : posts.data;
  const total = data ? pageCount(data.count, POSTS_PAGE_SIZE) : 0;

  const applyFilters = (next: NewsFilterValues) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of [
        ['word', next.word],
        ['category', next.category ?? ''],
        ['date', next.date],
      ] as const) {
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      updated.delete('page');
      return updated;
    });
  };

  /** A page of this list, with its filters: `?page=2&category=x` (page 1 has no parameter). */
  const pageHref = (target: number) => {
    const updated = new URLSearchParams(params);
    if (target <= 1) updated.delete('page');
    else updated.set('page', String(target));
    const query = updated.toString();
    return query ? `?${query}` : '?';
  };
  // The new page replaces the list: start reading it from its heading.
  const focusHeading = () => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  };
  const goToPage = (target: number) => {
    setParams(new URLSearchParams(pageHref(target).slice(1)));
    focusHeading();
  };

  const body = (
    <>
      <QueryStates
        query={posts}
        skeleton={<NewsCardSkeletons count={6} label={t(commonTexts.loading)} />}
        notFoundIsEmpty
        isEmpty={(list) => list.results.length === 0}
      >
        {(list) => (
          <ul className="news-list">
            {list.results.map((post, index) => (
              <li key={post.id}>
                <NewsCard post={post} lang={lang} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {/* A page past the end (an old link, a list that shrank): say so and offer the way back. */}
      {data && data.results.length === 0 && page > 1 ? (
        <button type="button" className="button button--secondary" onClick={() => goToPage(1)}>
          {t(postsTexts.toFirstPage)}
        </button>
      ) : null}
    </>
  );

  return (
    <div ref={pageRef} className="container page posts-page">
      <h1 className="page-title">{t(postsTexts.news)}</h1>
      <NewsFilters
        values={{ word, category, date }}
        categories={categories.data ?? []}
        lang={lang}
        label={t(newsTexts.filters)}
        onChange={applyFilters}
      />
      <section className="news-results" aria-labelledby="posts-results-heading">
        <h2 id="posts-results-heading" className="news-results__heading" ref={headingRef} tabIndex={-1}>
          {t(postsTexts.results)}
        </h2>
        <p className="news-results__status" role="status">
          {data ? fill(t(postsTexts.found), { n: data.count }) : ''}
        </p>
        {body}
        {data && !posts.isPending ? (
          <Pagination current={page} total={total} hrefFor={pageHref} onNavigate={focusHeading} />
        ) : null}
      </section>
    </div>
  );
}

export { PostsPage as Component };
