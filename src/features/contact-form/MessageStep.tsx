/**
 * Step 1 of the contact form. Over 300 lines because its fields, checks, error summary and captcha
 * share one state; its stateless parts are in parts.tsx and its checks in validate.ts.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import type { MessageCreateRequest, MessageSubject } from '../../api/types';
import { useLang } from '../../i18n/lang';
import { pick } from '../../i18n/pick';
import { useT } from '../../i18n/useT';
import { Captcha, preloadCaptcha } from '../../blocks/captcha';
import { useHeldForm, VisitorForm } from '../../shared/forms/VisitorForm';
import { EmailInput } from '../../shared/forms/EmailInput';
import { Field } from '../../shared/forms/Field';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { DismissButton, ErrorSummary, LabelText, Required } from './parts';
import {
  CONTACT_FIELDS,
  FILE_ACCEPT,
  fileRequiredFor,
  validateContact,
  type ContactField,
  type ContactValues,
} from './validate';
import { commonTexts } from '../../i18n/texts';
import { contactFormTexts } from './texts';

const EMPTY: Omit<ContactValues, 'captcha'> = {
  fullname: '',
  email: '',
  subject: '',
  message: '',
  file: null,
};

export interface MessageStepProps {
  subjects: UseQueryResult<MessageSubject[]>;
  /** Hidden (not unmounted) while step 2 shows, so nothing typed or picked is lost. */
  hidden: boolean;
  busy: boolean;
  /** Whether a request of the form is still in flight (a second press must not send again). */
  inFlight: () => boolean;
  /** A send was attempted, valid or not: the previous success message goes. */
  onAttempt: () => void;
  /** Valid: send it. `settled` is called when the request ends either way (the captcha is spent). */
  onSend: (request: MessageCreateRequest, file: File | null, settled: () => void) => void;
  fullnameRef: Ref<HTMLInputElement>;
}

/**
 * Step 1 of the contact form (requirements §4, §5): name, e-mail, subject, message, optional file and the
 * captcha. Every failing check shows at its field and in a focused summary linking to each field.
 */
export function MessageStep({
  subjects,
  hidden,
  busy,
  inFlight,
  onAttempt,
  onSend,
  fullnameRef,
}: MessageStepProps) {
  const t = useT();
  const lang = useLang();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;

  const [values, setValues] = useState(EMPTY);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Typed before the app started (a prerendered page on a slow network): kept, not wiped.
  const form = useHeldForm((typed) =>
    setValues((prev) => ({
      fullname: typeof typed.fullname === 'string' ? typed.fullname : prev.fullname,
      email: typeof typed.email === 'string' ? typed.email : prev.email,
      subject: typeof typed.subject === 'string' ? typed.subject : prev.subject,
      message: typeof typed.message === 'string' ? typed.message : prev.message,
      file: typed.file instanceof File ? typed.file : prev.file,
    })),
  );

  const fieldValues: ContactValues = { ...values, captcha };
  // Messages follow the input after the first attempt, so fixing a field clears its message.
  const errors = attempted ? validateContact(fieldValues, subjects.data) : {};
  const failing = CONTACT_FIELDS.filter((field) => errors[field]);
  const fileRequired = fileRequiredFor(subjects.data, values.subject);
  const error = (field: ContactField) => (errors[field] ? t(errors[field]) : null);

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setValues((prev) => ({ ...prev, [key]: value }));

  const resetCaptcha = () => {
    setCaptcha(null);
    setCaptchaKey((key) => key + 1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight()) return;
    const found = validateContact(fieldValues, subjects.data);
    // Said once per submit; the summary below follows the input without being read out again.
    form.announce(
      t(contactFormTexts.summaryTitle),
      CONTACT_FIELDS.filter((field) => found[field]).map((field) => t(found[field]!)),
    );
    if (Object.keys(found).length > 0) {
      flushSync(() => {
        setAttempted(true);
        onAttempt();
      });
      summaryRef.current?.focus();
      return;
    }
    onAttempt();
    onSend(
      {
        captcha: captcha ?? '',
        message: values.message,
        subject: values.subject,
        email: values.email.trim(),
        fullname: values.fullname.trim(),
      },
      values.file,
      // The server has used the captcha token either way; another attempt needs a fresh one.
      resetCaptcha,
    );
  };

  return (
    <VisitorForm
      form={form}
      className="contact__form"
      onSubmit={submit}
      hidden={hidden}
      onFocus={() => preloadCaptcha()}
    >
      <p className="contact__step">{t(contactFormTexts.step1)}</p>
      <p className="contact__intro">
        {t(contactFormTexts.intro)} {t(contactFormTexts.requiredNote)}
      </p>

      <ErrorSummary ref={summaryRef} fields={failing} errors={errors} idOf={id} />
      {form.announcement}

      <div className="contact__grid">
        <Field
          block="contact"
          id={id('fullname')}
          label={<LabelText text={t(contactFormTexts.fullname)} required />}
          error={error('fullname')}
        >
          {(control) => (
            <input
              ref={fullnameRef}
              {...control}
              name="fullname"
              type="text"
              autoComplete="name"
              required
              className="contact__input"
              value={values.fullname}
              onChange={(event) => set('fullname', event.target.value)}
            />
          )}
        </Field>

        <Field
          block="contact"
          id={id('email')}
          label={<LabelText text={t(commonTexts.email)} required />}
          error={error('email')}
        >
          {(control) => (
            <EmailInput
              {...control}
              required
              className="contact__input"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
            />
          )}
        </Field>

        <Field
          block="contact"
          id={id('subject')}
          className="contact__field--wide"
          label={<LabelText text={t(contactFormTexts.subject)} required />}
          describedBy={subjects.isError ? id('subjects-failed') : undefined}
          error={error('subject')}
        >
          {(control) => (
            <>
              <select
                {...control}
                name="subject"
                required
                className="contact__input contact__select"
                value={values.subject}
                onChange={(event) => set('subject', event.target.value)}
                aria-busy={subjects.isPending || undefined}
              >
                <option value="">
                  {subjects.isPending ? t(commonTexts.loading) : t(contactFormTexts.chooseSubject)}
                </option>
                {subjects.data?.map((subject) => (
                  <option key={subject.id} value={String(subject.id)}>
                    {pick(subject, 'name', lang, 'tm')}
                  </option>
                ))}
              </select>
              {subjects.isError ? (
                <p id={id('subjects-failed')} className="contact__error contact__error--load">
                  {t(contactFormTexts.subjectsFailed)}{' '}
                  <button
                    type="button"
                    className="contact__link-button"
                    onClick={() => void subjects.refetch()}
                  >
                    {t(commonTexts.retry)}
                  </button>
                </p>
              ) : null}
            </>
          )}
        </Field>

        <Field
          block="contact"
          id={id('message')}
          className="contact__field--wide"
          label={<LabelText text={t(contactFormTexts.message)} required />}
          error={error('message')}
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={6}
              required
              className="contact__input contact__textarea"
              value={values.message}
              onChange={(event) => set('message', event.target.value)}
            />
          )}
        </Field>

        <Field
          block="contact"
          id={id('file')}
          className="contact__field--wide"
          label={<LabelText text={t(contactFormTexts.file)} required={fileRequired} />}
          hint={`${t(contactFormTexts.fileHint)}${fileRequired ? ` ${t(contactFormTexts.fileNeeded)}` : ''}`}
          error={error('file')}
        >
          {(control) => (
            <input
              {...control}
              name="file"
              type="file"
              accept={FILE_ACCEPT}
              required={fileRequired}
              className="contact__file"
              onChange={(event) => set('file', event.target.files?.[0] ?? null)}
            />
          )}
        </Field>

        <Field
          block="contact"
          layout="group"
          id={id('captcha')}
          className="contact__field--wide contact__captcha"
          label={
            <>
              {t(contactFormTexts.captcha)}
              <Required />
            </>
          }
          error={error('captcha')}
        >
          {(control) => (
            <div className="contact__captcha-row">
              <Captcha
                key={captchaKey}
                id={control.id}
                onChange={setCaptcha}
                invalid={control['aria-invalid']}
                describedBy={control['aria-describedby']}
              />
              <DismissButton
                label={t(contactFormTexts.resetCaptcha)}
                onClick={resetCaptcha}
                className="contact__captcha-reset"
              />
            </div>
          )}
        </Field>
      </div>

      <div className="contact__actions">
        <SubmitButton
          block="contact"
          busy={busy}
          idle={t(contactFormTexts.send)}
          busyText={t(commonTexts.sending)}
        />
        {form.note}
      </div>
    </VisitorForm>
  );
}
