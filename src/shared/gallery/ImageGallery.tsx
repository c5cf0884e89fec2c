import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { fill } from '../../i18n/fill';
import { commonTexts } from '../../i18n/texts';
import { useT } from '../../i18n/useT';
import { lazyWithPreload } from '../lazyWithPreload';
import { useInView } from '../useInView';
import { galleryTexts } from './texts';
import type { GalleryItem } from './types';
import './gallery.css';
import { ResponsiveImage } from '../ResponsiveImage';

// The full-size viewer is only needed after a click, so its code stays out of the page chunk
// (decision 0114's loader).
const { Component: Lightbox, preload: preloadLightbox } = lazyWithPreload(() =>
  import('./Lightbox').then((module) => ({ default: module.Lightbox })),
);

/**
 * A grid of thumbnails; each is a button that opens the full-size viewer (a modal dialog) at that
 * picture. Closing the viewer returns focus to the thumbnail that opened it.
 */
export function ImageGallery({
  items,
  eager = 0,
  className = '',
}: {
  items: GalleryItem[];
  /** How many thumbnails load at once (those above the fold); the rest load lazily. */
  eager?: number;
  className?: string;
}) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef(0);
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
            <button
              type="button"
              className="gallery-thumb"
              aria-haspopup="dialog"
              ref={(node) => {
                thumbs.current[index] = node;
              }}
              onClick={() => {
                opener.current = index;
                setOpen(index);
              }}
            >
              <ResponsiveImage
                src={item.thumb}
                sizes="(min-width: 1232px) 300px, 50vw"
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
            </button>
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
