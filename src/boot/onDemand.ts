/**
 * When the boot script (src/boot.ts) leaves the app for the visitor's first use instead of starting
 * it after load, and how it sees that use coming (decisions 0152 and 0260). Imports only the boot
 * script's own modules: the bundler puts it inside the boot script's own file.
 */
import { SLIDER_STEP } from './slider';

/** What a browser says of its connection (the Network Information API; Chromium only). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
  /** The estimated downlink in Mbit/s, rounded to 25 kbit/s and capped at 10 by Chromium. */
  downlink?: number;
}

/**
 * Below this estimated downlink (Mbit/s) a line is slow: the app (about 150 kB of scripts on a
 * first visit, docs/performance.md) would take more than 1.2 s of it, on a line that is likely
 * paid by the megabyte. Chromium reports 0.45 at an emulated 0.5 Mbit/s (Turkmenistan's average)
 * and about 1.45 on Lighthouse's slow 4G (1.6 Mbit/s), which keeps the app after load as before.
 */
export const SLOW_DOWNLINK_MBPS = 1;

/**
 * The effective types that mean a slow line on their own. Chromium's `effectiveType` follows the
 * round trip more than the throughput (0.5 Mbit/s at 150 ms reports "4g"), so it catches a slow
 * line only when `downlink` does not; "3g" is a round trip over about 270 ms or a downlink under
 * about 0.7 Mbit/s.
 */
const SLOW_TYPES = /^(slow-2g|2g|3g)$/;

/**
 * Whether the app waits for the visitor's first use: they save data, or the line is slow. A
 * browser that says nothing of its connection (Firefox, Safari: no `navigator.connection`) gets the
 * app after load, as everyone did before: nothing tells a slow line there, and guessing "slow"
 * would take the live parts (clock, weather, the slider, the refresh of an older page's data) and
 * a prompt first press from every such reader.
 */
export function waitsForFirstUse(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData === true) return true;
  if (SLOW_TYPES.test(connection.effectiveType ?? '')) return true;
  const downlink = connection.downlink;
  // 0 is "unknown" in some builds, not a line with no throughput.
  return typeof downlink === 'number' && downlink > 0 && downlink < SLOW_DOWNLINK_MBPS;
}

/** The browser's connection, if it says anything of it. */
export function browserConnection(): ConnectionInfo | undefined {
  return (navigator as { connection?: ConnectionInfo }).connection;
}

/**
 * A page whose content is the app's own work, marked in its prerendered HTML: the site search's
 * page shows results only the app finds (its HTML says search needs JavaScript). The visitor asked
 * for it by sending the search form, so on any line the app starts after load there, as on a fast
 * line, instead of waiting for a use that the visitor has already made.
 */
export const PAGE_NEEDS_APP = '[data-needs-app]';

/**
 * What needs the app: form fields and buttons (links lead to prerendered pages without it), but the
 * slider's previous and next buttons, which the boot script works (src/boot/slider.ts).
 */
export const NEEDS_APP = `input, select, textarea, button:not([${SLIDER_STEP}])`;

/**
 * The first signs that the visitor is about to use one of them: a finger or pointer coming down,
 * the focus arriving (a tap, a label, the Tab key), a key pressed on one. The app's download starts
 * there, a few hundred milliseconds before the click or the first character would.
 */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** The control needing the app that an event is aimed at, if any. */
export function controlNeedingApp(event: Event): HTMLElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_APP) : null;
}
