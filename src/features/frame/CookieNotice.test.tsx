import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callQuery } from '../../api/queries';
import { setLang } from '../../i18n/lang';
import { CONSENT_CLASS, CONSENT_COOKIE, consentCookieString, hasConsentCookie } from './cookie';
import { renderToString } from 'react-dom/server';
import { CONSENT_PATH, CookieNotice } from './CookieNotice';

const TEXT = { tm: 'Kuki tm', ru: 'Куки ru', en: 'Cookies en' };

function clearCookie() {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
}

function withData(children: React.ReactNode) {
  const client = new QueryClient();
  client.setQueryData(callQuery('getContent').queryKey, { 'cookie notice': TEXT });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderNotice() {
  return render(withData(<CookieNotice />));
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

  it('is in the server render even when the cookie exists: the HTML is the same for every visitor', () => {
    document.cookie = consentCookieString();
    const html = renderToString(withData(<CookieNotice />));
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelector('section.cookie-notice')).not.toBeNull();
    // OK is a GET form to nginx's consent address: it works before the app has started.
    const form = box.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe(CONSENT_PATH);
    expect(form?.querySelector('button[type="submit"]')).toHaveTextContent('OK');
  });

  it('moves focus to the skip link after OK, never to <body>', async () => {
    const user = userEvent.setup();
    render(
      withData(
        <>
          <CookieNotice />
          <a className="skip-link" href="#main-content">
            Skip
          </a>
        </>,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip' }));
    expect(document.documentElement).toHaveClass(CONSENT_CLASS);
    document.documentElement.classList.remove(CONSENT_CLASS);
  });

  it('speaks the current language', () => {
    act(() => setLang('ru'));
    renderNotice();
    expect(screen.getByRole('region', { name: 'Уведомление о файлах cookie' })).toHaveTextContent('Куки ru');
  });
});
