import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimReload,
  failedAssetUrl,
  failUnlessLeft,
  LEAVING_GRACE_MS,
  isGone,
  RELOAD_GUARD_MS,
  RELOAD_KEY,
  reloadOnStaleChunk,
} from './staleChunkReload';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const PAGE = 'https://site.example/tm/contacts';
const OWN = 'https://site.example/assets/index-own.js';

/** A window whose reload is a spy (jsdom's location.reload cannot be replaced). */
function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, {
    sessionStorage,
    location: { reload, href: PAGE },
  }) as unknown as Window;
  return { win, reload };
}

function preloadError(
  win: Window,
  payload: unknown = new TypeError('Importing a module script failed.'),
): Event {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
  win.dispatchEvent(event);
  return event;
}

/** The server's answer about each address asked, and the addresses asked. */
function server(gone: boolean) {
  const asked: string[] = [];
  const check = vi.fn((url: string) => {
    asked.push(url);
    return Promise.resolve(gone);
  });
  return { check, asked };
}

describe('reloadOnStaleChunk', () => {
  it('reloads once when the server says the failed chunk is gone', async () => {
    const { win, reload } = fakeWindow();
    const { check, asked } = server(true);
    reloadOnStaleChunk(win, OWN, check);
    const event = preloadError(
      win,
      new TypeError(
        'Failed to fetch dynamically imported module: https://site.example/assets/ContactsRoute-x.js',
      ),
    );
    // The failure goes on (an import resolving empty would throw where it is read) while the server is asked.
    expect(event.defaultPrevented).toBe(false);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(asked).toEqual(['https://site.example/assets/ContactsRoute-x.js']);
  });

  it('does not reload when the chunk is still there: the load was cancelled by a navigation leaving the page', async () => {
    const { win, reload } = fakeWindow();
    const { check } = server(false);
    reloadOnStaleChunk(win, OWN, check);
    preloadError(
      win,
      new TypeError('error loading dynamically imported module: https://site.example/assets/a-1.js'),
    );
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).not.toHaveBeenCalled();
    // Nothing claimed: a chunk really gone later still reloads.
    expect(sessionStorage.getItem(RELOAD_KEY)).toBeNull();
  });

  it("asks about the app's own script when the error names no address (WebKit)", async () => {
    const { win, reload } = fakeWindow();
    const { check, asked } = server(true);
    reloadOnStaleChunk(win, OWN, check);
    preloadError(win);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([OWN]);
  });

  it('a second failure soon after (the reloaded page) is let through: no reload loop', async () => {
    const { win, reload } = fakeWindow();
    reloadOnStaleChunk(win, OWN, server(true).check);
    preloadError(win);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    preloadError(win);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('may reload again once the guard time has passed', () => {
    const now = 1_000_000_000;
    expect(claimReload(sessionStorage, now)).toBe(true);
    expect(claimReload(sessionStorage, now + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(sessionStorage, now + RELOAD_GUARD_MS)).toBe(true);
    expect(sessionStorage.getItem(RELOAD_KEY)).toBe(String(now + RELOAD_GUARD_MS));
  });

  it('storage that throws: no reload (no memory to stop a loop)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(claimReload(broken)).toBe(false);
  });
});

describe('failedAssetUrl', () => {
  it("reads the address from Chromium's, Firefox's and Vite's CSS messages, relative ones against the page", () => {
    expect(
      failedAssetUrl(
        new TypeError('Failed to fetch dynamically imported module: http://h:1/assets/a-1.js'),
        PAGE,
      ),
    ).toBe('http://h:1/assets/a-1.js');
    expect(
      failedAssetUrl(
        new TypeError('error loading dynamically imported module: http://h:1/assets/b-2.js'),
        PAGE,
      ),
    ).toBe('http://h:1/assets/b-2.js');
    expect(failedAssetUrl(new Error('Unable to preload CSS for /assets/c-3.css'), PAGE)).toBe(
      'https://site.example/assets/c-3.css',
    );
    expect(failedAssetUrl(new TypeError('Importing a module script failed.'), PAGE)).toBeNull();
  });
});

describe('isGone', () => {
  const answering = (status: number) => vi.fn(() => Promise.resolve(new Response(null, { status })));

  it('is true for 404 and 410 only, asking with HEAD past the caches', async () => {
    const fetcher = answering(404);
    expect(await isGone('/assets/x.js', fetcher)).toBe(true);
    expect(fetcher).toHaveBeenCalledWith('/assets/x.js', { method: 'HEAD', cache: 'no-store' });
    expect(await isGone('/assets/x.js', answering(410))).toBe(true);
    expect(await isGone('/assets/x.js', answering(200))).toBe(false);
    expect(await isGone('/assets/x.js', answering(503))).toBe(false);
  });

  it('is false without an answer (offline, or a request cancelled by the page being left)', async () => {
    expect(await isGone('/assets/x.js', () => Promise.reject(new TypeError('NetworkError')))).toBe(false);
  });
});

describe('failUnlessLeft', () => {
  it('passes the failure on only once the page has outlived the grace time', async () => {
    vi.useFakeTimers();
    try {
      const error = new TypeError('error loading dynamically imported module: /assets/x.js');
      let outcome: unknown = 'pending';
      failUnlessLeft(error).catch((reason: unknown) => (outcome = reason));
      await vi.advanceTimersByTimeAsync(LEAVING_GRACE_MS - 1);
      // A page being left is gone by now: nothing reported.
      expect(outcome).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toBe(error);
    } finally {
      vi.useRealTimers();
    }
  });
});
