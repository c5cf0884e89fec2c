import type { LangText } from '../../api/types';

export const contactsTexts = {
  title: { tm: 'Habarlaşmak', ru: 'Контакты', en: 'Contacts' },
  description: {
    tm: 'Gullugyň edaralarynyň salgylary, telefonlary we elektron poçtalary, hem-de bize hat ýazmak üçin görnüş.',
    ru: 'Адреса, телефоны и электронная почта подразделений службы, а также форма для обращения.',
    en: 'Addresses, phone numbers and e-mails of the service offices, and a form to write to us.',
  },
} satisfies Record<string, LangText>;
