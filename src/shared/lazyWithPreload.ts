import { flushSync } from 'react-dom';
import {
  lazy,
  useEffect,
  useEffectEvent,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

/**
 * `React.lazy` with a `preload()` that makes the component render at once afterwards.
 *
 * Why: a hydrating page loads the lazy parts that are in its HTML before `hydrateRoot`. Plain
 * `React.lazy` still suspends once even when the module is loaded (it learns so only through a
 * promise callback), so its boundary stays dehydrated for a scheduler turn or more; a click in that
 * gap (a language switch) makes React hydrate the boundary against changed state and fail with a
 * text mismatch (React #418). Once preloaded, the factory hands React a thenable that resolves
 * synchronously, so the boundary hydrates in the same pass as the rest of the page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's own
export function lazyWithPreload<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): { Component: LazyExoticComponent<T>; preload: () => Promise<unknown> } {
  let loaded: { default: T } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Component = lazy(() => {
    const ready = loaded;
    if (!ready) return preload();
    // A synchronous thenable: React.lazy reads the module before it returns (see above).
    const thenable = {
      then(resolve: (module: { default: T }) => void) {
        resolve(ready);
      },
    };
    return thenable as unknown as Promise<{ default: T }>;
  });
  return { Component, preload };
}

/**
 * A part loaded on demand, the one way the site brings in code a page can do without until the
 * visitor needs it (decision 0114; Swiper in the sliders and the state websites' carousel):
 * `wanted` starts the download, and the result turns true once the part has arrived; the caller
 * then renders the part's `Component` (declared beside the `lazyWithPreload` call), which renders at
 * once (see above). Until then, and for good if the chunk cannot be loaded (offline, a new deploy),
 * it is false and the caller keeps its plain markup, which works without the part. `onArrive` runs
 * just before the render that swaps the part in, in the same task as its commit.
 */
export function useLazyPart(
  part: { preload: () => Promise<unknown> },
  wanted: boolean,
  onArrive?: () => void,
): boolean {
  const [arrived, setArrived] = useState(false);
  // `onArrive` and the swap in one task: callers read the focus in `onArrive` to give it back after
  // the swap removes the focused element, and a key press handled between the reading and a
  // commit React schedules for later (a Tab onto the plain markup) lost the focus to <body>.
  const arrive = useEffectEvent(() => {
    flushSync(() => {
      onArrive?.();
      setArrived(true);
    });
  });
  useEffect(() => {
    if (!wanted || arrived) return;
    let alive = true;
    part.preload().then(
      () => {
        if (alive) arrive();
      },
      // Without the part the plain markup stays: nothing to show the visitor.
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [part, wanted, arrived]);
  return arrived;
}
