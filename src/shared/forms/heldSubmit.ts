import { useLayoutEffect, type RefObject } from 'react';
import type { Lang } from '../../api/types';

/**
 * A visitor form sent before the app has taken it (decision 0130). Its HTML is a POST to
 * `formFallbackAction` (nginx answers there, in the page's language, that the form needs the page
 * to finish loading), so a page whose scripts never run sends nothing typed into an address. When
 * they do run, src/boot.ts catches the submit first, holds it and says so in the form's status
 * (HeldSubmitNote); the form hands it over here once its own handler is live.
 *
 * The attribute names are the contract with src/boot.ts, which imports nothing and repeats them.
 */
export const HELD_SUBMIT = {
  /**
   * On the form's status: src/boot.ts holds a submit of the form. (There, not on the form: React
   * lets the status differ from its HTML, `suppressHydrationWarning`.)
   */
  held: 'data-submit-held',
  /** On a form: the app's handler takes its submits; src/boot.ts leaves them alone. */
  ready: 'data-submit-ready',
  /** On the form's status: the text src/boot.ts shows while it holds a submit. */
  heldText: 'data-held-text',
  /** … and the one it shows when the app could not be loaded. */
  failedText: 'data-failed-text',
} as const;

/** Where a form's HTML posts when no script takes it (deploy/nginx/form-not-sent.conf.template). */
export function formFallbackAction(lang: Lang): string {
  return `/${lang}/form-not-sent`;
}

/**
 * The app's handler of `form` is live: src/boot.ts lets its submits through from now on. Whether a
 * submit was held for it before.
 */
export function markFormReady(form: HTMLFormElement): boolean {
  form.setAttribute(HELD_SUBMIT.ready, '');
  return heldNotes(form).length > 0;
}

const heldNotes = (form: HTMLFormElement) => form.querySelectorAll(`[${HELD_SUBMIT.held}]`);

/**
 * Sends the held submit of `form` through the form's own handler, once: the mark goes first, so a
 * second call (or a second hand-over) does nothing. The holding status is emptied; the form's
 * usual messages follow (sending, a missing field, the captcha not solved yet).
 */
export function submitHeld(form: HTMLFormElement): boolean {
  const notes = heldNotes(form);
  if (notes.length === 0) return false;
  for (const note of notes) {
    note.removeAttribute(HELD_SUBMIT.held);
    note.textContent = '';
  }
  form.requestSubmit();
  return true;
}

/**
 * Takes over a submit src/boot.ts held for `form` before the app started, and lets the later ones
 * through to the form. Runs in the commit that hydrates the form, like useTypedBeforeStart (use
 * both, so the typed values are in the form's state first): the held submit goes a task later,
 * when that state has been rendered and the handler reads it, and outside React's commit, where
 * the handler's own flushSync works.
 */
export function useHeldSubmit(form: RefObject<HTMLFormElement | null>): void {
  useLayoutEffect(() => {
    const node = form.current;
    if (!node || !markFormReady(node)) return;
    const timer = setTimeout(() => submitHeld(node), 0);
    // StrictMode's second run (development) schedules it again: the mark is still there.
    return () => clearTimeout(timer);
  }, [form]);
}
