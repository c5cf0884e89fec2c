import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callQuery } from '../../api/queries';
import { HTML_LANG, useLang } from '../../i18n/lang';
import { useT } from '../../i18n/useT';
import { EmptyState } from '../../blocks/QueryStates';
import { Skeleton } from '../../shared/Skeleton';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useSiteName } from '../../i18n/siteName';
import { ImageGallery } from '../../shared/gallery/ImageGallery';
import { THUMBS_ACROSS_CONTAINER } from '../../shared/gallery/thumbSizes';
import { toGalleryItems } from '../../blocks/galleryItems';
import { commonTexts } from '../../i18n/texts';
import { galleryTexts } from '../../shared/gallery/texts';
import { resizedUrl } from '../../shared/ResponsiveImage';
import { config } from '../../shared/config';
import { mediaTexts } from './texts';
import './media.css';

/** Thumbnails in the first rows are above the fold on a desktop screen. */
const EAGER_THUMBS = 4;
/**
 * The gallery's thumbnails across the whole container: five columns from 1080 px (at most 1200 px
 * wide from 1232), fewer below as the gallery says.
 */
const GALLERY_SIZES = `(min-width: 1232px) 231px, (min-width: 1080px) calc((100vw - 80px) / 5), ${THUMBS_ACROSS_CONTAINER}`;

function GridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div className="media-skeleton" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="media-skeleton__tile" />
      ))}
    </div>
  );
}

/**
 * `/media`: the image gallery (thumbnails, full-size viewer) and the videos. Requirements §8: both lists
 * fall back to empty when their call fails, so a failure shows the quiet "no photos/videos yet"
 * text, never an error box or an endless spinner.
 */
export function Component() {
  const t = useT();
  const lang = useLang();
  const siteName = useSiteName();
  const images = useQuery(callQuery('getImages'));
  const videos = useQuery(callQuery('getVideos'));
  useDocumentTitle(t(mediaTexts.title), siteName, t(mediaTexts.description));

  const imageWord = t(galleryTexts.image);
  const items = useMemo(
    () => toGalleryItems(images.data ?? [], lang, imageWord),
    [images.data, lang, imageWord],
  );
  const videoList = videos.data ?? [];

  return (
    <div className="container page media-page">
      <h1 className="page-title">{t(mediaTexts.title)}</h1>

      <section className="media-section" aria-labelledby="media-images">
        <h2 id="media-images">{t(mediaTexts.images)}</h2>
        {images.isPending ? (
          <GridSkeleton count={8} label={t(commonTexts.loading)} />
        ) : items.length > 0 ? (
          <ImageGallery items={items} sizes={GALLERY_SIZES} eager={EAGER_THUMBS} />
        ) : (
          <EmptyState message={t(mediaTexts.noImages)} />
        )}
      </section>

      <section className="media-section" aria-labelledby="media-videos">
        <h2 id="media-videos">{t(mediaTexts.videos)}</h2>
        {videos.isPending ? (
          <GridSkeleton count={3} label={t(commonTexts.loading)} />
        ) : videoList.length > 0 ? (
          <ul className="media-videos">
            {videoList.map((video, index) => {
              const label = `${t(mediaTexts.video)} ${index + 1}`;
              return (
                <li key={video.id ?? index} className="media-videos__item">
                  {/* preload="none": nothing but the poster is fetched until the visitor presses play. */}
                  <video
                    className="media-videos__player"
                    controls
                    preload="none"
                    // A poster has no srcset: 250 px high (about 445 px wide) is 640 px wide at 1.5×.
                    poster={
                      video.poster
                        ? (resizedUrl(video.poster, 640, config.mediaResizeOrigins) ?? video.poster)
                        : undefined
                    }
                    src={video.src}
                    height={250}
                    aria-label={label}
                  >
                    {/* Captions when the API has them; the one in the page's language is on by default. */}
                    {(video.tracks ?? []).map((track) => (
                      <track
                        key={track.src}
                        src={track.src}
                        srcLang={track.srclang}
                        label={track.label}
                        kind={track.kind}
                        default={track.srclang === HTML_LANG[lang]}
                      />
                    ))}
                    <a href={video.src}>{t(mediaTexts.download)}</a>
                  </video>
                </li>
              );
            })}
          </ul>
        ) : (
          <EmptyState message={t(mediaTexts.noVideos)} />
        )}
      </section>
    </div>
  );
}
