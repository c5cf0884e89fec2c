import type { LangText } from '../../api/types';

/** Texts of the captcha. */
export const captchaTexts = {
  notRobot: { tm: 'Men robot däl', ru: 'Я не робот', en: "I'm not a robot" },
  offlineNote: {
    tm: 'Ýönekeý barlag (synag we offline tertibi)',
    ru: 'Упрощённая проверка (тестовый и офлайн-режим)',
    en: 'Simple check (test and offline mode)',
  },
  verified: { tm: 'Barlag geçildi', ru: 'Проверка пройдена', en: 'Verification passed' },
  expired: {
    tm: 'Barlagyň möhleti geçdi. Belgini täzeden goýuň.',
    ru: 'Срок проверки истёк. Отметьте флажок ещё раз.',
    en: 'Verification expired. Check the box again.',
  },
  loadingCaptcha: { tm: 'Kapça ýüklenýär...', ru: 'Загрузка капчи...', en: 'Loading captcha...' },
  captchaUnavailable: {
    tm: 'Kapçany ýükläp bolmady. Internet baglanyşygyňyzy barlaň we sahypany täzeden ýükläň.',
    ru: 'Не удалось загрузить капчу. Проверьте подключение к интернету и перезагрузите страницу.',
    en: 'The captcha could not be loaded. Check your connection and reload the page.',
  },
} satisfies Record<string, LangText>;
