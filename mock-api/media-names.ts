/**
 * Generated images are named by what they are and their size, e.g.
 * `/media/img/banner-03-1600x500.jpg`. The mock draws any such name on first request (deterministic:
 * the picture depends only on the name), so the fixtures can reference images without committing them.
 */
export const IMAGE_KINDS = [
  'banner',
  'post',
  'gallery',
  'service',
  'weblink',
  'map',
  'about',
  'welcome',
  'welcome-banner',
  'video-poster',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const MAX_IMAGE_SIDE = 2000;

export function imageUrl(kind: ImageKind, n: number, width: number, height: number): string {
  return `/media/img/${kind}-${String(n).padStart(2, '0')}-${width}x${height}.jpg`;
}

export interface ImageName {
  kind: ImageKind;
  n: number;
  width: number;
  height: number;
}

const NAME_RE = /^([a-z-]+)-(\d{2,4})-(\d{2,4})x(\d{2,4})\.jpg$/;

/** null for anything that is not a well-formed generated-image name within the size limits. */
export function parseImageName(file: string): ImageName | null {
  const m = NAME_RE.exec(file);
  if (!m) return null;
  const kind = m[1] as ImageKind;
  if (!IMAGE_KINDS.includes(kind)) return null;
  const width = Number(m[3]);
  const height = Number(m[4]);
  if (width < 16 || height < 16 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return null;
  return { kind, n: Number(m[2]), width, height };
}

/** Every `/media/img/…` name a value (the whole database, say) refers to, HTML `src` attributes included. */
export function referencedImages(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/media/img/')) out.add(value.slice('/media/img/'.length));
    for (const m of value.matchAll(/src="\/media\/img\/([^"]+)"/g)) out.add(m[1]!);
  } else if (Array.isArray(value)) {
    for (const v of value) referencedImages(v, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) referencedImages(v, out);
  }
  return out;
}
