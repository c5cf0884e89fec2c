/**
 * The one interface every journey is written against (tests/engines/journeys.ts), so each journey
 * is written once and runs in Chromium, Firefox and WebKit alike. Two drivers stand behind it
 * (decision 0210): Puppeteer for Chromium (CDP) and Firefox ESR (WebDriver BiDi), Selenium's
 * WebDriver client for WebKitGTK's MiniBrowser (WebKitWebDriver, classic WebDriver).
 *
 * Elements are found in the page by role and accessible name (in-page.ts) and handed back as the
 * driver's own element, so clicks and keys are the engine's own input, not events made up by a
 * script.
 */
import type { InPage } from './in-page';
import type { Query } from './query';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Cookie {
  name: string;
  value: string;
}

/** A key a journey presses on the focused element. */
export type Key = 'Enter' | 'Escape' | 'Tab';

/** The page-side helpers a journey may call (in-page.ts), other than `find`. */
export type InPageCall = Exclude<keyof InPage, 'find'>;

/** One browser window with a profile of its own: no cookie, storage or worker from another journey. */
export interface Tab {
  /** Opens an absolute address and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** The address shown, as an absolute URL. */
  url(): Promise<string>;
  /** Whether a visible element answers the query now. */
  has(query: Query): Promise<boolean>;
  /** A page-side helper's answer now (in-page.ts). */
  read<K extends InPageCall>(call: K, ...args: Parameters<InPage[K]>): Promise<ReturnType<InPage[K]>>;
  /** A script expression's value in the page (for what no role shows: a cookie, a worker). */
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks the element the query names, with the engine's own pointer input, once it is there. */
  click(query: Query): Promise<void>;
  /** Focuses the element and types the text with the engine's own key input. */
  type(query: Query, text: string): Promise<void>;
  /** A key on whatever has focus. */
  press(key: Key): Promise<void>;
  /** The browser's cookies for the page's site. */
  cookies(): Promise<Cookie[]>;
  /** Uncaught script errors the driver reported since the tab opened (none in WebKit: it has no such event). */
  driverErrors(): string[];
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  /** Whether the driver reports uncaught errors itself (else only the proxy's listener does). */
  reportsErrors: boolean;
  newTab(): Promise<Tab>;
  /** What the engine itself can tell about a failed journey (WebKit: its web process crashed), if anything. */
  diagnose?(): string | null;
  close(): Promise<void>;
}

/**
 * How long an action waits for its element, and a journey for what it expects to see: generous,
 * for a CI machine whose two cores run other work too (the app's start took over 20 s in WebKit at
 * a load of 30).
 */
export const WAIT_MS = 30_000;
const POLL_MS = 100;

/**
 * Waits until `check` gives something other than null/undefined/false, as a visitor waits for
 * what they expect to see; fails with `what` and the last value after WAIT_MS. Not a retry of a
 * test: the same look, repeated until the page shows it or the time is up.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  ms = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== null && value !== undefined && value !== false) return value;
      last = value;
    } catch (error) {
      // A page being replaced (a navigation) drops the element or the script's context: look again.
      last = error;
    }
    if (Date.now() > deadline) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`waited ${ms} ms for ${what}; last seen: ${detail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Waits until `read` gives a value equal to `expected` (deeply); fails showing the last value read. */
export async function waitForEqual<T>(
  what: string,
  read: () => Promise<T>,
  expected: T,
  ms = WAIT_MS,
): Promise<void> {
  let last: T | undefined;
  const same = (value: T) => JSON.stringify(value) === JSON.stringify(expected);
  await waitFor(what, async () => same((last = await read())), ms).catch((error: Error) => {
    throw new Error(
      `${error.message}\nexpected: ${JSON.stringify(expected)}\nlast read: ${JSON.stringify(last)}`,
    );
  });
}
