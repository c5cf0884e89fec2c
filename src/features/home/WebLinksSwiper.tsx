import { useState, type KeyboardEvent } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import type { WebLink } from '../../api/types';
import { useLang, useT, commonTexts } from '../../i18n';
import { usePrefersReducedMotion } from '../../shared/usePrefersReducedMotion';
import 'swiper/css';
import 'swiper/css/a11y';
import { homeTexts } from './texts';
import { WebLinkCard, focusCard } from './WebLinkCard';

/** Requirements §9: 2, 3, 4 and 6 slides from 350, 600, 768 and 1200 px (one below 350 px). */
export const WEBLINK_BREAKPOINTS = {
  350: { slidesPerView: 2 },
  600: { slidesPerView: 3 },
  768: { slidesPerView: 4 },
  1200: { slidesPerView: 6 },
} as const;

/**
 * The Swiper carousel of state websites (a lazy chunk). Keyboard: Tab reaches every link and
 * Swiper's A11y module brings a focused slide into view; the arrow keys and the two buttons move
 * the carousel while focus is inside it.
 */
export interface WebLinksSwiperProps {
  links: WebLink[];
  /** The plain list's card that had the focus when this replaced it: focused again at the start. */
  focusIndex?: number | null;
}

export default function WebLinksSwiper({ links, focusIndex = null }: WebLinksSwiperProps) {
  const t = useT();
  const lang = useLang();
  // Slides jump instead of gliding for visitors who ask for less motion.
  // The shared hook follows a change of the setting while the page is open.
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: links.length <= 1 });

  const update = (instance: SwiperInstance) => setEdges({ start: instance.isBeginning, end: instance.isEnd });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!swiper) return;
    if (event.key === 'ArrowRight') {
      swiper.slideNext();
      event.preventDefault();
    } else if (event.key === 'ArrowLeft') {
      swiper.slidePrev();
      event.preventDefault();
    }
  };

  return (
    <div className="home-weblinks__carousel" onKeyDown={onKeyDown}>
      <Swiper
        // Swiper writes its a11y texts once, at start: a new language starts a fresh instance.
        key={lang}
        className="home-weblinks__swiper"
        speed={reducedMotion ? 0 : 400}
        modules={[A11y]}
        slidesPerView={1}
        spaceBetween={16}
        breakpoints={WEBLINK_BREAKPOINTS}
        watchSlidesProgress
        a11y={{
          enabled: true,
          containerRoleDescriptionMessage: t(commonTexts.carousel),
          itemRoleDescriptionMessage: t(commonTexts.slide),
          slideLabelMessage: '{{index}} / {{slidesLength}}',
          scrollOnFocus: true,
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          if (focusIndex !== null && focusCard(instance.el, focusIndex)) instance.slideTo(focusIndex, 0);
          update(instance);
        }}
        onSlideChange={update}
        onResize={update}
        onReachBeginning={update}
        onReachEnd={update}
      >
        {links.map((link) => (
          <SwiperSlide key={link.id} className="home-weblinks__slide">
            <WebLinkCard link={link} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="home-weblinks__controls">
        <button
          type="button"
          className="home-weblinks__nav home-weblinks__nav--prev"
          aria-label={t(homeTexts.previousSlides)}
          aria-disabled={edges.start}
          onClick={() => swiper?.slidePrev()}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="home-weblinks__nav home-weblinks__nav--next"
          aria-label={t(homeTexts.nextSlides)}
          aria-disabled={edges.end}
          onClick={() => swiper?.slideNext()}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
