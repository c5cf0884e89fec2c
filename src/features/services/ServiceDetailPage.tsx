import { useParams } from 'react-router-dom';
import { callQuery } from '../../api/queries';
import { useLang, useT, commonTexts } from '../../i18n';
import { OnlineServicesBlock, ServicesBlock } from '../../blocks/ServicesBlock';
import { SideColumn } from '../../blocks/SideColumn';
import { DetailContent, DetailPage } from '../../blocks/DetailPage';
import { SafeHtml } from '../../shared/SafeHtml';
import { Skeleton, SkeletonBlock } from '../../shared/Skeleton';
import { truncate } from '../../shared/truncate';
import { htmlToText, isBlankHtml } from '../../api/htmlText';
import { pickLocalized } from '../../i18n/pick';
import { servicesTexts } from './texts';
import { newsTexts } from '../../blocks/news/texts';
import '../../blocks/news/news.css';
import './service-detail.css';
import { decorativePicture, ResponsiveImage } from '../../shared/ResponsiveImage';

/**
 * Lazy, as its kind: under the header it starts at the fold of a phone or below it (866 px on a
 * 412×823 screen), never the largest paint; eager, it was fetched before any scroll (decision 0153).
 */
const PICTURE = decorativePicture({
  className: 'cover-picture service-detail__image',
  sizes: '(min-width: 512px) 30rem, calc(100vw - 2rem)',
  width: 480,
  height: 320,
});

/**
 * `/services/:slug`: title, image and sanitised content, a side column with the extra HTML when
 * the service has any, then the online-services block under an online service, otherwise the
 * general services block (requirements §2). Texts missing in the current language fall back to Turkmen.
 */
export function ServiceDetailPage() {
  const { slug = '' } = useParams();
  const t = useT();
  const lang = useLang();
  return (
    <DetailPage
      query={callQuery('getServiceDetail', slug)}
      className="news-detail service-detail"
      name={servicesTexts.service}
      title={(service) => pickLocalized(service, 'name', lang, 'any')}
      description={(service) =>
        truncate(htmlToText(pickLocalized(service, 'content', lang, 'any').text), 160)
      }
      breadcrumb={{ label: t(newsTexts.breadcrumb), trail: [{ label: t(newsTexts.home), to: '/' }] }}
      notFound={commonTexts.serviceNotFound}
      loading={
        <>
          <Skeleton width="10rem" height="10rem" />
          <SkeletonBlock lines={6} label={t(commonTexts.loading)} />
        </>
      }
      aside={({ data: service }) => {
        const extra = service ? pickLocalized(service, 'extra', lang, 'any') : null;
        return extra && !isBlankHtml(extra.text) ? (
          <SideColumn className="service-detail__aside" heading={t(servicesTexts.moreInformation)}>
            <div lang={extra.langAttr}>
              <SafeHtml html={extra.text} className="rich-text service-detail__extra" />
            </div>
          </SideColumn>
        ) : null;
      }}
      below={(service) =>
        service ? (
          service.is_online ? (
            <OnlineServicesBlock className="news-services" />
          ) : (
            <ServicesBlock className="news-services" />
          )
        ) : null
      }
    >
      {(service) => (
        <>
          {service.image ? <ResponsiveImage src={service.image} {...PICTURE} /> : null}
          <DetailContent
            content={pickLocalized(service, 'content', lang, 'any')}
            className="service-detail__content"
          />
        </>
      )}
    </DetailPage>
  );
}

export { ServiceDetailPage as Component };
