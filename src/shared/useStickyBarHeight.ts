import { useEffect, type RefObject } from 'react';

/** The CSS variable global.css turns into `scroll-padding-top` (and that nothing else sets). */
export const STICKY_BAR_HEIGHT_VAR = '--sticky-bar-height';

/**
 * Publishes the height of the page's sticky bar on `<html>` as `--sticky-bar-height`, kept up to
 * date as the bar changes size (a smaller logo once it sticks, the menu opening, a wrap at 320 px).
 * global.css makes it the document's `scroll-padding-top`, so whatever the browser scrolls into
 * view — the next focus stop with Tab or Shift+Tab, a link's target — stops below the bar instead
 * of under it (WCAG 2.2 SC 2.4.11 Focus Not Obscured, requirements §10).
 */
export function useStickyBarHeight(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = bar.current;
    if (!node) return;
    const root = document.documentElement;
    // Rounded up: a fraction short would leave a 1 px sliver of the focus ring under the bar.
    const publish = () =>
      root.style.setProperty(STICKY_BAR_HEIGHT_VAR, `${Math.ceil(node.getBoundingClientRect().height)}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(publish);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_BAR_HEIGHT_VAR);
    };
  }, [bar]);
}
