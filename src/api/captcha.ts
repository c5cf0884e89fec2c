/**
 * The captcha token agreement between the site's offline captcha and the mock API.
 * Without a reCAPTCHA site key the site renders an offline captcha whose solved token starts with
 * this prefix; the mock accepts exactly such tokens (unless a scenario forces a rejection).
 * A real backend never accepts them, so the offline captcha is useless against production.
 */
export const OFFLINE_CAPTCHA_PREFIX = 'offline-captcha.';

export function isOfflineCaptchaToken(token: unknown): boolean {
  return (
    typeof token === 'string' &&
    token.startsWith(OFFLINE_CAPTCHA_PREFIX) &&
    token.length > OFFLINE_CAPTCHA_PREFIX.length
  );
}

export function makeOfflineCaptchaToken(): string {
  return `${OFFLINE_CAPTCHA_PREFIX}${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 10)}`;
}
