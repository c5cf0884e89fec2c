import { Component, Suspense, type ReactNode } from 'react';
import { lazyWithPreload } from '../../shared/lazyWithPreload';
import { config } from '../../shared/config';
import { Spinner } from '../../shared/Spinner';
import { useT } from '../../i18n/useT';
import type { CaptchaProps } from './types';
import { captchaTexts } from './texts';
import './captcha.css';

const offline = lazyWithPreload(() => import('./OfflineCaptcha'));
const recaptcha = lazyWithPreload(() => import('./RecaptchaCaptcha'));
const OfflineCaptcha = offline.Component;
const RecaptchaCaptcha = recaptcha.Component;

/** Loads the captcha's code; a hydrating page whose HTML holds a captcha waits for it. */
export function loadCaptcha(siteKey: string = config.recaptchaSiteKey): Promise<unknown> {
  return siteKey ? recaptcha.preload() : offline.preload();
}

/** Starts downloading the captcha code early (e.g. when a visitor focuses the form). */
export function preloadCaptcha(siteKey: string = config.recaptchaSiteKey): void {
  void loadCaptcha(siteKey).catch(() => undefined);
}

function CaptchaLoading() {
  const t = useT();
  return (
    <div className="captcha captcha--loading">
      <Spinner size="sm" label={t(captchaTexts.loadingCaptcha)} />
    </div>
  );
}

function CaptchaUnavailable() {
  const t = useT();
  return (
    <p className="captcha__status captcha__status--expired" role="alert">
      {t(captchaTexts.captchaUnavailable)}
    </p>
  );
}

/** A failed chunk download must not take the whole page down with the route's error screen. */
class CaptchaBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <CaptchaUnavailable /> : this.props.children;
  }
}

/**
 * The forms' captcha: the real reCAPTCHA when a site key is configured (`VITE_RECAPTCHA_SITE_KEY`),
 * otherwise the offline captcha. Both behave alike: solve → `onChange(token)`, expire or reset →
 * `onChange(null)`; reset through the `ref` handle or by changing the `key`. The implementation is
 * a lazy chunk, so pages pay for it only when a form actually shows a captcha.
 */
export function Captcha({
  siteKey = config.recaptchaSiteKey,
  ...props
}: CaptchaProps & { siteKey?: string }) {
  const Impl = siteKey ? RecaptchaCaptcha : OfflineCaptcha;
  return (
    <CaptchaBoundary>
      <Suspense fallback={<CaptchaLoading />}>
        <Impl siteKey={siteKey} {...props} />
      </Suspense>
    </CaptchaBoundary>
  );
}
