import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';

/**
 * Loaded with a dynamic import by Slider when it is first needed: Swiper and its CSS stay out of
 * the critical path. It takes over the box the current slide already fills, so nothing moves.
 */
export interface SliderSwiperHandle {
  prev(): void;
  next(): void;
  /** Keyboard focus has entered slide `index`: the rotation stops and that slide is shown at rest. */
  holdAt(index: number): void;
}

export interface SliderSwiperProps {
  count: number;
  className: string;
  paused: boolean;
  autoplayMs: number;
  speedMs: number;
  effect: 'slide' | 'fade';
  active: number;
  onActiveChange: (index: number) => void;
  handleRef: RefObject<SliderSwiperHandle | null>;
  renderSlide: (index: number) => ReactNode;
  slideKey: (index: number) => string | number;
}

export function SliderSwiper({
  count,
  className,
  paused,
  autoplayMs,
  speedMs,
  effect,
  active,
  onActiveChange,
  handleRef,
  renderSlide,
  slideKey,
}: SliderSwiperProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (paused) swiper.autoplay.stop();
    else swiper.autoplay.start();
  }, [swiper, paused]);

  useEffect(() => {
    if (!swiper) return;
    handleRef.current = {
      prev: () => swiper.slidePrev(),
      next: () => swiper.slideNext(),
      holdAt: (index) => {
        if (swiper.destroyed) return;
        // At once, not after React has rendered the held state: a change must not start now.
        swiper.autoplay.stop();
        if (swiper.realIndex !== index) swiper.slideTo(index, 0);
        // A change already under way (a slide, or a fade) ends now rather than carrying the
        // focused link across the box and out of it (WCAG 2.4.11, requirements §10). Only
        // transitions: finishing an endless animation of a slide's content would throw.
        for (const animation of swiper.el.getAnimations?.({ subtree: true }) ?? []) {
          if ('transitionProperty' in animation) animation.finish();
        }
        // The browser scrolled the clipped box to bring the moving link into view, which would
        // push the slide out of it once at rest (Swiper's own A11y module undoes it the same way).
        swiper.el.scrollLeft = 0;
        swiper.el.scrollTop = 0;
      },
    };
    return () => {
      handleRef.current = null;
    };
  }, [swiper, handleRef]);

  return (
    <Swiper
      className={className}
      modules={[Autoplay, EffectFade]}
      effect={effect}
      fadeEffect={{ crossFade: true }}
      initialSlide={active}
      // Rewind instead of loop: loop clones slides, which duplicates links for keyboard and screen readers.
      rewind
      // The next and the previous slides' pictures load ahead (their lazy images made eager), so an
      // automatic change or a swipe on a slow network does not land on an empty slide.
      lazyPreloadPrevNext={1}
      speed={speedMs}
      // The rotation goes on after a click on the buttons or a swipe (the pause button stops it).
      // Slider holds it while the pointer is over the slides (`paused`), as it did before Swiper came.
      autoplay={{ delay: autoplayMs, disableOnInteraction: false }}
      onSwiper={(instance) => {
        if (paused) instance.autoplay.stop();
        setSwiper(instance);
      }}
      onSlideChange={(instance) => onActiveChange(instance.realIndex)}
    >
      {Array.from({ length: count }, (_, index) => (
        <SwiperSlide key={slideKey(index)}>{renderSlide(index)}</SwiperSlide>
      ))}
    </Swiper>
  );
}
