import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getLang, initLang, setLang, useLang } from '../../i18n/lang';
import { LanguageSwitcher } from '../../shared/LanguageSwitcher';

function CurrentLang() {
  return <p data-testid="current">{useLang()}</p>;
}

afterEach(() => {
  act(() => setLang('tm'));
});

describe('language storage and <html lang>', () => {
  it('stores tm on a first visit and sets <html lang="tk">', () => {
    localStorage.clear();
    expect(initLang()).toBe('tm');
    expect(localStorage.getItem('lang')).toBe('tm');
    expect(document.documentElement.lang).toBe('tk');
  });

  it('keeps a stored language and replaces garbage with tm', () => {
    localStorage.setItem('lang', 'ru');
    expect(initLang()).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    localStorage.setItem('lang', 'de');
    expect(initLang()).toBe('tm');
    expect(localStorage.getItem('lang')).toBe('tm');
  });
});

describe('<LanguageSwitcher>', () => {
  it('is a labelled group of TM / RU / EN toggle buttons that switch at once and save the choice', async () => {
    const user = userEvent.setup();
    act(() => setLang('tm'));
    render(
      <>
        <LanguageSwitcher />
        <CurrentLang />
      </>,
    );
    const group = screen.getByRole('group', { name: 'Dil' });
    const [tm, ru, en] = ['TM', 'RU', 'EN'].map((name) => within(group).getByRole('button', { name }));
    expect(tm).toHaveAttribute('aria-pressed', 'true');
    expect(ru).toHaveAttribute('aria-pressed', 'false');

    await user.click(en!);
    expect(screen.getByTestId('current')).toHaveTextContent('en');
    expect(getLang()).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(en).toHaveAttribute('aria-pressed', 'true');
    expect(tm).toHaveAttribute('aria-pressed', 'false');
    // The group's label follows the language.
    expect(screen.getByRole('group', { name: 'Language' })).toBe(group);

    await user.click(ru!);
    expect(document.documentElement.lang).toBe('ru');
    expect(localStorage.getItem('lang')).toBe('ru');
    expect(screen.getByRole('group', { name: 'Язык' })).toBe(group);

    await user.click(tm!);
    expect(document.documentElement.lang).toBe('tk');
    expect(localStorage.getItem('lang')).toBe('tm');
  });

  it('is operable by keyboard', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'RU' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(localStorage.getItem('lang')).toBe('ru');
  });
});
