import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from '../LangLink';
import type { LangText, Post } from '../../api/types';
import { phrases, useLang, useT } from '../../i18n';
import { Breadcrumb } from '../Breadcrumb';
import { QueryStates, failurePhrase } from '../QueryStates';
import { Skeleton, SkeletonBlock } from '../Skeleton';
import { useSiteName } from '../siteName';
import { truncate } from '../truncate';
import { useDocumentTitle } from '../useDocumentTitle';
import { htmlToText } from '../../api/htmlText';
import { pickLocalized } from '../../i18n/pick';
import { NewsArticleBody } from './NewsArticleBody';
import { newsPhrases } from './newsPhrases';
import './news.css';

/** Requirements §9: the breadcrumb shows the title cut to 100 characters. */
export const BREADCRUMB_TITLE_MAX = 100;

export interface NewsDetailProps {
  /** The detail call, e.g. `queries.postDetail(slug)` or `queries.articleDetail(slug)`. */
  queryOptions: UseQueryOptions<Post, Error, Post, string[]>;
  /** The page's own class, next to `news-detail` (`post-detail`, `article-detail`). */
  className: string;
  /**
   * The list the page belongs to: its name is the breadcrumb's middle link and stands in for the
   * title (h1 and document title) until the post is there.
   */
  section: { label: LangText; to: string };
  /** The message of a 404 answer (requirements §8). */
  notFound: LangText;
  /** Where to go instead, replacing the history entry, for a post this page does not show. */
  redirectTo?: (post: Post) => string | null;
  /** The side column; with one, the layout has two columns. `pending` is true until the call settles. */
  aside?: (state: { post: Post | undefined; pending: boolean }) => ReactNode;
  /** What comes under the columns (the post page's services block). */
  below?: ReactNode;
}

/**
 * A post or an article: breadcrumb, title, date, views, image and sanitised content, with the
 * error texts and "No translation in …" notice of requirements §8. The h1 stays the same element through
 * loading, error and ready, so the focus the router gives it is kept.
 */
export function NewsDetail({
  queryOptions,
  className,
  section,
  notFound,
  redirectTo,
  aside,
  below,
}: NewsDetailProps) {
  const t = useT();
  const lang = useLang();
  const siteName = useSiteName();
  const query = useQuery(queryOptions);
  const post = query.data;
  const title = post ? pickLocalized(post, 'name', lang, 'any') : null;

  // A missing or failed post: the title says so, as the page does.
  const failed = query.data === undefined && query.isError ? failurePhrase(query.error, notFound) : null;
  useDocumentTitle(
    title?.text || t(failed ?? section.label),
    siteName,
    post ? truncate(htmlToText(pickLocalized(post, 'short_content', lang, 'any').text), 160) : undefined,
  );

  const redirect = post && redirectTo ? redirectTo(post) : null;
  if (redirect) return <Navigate to={redirect} replace />;

  const body = (
    <QueryStates
      query={query}
      notFound={notFound}
      skeleton={
        <>
          <Skeleton width="40%" />
          <Skeleton className="news-detail__image" />
          <SkeletonBlock lines={6} label={t(phrases.loading)} />
        </>
      }
    >
      {(data) => <NewsArticleBody post={data} lang={lang} />}
    </QueryStates>
  );

  return (
    <div className={`container page news-detail ${className}`}>
      {post && title ? (
        <Breadcrumb
          label={t(newsPhrases.breadcrumb)}
          items={[
            { label: t(newsPhrases.home), to: '/' },
            { label: t(section.label), to: section.to },
            { label: truncate(title.text, BREADCRUMB_TITLE_MAX), lang: title.langAttr },
          ]}
        />
      ) : null}
      <div className={`news-detail__layout${aside ? ' news-detail__layout--aside' : ''}`}>
        <article className="news-detail__main" aria-busy={query.isPending || undefined}>
          <h1 className={title ? 'page-title' : 'visually-hidden'} lang={title?.langAttr}>
            {title?.text || t(section.label)}
          </h1>
          {body}
        </article>
        {aside?.({ post, pending: query.isPending })}
      </div>
      {below}
    </div>
  );
}
