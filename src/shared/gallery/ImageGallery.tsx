import { Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { fill } from '../../i18n/fill';
import { commonTexts } from '../../i18n/texts';
import { useT } from '../../i18n/useT';
import { lazyWithPreload } from '../lazyWithPreload';
import { useHydrated } from '../useHydrated';
import { useInView } from '../useInView';
import { galleryTexts } from './texts';
import type { GalleryItem } from './types';
import './gallery.css';
import { ResponsiveImage } from '../ResponsiveImage';
import { config } from '../config';
import { resizedUrl } from '../imageWidths';

/**
 * Where a thumbnail leads without the app (not started yet on a slow line, decision 0260, or failed):
 * the picture itself, at the width a screen shows it whole (never larger than its original, WebP
 * where accepted: decision 0250), or as the API gives it when the server cannot resize it.
 */
export const pictureLink = (src: string) => resizedUrl(src, 1280, config.mediaResizeOrigins) ?? src;

/** A click the browser should handle itself (a new tab or window, a download), not the viewer. */
const ownClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

// The full-size viewer is only needed after a click, so its code stays out of the page chunk
// (decision 0114's loader).
const { Component: Lightbox, preload: preloadLightbox } = lazyWithPreload(() =>
  import('./Lightbox').then((module) => ({ default: module.Lightbox })),
);

/**
 * A grid of thumbnails; each is a link to its picture, which the app turns into the opener of the
 * full-size viewer (a modal dialog) at that picture: without the app (a slow line's visitor who
 * has not used anything yet, decision 0260) the link shows the picture. Closing the viewer returns
 * focus to the thumbnail that opened it.
 */
export function ImageGallery({
  items,
  sizes,
  eager = 0,
  className = '',
}: {
  items: GalleryItem[];
  /**
   * How wide a thumbnail is shown, as `sizes` says it: gallery.css's grid (columns of 200 px at
   * least, a 0.75rem gap) across the column the page gives the gallery, which only the page knows;
   * across the container, up to four columns, `THUMBS_ACROSS_CONTAINER` (thumbSizes.ts).
   */
  sizes: string;
  /** How many thumbnails load at once (those above the fold); the rest load lazily. */
  eager?: number;
  className?: string;
}) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);
  const opener = useRef(0);
  // Only the app's link opens a dialog: the prerendered one (the same until hydrated) shows the picture.
  const hydrated = useHydrated();
  // The viewer's chunk (under 3 kB) is fetched and evaluated once the grid comes near the viewport,
  // not when a finger lands on a thumbnail: on a phone `pointerenter` comes with the tap itself,
  // and the chunk's evaluation would delay the tap's response (Interaction to Next Paint,
  // docs/performance.md).
  const [grid, near] = useInView<HTMLUListElement>('200px');
  useEffect(() => {
    if (near) void preloadLightbox();
  }, [near]);

  const close = useCallback(() => {
    setOpen(null);
    // After the dialog has unmounted, so that nothing takes the focus back from the thumbnail.
    requestAnimationFrame(() => thumbs.current[opener.current]?.focus());
  }, []);

  if (items.length === 0) return null;

  return (
    <>
      <ul
        ref={grid}
        className={`gallery-grid ${className}`}
        // A keyboard visitor reaching the grid first (a focus comes before any scroll).
        onFocus={() => void preloadLightbox()}
      >
        {items.map((item, index) => (
          <li key={item.key} className="gallery-grid__item">
            <a
              href={pictureLink(item.src)}
              className="gallery-thumb"
              aria-haspopup={hydrated ? 'dialog' : undefined}
              ref={(node) => {
                thumbs.current[index] = node;
              }}
              onClick={(event) => {
                if (ownClick(event)) return;
                event.preventDefault();
                opener.current = index;
                setOpen(index);
              }}
            >
              <ResponsiveImage
                src={item.thumb}
                sizes={sizes}
                alt={item.alt}
                width={400}
                height={300}
                loading={index < eager ? 'eager' : 'lazy'}
                decoding="async"
              />
              {/* Pictures may share a name (or have none): the position makes each opener's name its
                  own (WCAG 2.4.6), and tells where the viewer will open. */}{' '}
              <span className="visually-hidden">
                {`(${fill(t(commonTexts.position), { n: index + 1, total: items.length })})`}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={<div className="lightbox lightbox--loading" aria-hidden="true" />}>
          <Lightbox
            items={items}
            index={open}
            onIndexChange={setOpen}
            onClose={close}
            labels={{
              close: t(galleryTexts.close),
              previous: t(galleryTexts.previous),
              next: t(galleryTexts.next),
              position: t(commonTexts.position),
              viewer: t(galleryTexts.viewer),
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
