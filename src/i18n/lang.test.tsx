import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getLang, setLang, useLang } from './lang';

function Shown() {
  return <p data-testid="lang">{useLang()}</p>;
}

/** Changes the language in its own effect, which runs before its sibling's subscription. */
function SwitchOnMount({ to }: { to: 'ru' | 'en' }) {
  useEffect(() => setLang(to), [to]);
  return null;
}

afterEach(() => act(() => setLang('tm')));

describe('useLang', () => {
  it('renders the current language first, then follows every change', () => {
    act(() => setLang('en'));
    render(<Shown />);
    expect(screen.getByTestId('lang').textContent).toBe('en');
    act(() => setLang('ru'));
    expect(screen.getByTestId('lang').textContent).toBe('ru');
    act(() => setLang('tm'));
    expect(screen.getByTestId('lang').textContent).toBe('tm');
  });

  it('catches a change made between its render and its subscription', () => {
    act(() => setLang('tm'));
    render(
      <>
        <SwitchOnMount to="en" />
        <Shown />
      </>,
    );
    expect(getLang()).toBe('en');
    expect(screen.getByTestId('lang').textContent).toBe('en');
  });
});
