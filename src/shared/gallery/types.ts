/** One picture of a gallery: the full-size source, its thumbnail and its text alternative. */
export interface GalleryItem {
  key: string;
  src: string;
  thumb: string;
  /** Never empty: thumbnails and the lightbox show no picture without one. */
  alt: string;
}
