import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../api/queries';
import type { WebLink } from '../../api/types';
import { useT } from '../../i18n';
import { QueryStates, isEmptyList } from '../../blocks/QueryStates';
import { lazyWithPreload, useLazyPart } from '../../shared/lazyWithPreload';
import { useInView } from '../../shared/useInView';
import { homeTexts } from './texts';
import { WebLinkCard, focusedCardIndex } from './WebLinkCard';

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
  const query = useQuery(callQuery('getWebLinks'));
  // A viewport and a half ahead: the swap (the carousel adds its buttons' row) is done before the
  // visitor scrolls to it, so nothing they see moves.
  const [ref, near] = useInView<HTMLElement>('150% 0px');
  // Swiper (and its CSS) is a chunk of its own, fetched and started only when the carousel comes
  // near the viewport (it sits at the foot of the page; decision 0114). Until it has arrived — and
  // for good if it cannot load (offline, a new deploy) — the same links are a plain scrolling list,
  // the same elements throughout, so a card a keyboard visitor is on stays on the page until the
  // swap. With it, the card that had the focus when the carousel replaced the list: the carousel
  // focuses its copy (WCAG 2.2 SC 2.4.3; the swap removes the focused element).
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const swiperReady = useLazyPart(webLinksSwiper, near, () => setFocusIndex(focusedCardIndex(ref.current)));

  return (
    <section ref={ref} className="home-weblinks" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section-title">
        {t(homeTexts.stateWebsites)}
      </h2>
      <QueryStates query={query} isEmpty={isEmptyList} emptyMessage={t(homeTexts.noWebsites)}>
        {(links) =>
          swiperReady ? (
            <WebLinksSwiper links={links} focusIndex={focusIndex} />
          ) : (
            <WebLinksStatic links={links} />
          )
        }
      </QueryStates>
    </section>
  );
}
