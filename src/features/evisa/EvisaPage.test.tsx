import { screen } from '@testing-library/react';
import type { Lang } from '../../api/types';
import { setLang } from '../../i18n/lang';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { Component as EvisaPage } from './EvisaPage';
import { evisaTexts } from './texts';
import { LANGS } from '../../api/langs';

const expected: Record<Lang, { title: string; notice: RegExp }> = {
  tm: { title: 'Elektron wiza', notice: /onlaýn barlamak hyzmaty .*işlenip taýýarlanylýar/ },
  ru: { title: 'Электронная виза', notice: /Онлайн-проверка статуса электронной визы .*в разработке/ },
  en: { title: 'Electronic visa', notice: /online e-visa status check is .*under development/ },
};

describe('EvisaPage', () => {
  it.each(LANGS)('shows the under-development notice in %s', (lang) => {
    setLang(lang);
    renderWithProviders(<EvisaPage />);
    expect(screen.getByRole('heading', { level: 1, name: expected[lang].title })).toBeInTheDocument();
    expect(screen.getByText(expected[lang].notice)).toBeInTheDocument();
    expect(screen.getByText(evisaTexts.underDevelopment[lang])).toBeVisible();
    // The other languages' texts are not on the page.
    for (const other of LANGS) {
      if (other !== lang) expect(screen.queryByText(evisaTexts.underDevelopment[other])).toBeNull();
    }
    expect(document.title).toContain(expected[lang].title);
  });

  it('does not render the hidden "e-visas are invitations" box at all', () => {
    setLang('en');
    const { container } = renderWithProviders(<EvisaPage />);
    expect(container.textContent ?? '').not.toMatch(/invitation/i);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
