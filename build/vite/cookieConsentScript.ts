import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { CONSENT_CLASS, CONSENT_COOKIE } from '../../src/features/frame/cookie.ts';

/**
 * The consent script (decision 0082): the cookie notice is in every prerendered page (a first-time
 * visitor sees it before any JavaScript), and a visitor who has consented must not see it for a
 * single frame, while the HTML stays the same for everyone (a CDN caches pages by address) and the
 * CSP allows no inline script. It marks `<html>` with CONSENT_CLASS when the consent cookie exists;
 * src/features/frame/CookieNotice.css hides the notice under it. A classic script (no module: it
 * runs before the first paint, while the stylesheet loads in parallel). Two statements, no
 * dependencies; a cookie value never reaches the DOM.
 */
export const CONSENT_SCRIPT =
  `/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie)&&` +
  `document.documentElement.classList.add(${JSON.stringify(CONSENT_CLASS)});\n`;

/** `assets/consent-<hash>.js`: under /assets/, so nginx serves it immutable (its name changes with it). */
export const CONSENT_SCRIPT_FILE = `assets/consent-${createHash('sha256').update(CONSENT_SCRIPT).digest('hex').slice(0, 8)}.js`;

/** The tag the template gets in `<head>`, before the stylesheet the build adds. */
export const CONSENT_SCRIPT_TAG = `<script src="/${CONSENT_SCRIPT_FILE}"></script>`;

/**
 * Writes the consent script into the build and its tag into index.html (so into every prerendered
 * page and frame page, which start from the built template); the dev server answers the same address.
 */
export function cookieConsentScript(): Plugin {
  return {
    name: 'cookie-consent-script',
    // After Vite's own processing (a classic script is not Vite's to bundle): right before the
    // stylesheet, so both download in parallel and the script never waits for the CSS to run.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const at = html.search(/<link rel="stylesheet"|<\/head>/);
        return `${html.slice(0, at)}${CONSENT_SCRIPT_TAG}\n    ${html.slice(at)}`;
      },
    },
    configureServer(server) {
      server.middlewares.use(`/${CONSENT_SCRIPT_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(CONSENT_SCRIPT);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: CONSENT_SCRIPT_FILE, source: CONSENT_SCRIPT });
    },
  };
}
