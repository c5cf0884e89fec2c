/**
 * The browser the end-to-end tests and the Lighthouse bench drive: Debian's Chromium (never a
 * downloaded one, decision 0040), or the one CHROMIUM_PATH names.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The browser the end-to-end tests drive: Debian's `chromium-headless-shell`, the same Chromium
 * release (the package depends on the very chromium-common version) without the desktop browser
 * around its engine, which is what Playwright itself runs for a headless Chromium. The desktop
 * browser in `--headless` mode starts its browser UI, a GPU process and more for every context: on
 * the 2-core machine it spent 2.5 times the CPU for the same pages (decision 0040). CHROMIUM_PATH,
 * when set, is driven instead. The engine journeys (tests/engines) and the benchmarks keep the
 * desktop browser that visitors run.
 */
export const E2E_CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/**
 * Debian Chromium's headless flags: without the background-networking ones it keeps opening refused
 * connections. Playwright and chrome-launcher give every launch a fresh temporary profile and remove
 * it afterwards.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
