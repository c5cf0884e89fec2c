/**
 * The list queries of `/posts` and `/articles` derived from the page URL, in one place so that a
 * route loader (`new URL(request.url).searchParams`) and the page build the same query key and
 * the request is made once.
 */
import type { ArticlesQuery, PostsQuery } from '../../api/types';
import { parsePage } from '../../shared/pageNumbers';

/** Requirements §9: the news list asks for 100 posts a page; the buttons are ceil(count/100). */
export const POSTS_PAGE_SIZE = 100;
/** Requirements §9: articles come four at a time. */
export const ARTICLES_PAGE_SIZE = 4;

export interface ListFilters {
  word: string;
  category: string;
  /** A calendar day `yyyy-mm-dd`; anything else in a hand-edited URL is ignored. */
  date: string;
  page: number;
}

export function readListFilters(params: URLSearchParams): ListFilters {
  return {
    word: params.get('word')?.trim() ?? '',
    category: params.get('category') ?? '',
    date: validDay(params.get('date')),
    page: parsePage(params.get('page')),
  };
}

/** `/posts/all-posts/?size=100&page=&word=&category=&date=` (empty filters left out). */
export function postsQueryFromParams(params: URLSearchParams): PostsQuery {
  const f = readListFilters(params);
  return {
    page: f.page,
    size: POSTS_PAGE_SIZE,
    word: f.word || undefined,
    category: f.category || undefined,
    date: f.date || undefined,
  };
}

/** `/posts/all-articles/?size=4&word=&date=` without the page (the infinite query adds it). */
export function articlesQueryFromParams(params: URLSearchParams): Omit<ArticlesQuery, 'page'> {
  const f = readListFilters(params);
  return { size: ARTICLES_PAGE_SIZE, word: f.word || undefined, date: f.date || undefined };
}

/** A `yyyy-mm-dd` day as the date field gives it, or '' for anything else. */
export function validDay(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : '';
}
