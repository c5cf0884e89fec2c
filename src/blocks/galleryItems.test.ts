import { describe, expect, it } from 'vitest';
import { toGalleryItems } from './galleryItems';

describe('toGalleryItems', () => {
  it('gives unnamed images a numbered text alternative and falls back to Turkmen names', () => {
    const list = toGalleryItems(
      [
        { id: 1, src: '/a.jpg', src_thumb: '', name_tm: 'Aşgabat', name_ru: '', name_en: '' },
        { id: 2, src: '/b.jpg', src_thumb: '/b-t.jpg', name_tm: '', name_ru: '', name_en: '' },
      ],
      'en',
      'Image',
    );
    expect(list.map((i) => i.alt)).toEqual(['Aşgabat', 'Image 2']);
    expect(list[0]?.thumb).toBe('/a.jpg');
  });
});
