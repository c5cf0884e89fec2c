import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../shared/LangLink';
import { api } from '../../api/client';
import { fill } from '../../i18n/fill';
import { useT } from '../../i18n/useT';
import { Captcha, preloadCaptcha, type CaptchaHandle } from '../../blocks/captcha';
import { failureText } from '../../blocks/failureText';
import { EmailInput } from '../../shared/forms/EmailInput';
import { Field } from '../../shared/forms/Field';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { useFormMutation } from '../../shared/forms/useFormMutation';
import { useHeldForm, VisitorForm } from '../../shared/forms/VisitorForm';
import { hasErrors, SUBSCRIPTION_FIELDS, validateSubscription, type SubscriptionErrors } from './validate';
import { commonTexts } from '../../i18n/texts';
import { formTexts } from '../../shared/forms/texts';
import { subscriptionTexts } from './texts';
import './subscription.css';
import { href } from '../../addresses/href';

/** `header`: the compact form in the page header; `strip`: the home page band with its heading. */
export type SubscribeVariant = 'header' | 'strip';

/**
 * Requirements §3: the subscriber's e-mail is kept for the activation page. The form only writes it, after
 * a successful request; it never reads it, so its first render (server-rendered or not) is empty.
 */
export const SUBSCRIBER_EMAIL_KEY = 'email';
/** The rules the consent links to: a static page of the API's (its slug is the content's name). */
export const RULES_PATH = href('staticPage', { slug: 'ylalashyk' });

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
  };

  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // Changing the key remounts the captcha: the simplest reset, the same for both implementations.
  const [captchaKey, setCaptchaKey] = useState(0);
  const [errors, setErrors] = useState<SubscriptionErrors>({});
  const [attempted, setAttempted] = useState(false);

  const emailInput = useRef<HTMLInputElement>(null);
  const consentInput = useRef<HTMLInputElement>(null);
  const captchaHandle = useRef<CaptchaHandle>(null);
  // Typed before the app started (a prerendered page on a slow network): kept, not wiped.
  const heldForm = useHeldForm((typed) => {
    if (typeof typed.email === 'string') setEmail(typed.email);
    if (typeof typed.consent === 'boolean') setConsent(typed.consent);
  });

  const resetCaptcha = () => {
    setCaptcha(null);
    setCaptchaKey((key) => key + 1);
  };

  const subscribe = useFormMutation({
    mutationFn: (request: { email: string; captcha: string }) => api.createSubscription(request),
    onSuccess: (_data, request) => saveEmail(request.email),
    // A captcha token is good for one verification: the next attempt needs a fresh solve.
    onSettled: resetCaptcha,
  });

  // After a first attempt the messages follow the input, so a fixed field loses its error at once.
  const revalidate = (next: { email?: string; consent?: boolean; captcha?: string | null }) => {
    if (!attempted) return;
    setErrors(validateSubscription({ email, consent, captcha, ...next }));
  };

  const onCaptchaChange = (token: string | null) => {
    setCaptcha(token);
    revalidate({ captcha: token });
  };

  const focusField = (field: (typeof SUBSCRIPTION_FIELDS)[number]) => {
    if (field === 'email') emailInput.current?.focus();
    else if (field === 'consent') consentInput.current?.focus();
    else if (consent) captchaHandle.current?.focus();
    else consentInput.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.inFlight()) return;
    const found = validateSubscription({ email, consent, captcha });
    setAttempted(true);
    setErrors(found);
    const failing = SUBSCRIPTION_FIELDS.filter((field) => found[field]);
    heldForm.announce(
      t(formTexts.pleaseCorrect),
      failing.map((field) => t(found[field]!)),
    );
    if (hasErrors(found)) {
      if (failing[0]) focusField(failing[0]);
      return;
    }
    subscribe.mutate({ email: email.trim(), captcha: captcha ?? '' });
  };

  const clear = () => {
    subscribe.reset();
    setEmail('');
    setConsent(false);
    resetCaptcha();
    setErrors({});
    setAttempted(false);
    emailInput.current?.focus();
  };

  const consentLabel = fill(t(subscriptionTexts.consent), {
    rules: (
      <Link key="rules" to={RULES_PATH}>
        {t(subscriptionTexts.consentLink)}
      </Link>
    ),
  });
  const error = (field: keyof SubscriptionErrors) => (errors[field] ? t(errors[field]) : null);
  const result = subscribe.isSuccess ? 'success' : subscribe.isError ? 'error' : null;
  const failure = subscribe.isError ? failureText(subscribe.error) : null;

  const form = (
    <VisitorForm
      form={heldForm}
      className="subscribe__form"
      onSubmit={onSubmit}
      aria-label={variant === 'header' ? t(subscriptionTexts.headerFormName) : undefined}
      onFocus={() => preloadCaptcha()}
    >
      <Field
        block="subscribe"
        id={ids.email}
        label={t(commonTexts.email)}
        error={error('email')}
        className="subscribe__field--email"
      >
        {(control) => (
          <EmailInput
            ref={emailInput}
            {...control}
            className="subscribe__input"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              revalidate({ email: event.target.value });
            }}
          />
        )}
      </Field>

      <Field
        block="subscribe"
        layout="check"
        id={ids.consent}
        label={consentLabel}
        labelClassName="subscribe__consent-label"
        error={error('consent')}
        className="subscribe__field--consent"
      >
        {(control) => (
          <input
            ref={consentInput}
            {...control}
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
          />
        )}
      </Field>

      {/* Requirements §4: the captcha appears only once consent is ticked; it labels itself. */}
      <Field block="subscribe" layout="bare" show={consent} id={ids.captcha} error={error('captcha')}>
        {(control) => (
          <div className="subscribe__captcha">
            <Captcha
              key={captchaKey}
              ref={captchaHandle}
              id={control.id}
              onChange={onCaptchaChange}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
            />
          </div>
        )}
      </Field>

      <SubmitButton
        block="subscribe"
        busy={subscribe.isPending}
        idle={t(subscriptionTexts.subscribe)}
        busyText={t(commonTexts.sending)}
      />

      {heldForm.announcement}
      {/* The live regions stay mounted so screen readers announce the text put into them. */}
      <div className={`subscribe__result${result ? ` subscribe__result--${result}` : ''}`}>
        <div className="subscribe__result-text" role="status">
          {result === 'success' ? t(commonTexts.activationSent) : null}
        </div>
        <div className="subscribe__result-text" role="alert">
          {failure ? (typeof failure === 'string' ? failure : t(failure)) : null}
        </div>
        {heldForm.note}
        {result ? (
          <button
            type="button"
            className="subscribe__clear"
            onClick={clear}
            aria-label={t(subscriptionTexts.clear)}
            title={t(subscriptionTexts.clear)}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </VisitorForm>
  );

  if (variant === 'header') return <div className="subscribe subscribe--header">{form}</div>;

  return (
    <section className="subscribe subscribe--strip" aria-labelledby={ids.heading}>
      <div className="subscribe__inner">
        <div className="subscribe__intro">
          <h2 id={ids.heading} className="subscribe__title">
            {t(subscriptionTexts.formName)}
          </h2>
          <p className="subscribe__lead">{t(subscriptionTexts.lead)}</p>
        </div>
        {form}
      </div>
    </section>
  );
}
