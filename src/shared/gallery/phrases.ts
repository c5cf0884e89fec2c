import type { LangText } from '../../api/types';

export const galleryPhrases = {
  image: { tm: 'Surat', ru: 'Изображение', en: 'Image' },
  close: { tm: 'Ýap', ru: 'Закрыть', en: 'Close' },
  previous: { tm: 'Öňki surat', ru: 'Предыдущее изображение', en: 'Previous image' },
  next: { tm: 'Indiki surat', ru: 'Следующее изображение', en: 'Next image' },
  /** `{n}` and `{total}` are replaced. */
  position: { tm: '{n} / {total}', ru: '{n} из {total}', en: '{n} of {total}' },
  viewer: { tm: 'Surat görkeziji', ru: 'Просмотр изображений', en: 'Image viewer' },
} satisfies Record<string, LangText>;
