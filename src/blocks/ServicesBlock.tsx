import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../api/queries';
import type { Service } from '../api/types';
import { pick, useLang, useT, commonTexts } from '../i18n';
import { Skeleton } from '../shared/Skeleton';
import { BlockHeading, type HeadingLevel } from '../shared/BlockParts';
import { QueryStates, isEmptyList } from './QueryStates';
import { DataLink } from '../shared/DataLink';
import { useInView } from '../shared/useInView';
import { blockTexts } from './texts';
import './services-block.css';
import { ResponsiveImage } from '../shared/ResponsiveImage';
import { serviceHref } from '../addresses/href';

export interface ServicesBlockProps {
  /** true: the online services (`/services/online/`); false: the general grid (`/services/`). */
  online?: boolean;
  /** Heading text; default "Services" / "Online services" in the current language. */
  title?: string;
  headingLevel?: HeadingLevel;
  /** 'grid' on wide pages, 'column' in a side column. */
  layout?: 'grid' | 'column';
  className?: string;
}

function ServicesSkeleton({ count }: { count: number }) {
  return (
    <ul className="services-block__list" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="services-block__item">
          <span className="services-block__card services-block__card--skeleton">
            <Skeleton className="cover-picture services-block__image" height="auto" />
            <Skeleton width="80%" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * How wide a card's picture is shown (services-block.css), in `sizes` terms: a grid of the page's
 * container (1rem each side, at most 1200 px) with columns of 16rem at least and a 1rem gap, so two
 * from 560 px, three from 832, four from 1104; two of a 0.75rem gap on a phone (below 600 px). In a
 * side column, a 5.5rem thumbnail. tests/e2e/picture-sizes.spec.ts holds the two together.
 */
const PICTURE_SIZES = {
  grid:
    '(min-width: 1232px) 288px, (min-width: 1104px) calc((100vw - 80px) / 4), (min-width: 832px) calc((100vw - 64px) / 3), ' +
    '(min-width: 600px) calc((100vw - 48px) / 2), calc((100vw - 44px) / 2)',
  column: '5.5rem',
} as const;

function ServicesList({
  services,
  online,
  layout,
}: {
  services: Service[];
  online: boolean;
  layout: keyof typeof PICTURE_SIZES;
}) {
  const lang = useLang();
  // Cards rise in one after another when the grid first scrolls into view (requirements §2 "staggered").
  const [ref, inView] = useInView<HTMLUListElement>('0px 0px -10% 0px');
  return (
    <ul ref={ref} className={`services-block__list${inView ? ' is-in-view' : ' is-pending'}`}>
      {services.map((service, index) => {
        const name = pick(service, 'name', lang, 'tm');
        return (
          <li
            key={service.id}
            className="services-block__item"
            style={{ '--stagger': index } as CSSProperties}
          >
            <DataLink
              url={serviceHref(service)}
              className={`services-block__card${online ? ' services-block__card--online' : ''}`}
            >
              {service.image ? (
                <ResponsiveImage
                  className="cover-picture services-block__image"
                  src={service.image}
                  sizes={PICTURE_SIZES[layout]}
                  alt=""
                  width={600}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span className="services-block__name">{name}</span>
            </DataLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The services grid (home, post and service pages). Each card links to the service's own url:
 * internal paths through the router, other sites as ordinary links.
 * Not a named region: the footer lists the same services under the same names ("Services",
 * "Online services"), and two landmarks with one name are an accessibility fault (axe
 * landmark-unique). The heading still names the block for heading navigation.
 */
export function ServicesBlock({
  online = false,
  title,
  headingLevel = 2,
  layout = 'grid',
  className = '',
}: ServicesBlockProps) {
  const t = useT();
  const query = useQuery(online ? callQuery('getOnlineServices') : callQuery('getServices'));
  return (
    <section
      className={`services-block services-block--${layout}${online ? ' services-block--online' : ''} ${className}`.trim()}
    >
      <BlockHeading level={headingLevel} className="services-block__title">
        {title ?? t(online ? commonTexts.onlineServices : commonTexts.services)}
      </BlockHeading>
      <QueryStates
        query={query}
        isEmpty={isEmptyList}
        emptyMessage={t(blockTexts.noServices)}
        skeleton={<ServicesSkeleton count={layout === 'grid' ? 6 : 3} />}
      >
        {(services) => <ServicesList services={services} online={online} layout={layout} />}
      </QueryStates>
    </section>
  );
}

/** The online services (`/services/online/`): the same block, its own list and heading. */
export function OnlineServicesBlock(props: Omit<ServicesBlockProps, 'online'>) {
  return <ServicesBlock {...props} online />;
}
