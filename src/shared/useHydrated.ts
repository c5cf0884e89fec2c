import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards (and at once in a client-only render).
 * What depends on the visitor's clock or browser (clock, cookie notice, stored values) renders a
 * stable placeholder while this is false, so the prerendered HTML and the first client render match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
