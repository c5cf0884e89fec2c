import { useId } from 'react';
import { Link } from '../../shared/LangLink';
import type { BannerSection, WelcomeSection } from '../../api/types';
import { useLang } from '../../i18n/lang';
import { pick } from '../../i18n/pick';
import { useT } from '../../i18n/useT';
import { Slider, slideImageProps } from '../../shared/slider/Slider';
import { sectionLink } from './sectionLink';
import { welcomeTexts } from './texts';
import { commonTexts } from '../../i18n/texts';
import './banner-slider.css';
import { ResponsiveImage } from '../../shared/ResponsiveImage';

/** Requirements §9: the Welcome slider changes every 5 s with a 2 s fade and keeps going after interaction. */
export const WELCOME_AUTOPLAY_MS = 5000;
export const WELCOME_FADE_MS = 2000;

/**
 * The banner sections of the visitor guide as a fading slideshow (name and short text on each) on
 * the shared Slider: same controls, pause and reduced-motion rule as the header's banners.
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
  const headingId = useId();

  return (
    <>
      {/* The slider is a section of the page: a (visually hidden) heading names it. */}
      <h2 id={headingId} className="visually-hidden">
        {t(welcomeTexts.slider)}
      </h2>
      <Slider
        items={banners}
        itemKey={(banner) => banner.id ?? banner.slug}
        renderSlide={(banner, index) => {
          const name = pick(banner, 'name', lang, 'tm');
          const text = pick(banner, 'short_content', lang, 'tm');
          const section = sections?.find((s) => s.slug === banner.slug);
          return (
            <>
              <ResponsiveImage
                className="welcome-slide__image"
                src={banner.image}
                sizes="100vw"
                alt=""
                width={1600}
                height={700}
                {...slideImageProps(index)}
              />
              <div className="welcome-slide__caption">
                <p className="welcome-slide__name">{name}</p>
                {text ? <p className="welcome-slide__text">{text}</p> : null}
                {section && sections ? (
                  <Link className="welcome-slide__more" {...sectionLink(section, sections)}>
                    {t(welcomeTexts.readMore)}
                    <span className="visually-hidden">: {name}</span>
                  </Link>
                ) : null}
              </div>
            </>
          );
        }}
        texts={{
          label: t(welcomeTexts.slider),
          carousel: t(commonTexts.carousel),
          slide: t(commonTexts.slide),
          position: t(commonTexts.position),
          previous: t(welcomeTexts.previousSlide),
          next: t(welcomeTexts.nextSlide),
          pause: t(welcomeTexts.pause),
          play: t(welcomeTexts.play),
        }}
        classes={{
          root: 'welcome-slider',
          controls: 'welcome-slider__controls',
          button: 'welcome-slider__button',
          viewport: 'welcome-slider__viewport',
          swiper: 'welcome-slider__swiper',
          slide: 'welcome-slide',
        }}
        autoplayMs={WELCOME_AUTOPLAY_MS}
        speedMs={WELCOME_FADE_MS}
        effect="fade"
        labelledBy={headingId}
      />
    </>
  );
}
