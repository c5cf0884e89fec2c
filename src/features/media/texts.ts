import type { LangText } from '../../api/types';

export const mediaTexts = {
  title: { tm: 'Multimedia', ru: 'Мультимедиа', en: 'Multimedia' },
  description: {
    tm: 'Suratlar we wideolar',
    ru: 'Фотографии и видео',
    en: 'Photos and videos',
  },
  images: { tm: 'Suratlar', ru: 'Фотографии', en: 'Photos' },
  videos: { tm: 'Wideolar', ru: 'Видео', en: 'Videos' },
  noImages: { tm: 'Häzirlikçe surat ýok', ru: 'Фотографий пока нет', en: 'No photos yet' },
  noVideos: { tm: 'Häzirlikçe wideo ýok', ru: 'Видео пока нет', en: 'No videos yet' },
  video: { tm: 'Wideo', ru: 'Видео', en: 'Video' },
  download: { tm: 'Wideony ýükläp al', ru: 'Скачать видео', en: 'Download the video' },
} satisfies Record<string, LangText>;
