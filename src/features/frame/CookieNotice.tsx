import { useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '../../shared/useHydrated';
import { useT } from '../../i18n';
import { CONTENT_KEYS } from './contentKeys';
import { CONSENT_CLASS, hasConsentCookie, setConsentCookie } from './cookie';
import { useSiteTexts } from './useSiteTexts';
import { frameTexts } from './texts';
import './CookieNotice.css';

/**
 * Where OK goes before the app has started or without JavaScript: nginx sets the consent cookie and
 * sends the visitor back to the page (deploy/nginx/site.conf.template, decision 0082).
 */
export const CONSENT_PATH = '/cookie-consent';

/**
 * The cookie notice (requirements §4, §9), GOV.UK's cookie-banner pattern: the first thing in the
 * page, in the flow (never over content), in the prerendered HTML of every page. A visitor who has
 * consented never sees it: the consent script marks `<html>` before the first paint and the CSS
 * hides it; after hydration it leaves the DOM. OK is a form: it works before the app starts (nginx
 * sets the cookie and redirects back); once the app runs, it sets the cookie itself.
 */
export function CookieNotice() {
  const t = useT();
  const { text } = useSiteTexts();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const section = useRef<HTMLElement>(null);
  // Server render and hydration always show it (the HTML is the same for everyone); afterwards the
  // browser's cookie decides.
  if (dismissed || (hydrated && hasConsentCookie())) return null;

  const accept = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConsentCookie();
    document.documentElement.classList.add(CONSENT_CLASS);
    // Focus goes to what follows the notice in the reading order (the skip link), never to <body>.
    const next = section.current?.parentElement?.querySelector<HTMLElement>('.skip-link');
    (next ?? document.getElementById('main-content'))?.focus({ preventScroll: true });
    setDismissed(true);
  };

  return (
    <section ref={section} className="cookie-notice" aria-label={t(frameTexts.cookieNotice)}>
      <form className="cookie-notice__form" method="get" action={CONSENT_PATH} onSubmit={accept}>
        <p className="cookie-notice__text">{text(CONTENT_KEYS.cookieNotice, frameTexts.cookieText)}</p>
        <button type="submit" className="button cookie-notice__ok">
          {t(frameTexts.ok)}
        </button>
      </form>
    </section>
  );
}
