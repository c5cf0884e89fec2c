import { useState, type ReactNode } from 'react';

/**
 * What failed, said once per submit however the form was sent (WCAG 4.1.3 and 3.3.1, GOV.UK's
 * error summary). Focus moving to the first invalid field is not enough on its own: a visitor who
 * pressed Enter in that field is already there, and nothing would be read.
 *
 * The text is taken when the form is submitted, after a title (`Please correct:`), so fixing one
 * field (whose own message follows the input) is not re-announced with the rest. The alert is
 * inserted anew on each failed submit (screen readers read an alert when it appears, so the same
 * text is heard again) and leaves at the visitor's next change, so no stale alert stays behind.
 */
export function useErrorAnnouncement(): {
  announcement: ReactNode;
  /** After a submit: the title and the messages, or nothing when nothing failed. */
  announce: (title: string, messages: string[]) => void;
  /** The visitor changed something: the alert has been heard, it goes. */
  dismiss: () => void;
} {
  const [said, setSaid] = useState<{ submit: number; text: string }>({ submit: 0, text: '' });
  const announce = (title: string, messages: string[]) =>
    setSaid((prev) => ({
      submit: prev.submit + 1,
      text: messages.length ? [title, ...messages].join(' ') : '',
    }));
  const dismiss = () => setSaid((prev) => (prev.text ? { ...prev, text: '' } : prev));
  const announcement = said.text ? (
    <div key={said.submit} role="alert" className="visually-hidden">
      {said.text}
    </div>
  ) : null;
  return { announcement, announce, dismiss };
}
