/**
 * The widths the server makes of a picture, the one list of them: the `srcset` of every API
 * picture (ResponsiveImage.tsx) and nginx's resize location (scripts/serve/render.ts writes its map from this
 * list) are both made from it, so the site never asks for a width the server refuses.
 * A 2× phone showing a picture 180 px wide gets the 480 px one; a 1× desktop's full-width banner
 * the 1920 px one (a picture is never enlarged: a smaller original comes as it is).
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The query parameter that names the width (docs/decisions/0150). */
export const WIDTH_PARAM = 'w';

/**
 * The address of `src` at `width`, or null when the server cannot resize it: only the API's
 * pictures under `/media/` on the site's own origin are (nginx resizes nothing else; a picture on
 * another host comes as it is).
 */
export function resizedUrl(src: string, width: ImageWidth): string | null {
  // A space or a comma would end the address inside `srcset`.
  if (!src.startsWith('/media/') || /[#\s,]/.test(src)) return null;
  const separator = src.includes('?') ? '&' : '?';
  return `${src}${separator}${WIDTH_PARAM}=${width}`;
}

/** `srcset` for `src` over every listed width, or undefined when it cannot be resized. */
export function imageSrcSet(src: string): string | undefined {
  if (resizedUrl(src, IMAGE_WIDTHS[0]) === null) return undefined;
  return IMAGE_WIDTHS.map((width) => `${resizedUrl(src, width)} ${width}w`).join(', ');
}

/** The smallest listed width of at least `width` (the largest when none is). */
export function listedWidthAtLeast(width: number): ImageWidth {
  return IMAGE_WIDTHS.find((listed) => listed >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/**
 * The width sent to a visitor who asks to save data (`Save-Data: on`) for a request of `width`:
 * the largest listed width of at most half of it (a 2× phone then gets its 1× picture), the
 * smallest one at least.
 */
export function saveDataWidth(width: ImageWidth): ImageWidth {
  const half = IMAGE_WIDTHS.filter((listed) => listed <= width / 2);
  return half[half.length - 1] ?? IMAGE_WIDTHS[0];
}
