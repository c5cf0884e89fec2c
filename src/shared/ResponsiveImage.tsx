import type { ImgHTMLAttributes } from 'react';
import { config } from './config';
import { imageSrcSet } from './imageWidths';

export { IMAGE_WIDTHS, resizedUrl, imageSrcSet, type ImageWidth } from './imageWidths';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'>;

/**
 * An API picture at the size it is shown: `srcset` over IMAGE_WIDTHS and `sizes` from the caller,
 * who knows the layout (`sizes` says how wide the picture is shown at each viewport width). A lazy
 * picture with a `width` and a `height` lets the browser measure its own box (`sizes="auto"`, where
 * supported) and falls back to the caller's hint; an eager one (the LCP) must be chosen before
 * layout, from the hint alone.
 * `src` stays the original: the address a browser without `srcset` (or a crawler) takes.
 * Everything else (`fetchPriority`, `loading`, `width`/`height`) passes through, so React still
 * hoists the LCP picture's preload (with its `imagesrcset`) into `<head>`.
 */
export function ResponsiveImage({ src, sizes, loading, ...rest }: ImgProps & { src: string; sizes: string }) {
  const srcSet = imageSrcSet(src, config.mediaResizeOrigins);
  // `auto` only with a width and a height: a browser that reads it gives the picture a size of its
  // own (300 × 150 px until the CSS sizes it), and the two attributes give the CSS its shape.
  const measured = loading === 'lazy' && rest.width != null && rest.height != null;
  return (
    // srcset and sizes before src: a browser that sees src first may start fetching the original.
    <img
      srcSet={srcSet}
      sizes={srcSet ? (measured ? `auto, ${sizes}` : sizes) : undefined}
      src={src}
      loading={loading}
      {...rest}
    />
  );
}

/**
 * What a kind of picture declares once, beside its CSS: its class, its `sizes` hint (the width it
 * is shown at, from the CSS's own numbers), and the box the API's pictures of that kind come in
 * (`width`/`height`: the aspect the layout reserves before the picture arrives).
 */
export interface PictureLayout {
  className?: string;
  sizes: string;
  width: number;
  height: number;
}

/**
 * The props of a picture that illustrates a title beside it (a card, a line of a list, a cover):
 * decorative (`alt=""`: the title names the same thing, and a screen reader would read it twice),
 * fetched when it comes near the viewport and decoded off the main thread. A picture on the first
 * screen overrides `loading` after the spread.
 */
export function decorativePicture(layout: PictureLayout) {
  return { alt: '', loading: 'lazy', decoding: 'async', ...layout } as const;
}
