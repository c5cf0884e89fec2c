import { useEffect, useState } from 'react';

/** Something that holds the answer while it lasts (an open menu panel: menuPanelStore.ts). */
export interface ScrollHold {
  isHeld(): boolean;
  /** Calls `listener` when the hold starts or ends; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * True once the page is scrolled more than `threshold` px: the sticky header (200 px main layout,
 * 100 px Welcome layout) and the go-to-top button (200 px) follow it. Passive listener, one state
 * update per crossing rather than per scroll event.
 *
 * With a `hold` (a module constant: it is an effect's dependency), the answer stays as it was while
 * held, and is read again when the hold ends. The main header holds it while its menu panel is
 * open: the panel is inside the bar, and the bar turning sticky in the middle of a scroll moved
 * every item of the menu under the visitor's finger, so a tap pressed on one link and released on
 * another row did nothing (seen as a rare e2e failure: mousedown on "History of the service",
 * mouseup on "Information", the click on their list).
 */
export function useScrolledPast(threshold: number, hold?: ScrollHold): boolean {
  // False first (as on the server, which has no scroll), read in the effect: hydration stays exact.
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => {
      if (!hold?.isHeld()) setPast(window.scrollY > threshold);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    const release = hold?.subscribe(update);
    return () => {
      window.removeEventListener('scroll', update);
      release?.();
    };
  }, [threshold, hold]);
  return past;
}
