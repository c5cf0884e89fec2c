import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps keyboard focus from falling to `<body>` when the element that has it leaves the page: a
 * Try again button replaced by the list it fetched, a Clear filters button that is no longer
 * needed, a list replaced by its loading or error state (WCAG 2.2 SC 2.4.3, requirements §10).
 * It remembers the last element focused inside `container`; after any render in which that element
 * was removed while the focus was on it, focus moves to `fallback` (a heading with tabIndex -1
 * that introduces what replaced it). Focus the visitor put elsewhere is left alone.
 */
export function useFocusRescue(
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
): void {
  const last = useRef<Element | null>(null);

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const onFocusIn = (event: FocusEvent) => {
      last.current = event.target instanceof Element ? event.target : null;
    };
    node.addEventListener('focusin', onFocusIn);
    return () => node.removeEventListener('focusin', onFocusIn);
  }, [container]);

  // Every render: the one that removed the focused element is the one to repair, before paint.
  useLayoutEffect(() => {
    const lost = last.current;
    if (!lost || lost.isConnected) return;
    last.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    fallback.current?.focus({ preventScroll: true });
  });
}
