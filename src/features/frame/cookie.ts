/** Requirements §9: the consent cookie `ashgabat_session`, kept for 150 days. */
export const CONSENT_COOKIE = 'ashgabat_session';
export const CONSENT_DAYS = 150;

/**
 * The class the consent script (build/vite/cookieConsentScript.ts) puts on `<html>` when the consent
 * cookie exists; CookieNotice.css hides the notice under it, and the notice sets it on OK.
 */
export const CONSENT_CLASS = 'cookie-consent-given';

export function hasConsentCookie(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE}=`));
}

export function consentCookieString(now: Date = new Date(), secure = false): string {
  const maxAge = CONSENT_DAYS * 24 * 60 * 60;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  return `${CONSENT_COOKIE}=accepted; max-age=${maxAge}; expires=${expires}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function setConsentCookie(): void {
  document.cookie = consentCookieString(new Date(), window.location.protocol === 'https:');
}
