import type { LangText } from '../../api/types';

/** Texts of the image gallery and its viewer; the place of a picture is commonTexts.position. */
export const galleryTexts = {
  image: { tm: 'Surat', ru: 'Изображение', en: 'Image' },
  close: { tm: 'Ýap', ru: 'Закрыть', en: 'Close' },
  previous: { tm: 'Öňki surat', ru: 'Предыдущее изображение', en: 'Previous image' },
  next: { tm: 'Indiki surat', ru: 'Следующее изображение', en: 'Next image' },
  viewer: { tm: 'Surat görkeziji', ru: 'Просмотр изображений', en: 'Image viewer' },
} satisfies Record<string, LangText>;
