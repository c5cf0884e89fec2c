/**
 * The visitor form's skeleton (VisitorForm, useHeldForm, useVisitorForm): its HTML is the POST of
 * decision 0130, and over server HTML it wires what was typed before the start to `onTyped`
 * (decision 0027) and the submit src/boot.ts held to the form's handler, once.
 */
import { act, useState, type FormEvent } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { press, serverRendered, startBootScript } from '../../../tests/support/unit/serverForm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HELD_SUBMIT } from './heldSubmit';
import { formTexts } from './texts';
import type { TypedValue } from './useTypedBeforeStart';
import { useHeldForm, useVisitorForm, VisitorForm } from './VisitorForm';

/** What `onTyped` received, and what the form's handler saw, submit after submit. */
let adopted: Record<string, TypedValue>[] = [];
let handled: { name: string; agreed: boolean }[] = [];

function HeldNameForm({ withNote = true }: { withNote?: boolean }) {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const form = useHeldForm((typed) => {
    adopted.push(typed);
    if (typeof typed.name === 'string') setName(typed.name);
    if (typeof typed.agreed === 'boolean') setAgreed(typed.agreed);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    handled.push({ name, agreed });
    form.announce('Please correct:', name ? [] : ['Name is required.']);
  };
  return (
    <VisitorForm form={form} className="names" aria-label="Names" onSubmit={submit}>
      <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <input
        name="agreed"
        type="checkbox"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      {form.announcement}
      <button type="submit">Send</button>
      {withNote ? form.note : null}
    </VisitorForm>
  );
}

beforeAll(startBootScript);

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  adopted = [];
  handled = [];
  vi.restoreAllMocks();
});

/** The server's HTML of the form in the page, not hydrated yet. */
function serverForm() {
  const page = serverRendered(<HeldNameForm />);
  cleanup = page.remove;
  return {
    form: page.container.querySelector('form')!,
    note: page.container.querySelector<HTMLElement>(`[${HELD_SUBMIT.heldText}]`)!,
    name: page.container.querySelector<HTMLInputElement>('input[name="name"]')!,
    agreed: page.container.querySelector<HTMLInputElement>('input[name="agreed"]')!,
    recoverable: page.recoverable,
    hydrate: page.hydrate,
  };
}

describe('VisitorForm', () => {
  it("renders a POST to nginx's page in the page's language, unvalidated by the browser, with the note", () => {
    const { form, note } = serverForm();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/tm/form-not-sent');
    expect(form).toHaveAttribute('novalidate');
    // The form's own attributes pass through.
    expect(form).toHaveClass('names');
    expect(form).toHaveAttribute('aria-label', 'Names');
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveAttribute(HELD_SUBMIT.heldText, formTexts.heldUntilStart.tm);
    expect(form.querySelector('noscript')).not.toBeNull();
  });
});

describe('useHeldForm over server HTML', () => {
  it('hands what was typed before the start to onTyped, once, and the form keeps it', async () => {
    const site = serverForm();
    site.name.value = 'Aýna';
    site.agreed.checked = true;
    await site.hydrate();
    expect(adopted).toEqual([{ name: 'Aýna', agreed: true }]);
    expect(site.name).toHaveValue('Aýna');
    expect(site.agreed).toBeChecked();
    expect(site.recoverable).not.toHaveBeenCalled();
  });

  it('calls onTyped not at all when nothing was typed; presses then go to the handler', async () => {
    const site = serverForm();
    await site.hydrate();
    expect(adopted).toEqual([]);
    expect(site.form).toHaveAttribute(HELD_SUBMIT.ready);
    let sent = true;
    act(() => {
      sent = press(site.form);
    });
    expect(sent, 'the handler prevented the POST').toBe(false);
    expect(handled).toEqual([{ name: '', agreed: false }]);
  });

  it('sends a submit the boot script held once, through the handler, with what was typed', async () => {
    const site = serverForm();
    site.name.value = 'Aýna Orazowa';
    expect(press(site.form), 'the POST to nginx is prevented').toBe(false);
    press(site.form);
    expect(site.note).toHaveTextContent(formTexts.heldUntilStart.tm);
    expect(handled).toEqual([]);
    await site.hydrate();
    expect(handled).toEqual([{ name: 'Aýna Orazowa', agreed: false }]);
    expect(site.note).toBeEmptyDOMElement();
    expect(site.note).not.toHaveAttribute(HELD_SUBMIT.held);
    expect(site.recoverable).not.toHaveBeenCalled();
  });

  it('says while developed that a form without its note is not held', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(<HeldNameForm withNote={false} />);
    expect(said).toHaveBeenCalledWith(expect.stringContaining('does not place `note`'));
    unmount();
    said.mockClear();
    render(<HeldNameForm />).unmount();
    expect(said).not.toHaveBeenCalled();
  });
});

describe('the error alert', () => {
  it('is said after a failed submit and goes at the next change', async () => {
    const site = serverForm();
    await site.hydrate();
    act(() => void press(site.form));
    expect(site.form.querySelector('[role="alert"]')).toHaveTextContent('Please correct: Name is required.');
    act(() => {
      fireEvent.change(site.name, { target: { value: 'A' } });
    });
    expect(site.form.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('useVisitorForm: a form only the app shows', () => {
  function CodeForm({ onSend }: { onSend: () => void }) {
    const form = useVisitorForm();
    const submit = (event: FormEvent) => {
      event.preventDefault();
      onSend();
      form.announce('Please correct:', ['The code is required.']);
    };
    return (
      <VisitorForm form={form} onSubmit={submit}>
        <input name="otp" aria-label="Code" defaultValue="" />
        {form.announcement}
        <button type="submit">Confirm</button>
      </VisitorForm>
    );
  }

  it('is the same POST, has no held-submit status, and its handler takes every press', () => {
    const onSend = vi.fn();
    render(<CodeForm onSend={onSend} />);
    const form = screen.getByRole('button', { name: 'Confirm' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/tm/form-not-sent');
    expect(form).toHaveAttribute('novalidate');
    expect(form.querySelector(`[${HELD_SUBMIT.heldText}]`)).toBeNull();
    act(() => void press(form));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('The code is required.');
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '1' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
