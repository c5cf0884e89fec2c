import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, EffectFade } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/effect-fade';
import type { BannerSection, WelcomeSection } from '../../api/types';
import { useLang } from '../../i18n/lang';
import { pick } from '../../i18n/pick';
import { useT } from '../../i18n/useT';
import { usePrefersReducedMotion } from '../../shared/usePrefersReducedMotion';
import { sectionLink } from './sectionLink';
import { welcomePhrases } from './phrases';
import './banner-slider.css';

/** Requirements §9: the Welcome slider changes every 5 s with a 2 s fade and keeps going after interaction. */
export const WELCOME_AUTOPLAY_MS = 5000;
export const WELCOME_FADE_MS = 2000;

/**
 * The banner sections of the visitor guide as a fading slideshow (name and short text on each).
 * A visible button pauses and resumes it (WCAG 2.2.2); with `prefers-reduced-motion` it starts
 * paused and changes without the fade. Only the current slide is exposed to assistive technology.
 */
export function BannerSlider({
  banners,
  sections,
}: {
  banners: BannerSection[];
  sections?: WelcomeSection[];
}) {
  const t = useT();
  const lang = useLang();
  const labelId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  // Under reduced motion the slideshow starts paused; the visitor may still start it.
  const [playing, setPlaying] = useState(!reducedMotion);
  const count = banners.length;

  // Autoplay is configured on the Swiper; whether it runs follows the visitor's choice.
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing && count > 1) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing, count]);

  const go = (step: number) => {
    if (!swiper) return;
    swiper.slideTo((((swiper.realIndex + step) % count) + count) % count);
  };

  return (
    <section
      className="welcome-slider"
      aria-roledescription={t(welcomePhrases.carousel)}
      aria-labelledby={labelId}
    >
      <h2 id={labelId} className="visually-hidden">
        {t(welcomePhrases.slider)}
      </h2>
      <Swiper
        className="welcome-slider__swiper"
        modules={[Autoplay, EffectFade]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        speed={reducedMotion ? 0 : WELCOME_FADE_MS}
        autoplay={{ delay: WELCOME_AUTOPLAY_MS, disableOnInteraction: false }}
        rewind
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.realIndex)}
      >
        {banners.map((banner, index) => {
          const name = pick(banner, 'name', lang, 'tm');
          const text = pick(banner, 'short_content', lang, 'tm');
          const section = sections?.find((s) => s.slug === banner.slug);
          const current = index === active;
          return (
            <SwiperSlide
              key={banner.id ?? banner.slug}
              className="welcome-slide"
              role="group"
              aria-roledescription={t(welcomePhrases.slide)}
              aria-label={t(welcomePhrases.slidePosition)
                .replace('{n}', String(index + 1))
                .replace('{total}', String(count))}
              aria-hidden={current ? undefined : true}
              inert={!current}
            >
              <img
                className="welcome-slide__image"
                src={banner.image}
                alt=""
                width={1600}
                height={700}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
              <div className="welcome-slide__caption">
                <p className="welcome-slide__name">{name}</p>
                {text ? <p className="welcome-slide__text">{text}</p> : null}
                {section && sections ? (
                  <Link className="welcome-slide__more" {...sectionLink(section, sections)}>
                    {t(welcomePhrases.readMore)}
                    <span className="visually-hidden">: {name}</span>
                  </Link>
                ) : null}
              </div>
            </SwiperSlide>
          );
        })}
      </Swiper>
      {count > 1 ? (
        <div className="welcome-slider__controls">
          <button
            type="button"
            className="welcome-slider__button"
            aria-label={t(welcomePhrases.previousSlide)}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="welcome-slider__button welcome-slider__toggle"
            onClick={() => setPlaying((value) => !value)}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            <span className="visually-hidden">
              {playing ? t(welcomePhrases.pause) : t(welcomePhrases.play)}
            </span>
          </button>
          <button
            type="button"
            className="welcome-slider__button"
            aria-label={t(welcomePhrases.nextSlide)}
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
