import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLang, setLang } from '../../i18n/lang';
import { apiAnswer } from '../../../tests/support/unit/api-handlers';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { server } from '../../../tests/support/unit/server';
import { WelcomeHeader } from './WelcomeHeader';

const content = {
  'STATE MIGRATION': { tm: 'DÖWLET MIGRASIÝA', ru: 'ГОСУДАРСТВЕННАЯ МИГРАЦИОННАЯ', en: 'STATE MIGRATION' },
  'SERVICE OF TURKMENISTAN': { tm: 'GULLUGY', ru: 'СЛУЖБА ТУРКМЕНИСТАНА', en: 'SERVICE OF TURKMENISTAN' },
};

describe('WelcomeHeader', () => {
  beforeEach(() => setLang('en'));

  it('has a logo link home named by the site name and TM / RU / EN buttons that switch the language', async () => {
    server.use(apiAnswer('getContent', content));
    renderWithProviders(<WelcomeHeader />, { entry: '/en/welcome/' });
    expect(
      await screen.findByRole('link', { name: 'STATE MIGRATION SERVICE OF TURKMENISTAN' }),
    ).toHaveAttribute('href', '/en/');
    const group = screen.getByRole('group', { name: 'Language' });
    const links = within(group).getAllByRole('link');
    expect(links.map((b) => b.textContent)).toEqual(['TM', 'RU', 'EN']);
    expect(within(group).getByRole('link', { name: 'EN' })).toHaveAttribute('aria-current', 'true');

    await userEvent.setup().click(within(group).getByRole('link', { name: 'RU' }));
    expect(getLang()).toBe('ru');
    expect(localStorage.getItem('lang')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(screen.getByRole('group', { name: 'Язык' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RU' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'EN' })).not.toHaveAttribute('aria-current');
    expect(
      screen.getByRole('link', { name: 'ГОСУДАРСТВЕННАЯ МИГРАЦИОННАЯ СЛУЖБА ТУРКМЕНИСТАНА' }),
    ).toBeInTheDocument();
  });

  it('uses another background on section pages and turns sticky past 100 px', () => {
    renderWithProviders(<WelcomeHeader />, { path: '/welcome/section/:slug', entry: '/welcome/section/x' });
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('welcome-header--section');
    expect(header).not.toHaveClass('welcome-header--stuck');
    Object.defineProperty(window, 'scrollY', { value: 90, configurable: true });
    fireEvent.scroll(window);
    expect(header).not.toHaveClass('welcome-header--stuck');
    Object.defineProperty(window, 'scrollY', { value: 150, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveClass('welcome-header--stuck');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.scroll(window);
    expect(header).not.toHaveClass('welcome-header--stuck');
  });

  it('keeps the home background on the guide home page', () => {
    renderWithProviders(<WelcomeHeader />, { path: '/welcome', entry: '/welcome' });
    expect(screen.getByRole('banner')).toHaveClass('welcome-header--home');
  });
});
