import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api/client';
import type { LangText } from '../../api/types';
import { phrases } from '../../i18n/phrases';
import { useT } from '../../i18n/useT';
import { Captcha, preloadCaptcha, type CaptchaHandle } from '../../shared/captcha';
import { failureText } from '../../shared/forms/failureText';
import { subscriptionPhrases as sp } from './subscriptionPhrases';
import { hasErrors, SUBSCRIPTION_FIELDS, validateSubscription, type SubscriptionErrors } from './validate';
import '../../shared/spinner.css';
import './subscription.css';

/** Spec §3: the subscriber's e-mail is kept for the activation page. */
export const SUBSCRIBER_EMAIL_KEY = 'email';
export const RULES_PATH = '/pages/ylalashyk';

/** `header`: the compact form in the page header; `strip`: the home page band with its heading. */
export type SubscribeVariant = 'header' | 'strip';

type Result = { kind: 'success' } | { kind: 'error'; text: LangText | string };

function saveEmail(email: string): void {
  try {
    localStorage.setItem(SUBSCRIBER_EMAIL_KEY, email);
  } catch {
    // Storage disabled: activation still works, the server just gets no e-mail with the token.
  }
}

export default function SubscribeFormBody({ variant }: { variant: SubscribeVariant }) {
  const t = useT();
  const uid = useId();
  const ids = {
    heading: `${uid}-heading`,
    email: `${uid}-email`,
    consent: `${uid}-consent`,
    captcha: `${uid}-captcha`,
    error: (field: string) => `${uid}-${field}-error`,
  };

  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // Changing the key remounts the captcha: the simplest reset, the same for both implementations.
  const [captchaKey, setCaptchaKey] = useState(0);
  const [errors, setErrors] = useState<SubscriptionErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  // State updates are asynchronous; a ref stops a double click or Enter from posting twice.
  const inFlight = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const consentInput = useRef<HTMLInputElement>(null);
  const captchaHandle = useRef<CaptchaHandle>(null);

  // After a first attempt the messages follow the input, so a fixed field loses its error at once.
  const revalidate = (next: { email?: string; consent?: boolean; captcha?: string | null }) => {
    if (!attempted) return;
    setErrors(validateSubscription({ email, consent, captcha, ...next }));
  };

  const onCaptchaChange = (token: string | null) => {
    setCaptcha(token);
    revalidate({ captcha: token });
  };

  const resetCaptcha = () => {
    setCaptcha(null);
    setCaptchaKey((key) => key + 1);
  };

  const focusField = (field: (typeof SUBSCRIPTION_FIELDS)[number]) => {
    if (field === 'email') emailInput.current?.focus();
    else if (field === 'consent') consentInput.current?.focus();
    else if (consent) captchaHandle.current?.focus();
    else consentInput.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateSubscription({ email, consent, captcha });
    setAttempted(true);
    setErrors(found);
    if (hasErrors(found)) {
      const first = SUBSCRIPTION_FIELDS.find((field) => found[field]);
      if (first) focusField(first);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setResult(null);
    const address = email.trim();
    try {
      await api.createSubscription({ email: address, captcha: captcha ?? '' });
      saveEmail(address);
      setResult({ kind: 'success' });
    } catch (error) {
      setResult({ kind: 'error', text: failureText(error) });
    } finally {
      // A captcha token is good for one verification: the next attempt needs a fresh solve.
      resetCaptcha();
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const clear = () => {
    setResult(null);
    setEmail('');
    setConsent(false);
    resetCaptcha();
    setErrors({});
    setAttempted(false);
    emailInput.current?.focus();
  };

  const [consentBefore = '', consentAfter = ''] = t(sp.consent).split('{rules}');

  const fieldError = (field: keyof SubscriptionErrors) => {
    const message = errors[field];
    return message ? (
      <p id={ids.error(field)} className="subscribe__error">
        {t(message)}
      </p>
    ) : null;
  };
  const describedBy = (field: keyof SubscriptionErrors) => (errors[field] ? ids.error(field) : undefined);

  const form = (
    <form
      className="subscribe__form"
      noValidate
      onSubmit={onSubmit}
      aria-label={variant === 'header' ? t(sp.formName) : undefined}
      onFocus={() => preloadCaptcha()}
    >
      <div className="subscribe__field subscribe__field--email">
        <label htmlFor={ids.email} className="subscribe__label">
          {t(sp.email)}
        </label>
        <input
          ref={emailInput}
          id={ids.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          className="subscribe__input"
          placeholder="name@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            revalidate({ email: event.target.value });
          }}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        {fieldError('email')}
      </div>

      <div className="subscribe__field subscribe__field--consent">
        <div className="subscribe__check">
          <input
            ref={consentInput}
            id={ids.consent}
            name="consent"
            type="checkbox"
            className="subscribe__checkbox"
            checked={consent}
            onChange={(event) => {
              const next = event.target.checked;
              setConsent(next);
              if (!next) setCaptcha(null);
              revalidate({ consent: next, captcha: next ? captcha : null });
            }}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('consent')}
          />
          <label htmlFor={ids.consent} className="subscribe__consent-label">
            {consentBefore}
            <Link to={RULES_PATH}>{t(sp.consentLink)}</Link>
            {consentAfter}
          </label>
        </div>
        {fieldError('consent')}
      </div>

      {/* Spec §4: the captcha appears only once consent is ticked. */}
      {consent ? (
        <div className="subscribe__captcha">
          <Captcha
            key={captchaKey}
            ref={captchaHandle}
            id={ids.captcha}
            onChange={onCaptchaChange}
            invalid={Boolean(errors.captcha)}
            describedBy={describedBy('captcha')}
          />
        </div>
      ) : null}
      {fieldError('captcha')}

      <button
        type="submit"
        className="button subscribe__submit"
        aria-disabled={submitting || undefined}
        aria-busy={submitting || undefined}
      >
        {submitting ? (
          <>
            <span className="spinner spinner--sm" aria-hidden="true">
              <span className="spinner__ring subscribe__spinner-ring" />
            </span>
            {t(sp.sending)}
          </>
        ) : (
          t(sp.subscribe)
        )}
      </button>

      {/* The live regions stay mounted so screen readers announce the text put into them. */}
      <div className={`subscribe__result${result ? ` subscribe__result--${result.kind}` : ''}`}>
        <div className="subscribe__result-text" role="status">
          {result?.kind === 'success' ? t(phrases.activationSent) : null}
        </div>
        <div className="subscribe__result-text" role="alert">
          {result?.kind === 'error' ? (typeof result.text === 'string' ? result.text : t(result.text)) : null}
        </div>
        {result ? (
          <button
            type="button"
            className="subscribe__clear"
            onClick={clear}
            aria-label={t(sp.clear)}
            title={t(sp.clear)}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </form>
  );

  if (variant === 'header') return <div className="subscribe subscribe--header">{form}</div>;

  return (
    <section className="subscribe subscribe--strip" aria-labelledby={ids.heading}>
      <div className="subscribe__inner">
        <div className="subscribe__intro">
          <h2 id={ids.heading} className="subscribe__title">
            {t(sp.formName)}
          </h2>
          <p className="subscribe__lead">{t(sp.lead)}</p>
        </div>
        {form}
      </div>
    </section>
  );
}
