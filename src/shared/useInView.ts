import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element in the returned ref has come near the viewport. Without
 * IntersectionObserver (old browsers, jsdom) it is true at once, so nothing waits for an event that
 * never comes. A ref object, not a callback ref with state: attaching it re-renders nothing (a
 * callback ref's state update runs in the commit, a synchronous render of its own while the page
 * hydrates). The element must be rendered with the component that calls this.
 */
export function useInView<T extends Element>(rootMargin = '0px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // On the server (no window) the part stays a placeholder, as in the browser's first render.
  const [inView, setInView] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const node = ref.current;
    if (!node || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [inView, rootMargin]);

  return [ref, inView];
}
