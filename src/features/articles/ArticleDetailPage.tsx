import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { queries } from '../../api/queries';
import { phrases, useLang, useT } from '../../i18n';
import { Breadcrumb } from '../../shared/Breadcrumb';
import { ErrorState } from '../../shared/ErrorState';
import { Skeleton, SkeletonBlock } from '../../shared/Skeleton';
import { useSiteName } from '../../shared/siteName';
import { truncate } from '../../shared/truncate';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { detailErrorPhrase } from '../../shared/news/detailError';
import { htmlToText, localized } from '../../shared/news/localized';
import { NewsArticleBody } from '../../shared/news/NewsArticleBody';
import { newsPhrases } from '../../shared/news/newsPhrases';
import '../../shared/news/news.css';

const BREADCRUMB_TITLE_MAX = 100;

/**
 * `/article/:slug` (also reached from a post of type article): title, date, views, image and
 * sanitised content, with the post page's error texts and "No translation in …" notice.
 */
export function ArticleDetailPage() {
  const { slug = '' } = useParams();
  const t = useT();
  const lang = useLang();
  const siteName = useSiteName();
  const query = useQuery(queries.articleDetail(slug));
  const article = query.data;
  const title = article ? localized(article, 'name', lang) : null;

  useDocumentTitle(
    title?.text || t(newsPhrases.articles),
    siteName,
    article ? truncate(htmlToText(localized(article, 'short_content', lang).text), 160) : undefined,
  );

  let body;
  if (article) body = <NewsArticleBody post={article} lang={lang} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={t(detailErrorPhrase(query.error, newsPhrases.articleNotFound))}
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
    <div className="container page news-detail article-detail">
      {article && title ? (
        <Breadcrumb
          label={t(newsPhrases.breadcrumb)}
          items={[
            { label: t(newsPhrases.home), to: '/' },
            { label: t(newsPhrases.articles), to: '/articles' },
            { label: truncate(title.text, BREADCRUMB_TITLE_MAX), lang: title.langAttr },
          ]}
        />
      ) : null}
      <div className="news-detail__layout">
        <article className="news-detail__main" aria-busy={query.isPending || undefined}>
          <h1 className={title ? 'page-title' : 'visually-hidden'} lang={title?.langAttr}>
            {title?.text || t(newsPhrases.articles)}
          </h1>
          {body}
        </article>
      </div>
    </div>
  );
}

export { ArticleDetailPage as Component };
