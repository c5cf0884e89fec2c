import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Banner } from '../../api/types';

/** Loaded with a dynamic import by BannerSlider: Swiper stays out of the critical JS. */
export const BANNER_AUTOPLAY_MS = 5000;

export interface BannerSwiperHandle {
  prev(): void;
  next(): void;
}

export interface BannerSwiperProps {
  banners: Banner[];
  paused: boolean;
  reducedMotion: boolean;
  active: number;
  onActiveChange: (index: number) => void;
  handleRef: RefObject<BannerSwiperHandle | null>;
  renderSlide: (banner: Banner, index: number) => ReactNode;
}

export function BannerSwiper({
  banners,
  paused,
  reducedMotion,
  active,
  onActiveChange,
  handleRef,
  renderSlide,
}: BannerSwiperProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (paused) swiper.autoplay.stop();
    else swiper.autoplay.start();
  }, [swiper, paused]);

  useEffect(() => {
    if (!swiper) return;
    handleRef.current = { prev: () => swiper.slidePrev(), next: () => swiper.slideNext() };
    return () => {
      handleRef.current = null;
    };
  }, [swiper, handleRef]);

  return (
    <Swiper
      className="frame-swiper"
      modules={[Autoplay]}
      initialSlide={active}
      // Rewind instead of loop: loop clones slides, which duplicates links for keyboard and screen readers.
      rewind
      speed={reducedMotion ? 0 : 600}
      autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      onSwiper={(instance) => {
        if (paused) instance.autoplay.stop();
        setSwiper(instance);
      }}
      onSlideChange={(instance) => onActiveChange(instance.realIndex)}
    >
      {banners.map((banner, index) => (
        // Slides out of view are inert: their links are not in the tab order nor read out.
        <SwiperSlide key={banner.id} inert={index !== active}>
          {renderSlide(banner, index)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
