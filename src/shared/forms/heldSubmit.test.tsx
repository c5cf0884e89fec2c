/**
 * The hand-over of a submit held before the app started (decision 0130): src/boot.ts holds it and
 * fills the form's status; the hydrated form (useHeldSubmit) sends it once, with what was typed.
 */
import { useRef, useState, type FormEvent } from 'react';
import { press, serverRendered, startBootScript } from '../../../tests/support/unit/serverForm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formTexts } from './texts';
import { HeldSubmitNote } from './HeldSubmitNote';
import { HELD_SUBMIT, submitHeld, useHeldSubmit } from './heldSubmit';
import { useTypedBeforeStart } from './useTypedBeforeStart';

/** What the form's own handler saw, submit after submit. */
let handled: string[] = [];

function NameForm() {
  const [name, setName] = useState('');
  const ref = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(ref, (typed) => {
    if (typeof typed.name === 'string') setName(typed.name);
  });
  useHeldSubmit(ref);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    handled.push(name);
  };
  return (
    <form ref={ref} method="post" action="/en/form-not-sent" onSubmit={submit}>
      <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="submit">Send</button>
      <HeldSubmitNote />
    </form>
  );
}

beforeAll(startBootScript);

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  handled = [];
});

/** The server's HTML of the form in the page, not hydrated yet. */
function serverForm() {
  const page = serverRendered(<NameForm />);
  cleanup = page.remove;
  return {
    form: page.container.querySelector('form')!,
    note: page.container.querySelector<HTMLElement>('[role="status"]')!,
    input: page.container.querySelector('input')!,
    recoverable: page.recoverable,
    hydrate: page.hydrate,
  };
}

describe('a submit before the app has started', () => {
  it('is held by the boot script: not sent, the form says it will be, the fields untouched', () => {
    const { form, note, input } = serverForm();
    input.value = 'Aýna';
    expect(press(form), 'the POST to nginx is prevented').toBe(false);
    expect(press(form)).toBe(false);
    expect(note).toHaveAttribute(HELD_SUBMIT.held);
    expect(note).toHaveTextContent(formTexts.heldUntilStart.tm);
    expect(input).toHaveValue('Aýna');
    expect(handled).toEqual([]);
  });

  it('is sent once by the hydrated form, with what was typed; the status is emptied', async () => {
    const site = serverForm();
    site.input.value = 'Aýna Orazowa';
    press(site.form);
    press(site.form);
    await site.hydrate();
    expect(handled).toEqual(['Aýna Orazowa']);
    expect(site.note).toBeEmptyDOMElement();
    expect(site.note).not.toHaveAttribute(HELD_SUBMIT.held);
    // The boot script's text in React's empty status is no hydration error.
    expect(site.recoverable).not.toHaveBeenCalled();
    // A later press goes to the form's handler, not to the boot script.
    expect(press(site.form)).toBe(false);
    expect(handled).toEqual(['Aýna Orazowa', 'Aýna Orazowa']);
    expect(site.note).toBeEmptyDOMElement();
    // A second hand-over (a remount, StrictMode) sends nothing more.
    expect(submitHeld(site.form)).toBe(false);
    expect(handled).toHaveLength(2);
  });

  it('without a press, hydration sends nothing; presses go to the form', async () => {
    const site = serverForm();
    await site.hydrate();
    expect(handled).toEqual([]);
    expect(site.form.hasAttribute(HELD_SUBMIT.ready)).toBe(true);
    press(site.form);
    expect(handled).toEqual(['']);
    expect(site.note).toBeEmptyDOMElement();
  });

  it('a form without the status (the news search, a GET) is not held', () => {
    const form = document.createElement('form');
    document.body.append(form);
    cleanup = () => form.remove();
    const seen = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', seen);
    press(form);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(form.querySelector(`[${HELD_SUBMIT.held}]`)).toBeNull();
  });
});
