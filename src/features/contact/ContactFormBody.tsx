import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { api } from '../../api/client';
import { queries } from '../../api/queries';
import type { LangText } from '../../api/types';
import { useLang } from '../../i18n/lang';
import { phrases } from '../../i18n/phrases';
import { pickOrTm } from '../../i18n/pick';
import { useT } from '../../i18n/useT';
import { Captcha, preloadCaptcha } from '../../shared/captcha';
import { failureText } from '../../shared/forms/failureText';
import { contactPhrases as cp } from './contactPhrases';
import {
  CONTACT_FIELDS,
  FILE_ACCEPT,
  fileRequiredFor,
  normalizeOtp,
  validateContact,
  validateOtp,
  type ContactField,
  type ContactValues,
} from './validate';
import '../../shared/spinner.css';
import './contact.css';

const EMPTY: Omit<ContactValues, 'captcha'> = {
  fullname: '',
  email: '',
  subject: '',
  message: '',
  file: null,
};

type Alert = { text: LangText | string } | null;

function ButtonContent({ busy, idle, busyText }: { busy: boolean; idle: string; busyText: string }) {
  if (!busy) return <>{idle}</>;
  return (
    <>
      <span className="spinner spinner--sm" aria-hidden="true">
        <span className="spinner__ring contact__spinner-ring" />
      </span>
      {busyText}
    </>
  );
}

function Required() {
  return (
    <span className="contact__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

/**
 * The two-step contact form (spec §4, §5): step 1 creates the message and the server e-mails a
 * code; step 2 sends the code (with the optional file). Step 1 stays mounted while step 2 shows,
 * so going back — or a failure — never loses what the visitor typed or the file they picked.
 */
export default function ContactFormBody() {
  const t = useT();
  const lang = useLang();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const errorId = (field: string) => `${uid}-${field}-error`;

  const subjects = useQuery(queries.messageSubjects());

  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState(EMPTY);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [fileKey, setFileKey] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpAttempted, setOtpAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState<Alert>(null);
  const [sent, setSent] = useState(false);
  // Sent e-mail of step 1: step 2 must use the address the code went to, even if step 1 is edited later.
  const [sentTo, setSentTo] = useState('');

  const inFlight = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const step2Heading = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const otpInput = useRef<HTMLInputElement>(null);
  const fullnameInput = useRef<HTMLInputElement>(null);

  const fieldValues: ContactValues = { ...values, captcha };
  // Messages follow the input after the first attempt, so fixing a field clears its message.
  const errors = attempted ? validateContact(fieldValues, subjects.data) : {};
  const failing = CONTACT_FIELDS.filter((field) => errors[field]);
  const fileRequired = fileRequiredFor(subjects.data, values.subject);
  const otpError = otpAttempted ? validateOtp(otp) : null;

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setValues((prev) => ({ ...prev, [key]: value }));

  const resetCaptcha = () => {
    setCaptcha(null);
    setCaptchaKey((key) => key + 1);
  };

  const fieldId = (field: ContactField) => id(field);

  const focusField = (event: MouseEvent<HTMLAnchorElement>, field: ContactField) => {
    event.preventDefault();
    document.getElementById(fieldId(field))?.focus();
  };

  const a11y = (field: ContactField, hint?: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [hint, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined,
  });

  const fieldError = (field: ContactField) => {
    const message = errors[field];
    return message ? (
      <p id={errorId(field)} className="contact__error">
        {t(message)}
      </p>
    ) : null;
  };

  const alertText = (value: LangText | string) => (typeof value === 'string' ? value : t(value));

  const submitStep1 = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateContact(fieldValues, subjects.data);
    if (Object.keys(found).length > 0) {
      flushSync(() => {
        setAttempted(true);
        setSent(false);
      });
      summaryRef.current?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setAlert(null);
    setSent(false);
    const email = values.email.trim();
    try {
      await api.createMessage({
        captcha: captcha ?? '',
        message: values.message,
        subject: values.subject,
        email,
        fullname: values.fullname.trim(),
      });
      flushSync(() => {
        setSentTo(email);
        setStep(2);
        setOtp('');
        setOtpAttempted(false);
      });
      step2Heading.current?.focus();
    } catch (error) {
      setAlert({ text: failureText(error) });
    } finally {
      // The server has used the captcha token either way; another attempt needs a fresh one.
      resetCaptcha();
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const submitStep2 = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setOtpAttempted(true);
    const code = normalizeOtp(otp);
    if (validateOtp(code)) {
      otpInput.current?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setAlert(null);
    try {
      await api.checkOtp({ file: values.file, otp: code, email: sentTo });
      flushSync(() => {
        setValues(EMPTY);
        setFileKey((key) => key + 1);
        setAttempted(false);
        setOtp('');
        setOtpAttempted(false);
        setStep(1);
        setSent(true);
      });
      successRef.current?.focus();
    } catch (error) {
      setAlert({ text: failureText(error) });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const backToStep1 = () => {
    flushSync(() => {
      setStep(1);
      setAlert(null);
    });
    fullnameInput.current?.focus();
  };

  const dismissAlert = () => {
    setAlert(null);
    (step === 2 ? otpInput.current : fullnameInput.current)?.focus();
  };

  const label = (field: ContactField, text: string, required: boolean): ReactNode => (
    <label htmlFor={fieldId(field)} className="contact__label">
      {text}
      {required ? <Required /> : <span className="contact__optional"> {t(cp.optional)}</span>}
    </label>
  );

  return (
    <section className="contact" aria-labelledby={id('title')}>
      <h2 id={id('title')} className="contact__title">
        {t(cp.title)}
      </h2>

      {/* Live regions stay mounted: text put into them is announced. */}
      <div role="status" className="contact__live">
        {sent ? (
          <div ref={successRef} tabIndex={-1} className="contact__banner contact__banner--success">
            <p className="contact__banner-text">{t(phrases.messageSent)}</p>
            <button
              type="button"
              className="contact__dismiss"
              aria-label={t(cp.dismiss)}
              title={t(cp.dismiss)}
              onClick={() => setSent(false)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null}
      </div>
      <div role="alert" className="contact__live">
        {alert ? (
          <div className="contact__banner contact__banner--error">
            <p className="contact__banner-text">{alertText(alert.text)}</p>
            <button
              type="button"
              className="contact__dismiss"
              aria-label={t(cp.dismiss)}
              title={t(cp.dismiss)}
              onClick={dismissAlert}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null}
      </div>

      <form
        className="contact__form"
        noValidate
        onSubmit={submitStep1}
        hidden={step !== 1}
        onFocus={() => preloadCaptcha()}
      >
        <p className="contact__step">{t(cp.step1)}</p>
        <p className="contact__intro">
          {t(cp.intro)} {t(cp.requiredNote)}
        </p>

        {failing.length > 0 ? (
          <div
            ref={summaryRef}
            tabIndex={-1}
            role="alert"
            className="contact__summary"
            aria-labelledby={id('summary-title')}
          >
            <p id={id('summary-title')} className="contact__summary-title">
              {t(cp.summaryTitle)}
            </p>
            <ul className="contact__summary-list">
              {failing.map((field) => (
                <li key={field}>
                  <a href={`#${fieldId(field)}`} onClick={(event) => focusField(event, field)}>
                    {t(errors[field] ?? phrases.somethingWentWrong)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="contact__grid">
          <div className="contact__field">
            {label('fullname', t(cp.fullname), true)}
            <input
              ref={fullnameInput}
              id={fieldId('fullname')}
              name="fullname"
              type="text"
              autoComplete="name"
              required
              className="contact__input"
              value={values.fullname}
              onChange={(event) => set('fullname', event.target.value)}
              {...a11y('fullname')}
            />
            {fieldError('fullname')}
          </div>

          <div className="contact__field">
            {label('email', t(cp.email), true)}
            <input
              id={fieldId('email')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              required
              className="contact__input"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
              {...a11y('email')}
            />
            {fieldError('email')}
          </div>

          <div className="contact__field contact__field--wide">
            {label('subject', t(cp.subject), true)}
            <select
              id={fieldId('subject')}
              name="subject"
              required
              className="contact__input contact__select"
              value={values.subject}
              onChange={(event) => set('subject', event.target.value)}
              aria-busy={subjects.isPending || undefined}
              {...a11y('subject', subjects.isError ? id('subjects-failed') : undefined)}
            >
              <option value="">{subjects.isPending ? t(phrases.loading) : t(cp.chooseSubject)}</option>
              {subjects.data?.map((subject) => (
                <option key={subject.id} value={String(subject.id)}>
                  {pickOrTm(subject, 'name', lang)}
                </option>
              ))}
            </select>
            {subjects.isError ? (
              <p id={id('subjects-failed')} className="contact__error contact__error--load">
                {t(cp.subjectsFailed)}{' '}
                <button
                  type="button"
                  className="contact__link-button"
                  onClick={() => void subjects.refetch()}
                >
                  {t(phrases.retry)}
                </button>
              </p>
            ) : null}
            {fieldError('subject')}
          </div>

          <div className="contact__field contact__field--wide">
            {label('message', t(cp.message), true)}
            <textarea
              id={fieldId('message')}
              name="message"
              rows={6}
              required
              className="contact__input contact__textarea"
              value={values.message}
              onChange={(event) => set('message', event.target.value)}
              {...a11y('message')}
            />
            {fieldError('message')}
          </div>

          <div className="contact__field contact__field--wide">
            {label('file', t(cp.file), fileRequired)}
            <p id={id('file-hint')} className="contact__hint">
              {t(cp.fileHint)}
              {fileRequired ? ` ${t(cp.fileNeeded)}` : ''}
            </p>
            <input
              key={fileKey}
              id={fieldId('file')}
              name="file"
              type="file"
              accept={FILE_ACCEPT}
              required={fileRequired}
              className="contact__file"
              onChange={(event) => set('file', event.target.files?.[0] ?? null)}
              {...a11y('file', id('file-hint'))}
            />
            {fieldError('file')}
          </div>

          <fieldset className="contact__field contact__field--wide contact__captcha">
            <legend className="contact__label">
              {t(cp.captcha)}
              <Required />
            </legend>
            <div className="contact__captcha-row">
              <Captcha
                key={captchaKey}
                id={fieldId('captcha')}
                onChange={setCaptcha}
                invalid={Boolean(errors.captcha)}
                describedBy={errors.captcha ? errorId('captcha') : undefined}
              />
              <button
                type="button"
                className="contact__dismiss contact__captcha-reset"
                aria-label={t(cp.resetCaptcha)}
                title={t(cp.resetCaptcha)}
                onClick={resetCaptcha}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {fieldError('captcha')}
          </fieldset>
        </div>

        <button
          type="submit"
          className="button contact__submit"
          aria-disabled={submitting || undefined}
          aria-busy={submitting || undefined}
        >
          <ButtonContent busy={submitting && step === 1} idle={t(cp.send)} busyText={t(cp.sending)} />
        </button>
      </form>

      {step === 2 ? (
        <form className="contact__form contact__form--otp" noValidate onSubmit={submitStep2}>
          <p className="contact__step">{t(cp.step2)}</p>
          <h3 ref={step2Heading} tabIndex={-1} className="contact__step-title">
            {t(cp.step2Title)}
          </h3>
          <p className="contact__intro">{t(cp.step2Intro).replace('{email}', sentTo)}</p>
          <div className="contact__field">
            <label htmlFor={id('otp')} className="contact__label">
              {t(cp.otp)}
              <Required />
            </label>
            <p id={id('otp-hint')} className="contact__hint">
              {t(cp.otpHint)}
            </p>
            <input
              ref={otpInput}
              id={id('otp')}
              name="otp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              required
              className="contact__input contact__otp"
              value={otp}
              onChange={(event) => setOtp(normalizeOtp(event.target.value))}
              aria-invalid={otpError ? true : undefined}
              aria-describedby={[id('otp-hint'), otpError ? errorId('otp') : undefined]
                .filter(Boolean)
                .join(' ')}
            />
            {otpError ? (
              <p id={errorId('otp')} className="contact__error">
                {t(otpError)}
              </p>
            ) : null}
          </div>
          <div className="contact__actions">
            <button
              type="submit"
              className="button contact__submit"
              aria-disabled={submitting || undefined}
              aria-busy={submitting || undefined}
            >
              <ButtonContent busy={submitting} idle={t(cp.confirm)} busyText={t(cp.sending)} />
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={backToStep1}
              disabled={submitting}
            >
              {t(cp.back)}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
