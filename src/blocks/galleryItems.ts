import type { GalleryImage, Lang } from '../api/types';
import { pick } from '../i18n/pick';
import type { GalleryItem } from '../shared/gallery/types';

/** API gallery images (`src`, `src_thumb`, `name_*`) as gallery items in the given language. */
export function toGalleryItems(images: GalleryImage[], lang: Lang, imageWord: string): GalleryItem[] {
  return images.map((image, index) => ({
    // Section images may come without ids: index plus source is unique within one list.
    key: `${index}:${image.src}`,
    src: image.src,
    // A missing thumbnail is not fatal: the full image scaled down still shows something.
    thumb: image.src_thumb || image.src,
    alt: pick(image, 'name', lang, 'tm').trim() || `${imageWord} ${index + 1}`,
  }));
}
