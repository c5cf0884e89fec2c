/**
 * A lazy chunk that fails to load (a tab opened before a deploy older than the week the old
 * assets are kept, docs/deploying.md) reloads the page once, which then names the new build's
 * chunks, instead of leaving the visitor with an error. Vite reports the failure as the window
 * event `vite:preloadError` (its preload helper wraps every dynamic import, even with
 * `modulePreload.resolveDependencies` returning no dependencies). A second failure within
 * RELOAD_GUARD_MS is let through to the error boundary: the chunk is missing for another reason,
 * and reloading again would loop.
 */

export const RELOAD_KEY = 'site:stale-chunk-reload';
export const RELOAD_GUARD_MS = 60_000;

/** Whether this tab may reload now (and remembers that it did); false if it already did lately. */
export function claimReload(storage: Storage, now = Date.now()): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_KEY)) || 0;
    if (now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    // Storage refused (private mode, quota): without a memory of the last reload, do not reload.
    return false;
  }
}

export function reloadOnStaleChunk(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (!claimReload(win.sessionStorage)) return;
    // The import's promise stays pending instead of rejecting: no error flashes before the reload.
    event.preventDefault();
    win.location.reload();
  });
}
