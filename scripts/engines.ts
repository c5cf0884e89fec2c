/**
 * The two other engines the engine journeys drive besides Chromium (tests/engines, decision 0210):
 * Debian's Firefox ESR, and WebKitGTK's WebDriver with its MiniBrowser (package webkit2gtk-driver),
 * or the ones these variables name.
 */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
