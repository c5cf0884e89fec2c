import {
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type FormEventHandler,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLang } from '../../i18n/lang';
import { HeldSubmitNote } from './HeldSubmitNote';
import { formFallbackAction, HELD_SUBMIT, useHeldSubmit } from './heldSubmit';
import { useErrorAnnouncement } from './useErrorAnnouncement';
import { useTypedBeforeStart, type TypedValue } from './useTypedBeforeStart';

/**
 * The skeleton of a visitor form (subscription, contact), written once: a form built on it cannot
 * leave out one of the parts that make it work before the app has taken the page (decisions 0027
 * and 0130). The form keeps its own fields, state, checks and handler.
 *
 *     const form = useHeldForm((typed) => …put what was typed into the state…);
 *     <VisitorForm form={form} className="…" onSubmit={submit} onFocus={preloadSomething}>
 *       …fields… {form.announcement} …button… {form.note}
 *     </VisitorForm>
 *
 * The hook and the element are apart because the form's handler, written before the element, needs
 * `announce`; the announcement and the held-submit note are handed back to be placed where each
 * form's layout puts them (the contact form's note by its button, the subscription's among its
 * results), so each form's HTML is what it was.
 */
export interface VisitorFormHandle {
  /** The form element (VisitorForm attaches it). */
  ref: RefObject<HTMLFormElement | null>;
  /** After a submit: what failed, said once (useErrorAnnouncement). */
  announce: (title: string, messages: string[]) => void;
  /** The alert that says it: placed in the form. */
  announcement: ReactNode;
  /** The visitor changed something: the alert goes (VisitorForm does it on every change). */
  dismiss: () => void;
}

export interface HeldFormHandle extends VisitorFormHandle {
  /** The held-submit status and the no-JavaScript note (HeldSubmitNote): placed by the button. */
  note: ReactNode;
}

/**
 * A form that only the running app shows (the contact form's code step): nothing can be typed or
 * sent in it before the app has taken the page, so it has no held submit; its HTML is still the
 * POST of VisitorForm.
 */
export function useVisitorForm(): VisitorFormHandle {
  const ref = useRef<HTMLFormElement>(null);
  const { announcement, announce, dismiss } = useErrorAnnouncement();
  return { ref, announce, announcement, dismiss };
}

const NOTE = <HeldSubmitNote />;

/**
 * A form the prerendered page shows: what the visitor typed before the app started goes to `onTyped`
 * (by field name, in the commit that hydrates the form: useTypedBeforeStart), and a submit that
 * src/boot.ts held is sent once through the form's handler (useHeldSubmit). Place `note`: without
 * it the boot script does not hold the form's submit and a page without JavaScript says nothing.
 */
export function useHeldForm(onTyped: (typed: Record<string, TypedValue>) => void): HeldFormHandle {
  const form = useVisitorForm();
  // Typed before the app started (a prerendered page on a slow network): kept, not wiped.
  useTypedBeforeStart(form.ref, onTyped);
  // Sent before the app started: src/boot.ts held it, this form sends it (decision 0130).
  useHeldSubmit(form.ref);
  // A form that forgot `note` says so while it is developed and tested (nothing in a build).
  useLayoutEffect(() => {
    const node = form.ref.current;
    if (import.meta.env.DEV && node && !node.querySelector(`[${HELD_SUBMIT.heldText}]`))
      console.error('useHeldForm: the form does not place `note`: a submit before the start is not held.');
  }, [form.ref]);
  return { ...form, note: NOTE };
}

type FormAttributes = Omit<
  ComponentPropsWithoutRef<'form'>,
  'method' | 'action' | 'noValidate' | 'onChange' | 'onSubmit' | 'children'
>;

/**
 * The form element of a visitor form. Until the app takes the form (or without JavaScript), a press
 * posts to nginx's page saying the form needs the page to load (`formFallbackAction`, in the page's
 * language): never a GET that puts what was typed in the address. `noValidate`: the form's own
 * checks speak, in the page's language. Every change dismisses the error alert. Other attributes
 * (a class, `hidden`, an `aria-label`, an `onFocus` that preloads the captcha) are passed through.
 */
export function VisitorForm({
  form: { ref, dismiss },
  className,
  onSubmit,
  children,
  ...attributes
}: FormAttributes & {
  form: VisitorFormHandle;
  /** The form's own handler: it also sends the submit held before the start. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const lang = useLang();
  return (
    <form
      ref={ref}
      className={className}
      method="post"
      action={formFallbackAction(lang)}
      noValidate
      onSubmit={onSubmit}
      {...attributes}
      onChange={dismiss}
    >
      {children}
    </form>
  );
}
