/**
 * The widths the server makes of a picture, the one list of them: the `srcset` of every API
 * picture (ResponsiveImage.tsx) and nginx's resize location (scripts/serve/render.ts writes its map from this
 * list) are both made from it, so the site never asks for a width the server refuses.
 * A 2× phone showing a picture 180 px wide gets the 480 px one; a 1× desktop's full-width banner
 * the 1920 px one (a picture is never enlarged: a smaller original comes as it is).
 */
// 240 and 800 are there for the common phones (1.75–2× screens 360–412 px wide): the news columns'
// thumbnails are 120 px wide (210–240 device pixels, which got 320) and a full-width picture needs
// 665–780 (which got 960, a third more bytes: a news picture 32.7 kB instead of about 24).
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 800, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The query parameter that names the width (docs/decisions/0150). */
export const WIDTH_PARAM = 'w';

/**
 * Where the site's nginx serves the pictures of another host it resizes:
 * `/media-origins/{host}{path}` is `{origin}{path}` for an origin the operator lists in
 * MEDIA_ORIGINS (scripts/serve/mediaOrigins.ts writes a location for each).
 */
export const MEDIA_ORIGINS_PREFIX = '/media-origins/';

/**
 * The site's own address of the picture `src` that its server can resize, or null: the API's
 * pictures under `/media/` on the site's own origin, and a picture of a host in `origins` (the
 * listed MEDIA_ORIGINS, config.mediaResizeOrigins) as `/media-origins/{host}{path}`. Any other
 * host comes as it is. An address `srcset` cannot hold (a space or a comma ends it there) is not
 * resized; nor is another host's with a query (the resizer asks for the path alone).
 */
function resizableAddress(src: string, origins: readonly string[]): string | null {
  if (/[#\s,]/.test(src)) return null;
  if (src.startsWith('/media/')) return src;
  if (!/^https?:\/\//i.test(src) || origins.length === 0) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (!origins.includes(url.origin) || url.search || url.username || url.password) return null;
  return `${MEDIA_ORIGINS_PREFIX}${url.host}${url.pathname}`;
}

/** The address of `src` at `width`, or null when the server cannot resize it (resizableAddress). */
export function resizedUrl(src: string, width: ImageWidth, origins: readonly string[] = []): string | null {
  const address = resizableAddress(src, origins);
  if (address === null) return null;
  const separator = address.includes('?') ? '&' : '?';
  return `${address}${separator}${WIDTH_PARAM}=${width}`;
}

/** `srcset` for `src` over every listed width, or undefined when it cannot be resized. */
export function imageSrcSet(src: string, origins: readonly string[] = []): string | undefined {
  if (resizedUrl(src, IMAGE_WIDTHS[0], origins) === null) return undefined;
  return IMAGE_WIDTHS.map((width) => `${resizedUrl(src, width, origins)} ${width}w`).join(', ');
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
