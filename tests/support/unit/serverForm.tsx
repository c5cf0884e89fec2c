/**
 * A form's server HTML in the page, hydrated when the test says so: what a prerendered page gives
 * the boot script (src/boot.ts) and then the app. The held-form tests of src/shared/forms use it.
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { setLang } from '../../../src/i18n/lang';

/** A press of the form's button, as the browser makes it (the submit event, cancelable). */
export function press(form: HTMLFormElement): boolean {
  return form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
}

export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** For a `beforeAll`: the page's language, and the boot script's listener. */
export async function startBootScript(): Promise<void> {
  // A file run before this one in the same jsdom may have left another language.
  setLang('tm');
  // It imports nothing and starts nothing without its tag.
  await import('../../../src/boot');
}

/** `element`'s server HTML appended to the page; `hydrate()` takes it over, `remove()` ends it. */
export function serverRendered(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const recoverable = vi.fn();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  return {
    container,
    /** React's recoverable errors (a hydration mismatch among them). */
    recoverable,
    hydrate: async () => {
      await act(async () => {
        root = hydrateRoot(container, element, { onRecoverableError: recoverable });
        await Promise.resolve();
      });
      // The hand-over of a held submit waits a task after the hydrating commit.
      await act(nextTask);
    },
    remove: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
