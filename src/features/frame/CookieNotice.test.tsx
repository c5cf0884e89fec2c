import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queries } from '../../api/queries';
import { setLang } from '../../i18n/lang';
import { CONSENT_COOKIE, consentCookieString, hasConsentCookie } from './cookie';
import { CookieNotice } from './CookieNotice';

const TEXT = { tm: 'Kuki tm', ru: 'Куки ru', en: 'Cookies en' };

function clearCookie() {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
}

function renderNotice() {
  const client = new QueryClient();
  client.setQueryData(queries.content().queryKey, { 'cookie notice': TEXT });
  return render(
    <QueryClientProvider client={client}>
      <CookieNotice />
    </QueryClientProvider>,
  );
}

beforeEach(clearCookie);
afterEach(() => {
  clearCookie();
  act(() => setLang('tm'));
});

describe('consent cookie', () => {
  it('is found among other cookies only by its exact name', () => {
    expect(hasConsentCookie('a=1; ashgabat_session=accepted; b=2')).toBe(true);
    expect(hasConsentCookie('ashgabat_session_old=1; x=ashgabat_session=1')).toBe(false);
    expect(hasConsentCookie('')).toBe(false);
  });

  it('lasts 150 days on the whole site', () => {
    const now = new Date(Date.UTC(2026, 0, 1));
    const value = consentCookieString(now);
    expect(value).toMatch(/^ashgabat_session=[^;]+;/);
    expect(value).toContain(`max-age=${150 * 24 * 60 * 60}`);
    expect(value).toContain(`expires=${new Date(Date.UTC(2026, 4, 31)).toUTCString()}`);
    expect(value).toContain('path=/');
  });
});

describe('<CookieNotice>', () => {
  it('shows the dictionary text until OK, then sets the cookie and hides', async () => {
    const user = userEvent.setup();
    act(() => setLang('en'));
    renderNotice();
    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    expect(notice).toHaveTextContent('Cookies en');
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(hasConsentCookie()).toBe(true);
  });

  it('is not shown when the cookie exists', () => {
    document.cookie = consentCookieString();
    renderNotice();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('speaks the current language', () => {
    act(() => setLang('ru'));
    renderNotice();
    expect(screen.getByRole('region', { name: 'Уведомление о файлах cookie' })).toHaveTextContent('Куки ru');
  });
});
