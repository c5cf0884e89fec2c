import { useState } from 'react';
import { useT } from '../../i18n';
import { CONTENT_KEYS } from './contentKeys';
import { hasConsentCookie, setConsentCookie } from './cookie';
import { footerPhrases } from './footerPhrases';
import { useSiteTexts } from './useSiteTexts';

/**
 * Shown until the consent cookie exists; OK sets it for 150 days and hides the notice (spec §4, §9).
 * The text comes from the content dictionary, with the frame's own phrase when the key is absent.
 */
export function CookieNotice() {
  const t = useT();
  const { text } = useSiteTexts();
  const [visible, setVisible] = useState(() => !hasConsentCookie());
  if (!visible) return null;
  return (
    <section className="cookie-notice" aria-label={t(footerPhrases.cookieNotice)}>
      <p className="cookie-notice__text">{text(CONTENT_KEYS.cookieNotice, footerPhrases.cookieText)}</p>
      <button
        type="button"
        className="button cookie-notice__ok"
        onClick={() => {
          setConsentCookie();
          setVisible(false);
        }}
      >
        {t(footerPhrases.ok)}
      </button>
    </section>
  );
}
