import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { queries } from '../../api/queries';
import { phrases, useLang, useT } from '../../i18n';
import { Breadcrumb } from '../../shared/Breadcrumb';
import { ServicesBlock } from '../../shared/blocks/ServicesBlock';
import { ErrorState } from '../../shared/ErrorState';
import { SkeletonBlock, Skeleton } from '../../shared/Skeleton';
import { useSiteName } from '../../shared/siteName';
import { truncate } from '../../shared/truncate';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { detailErrorPhrase } from '../../shared/news/detailError';
import { htmlToText, localized } from '../../shared/news/localized';
import { NewsAside } from '../../shared/news/NewsAside';
import { NewsArticleBody } from '../../shared/news/NewsArticleBody';
import { newsPhrases } from '../../shared/news/newsPhrases';
import '../../shared/news/news.css';

/** Spec §9: the breadcrumb shows the title cut to 100 characters. */
export const BREADCRUMB_TITLE_MAX = 100;

/**
 * `/post/:slug`: breadcrumb, date, views, image, sanitised content, a side column of other news and
 * the services block. A post of type article opens the article page instead (spec §2). The h1 stays
 * the same element through loading, error and ready, so the focus the router gives it is kept.
 */
export function PostDetailPage() {
  const { slug = '' } = useParams();
  const t = useT();
  const lang = useLang();
  const siteName = useSiteName();
  const query = useQuery(queries.postDetail(slug));
  const post = query.data;
  const title = post ? localized(post, 'name', lang) : null;

  useDocumentTitle(
    title?.text || t(newsPhrases.news),
    siteName,
    post ? truncate(htmlToText(localized(post, 'short_content', lang).text), 160) : undefined,
  );

  if (post?.type === 'article') return <Navigate to={`/article/${encodeURIComponent(post.slug || slug)}`} replace />;

  let body;
  if (post) body = <NewsArticleBody post={post} lang={lang} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={t(detailErrorPhrase(query.error, phrases.newsNotFound))}
        onRetry={() => void query.refetch()}
      />
    );
  else
    body = (
      <>
        <Skeleton width="40%" />
        <Skeleton className="news-detail__image" />
        <SkeletonBlock lines={6} label={t(phrases.loading)} />
      </>
    );

  return (
    <div className="container page news-detail post-detail">
      {post && title ? (
        <Breadcrumb
          label={t(newsPhrases.breadcrumb)}
          items={[
            { label: t(newsPhrases.home), to: '/' },
            { label: t(newsPhrases.news), to: '/posts' },
            { label: truncate(title.text, BREADCRUMB_TITLE_MAX), lang: title.langAttr },
          ]}
        />
      ) : null}
      <div className="news-detail__layout news-detail__layout--aside">
        <article className="news-detail__main" aria-busy={query.isPending || undefined}>
          <h1 className={title ? 'page-title' : 'visually-hidden'} lang={title?.langAttr}>
            {title?.text || t(newsPhrases.news)}
          </h1>
          {body}
        </article>
        <NewsAside ready={!query.isPending} category={post?.category?.slug} excludeSlug={post?.slug ?? slug} />
      </div>
      <ServicesBlock className="news-services" />
    </div>
  );
}

export { PostDetailPage as Component };
