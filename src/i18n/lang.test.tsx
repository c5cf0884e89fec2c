import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { getLang, setHydrationLang, setLang, useLang } from './lang';

function Shown() {
  return <p data-testid="lang">{useLang()}</p>;
}

/** Changes the language in its own effect, which runs before its sibling's subscription. */
function SwitchOnMount({ to }: { to: 'ru' | 'en' }) {
  useEffect(() => setLang(to), [to]);
  return null;
}

afterEach(() => {
  setHydrationLang(null);
  act(() => setLang('tm'));
});

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

  it('hydrates a part that comes after a language switch as its HTML was, then follows', async () => {
    // A lazy part of a prerendered page (below the fold, seconds later on a slow phone) hydrates
    // after the visitor switched language. Read as the switched language, its text did not match
    // its HTML: React error 418, and React threw the part's HTML away to render it again.
    act(() => setLang('tm'));
    const html = renderToString(
      <div>
        <Shown />
        <Suspense fallback={null}>
          <Shown />
        </Suspense>
      </div>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let arrive = () => {};
    const arrived = new Promise<{ default: typeof Shown }>(
      (resolve) => (arrive = () => resolve({ default: Shown })),
    );
    const Later = lazy(() => arrived);
    const errors: unknown[] = [];
    setHydrationLang('tm');
    act(() => {
      hydrateRoot(
        container,
        <div>
          <Shown />
          <Suspense fallback={null}>
            <Later />
          </Suspense>
        </div>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    // The switch comes while the lazy part is still on its way, then the part arrives.
    act(() => setLang('en'));
    await act(async () => {
      arrive();
      await arrived;
    });
    expect(errors).toEqual([]);
    expect([...container.querySelectorAll('[data-testid="lang"]')].map((p) => p.textContent)).toEqual([
      'en',
      'en',
    ]);
    container.remove();
  });
});
