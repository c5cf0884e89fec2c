import { useId, useState, type FormEvent, type Ref, type RefObject } from 'react';
import { fill } from '../../i18n/fill';
import { commonTexts } from '../../i18n/texts';
import { useT } from '../../i18n/useT';
import { Field } from '../../shared/forms/Field';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { useVisitorForm, VisitorForm } from '../../shared/forms/VisitorForm';
import { Required } from './parts';
import { normalizeOtp, validateOtp } from './validate';
import { formTexts } from '../../shared/forms/texts';
import { contactFormTexts } from './texts';

export interface CodeStepProps {
  /** The address the code went to (step 1's, even if step 1 is edited later). */
  sentTo: string;
  busy: boolean;
  inFlight: () => boolean;
  /** A valid code: send it. */
  onConfirm: (otp: string) => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** The code field, which the parent also focuses (dismissing the alert). */
  otpRef: RefObject<HTMLInputElement | null>;
}

/** Step 2 of the contact form (requirements §4, §5): the 6-digit code the server e-mailed. */
export function CodeStep({ sentTo, busy, inFlight, onConfirm, onBack, headingRef, otpRef }: CodeStepProps) {
  const t = useT();
  const uid = useId();
  const [otp, setOtp] = useState('');
  const [attempted, setAttempted] = useState(false);
  const otpError = attempted ? validateOtp(otp) : null;
  // Shown only by the running app, which handles its submit: nothing to hold (decision 0130).
  const form = useVisitorForm();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight()) return;
    setAttempted(true);
    const code = normalizeOtp(otp);
    const failed = validateOtp(code);
    form.announce(t(formTexts.pleaseCorrect), failed ? [t(failed)] : []);
    if (failed) {
      otpRef.current?.focus();
      return;
    }
    onConfirm(code);
  };

  return (
    // Its HTML is still a POST to nginx's page, so no code could ever go into an address.
    <VisitorForm form={form} className="contact__form contact__form--otp" onSubmit={submit}>
      <p className="contact__step">{t(contactFormTexts.step2)}</p>
      <h3 ref={headingRef} tabIndex={-1} className="contact__step-title">
        {t(contactFormTexts.step2Title)}
      </h3>
      <p className="contact__intro">{fill(t(contactFormTexts.step2Intro), { email: sentTo })}</p>
      <Field
        block="contact"
        id={`${uid}-otp`}
        label={
          <>
            {t(contactFormTexts.otp)}
            <Required />
          </>
        }
        hint={t(contactFormTexts.otpHint)}
        error={otpError ? t(otpError) : null}
      >
        {(control) => (
          <input
            ref={otpRef}
            {...control}
            name="otp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            required
            className="contact__input contact__otp"
            value={otp}
            onChange={(event) => setOtp(normalizeOtp(event.target.value))}
          />
        )}
      </Field>
      {form.announcement}
      <div className="contact__actions">
        <SubmitButton
          block="contact"
          busy={busy}
          idle={t(contactFormTexts.confirm)}
          busyText={t(commonTexts.sending)}
        />
        <button type="button" className="button button--secondary" onClick={onBack} disabled={busy}>
          {t(contactFormTexts.back)}
        </button>
      </div>
    </VisitorForm>
  );
}
