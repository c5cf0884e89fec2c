import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import type { Lang } from '../../api/types';
import { useLang } from '../../i18n/lang';
import { useT } from '../../i18n/useT';
import type { CaptchaImplProps } from './types';
import { allowRecaptchaScript } from '../../shared/trustedTypes';
import { captchaTexts } from './texts';

// Before the widget's loader sets its script's src (docs/decisions/0034).
allowRecaptchaScript();

/** Google's script not there after this long (blocked, or a very slow network): say so, keep waiting. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 15_000;

/** reCAPTCHA's `hl` codes; Turkmen is `tk` (ISO 639-1), Google falls back to its default if unsupported. */
const RECAPTCHA_LANG: Record<Lang, string> = { tm: 'tk', ru: 'ru', en: 'en' };

/**
 * Google reCAPTCHA v2 (requirements §9: light theme, normal size). This module and react-google-recaptcha
 * are only downloaded when a form shows a captcha and a site key is configured.
 */
export default function RecaptchaCaptcha({
  siteKey,
  onChange,
  id,
  invalid,
  describedBy,
  ref,
}: CaptchaImplProps) {
  const t = useT();
  const lang = useLang();
  const widget = useRef<ReCAPTCHA>(null);
  const box = useRef<HTMLDivElement>(null);
  const [errored, setErrored] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (loaded) return;
    const timer = window.setTimeout(() => setSlow(true), RECAPTCHA_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loaded]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        widget.current?.reset();
        onChange(null);
      },
      focus() {
        box.current?.focus();
      },
    }),
    [onChange],
  );

  return (
    <div
      ref={box}
      id={id}
      tabIndex={-1}
      role="group"
      aria-label="reCAPTCHA"
      aria-describedby={describedBy}
      className={`captcha captcha--recaptcha${invalid ? ' captcha--invalid' : ''}`}
    >
      <ReCAPTCHA
        ref={widget}
        sitekey={siteKey}
        theme="light"
        size="normal"
        // The widget reads `hl` once when it loads; a later language switch keeps its first language.
        hl={RECAPTCHA_LANG[lang]}
        // Called when Google's script loads and when it fails (blocked or offline): react-async-script
        // passes its entry, typed as no argument by @types/react-google-recaptcha.
        asyncScriptOnLoad={(entry?: { loaded?: boolean; errored?: boolean }) => {
          if (entry?.errored) {
            setErrored(true);
            onChange(null);
          } else {
            setLoaded(true);
            setSlow(false);
          }
        }}
        onChange={(token) => {
          setErrored(false);
          onChange(token);
        }}
        onExpired={() => onChange(null)}
        onErrored={() => {
          setErrored(true);
          onChange(null);
        }}
      />
      {errored || (slow && !loaded) ? (
        <p className="captcha__status captcha__status--expired" role="alert">
          {t(captchaTexts.captchaUnavailable)}
        </p>
      ) : null}
    </div>
  );
}
