import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries';
import type { WebLink } from '../../api/types';
import { useT } from '../../i18n';
import { QueryStates, isEmptyList } from '../../shared/QueryStates';
import { lazyWithPreload, useLazyPart } from '../../shared/lazyWithPreload';
import { useInView } from '../../shared/useInView';
import { homePhrases } from './phrases';
import { WebLinkCard } from './WebLinkCard';

// Swiper (and its CSS) is a chunk of its own, fetched and started only when the carousel comes near
// the viewport (it sits at the foot of the page): not part of the home page's critical JS, and its
// start (a long task on a slow phone) is not part of the page's load. Until then, and if it cannot
// load, the same links are a plain scrolling list (decision 0114).
const webLinksSwiper = lazyWithPreload(() => import('./WebLinksSwiper'));
const WebLinksSwiper = webLinksSwiper.Component;

/** The same links as a plain scrolling list: shown before Swiper arrives and if it cannot load. */
export function WebLinksStatic({ links }: { links: WebLink[] }) {
  return (
    <ul className="home-weblinks__static">
      {links.map((link) => (
        <li key={link.id} className="home-weblinks__static-item">
          <WebLinkCard link={link} />
        </li>
      ))}
    </ul>
  );
}

/**
 * State institutions' websites (`/main/weblinks/`): a carousel of 2, 3, 4 and 6 slides from 350,
 * 600, 768 and 1200 px. No autoplay, so nothing moves unless the visitor asks.
 */
export function WebLinksCarousel() {
  const t = useT();
  const headingId = useId();
  const query = useQuery(queries.webLinks());
  // A viewport and a half ahead: the swap (the carousel adds its buttons' row) is done before the
  // visitor scrolls to it, so nothing they see moves.
  const [ref, near] = useInView<HTMLElement>('150% 0px');
  const swiperReady = useLazyPart(webLinksSwiper, near);

  return (
    <section ref={ref} className="home-weblinks" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section-title">
        {t(homePhrases.stateWebsites)}
      </h2>
      <QueryStates query={query} isEmpty={isEmptyList} emptyMessage={t(homePhrases.noWebsites)}>
        {(links) => (swiperReady ? <WebLinksSwiper links={links} /> : <WebLinksStatic links={links} />)}
      </QueryStates>
    </section>
  );
}
