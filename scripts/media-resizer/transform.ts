/**
 * One picture at one width in one negotiated format, never larger than its source (decision 0250).
 * libvips through sharp: a photo goes as lossy WebP to a browser that accepts WebP, a logo or a
 * palette picture as lossless WebP or a palette PNG (the smaller), and in its own format to any
 * other browser. When what was made is not smaller than the source, the source is the answer.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';

/** What nginx negotiated from the visitor's Accept (media-sizes.conf's `$media_format`). */
export const NEGOTIATED_FORMATS = ['webp', 'original'] as const;
export type NegotiatedFormat = (typeof NEGOTIATED_FORMATS)[number];

/**
 * WebP's and JPEG's quality for photos: 75, measured on the picture set (fixtures/pictures,
 * decision 0250): WebP at 75 is 15–20 % smaller than JPEG at 75 at the same width; 70 saves
 * another 6–8 %, 80 costs 20–25 % more.
 */
export const PHOTO_QUALITY = 75;

/** The formats read; anything else (SVG, TIFF, HEIF, PDF …) is sent as the API sent it. */
const READ_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

const MIME: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export interface TransformLimits {
  /** The most pixels a source may have (width × height); larger ones are not decoded. */
  maxPixels: number;
  /** The longest libvips may work on one picture, in seconds. */
  timeoutSeconds: number;
}

export interface Picture {
  bytes: Buffer;
  contentType: string;
  /** `resized`: made here; `source`: the source itself, because nothing made was smaller. */
  made: 'resized' | 'source';
  /** What was made, for the operator and the benchmark (e.g. `webp-lossy`, `png-palette`). */
  encoding: string;
}

/** A source this resizer does not read: nginx sends the original as it is. */
export class UnreadablePicture extends Error {}

interface Candidate {
  encoding: string;
  format: string;
  make: (pipeline: Sharp) => Sharp;
}

/** The encodings tried for a source of `format`, for the negotiated format. */
function candidates(format: string, palette: boolean, negotiated: NegotiatedFormat): Candidate[] {
  const lossyWebp: Candidate = {
    encoding: 'webp-lossy',
    format: 'webp',
    // libwebp's default effort; its sharper chroma (smartSubsample) cost 6–11 % more bytes and up
    // to four times the time on the set.
    make: (p) => p.webp({ quality: PHOTO_QUALITY, effort: 4 }),
  };
  const losslessWebp: Candidate = {
    encoding: 'webp-lossless',
    format: 'webp',
    make: (p) => p.webp({ lossless: true, effort: 4 }),
  };
  const palettePng: Candidate = {
    encoding: 'png-palette',
    format: 'png',
    make: (p) => p.png({ palette: true, compressionLevel: 9, effort: 7 }),
  };
  if (negotiated === 'webp' && format !== 'gif') {
    // A palette picture (a logo, a drawing) stays exact: lossless WebP or a palette PNG.
    if (palette) return [losslessWebp, palettePng];
    // A truecolour PNG is a photo or a screenshot: the lossless one wins only when it is smaller.
    if (format === 'png') return [lossyWebp, losslessWebp];
    return [lossyWebp];
  }
  switch (format) {
    case 'jpeg':
      return [
        {
          encoding: 'jpeg',
          format: 'jpeg',
          // Progressive: on a slow line the whole picture shows early, then sharpens.
          make: (p) => p.jpeg({ quality: PHOTO_QUALITY, progressive: true, mozjpeg: true }),
        },
      ];
    case 'png':
      return palette
        ? [palettePng]
        : [{ encoding: 'png', format: 'png', make: (p) => p.png({ compressionLevel: 9 }) }];
    case 'webp':
      return [lossyWebp];
    default:
      return [{ encoding: 'gif', format: 'gif', make: (p) => p.gif() }];
  }
}

/**
 * `source` at most `width` px wide (never enlarged), in the format negotiated, or `source` itself
 * when nothing made is smaller. Throws UnreadablePicture for what it does not read.
 */
export async function transformPicture(
  source: Buffer,
  width: number,
  negotiated: NegotiatedFormat,
  limits: TransformLimits,
): Promise<Picture> {
  const input = { limitInputPixels: limits.maxPixels, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(source, input).metadata();
  } catch (error) {
    throw new UnreadablePicture(`not a picture this resizer reads: ${(error as Error).message}`);
  }
  const format = meta.format ?? '';
  if (!READ_FORMATS.has(format) || !meta.width || !meta.height)
    throw new UnreadablePicture(`format ${format || 'unknown'} is sent as it is`);
  if (meta.width * meta.height > limits.maxPixels)
    throw new UnreadablePicture(`${meta.width}×${meta.height} is over the resizer's pixel limit`);
  const original: Picture = {
    bytes: source,
    contentType: MIME[format]!,
    made: 'source',
    encoding: 'source',
  };
  // An animation keeps its frames as the API made them.
  if ((meta.pages ?? 1) > 1) return original;
  // EXIF orientation: the picture as the camera meant it, whatever the width.
  const turned = (meta.orientation ?? 1) >= 5;
  const sourceWidth = turned ? meta.height : meta.width;
  if (sourceWidth <= width && negotiated === 'original') return original;

  let best: Picture = original;
  for (const candidate of candidates(format, meta.isPalette === true, negotiated)) {
    const pipeline = sharp(source, input)
      .timeout({ seconds: limits.timeoutSeconds })
      .autoOrient()
      .resize({ width, withoutEnlargement: true });
    let bytes: Buffer;
    try {
      bytes = await candidate.make(pipeline).toBuffer();
    } catch (error) {
      throw new UnreadablePicture(`could not be made: ${(error as Error).message}`);
    }
    if (bytes.length < best.bytes.length)
      best = { bytes, contentType: MIME[candidate.format]!, made: 'resized', encoding: candidate.encoding };
  }
  return best;
}
