/**
 * The browser the end-to-end tests and the Lighthouse bench drive: Debian's Chromium (never a
 * downloaded one, decision 0040), or the one CHROMIUM_PATH names.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
