/**
 * A lazy chunk that fails to load (a tab opened before a deploy older than the week the old
 * assets are kept, docs/deploying.md) reloads the page once, which then names the new build's
 * chunks, instead of leaving the visitor with an error. Vite reports the failure as the window
 * event `vite:preloadError` (its preload helper wraps every dynamic import, even with
 * `modulePreload.resolveDependencies` returning no dependencies). A second failure within
 * RELOAD_GUARD_MS is let through to the error boundary: the chunk is missing for another reason,
 * and reloading again would loop.
 *
 * Only a chunk the server says is gone reloads the page (decision 0222). Firefox and WebKit cancel
 * a page's loads in flight as soon as a navigation starts (a form's submit, a link) and report
 * each as a failed import; a reload then cancels that navigation in turn (the cookie notice's OK
 * lost the consent cookie nginx had just sent that way). The same rule is in src/boot.ts, which
 * imports nothing, for the app's entry.
 */

export const RELOAD_KEY = 'site:stale-chunk-reload';
export const RELOAD_GUARD_MS = 60_000;

/** Whether this tab reloaded lately (then a failure is let through: no loop). */
function reloadedLately(storage: Storage, now: number): boolean {
  try {
    return now - (Number(storage.getItem(RELOAD_KEY)) || 0) < RELOAD_GUARD_MS;
  } catch {
    // Storage refused (private mode, quota): without a memory of the last reload, never reload.
    return true;
  }
}

/** Whether this tab may reload now (and remembers that it did); false if it already did lately. */
export function claimReload(storage: Storage, now = Date.now()): boolean {
  if (reloadedLately(storage, now)) return false;
  try {
    storage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * The address of the script or stylesheet a failed import names: Chromium ("Failed to fetch
 * dynamically imported module: URL"), Firefox ("error loading dynamically imported module: URL")
 * and Vite's CSS preload ("Unable to preload CSS for /assets/…") name it; WebKit ("Importing a
 * module script failed.") does not. Null then.
 */
export function failedAssetUrl(error: unknown, base: string): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const found = /(?:https?:\/\/[^\s/]+)?\/assets\/[^\s'"]+/.exec(message);
  return found ? new URL(found[0], base).href : null;
}

/**
 * Whether the server says `url` is gone (404 or 410): a HEAD past every cache (the service worker
 * lets HEAD through). No answer (offline, or the page being left) is not "gone".
 */
export async function isGone(url: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}

/**
 * Listens for a failed lazy chunk and reloads once if the server no longer has it. `ownUrl`, asked
 * when the error names no address (WebKit), is a script of this same build: a deploy that removed
 * the build's chunks removed it too.
 */
export function reloadOnStaleChunk(
  win: Window = window,
  ownUrl: string = import.meta.url,
  gone: (url: string) => Promise<boolean> = (url) => isGone(url),
): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (reloadedLately(win.sessionStorage, Date.now())) return;
    // The failure goes on to the part's error boundary while the server is asked (an import kept
    // from rejecting would resolve empty: an uncaught error in the code that reads it); when the
    // chunk is gone, the reload follows a round trip later. When it is not (the page is being
    // left, or offline), the error boundary is what the visitor sees, and nothing reloads.
    const url = failedAssetUrl((event as Event & { payload?: unknown }).payload, win.location.href) ?? ownUrl;
    void gone(url).then((isGoneNow) => {
      if (isGoneNow && claimReload(win.sessionStorage)) win.location.reload();
    });
  });
}

/**
 * How long a page must outlive a failed import before the failure counts as the app's. Firefox and
 * WebKit fail every import in flight as soon as a navigation starts (a link followed, the header's
 * search sent before the app has started), long before the page is gone; the new page's HTML comes
 * within this time on any line that could load the chunk at all. Once the page is gone, its timers
 * never fire, and the failure with them.
 */
export const LEAVING_GRACE_MS = 3000;

/**
 * For the imports nothing awaits (the app's start, the worker's updates, field measurements): a
 * failure is passed on, as an unhandled rejection (which src/boot.ts reads as "the app failed to
 * start" and the console shows), only if the page is still here LEAVING_GRACE_MS later. Otherwise a
 * visitor leaving while the app loads would log an error that is not one.
 */
export function failUnlessLeft(error: unknown, wait: number = LEAVING_GRACE_MS): Promise<never> {
  const reason = error instanceof Error ? error : new Error(String(error));
  return new Promise((_resolve, reject) => setTimeout(() => reject(reason), wait));
}
