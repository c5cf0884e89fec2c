import type { ReactNode } from 'react';

/** What a field's control must carry so its label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  /** The hint, any extra description, then the error — or nothing. */
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** The form's CSS block: classes are `${block}__field`, `__label`, `__hint`, `__error`. */
  block: 'contact' | 'subscribe';
  /** The control's id; the hint is `${id}-hint`, the error `${id}-error`. */
  id: string;
  /** The label's content (with any required or optional marker). Omitted for `bare`. */
  label?: ReactNode;
  hint?: ReactNode;
  /** The error text, already translated; nothing when the field is fine. */
  error?: ReactNode;
  /**
   * `stacked`: label, hint, control, error. `check`: a checkbox before its label.
   * `group`: a fieldset whose legend is the label (a widget of several controls, the captcha).
   * `bare`: control and error only (a widget that labels itself); `show` hides the control alone.
   */
  layout?: 'stacked' | 'check' | 'group' | 'bare';
  /** Modifier classes for the wrapper. */
  className?: string;
  labelClassName?: string;
  /** Ids of more descriptions that the control's children render (a load failure, say). */
  describedBy?: string;
  /** `bare` only: whether the control shows (its error shows either way). */
  show?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one labelled field of the visitor forms (contact and subscription): it ties label, hint and
 * error to the control (`htmlFor`, `aria-describedby`, `aria-invalid`) the same way everywhere.
 */
export function Field({
  block,
  id,
  label,
  hint,
  error,
  layout = 'stacked',
  className,
  labelClassName,
  describedBy,
  show = true,
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, describedBy, errorId].filter(Boolean).join(' ') || undefined,
  });
  const wrapper = [`${block}__field`, className].filter(Boolean).join(' ');
  const labelClass = labelClassName ?? `${block}__label`;
  const hintNode = hint ? (
    <p id={hintId} className={`${block}__hint`}>
      {hint}
    </p>
  ) : null;
  const errorNode = error ? (
    <p id={errorId} className={`${block}__error`}>
      {error}
    </p>
  ) : null;

  if (layout === 'bare') {
    return (
      <>
        {show ? control : null}
        {errorNode}
      </>
    );
  }
  if (layout === 'group') {
    return (
      <fieldset className={wrapper}>
        <legend className={labelClass}>{label}</legend>
        {hintNode}
        {control}
        {errorNode}
      </fieldset>
    );
  }
  if (layout === 'check') {
    return (
      <div className={wrapper}>
        <div className={`${block}__check`}>
          {control}
          <label htmlFor={id} className={labelClass}>
            {label}
          </label>
        </div>
        {hintNode}
        {errorNode}
      </div>
    );
  }
  return (
    <div className={wrapper}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hintNode}
      {control}
      {errorNode}
    </div>
  );
}
