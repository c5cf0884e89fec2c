import type { LangText } from '../../api/types';

export const servicesTexts = {
  service: { tm: 'Hyzmat', ru: 'Услуга', en: 'Service' },
  moreInformation: { tm: 'Goşmaça maglumat', ru: 'Дополнительная информация', en: 'More information' },
} satisfies Record<string, LangText>;
