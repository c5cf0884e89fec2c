import type { LangText } from '../../api/types';

export const noticesTexts = {
  announcement: { tm: 'Bildiriş', ru: 'Объявление', en: 'Announcement' },
  otherNotices: { tm: 'Beýleki bildirişler', ru: 'Другие объявления', en: 'Other announcements' },
} satisfies Record<string, LangText>;
