import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { typedValues, useTypedBeforeStart } from './useTypedBeforeStart';

function form(html: string): HTMLFormElement {
  const host = document.createElement('form');
  host.innerHTML = html;
  return host;
}

describe('typedValues', () => {
  it('lists by name only the fields whose value differs from the rendered one', () => {
    const node = form(`
      <input name="same" value="a">
      <input name="typed" value="">
      <input name="ticked" type="checkbox">
      <input name="unticked" type="checkbox" checked>
      <textarea name="message"></textarea>
      <select name="subject"><option value="" selected>Choose</option><option value="visa">Visa</option></select>
      <select name="kept"><option value="x">X</option><option value="y">Y</option></select>
      <input type="text" value="no name">`);
    const field = <T extends Element>(name: string) => node.querySelector(`[name="${name}"]`) as T;
    field<HTMLInputElement>('typed').value = 'Aýna';
    field<HTMLInputElement>('ticked').checked = true;
    field<HTMLInputElement>('unticked').checked = false;
    field<HTMLTextAreaElement>('message').value = 'Salam';
    field<HTMLSelectElement>('subject').value = 'visa';
    (node.querySelector('input:not([name])') as HTMLInputElement).value = 'ignored';
    expect(typedValues(node)).toEqual({
      typed: 'Aýna',
      ticked: true,
      unticked: false,
      message: 'Salam',
      subject: 'visa',
    });
  });

  it('lists nothing for an untouched form', () => {
    expect(typedValues(form('<input name="a" value="1"><textarea name="b">2</textarea>'))).toEqual({});
  });
});

function NameForm() {
  const [name, setName] = useState('');
  const ref = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(ref, (typed) => {
    if (typeof typed.name === 'string') setName(typed.name);
  });
  return (
    <form ref={ref}>
      <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name}</output>
    </form>
  );
}

describe('useTypedBeforeStart', () => {
  it('puts what was typed into the server HTML before hydration into the state', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NameForm />);
    document.body.append(container);
    container.querySelector('input')!.value = 'Typed early';
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <NameForm />);
      await Promise.resolve();
    });
    expect(container.querySelector('output')).toHaveTextContent('Typed early');
    expect(container.querySelector('input')).toHaveValue('Typed early');
    act(() => root?.unmount());
    container.remove();
  });
});
