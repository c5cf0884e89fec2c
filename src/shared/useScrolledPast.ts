import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `threshold` px: the sticky header (200 px main layout,
 * 100 px Welcome layout) and the go-to-top button (200 px) follow it. Passive listener, one state
 * update per crossing rather than per scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  // False first (as on the server, which has no scroll), read in the effect: hydration stays exact.
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
