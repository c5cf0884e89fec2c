import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimReload, RELOAD_GUARD_MS, RELOAD_KEY, reloadOnStaleChunk } from './staleChunkReload';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** A window whose reload is a spy (jsdom's location.reload cannot be replaced). */
function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, { sessionStorage, location: { reload } }) as unknown as Window;
  return { win, reload };
}

function preloadError(win: Window): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  win.dispatchEvent(event);
  return event;
}

describe('reloadOnStaleChunk', () => {
  it('reloads once on the first failed chunk and keeps the error from showing', () => {
    const { win, reload } = fakeWindow();
    reloadOnStaleChunk(win);
    const event = preloadError(win);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('a second failure soon after (the reloaded page) is let through: no reload loop', () => {
    const { win, reload } = fakeWindow();
    reloadOnStaleChunk(win);
    preloadError(win);
    const second = preloadError(win);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
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
