import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fill } from '../../i18n/fill';
import type { GalleryItem } from './types';
import { ResponsiveImage } from '../ResponsiveImage';

export interface LightboxLabels {
  close: string;
  previous: string;
  next: string;
  /** "{n} of {total}", filled here. */
  position: string;
  viewer: string;
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * The full-size view of a gallery: a modal dialog over the page. Arrow keys and the two buttons move
 * through the pictures (wrapping round at the ends); Escape, the close button or a click on the
 * backdrop close it. Tab stays inside the dialog while it is open.
 */
export function Lightbox({
  items,
  index,
  onIndexChange,
  onClose,
  labels,
}: {
  items: GalleryItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  labels: LightboxLabels;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const count = items.length;
  const current = items[Math.min(Math.max(index, 0), count - 1)];
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  const go = (step: number) => onIndexChange((((index + step) % count) + count) % count);

  useEffect(() => {
    closeButton.current?.focus();
    // The page behind must not scroll while the viewer covers it.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // A click outside the browser window and back, or assistive technology, could move focus
    // behind the dialog: bring it back inside.
    const keepFocusInside = (event: FocusEvent) => {
      const node = dialog.current;
      if (node && event.target instanceof Node && !node.contains(event.target)) closeButton.current?.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('focusin', keepFocusInside);
    };
  }, []);

  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        onClose();
        return;
      case 'ArrowLeft':
        if (count > 1) {
          event.preventDefault();
          go(-1);
        }
        return;
      case 'ArrowRight':
        if (count > 1) {
          event.preventDefault();
          go(1);
        }
        return;
      case 'Tab': {
        const focusables = Array.from(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
        const first = focusables[0];
        const last = focusables[focusables.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
        return;
      }
      default:
    }
  };

  const position = fill(labels.position, { n: index + 1, total: count });
  const loading = loadedSrc !== current.src;

  return (
    <div
      className="lightbox"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className="lightbox__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <figure className="lightbox__figure">
          <div className="lightbox__frame" aria-busy={loading}>
            <ResponsiveImage
              key={current.src}
              className="lightbox__image"
              src={current.src}
              sizes="100vw"
              alt={current.alt}
              decoding="async"
              onLoad={() => setLoadedSrc(current.src)}
              onError={() => setLoadedSrc(current.src)}
            />
          </div>
          <figcaption className="lightbox__caption">
            <span id={titleId} className="lightbox__title">
              {current.alt}
            </span>
            <span className="lightbox__position" aria-live="polite">
              {position}
            </span>
          </figcaption>
        </figure>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="lightbox__nav lightbox__nav--prev"
              aria-label={labels.previous}
              onClick={() => go(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="lightbox__nav lightbox__nav--next"
              aria-label={labels.next}
              onClick={() => go(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        <button
          ref={closeButton}
          type="button"
          className="lightbox__close"
          aria-label={labels.close}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
