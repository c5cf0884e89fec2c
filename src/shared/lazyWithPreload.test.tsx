import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload, useLazyPart } from './lazyWithPreload';

/** A chunk whose arrival the test decides; `arrive()` and `fail()` resolve once it has settled. */
function chunk() {
  let resolveLoad: (module: { default: () => React.JSX.Element }) => void = () => undefined;
  let rejectLoad: (error: Error) => void = () => undefined;
  const loading = new Promise<{ default: () => React.JSX.Element }>((resolve, reject) => {
    resolveLoad = resolve;
    rejectLoad = reject;
  });
  const settled = () =>
    loading.then(
      () => undefined,
      () => undefined,
    );
  let loads = 0;
  const part = lazyWithPreload(() => {
    loads += 1;
    return loading;
  });
  return {
    part,
    arrive: () => {
      resolveLoad({ default: () => <p>the part</p> });
      return settled();
    },
    fail: () => {
      rejectLoad(new Error('chunk failed'));
      return settled();
    },
    loads: () => loads,
  };
}

function Host({ part, onArrive }: { part: ReturnType<typeof chunk>['part']; onArrive?: () => void }) {
  const [wanted, setWanted] = useState(false);
  const arrived = useLazyPart(part, wanted, onArrive);
  const Part = part.Component;
  return (
    <>
      <button type="button" onClick={() => setWanted(true)}>
        want
      </button>
      {arrived ? <Part /> : <p>plain</p>}
    </>
  );
}

describe('useLazyPart', () => {
  it('loads nothing until wanted, then swaps the part in once it has arrived', async () => {
    const c = chunk();
    const order: string[] = [];
    render(
      <Host part={c.part} onArrive={() => order.push(screen.queryByText('plain') ? 'arrive' : 'late')} />,
    );
    expect(c.loads()).toBe(0);
    act(() => screen.getByRole('button').click());
    expect(c.loads()).toBe(1);
    expect(screen.getByText('plain')).toBeInTheDocument();
    await act(() => c.arrive());
    expect(screen.getByText('the part')).toBeInTheDocument();
    expect(screen.queryByText('plain')).toBeNull();
    // `onArrive` ran while the plain markup was still there (the slider reads the focus then).
    expect(order).toEqual(['arrive']);
  });

  it('swaps the part in within the task it arrives in, so nothing the visitor does lands between onArrive and the swap', async () => {
    const c = chunk();
    const seen: string[] = [];
    render(<Host part={c.part} onArrive={() => seen.push('arrive')} />);
    act(() => screen.getByRole('button').click());
    // React's own scheduling, as in the browser (act would flush it at once, hiding the gap).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await c.arrive();
      // A few microtasks, no macrotask: a key press or a scheduled render needs a task of its own.
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(seen).toEqual(['arrive']);
      expect(screen.getByText('the part')).toBeInTheDocument();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('keeps the plain markup for good when the chunk cannot load', async () => {
    const c = chunk();
    render(<Host part={c.part} />);
    act(() => screen.getByRole('button').click());
    await act(() => c.fail());
    expect(screen.getByText('plain')).toBeInTheDocument();
    expect(screen.queryByText('the part')).toBeNull();
  });
});
