import type { LangText } from '../../api/types';

export const evisaTexts = {
  title: { tm: 'Elektron wiza', ru: 'Электронная виза', en: 'Electronic visa' },
  underDevelopment: {
    tm: 'Elektron wizanyň ýagdaýyny onlaýn barlamak hyzmaty häzirki wagtda işlenip taýýarlanylýar.',
    ru: 'Онлайн-проверка статуса электронной визы в настоящее время находится в разработке.',
    en: 'The online e-visa status check is currently under development.',
  },
} satisfies Record<string, LangText>;
