import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { queries } from '../../api/queries';
import type { Banner } from '../../api/types';
import { pick, useLang, useT } from '../../i18n';
import { Skeleton } from '../../shared/Skeleton';
import { usePrefersReducedMotion } from '../../shared/usePrefersReducedMotion';
import type { BannerSwiperHandle, BannerSwiperProps } from './BannerSwiper';
import { framePhrases } from './phrases';
import { DataLink } from '../../shared/DataLink';
import { PlayPauseIcon } from './icons';

/**
 * The header's banner slider (requirements §1, §9): Swiper with autoplay every 5000 ms. Swiper is not in
 * the critical JS: the first banner renders at once as a plain image and Swiper is imported after
 * mount. Pause/play and previous/next controls come first (WAI-ARIA carousel pattern); under
 * `prefers-reduced-motion` the slider starts paused and slides change without animation.
 */
export function BannerSlider() {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  const { data, isPending, isError } = useQuery(queries.banners());
  const [Carousel, setCarousel] = useState<ComponentType<BannerSwiperProps> | null>(null);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [active, setActive] = useState(0);
  // Keyboard focus on a banner link holds the rotation, so the link does not slide away under it.
  const [focusInside, setFocusInside] = useState(false);
  const handle = useRef<BannerSwiperHandle | null>(null);
  const banners = data ?? [];
  const total = banners.length;
  const paused = userPaused ?? reducedMotion;

  useEffect(() => {
    if (total < 2) return;
    let alive = true;
    import('./BannerSwiper')
      .then((module) => {
        if (alive) setCarousel(() => module.BannerSwiper);
      })
      // Without Swiper the first banner stays and the buttons still step through the banners.
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [total]);

  if (isPending) {
    return (
      <div className="frame-banners frame-banners--loading">
        <Skeleton className="frame-banners__skeleton" height="100%" />
      </div>
    );
  }
  // No error handling in the original (requirements §8): a failed or empty list leaves the band without banners.
  if (isError || total === 0) return null;

  const step = (delta: number) => {
    if (handle.current) {
      if (delta < 0) handle.current.prev();
      else handle.current.next();
    } else {
      setActive((i) => (i + delta + total) % total);
    }
  };
  const renderSlide = (banner: Banner, index: number) => (
    <BannerSlide banner={banner} index={index} total={total} />
  );

  return (
    <section
      className="frame-banners"
      aria-roledescription={t(framePhrases.carousel)}
      aria-label={t(framePhrases.banners)}
    >
      {total > 1 ? (
        <div className="frame-banners__controls">
          <button
            type="button"
            className="frame-icon-button"
            aria-label={t(paused ? framePhrases.playSlides : framePhrases.pauseSlides)}
            title={t(paused ? framePhrases.playSlides : framePhrases.pauseSlides)}
            onClick={() => setUserPaused(!paused)}
          >
            <PlayPauseIcon playing={!paused} />
          </button>
          <button
            type="button"
            className="frame-icon-button"
            aria-label={t(framePhrases.previousBanner)}
            title={t(framePhrases.previousBanner)}
            onClick={() => step(-1)}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className="frame-icon-button"
            aria-label={t(framePhrases.nextBanner)}
            title={t(framePhrases.nextBanner)}
            onClick={() => step(1)}
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      ) : null}
      <div
        className="frame-banners__viewport"
        onFocus={() => setFocusInside(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
        }}
      >
        {Carousel ? (
          <Carousel
            banners={banners}
            paused={paused || focusInside}
            reducedMotion={reducedMotion}
            active={active}
            onActiveChange={setActive}
            handleRef={handle}
            renderSlide={renderSlide}
          />
        ) : (
          renderSlide(banners[active] ?? banners[0]!, active)
        )}
      </div>
    </section>
  );
}

function BannerSlide({ banner, index, total }: { banner: Banner; index: number; total: number }) {
  const lang = useLang();
  const t = useT();
  const caption = pick(banner, 'text', lang, 'tm').trim();
  const label = t(framePhrases.slideOf)
    .replace('{n}', String(index + 1))
    .replace('{total}', String(total));
  const body = (
    <>
      <img
        className="frame-banner__image"
        src={banner.image}
        // With a caption the image is decorative; without one it still needs a name (it may be a link).
        alt={caption ? '' : `${t(framePhrases.banner)} ${index + 1}`}
        width={1600}
        height={500}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        decoding="async"
      />
      {caption ? <span className="frame-banner__caption">{caption}</span> : null}
    </>
  );
  return (
    <div
      className="frame-banner"
      role="group"
      aria-roledescription={t(framePhrases.slide)}
      aria-label={label}
    >
      {/* A banner whose url is null is not a link (requirements §3). */}
      {banner.url ? (
        <DataLink url={banner.url} className="frame-banner__link">
          {body}
        </DataLink>
      ) : (
        body
      )}
    </div>
  );
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <path
        d={
          direction === 'left'
            ? 'M10.5 2L4.5 8l6 6 1.4-1.4L7.3 8l4.6-4.6z'
            : 'M5.5 2l6 6-6 6-1.4-1.4L8.7 8 4.1 3.4z'
        }
        fill="currentColor"
      />
    </svg>
  );
}
