import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LangText, Post } from '../../api/types';
import { useLang, useT, commonTexts } from '../../i18n';
import { DetailPage } from '../DetailPage';
import { Skeleton, SkeletonBlock } from '../../shared/Skeleton';
import { truncate } from '../../shared/truncate';
import { htmlToText } from '../../api/htmlText';
import { pickLocalized } from '../../i18n/pick';
import { NewsArticleBody } from './NewsArticleBody';
import { newsTexts } from './texts';
import './news.css';

export interface NewsDetailProps {
  /** The detail call, e.g. `callQuery('getPostDetail', slug)` or `callQuery('getArticleDetail', slug)`. */
  queryOptions: UseQueryOptions<Post, Error, Post, QueryKey>;
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
 * A post or an article, as a detail page (decision 0113): breadcrumb Home › section › title, date,
 * views, image and sanitised content, with the "No translation in …" notice of requirements §8.
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
  return (
    <DetailPage
      query={queryOptions}
      className={`news-detail ${className}`}
      name={section.label}
      title={(post) => pickLocalized(post, 'name', lang, 'any')}
      description={(post) =>
        truncate(htmlToText(pickLocalized(post, 'short_content', lang, 'any').text), 160)
      }
      breadcrumb={{
        label: t(newsTexts.breadcrumb),
        trail: [
          { label: t(newsTexts.home), to: '/' },
          { label: t(section.label), to: section.to },
        ],
      }}
      notFound={notFound}
      loading={
        <>
          <Skeleton width="40%" />
          <Skeleton className="cover-picture news-detail__image" />
          <SkeletonBlock lines={6} label={t(commonTexts.loading)} />
        </>
      }
      redirectTo={redirectTo}
      aside={aside ? ({ data, pending }) => aside({ post: data, pending }) : undefined}
      below={() => below}
    >
      {(post) => <NewsArticleBody post={post} lang={lang} />}
    </DetailPage>
  );
}
