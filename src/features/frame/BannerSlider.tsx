import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../api/queries';
import type { Banner } from '../../api/types';
import { pick, useLang, useT, commonTexts } from '../../i18n';
import { DataLink } from '../../shared/DataLink';
import { Skeleton } from '../../shared/Skeleton';
import { Slider, slideImageProps } from '../../shared/slider/Slider';
import { frameTexts } from './texts';
import { ResponsiveImage } from '../../shared/ResponsiveImage';

/** Requirements §4, §9: the header's banners change every 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;
const BANNER_SPEED_MS = 600;

/**
 * The header's banner slider (requirements §1, §9) on the shared Slider: the first banner is in the HTML,
 * Swiper comes after the first paint; pause/play, previous/next, paused under reduced motion.
 */
export function BannerSlider() {
  const t = useT();
  const { data, isPending, isError } = useQuery(callQuery('getBanners'));

  if (isPending) {
    return (
      <div className="frame-banners frame-banners--loading">
        <Skeleton className="frame-banners__skeleton" height="100%" />
      </div>
    );
  }
  // No error handling in the original (requirements §8): a failed or empty list leaves the band without banners.
  if (isError || data.length === 0) return null;

  return (
    <Slider
      items={data}
      itemKey={(banner) => banner.id}
      renderSlide={(banner, index) => <BannerSlide banner={banner} index={index} />}
      texts={{
        label: t(frameTexts.banners),
        carousel: t(commonTexts.carousel),
        slide: t(commonTexts.slide),
        position: t(commonTexts.position),
        previous: t(frameTexts.previousBanner),
        next: t(frameTexts.nextBanner),
        pause: t(frameTexts.pauseSlides),
        play: t(frameTexts.playSlides),
      }}
      classes={{
        root: 'frame-banners',
        controls: 'frame-banners__controls',
        button: 'frame-icon-button',
        viewport: 'frame-banners__viewport',
        swiper: 'frame-swiper',
        slide: 'frame-banner',
      }}
      autoplayMs={BANNER_AUTOPLAY_MS}
      speedMs={BANNER_SPEED_MS}
    />
  );
}

function BannerSlide({ banner, index }: { banner: Banner; index: number }) {
  const lang = useLang();
  const t = useT();
  const caption = pick(banner, 'text', lang, 'tm').trim();
  const body = (
    <>
      <ResponsiveImage
        className="frame-banner__image"
        src={banner.image}
        // The band's first column (frame.css): 2.2 of 3.2 parts of the container less its 1rem gap
        // from 992 px, the container (1rem each side, at most 1200 px) below.
        sizes="(min-width: 1232px) 814px, (min-width: 992px) calc((100vw - 48px) * 0.6875), calc(100vw - 2rem)"
        // With a caption the image is decorative; without one it still needs a name (it may be a link).
        alt={caption ? '' : `${t(frameTexts.banner)} ${index + 1}`}
        width={1600}
        height={500}
        {...slideImageProps(index)}
      />
      {caption ? <span className="frame-banner__caption">{caption}</span> : null}
    </>
  );
  // A banner whose url is null is not a link (requirements §3).
  return banner.url ? (
    <DataLink url={banner.url} className="frame-banner__link">
      {body}
    </DataLink>
  ) : (
    body
  );
}
