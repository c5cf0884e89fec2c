import { useId, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useT } from '../../i18n/useT';
import type { ContactErrors, ContactField } from './validate';
import { commonTexts } from '../../i18n/texts';
import { contactFormTexts } from './texts';

/** The visual "required" star; the field itself says `required` to assistive technology. */
export function Required() {
  return (
    <span className="contact__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

/** A field's label text with its required star or "(optional)" note. */
export function LabelText({ text, required }: { text: string; required: boolean }) {
  const t = useT();
  return (
    <>
      {text}
      {required ? <Required /> : <span className="contact__optional"> {t(contactFormTexts.optional)}</span>}
    </>
  );
}

/** The small × button of the banners and the captcha reset. */
export function DismissButton({
  label,
  onClick,
  className = '',
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`contact__dismiss${className ? ` ${className}` : ''}`}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}

/** The green (success) or red (error) banner above the form, dismissible. */
export function Banner({
  kind,
  children,
  onDismiss,
  ref,
}: {
  kind: 'success' | 'error';
  children: ReactNode;
  onDismiss: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const t = useT();
  return (
    <div
      ref={ref}
      tabIndex={kind === 'success' ? -1 : undefined}
      className={`contact__banner contact__banner--${kind}`}
    >
      <p className="contact__banner-text">{children}</p>
      <DismissButton label={t(contactFormTexts.dismiss)} onClick={onDismiss} />
    </div>
  );
}

/**
 * Step 1's list of what failed, focused after a failed attempt; each entry moves focus to its field.
 * Not a live region: it follows the input, and MessageStep announces the list once per submit.
 */
export function ErrorSummary({
  fields,
  errors,
  idOf,
  ref,
}: {
  fields: readonly ContactField[];
  errors: ContactErrors;
  /** The id of a field's control. */
  idOf: (field: ContactField) => string;
  ref: Ref<HTMLDivElement>;
}) {
  const t = useT();
  const titleId = `${useId()}-summary-title`;
  if (fields.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, field: ContactField) => {
    event.preventDefault();
    document.getElementById(idOf(field))?.focus();
  };
  return (
    <div ref={ref} tabIndex={-1} role="group" className="contact__summary" aria-labelledby={titleId}>
      <p id={titleId} className="contact__summary-title">
        {t(contactFormTexts.summaryTitle)}
      </p>
      <ul className="contact__summary-list">
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${idOf(field)}`} onClick={(event) => focusField(event, field)}>
              {t(errors[field] ?? commonTexts.somethingWentWrong)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
