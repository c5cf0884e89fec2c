import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { api } from '../../api/client';
import { callQuery } from '../../api/queries';
import type { MessageCreateRequest, OtpCheckRequest } from '../../api/types';
import { useT } from '../../i18n/useT';
import { failureText } from '../../blocks/failureText';
import { useFormMutation } from '../../shared/forms/useFormMutation';
import { CodeStep } from './CodeStep';
import { MessageStep } from './MessageStep';
import { Banner } from './parts';
import { commonTexts } from '../../i18n/texts';
import { contactFormTexts } from './texts';
import './contact.css';

/**
 * The two-step contact form (requirements §4, §5): step 1 (MessageStep) creates the message and the server
 * e-mails a code; step 2 (CodeStep) sends the code with the optional file. Each call is a React
 * Query mutation; their errors feed the one alert. Step 1 stays mounted while step 2 shows, so
 * going back — or a failure — never loses what the visitor typed or the file they picked; after a
 * confirmed code it is mounted afresh (empty).
 */
export default function ContactFormBody() {
  const t = useT();
  const titleId = `${useId()}-title`;
  const subjects = useQuery(callQuery('getMessageSubjects'));

  const [step, setStep] = useState<1 | 2>(1);
  // Where the code went and the file picked then: step 2 sends them with the code.
  const [delivery, setDelivery] = useState<{ email: string; file: File | null }>({ email: '', file: null });
  const [sent, setSent] = useState(false);
  // A new key mounts an empty step 1 after a confirmed code.
  const [messageKey, setMessageKey] = useState(0);

  const successRef = useRef<HTMLDivElement>(null);
  const step2Heading = useRef<HTMLHeadingElement>(null);
  const otpInput = useRef<HTMLInputElement>(null);
  const fullnameInput = useRef<HTMLInputElement>(null);

  const send = useFormMutation({ mutationFn: (request: MessageCreateRequest) => api.createMessage(request) });
  const confirm = useFormMutation({ mutationFn: (request: OtpCheckRequest) => api.checkOtp(request) });
  const inFlight = () => send.inFlight() || confirm.inFlight();
  const failure = send.error ?? confirm.error;
  const failureMessage = failure ? failureText(failure) : null;

  const clearAlert = () => {
    send.reset();
    confirm.reset();
  };

  const sendMessage = (request: MessageCreateRequest, file: File | null, settled: () => void) => {
    confirm.reset();
    setSent(false);
    send.mutate(request, {
      onSuccess: () => {
        flushSync(() => {
          setDelivery({ email: request.email, file });
          setStep(2);
        });
        step2Heading.current?.focus();
      },
      onSettled: settled,
    });
  };

  const confirmCode = (otp: string) => {
    send.reset();
    confirm.mutate(
      { file: delivery.file ?? undefined, otp, email: delivery.email },
      {
        onSuccess: () => {
          flushSync(() => {
            setMessageKey((key) => key + 1);
            setStep(1);
            setSent(true);
          });
          successRef.current?.focus();
        },
      },
    );
  };

  const backToStep1 = () => {
    flushSync(() => {
      setStep(1);
      clearAlert();
    });
    fullnameInput.current?.focus();
  };

  const dismissAlert = () => {
    clearAlert();
    (step === 2 ? otpInput.current : fullnameInput.current)?.focus();
  };

  return (
    <section className="contact" aria-labelledby={titleId}>
      <h2 id={titleId} className="contact__title">
        {t(contactFormTexts.title)}
      </h2>

      {/* Live regions stay mounted: text put into them is announced. */}
      <div role="status" className="contact__live">
        {sent ? (
          <Banner kind="success" ref={successRef} onDismiss={() => setSent(false)}>
            {t(commonTexts.messageSent)}
          </Banner>
        ) : null}
      </div>
      <div role="alert" className="contact__live">
        {failureMessage ? (
          <Banner kind="error" onDismiss={dismissAlert}>
            {typeof failureMessage === 'string' ? failureMessage : t(failureMessage)}
          </Banner>
        ) : null}
      </div>

      <MessageStep
        key={messageKey}
        subjects={subjects}
        hidden={step !== 1}
        busy={send.isPending}
        inFlight={inFlight}
        onAttempt={() => setSent(false)}
        onSend={sendMessage}
        fullnameRef={fullnameInput}
      />

      {step === 2 ? (
        <CodeStep
          sentTo={delivery.email}
          busy={confirm.isPending}
          inFlight={inFlight}
          onConfirm={confirmCode}
          onBack={backToStep1}
          headingRef={step2Heading}
          otpRef={otpInput}
        />
      ) : null}
    </section>
  );
}
