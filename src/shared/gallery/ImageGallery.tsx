import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { fill } from '../../i18n/fill';
import { commonTexts } from '../../i18n/texts';
import { useT } from '../../i18n/useT';
import { galleryTexts } from './texts';
import type { GalleryItem } from './types';
import './gallery.css';

const loadLightbox = () => import('./Lightbox');
// The full-size viewer is only needed after a click, so its code stays out of the page chunk.
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

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

  const close = useCallback(() => {
    setOpen(null);
    // After the dialog has unmounted, so that nothing takes the focus back from the thumbnail.
    requestAnimationFrame(() => thumbs.current[opener.current]?.focus());
  }, []);

  if (items.length === 0) return null;

  return (
    <>
      <ul
        className={`gallery-grid ${className}`}
        // Warm the viewer's chunk as soon as the visitor heads for a thumbnail.
        onPointerEnter={() => void loadLightbox()}
        onFocus={() => void loadLightbox()}
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
              <img
                src={item.thumb}
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
