import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { queries } from '../../api/queries';
import { phrases, useLang, useT } from '../../i18n';
import { Breadcrumb } from '../../shared/Breadcrumb';
import { OnlineServicesBlock, ServicesBlock } from '../../shared/blocks/ServicesBlock';
import { SideColumn } from '../../shared/blocks/SideColumn';
import { EmptyState, QueryStates, failurePhrase } from '../../shared/QueryStates';
import { SafeHtml } from '../../shared/SafeHtml';
import { Skeleton, SkeletonBlock } from '../../shared/Skeleton';
import { useSiteName } from '../../shared/siteName';
import { truncate } from '../../shared/truncate';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { htmlToText, isBlankHtml } from '../../api/htmlText';
import { pickLocalized } from '../../i18n/pick';
import { newsPhrases } from '../../shared/news/newsPhrases';
import '../../shared/news/news.css';
import './service-detail.css';

/**
 * `/services/:slug`: title, image and sanitised content, a side column with the extra HTML when
 * the service has any, then the online-services block under an online service, otherwise the
 * general services block (requirements §2). Texts missing in the current language fall back to Turkmen.
 */
export function ServiceDetailPage() {
  const { slug = '' } = useParams();
  const t = useT();
  const lang = useLang();
  const siteName = useSiteName();
  const query = useQuery(queries.serviceDetail(slug));
  const service = query.data;
  const title = service ? pickLocalized(service, 'name', lang, 'any') : null;
  const content = service ? pickLocalized(service, 'content', lang, 'any') : null;
  const extra = service ? pickLocalized(service, 'extra', lang, 'any') : null;
  const hasExtra = Boolean(extra && !isBlankHtml(extra.text));

  // A missing or failed service: the title says so, as the page does.
  const failed =
    query.data === undefined && query.isError
      ? failurePhrase(query.error, newsPhrases.serviceNotFound)
      : null;
  useDocumentTitle(
    title?.text || t(failed ?? newsPhrases.service),
    siteName,
    content ? truncate(htmlToText(content.text), 160) : undefined,
  );

  const body = (
    <QueryStates
      query={query}
      notFound={newsPhrases.serviceNotFound}
      skeleton={
        <>
          <Skeleton width="10rem" height="10rem" />
          <SkeletonBlock lines={6} label={t(phrases.loading)} />
        </>
      }
    >
      {(service) => (
        <>
          {service.image ? (
            <img
              className="service-detail__image"
              src={service.image}
              alt=""
              width={480}
              height={320}
              decoding="async"
            />
          ) : null}
          {content && !isBlankHtml(content.text) ? (
            <div lang={content.langAttr}>
              <SafeHtml html={content.text} className="rich-text service-detail__content" />
            </div>
          ) : (
            <EmptyState />
          )}
        </>
      )}
    </QueryStates>
  );

  return (
    <div className="container page news-detail service-detail">
      {service && title ? (
        <Breadcrumb
          label={t(newsPhrases.breadcrumb)}
          items={[
            { label: t(newsPhrases.home), to: '/' },
            { label: truncate(title.text, 100), lang: title.langAttr },
          ]}
        />
      ) : null}
      <div className={`news-detail__layout${hasExtra ? ' news-detail__layout--aside' : ''}`}>
        <article className="news-detail__main" aria-busy={query.isPending || undefined}>
          <h1 className={title ? 'page-title' : 'visually-hidden'} lang={title?.langAttr}>
            {title?.text || t(newsPhrases.service)}
          </h1>
          {body}
        </article>
        {hasExtra && extra ? (
          <SideColumn className="service-detail__aside" heading={t(newsPhrases.moreInformation)}>
            <div lang={extra.langAttr}>
              <SafeHtml html={extra.text} className="rich-text service-detail__extra" />
            </div>
          </SideColumn>
        ) : null}
      </div>
      {service ? (
        service.is_online ? (
          <OnlineServicesBlock className="news-services" />
        ) : (
          <ServicesBlock className="news-services" />
        )
      ) : null}
    </div>
  );
}

export { ServiceDetailPage as Component };
