import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { queryClient } from '../api/client';
import { callQuery } from '../api/queries';
import { pagePath } from '../i18n/addresses';
import { closeMenuPanel } from '../shared/menuPanelStore';

const HEADING_WAIT_MS = 3000;

/**
 * On every route change (not the first load): refresh the text dictionary in the background
 * (requirements §4: the content call repeats when the location changes; the page keeps showing the texts it has),
 * close the menu panel, scroll to the top and move focus to the new page's main heading, so
 * keyboard and screen-reader users start at the new content (focusing the heading reads it out).
 * Pages load lazily, so the heading is awaited for a short while; without one, the main landmark
 * takes focus.
 *
 * "Changed" is decided against the last pathname handled, not by counting effect runs: StrictMode
 * runs effects twice on mount in development, and a second run must not count as a navigation.
 */
export function useRouteChangeEffects(): void {
  // The same page in another language (the switcher) is not a new page: the visitor stays where they were.
  const pathname = pagePath(useLocation().pathname);
  const handled = useRef(pathname);

  useEffect(() => {
    closeMenuPanel();
    if (handled.current === pathname) return;
    handled.current = pathname;
    void queryClient.refetchQueries({ queryKey: callQuery('getContent').queryKey, exact: true });
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const started = performance.now();
    let frame = 0;
    const tryFocus = () => {
      const main = document.getElementById('main-content');
      const heading = main?.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - started > HEADING_WAIT_MS) {
        main?.focus({ preventScroll: true });
        return;
      }
      frame = requestAnimationFrame(tryFocus);
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
