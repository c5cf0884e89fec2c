import { describe, expect, it } from 'vitest';
import { CONSENT_CLASS } from '../../src/features/frame/cookie';
import {
  CONSENT_SCRIPT,
  CONSENT_SCRIPT_FILE,
  CONSENT_SCRIPT_TAG,
  cookieConsentScript,
} from './cookieConsentScript';

/** Runs the consent script as the browser would, against `cookies`; returns whether it marked <html>. */
function runConsentScript(cookies: string): boolean {
  const html = { classList: new Set<string>() };
  // The script is the build's own text, run as the browser runs it, with a stand-in `document`.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('document', CONSENT_SCRIPT) as (document: unknown) => void;
  run({
    cookie: cookies,
    documentElement: { classList: { add: (name: string) => html.classList.add(name) } },
  });
  return html.classList.has(CONSENT_CLASS);
}

describe('the consent script', () => {
  it('marks <html> only when the consent cookie itself exists', () => {
    expect(runConsentScript('a=1; ashgabat_session=accepted; b=2')).toBe(true);
    expect(runConsentScript('ashgabat_session=accepted')).toBe(true);
    expect(runConsentScript('ashgabat_session_old=1; x=ashgabat_session=1')).toBe(false);
    expect(runConsentScript('')).toBe(false);
  });

  it('is a hashed asset, so nginx serves it immutable', () => {
    expect(CONSENT_SCRIPT_FILE).toMatch(/^assets\/consent-[0-9a-f]{8}\.js$/);
  });

  it('is linked in <head> right before the stylesheet, or before </head> without one', () => {
    const { handler } = cookieConsentScript().transformIndexHtml as { handler: (html: string) => string };
    const withCss = handler('<head>\n    <link rel="stylesheet" href="/assets/style.css">\n  </head>');
    expect(withCss).toBe(
      `<head>\n    ${CONSENT_SCRIPT_TAG}\n    <link rel="stylesheet" href="/assets/style.css">\n  </head>`,
    );
    expect(handler('<head><title>x</title></head>')).toBe(
      `<head><title>x</title>${CONSENT_SCRIPT_TAG}\n    </head>`,
    );
  });

  it('is written into the build under its hashed name', () => {
    const emitted: unknown[] = [];
    const generateBundle = cookieConsentScript().generateBundle as (this: unknown) => void;
    generateBundle.call({ emitFile: (file: unknown) => emitted.push(file) });
    expect(emitted).toEqual([{ type: 'asset', fileName: CONSENT_SCRIPT_FILE, source: CONSENT_SCRIPT }]);
  });
});
