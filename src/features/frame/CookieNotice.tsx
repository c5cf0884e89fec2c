import { useState } from 'react';
import { useHydrated } from '../../shared/useHydrated';
import { useT } from '../../i18n';
import { CONTENT_KEYS } from './contentKeys';
import { hasConsentCookie, setConsentCookie } from './cookie';
import { footerPhrases } from './footerPhrases';
import { useSiteTexts } from './useSiteTexts';
import './CookieNotice.css';

/**
 * Shown until the consent cookie exists; OK sets it for 150 days and hides the notice (requirements §4, §9).
 * The text comes from the content dictionary, with the frame's own phrase when the key is absent.
 */
export function CookieNotice() {
  const t = useT();
  const { text } = useSiteTexts();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  // The cookie is the browser's: nothing in the prerendered HTML, the notice appears once mounted.
  if (!hydrated || dismissed || hasConsentCookie()) return null;
  return (
    <section className="cookie-notice" aria-label={t(footerPhrases.cookieNotice)}>
      <p className="cookie-notice__text">{text(CONTENT_KEYS.cookieNotice, footerPhrases.cookieText)}</p>
      <button
        type="button"
        className="button cookie-notice__ok"
        onClick={() => {
          setConsentCookie();
          setDismissed(true);
        }}
      >
        {t(footerPhrases.ok)}
      </button>
    </section>
  );
}
