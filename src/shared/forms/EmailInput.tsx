import type { ComponentProps } from 'react';

/**
 * An e-mail address's input, named `email`: the keyboard with "@", the browser's autofill of the
 * visitor's address, and no spelling marks under it, the same in every form that asks for one.
 */
export function EmailInput(
  props: Omit<ComponentProps<'input'>, 'name' | 'type' | 'inputMode' | 'autoComplete'>,
) {
  return (
    <input {...props} name="email" type="email" inputMode="email" autoComplete="email" spellCheck={false} />
  );
}
