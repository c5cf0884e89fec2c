import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

export type TypedValue = string | boolean | File;

/**
 * The fields of `form` (by name) whose value is not the one React rendered: what the visitor typed,
 * ticked, chose or picked while the prerendered page was still waiting for its app. Hydration sets
 * each field's `defaultValue` / `defaultChecked` to the rendered value and leaves the visitor's
 * value in place, so the two differ exactly where the visitor changed something.
 */
export function typedValues(form: HTMLFormElement): Record<string, TypedValue> {
  const typed: Record<string, TypedValue> = {};
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement && field.name) {
      if (field.type === 'checkbox' || field.type === 'radio') {
        if (field.checked !== field.defaultChecked) typed[field.name] = field.checked;
      } else if (field.type === 'file') {
        const file = field.files?.[0];
        if (file) typed[field.name] = file;
      } else if (field.value !== field.defaultValue) {
        typed[field.name] = field.value;
      }
    } else if (field instanceof HTMLTextAreaElement && field.name) {
      if (field.value !== field.defaultValue) typed[field.name] = field.value;
    } else if (field instanceof HTMLSelectElement && field.name) {
      const rendered = Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0];
      if (rendered && field.value !== rendered.value) typed[field.name] = field.value;
    }
  }
  return typed;
}

/**
 * Keeps what a visitor typed into a prerendered form before the app started. React hydrates a
 * controlled field without reading it: its state keeps the rendered (empty) value, and the form's
 * next render writes that back over the visitor's text. (React's own fix, replaying the change
 * events, ships switched off in 19.3: `enableHydrationChangeEvent`.) This reads the form once, in
 * the commit that hydrates it, before any other render, and hands what differs to `adopt`, which
 * puts it in the form's state. On a form rendered by the client nothing differs: no call.
 */
export function useTypedBeforeStart(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, TypedValue>) => void,
): void {
  const onTyped = useEffectEvent(adopt);
  useLayoutEffect(() => {
    const node = form.current;
    if (!node) return;
    // The moment this form's state took over its fields (a start mark, see src/boot.ts).
    if (typeof performance.mark === 'function')
      performance.mark('app:form-ready', { detail: node.getAttribute('aria-label') ?? node.className });
    const typed = typedValues(node);
    if (Object.keys(typed).length > 0) onTyped(typed);
  }, [form]);
}
