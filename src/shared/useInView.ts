import { useEffect, useState } from 'react';

/**
 * True once the element has come near the viewport. Without IntersectionObserver (old browsers,
 * jsdom) it is true at once, so nothing waits for an event that never comes.
 */
export function useInView<T extends Element>(rootMargin = '0px'): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  // On the server (no window) the part stays a placeholder, as in the browser's first render.
  const [inView, setInView] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
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
  }, [node, inView, rootMargin]);

  return [setNode, inView];
}
