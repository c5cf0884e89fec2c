/**
 * The forms with the real reCAPTCHA widget, as a deployment with VITE_RECAPTCHA_SITE_KEY runs
 * them. Google's script cannot load offline (no internet in CI), so the test answers its URL with a small
 * stand-in that implements the part of the `grecaptcha` API react-google-recaptcha uses (explicit
 * render with a callback, reset). The site is built a second time, with a site key, and served by
 * a preview server of its own in front of the same mock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isApiError } from '../../src/api/http';
import type { Lang, LangText } from '../../src/api/types';
import { formMessages } from '../../src/i18n/formMessages';
import { subscriptionPhrases } from '../../src/features/subscription/subscriptionPhrases';
import { captchaPhrases } from '../../src/shared/captcha/captchaPhrases';
import { proxyTable } from '../../vite.config';
import { buildProduction } from '../../scripts/build-production';
import {
  closePage,
  expectNoA11yViolations,
  launchBrowser,
  mockAdmin,
  mockApi,
  mockUrl,
  newPage,
} from '../support/e2e';

const SITE_KEY = 'e2e-test-site-key';
const WIDGET_TOKEN = 'stand-in-recaptcha-response-token';
const root = resolve(import.meta.dirname, '../..');

let browser: Browser;
let server: PreviewServer;
let outDir: string;
let origin: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'e2e-recaptcha-dist-'));
  await buildProduction(outDir, { VITE_RECAPTCHA_SITE_KEY: SITE_KEY });
  server = await preview({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port: 0,
      strictPort: true,
      proxy: proxyTable(mockUrl('/').replace(/\/$/, '')),
      open: false,
    },
  });
  origin = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/**
 * The stand-in for https://www.google.com/recaptcha/api.js: renders a checkbox-like button that
 * "solves" the captcha, records how and in which form it was rendered, and resets, then calls the page's onload hook.
 */
const STAND_IN = `
(function () {
  var log = (window.__recaptcha = { renders: [], resets: 0 });
  window.grecaptcha = {
    render: function (el, params) {
      var entry = { sitekey: params.sitekey, theme: params.theme, size: params.size, hl: params.hl, form: null };
      log.renders.push(entry);
      // react-google-recaptcha renders into a detached div and attaches it right after: look then.
      Promise.resolve().then(function () {
        var form = el.closest('form');
        entry.form = form ? form.getAttribute('aria-label') : null;
      });
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Stand-in reCAPTCHA';
      button.onclick = function () { params.callback(${JSON.stringify(WIDGET_TOKEN)}); };
      el.appendChild(button);
      return log.renders.length - 1;
    },
    reset: function () { log.resets++; },
    getResponse: function () { return ''; },
    execute: function () {},
  };
  var onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

async function openWithWidget(lang: Lang, script: 'stand-in' | 'blocked'): Promise<Page> {
  const page = await newPage(browser, { lang });
  await page.route(
    /^https:\/\/(www\.google\.com|www\.recaptcha\.net|recaptcha\.net)\/recaptcha\//,
    (route) =>
      script === 'blocked'
        ? route.abort('connectionrefused')
        : route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN }),
  );
  await page.goto(`${origin}/contacts`);
  return page;
}

/**
 * The widgets the stand-in rendered inside the form of this accessible name (aria-label), oldest
 * first. `/contacts` also holds the contact form, whose captcha is a widget of its own.
 */
function widgetRenders(page: Page, formName: string): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    (name) =>
      (
        window as unknown as { __recaptcha: { renders: Array<Record<string, unknown>> } }
      ).__recaptcha.renders.filter((render) => render.form === name),
    formName,
  );
}

const headerForm = (page: Page, lang: Lang) =>
  page.getByRole('form', { name: subscriptionPhrases.formName[lang] });
const consentName = (lang: Lang) =>
  subscriptionPhrases.consent[lang].replace('{rules}', subscriptionPhrases.consentLink[lang]);

/** The value of one field of a multipart/form-data request body. */
function multipartField(request: Request, name: string): string | null {
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const match = new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body);
  return match ? match[1]! : null;
}

async function captchaRefusal(): Promise<LangText> {
  try {
    await mockApi().createSubscription({ email: 'probe@example.org', captcha: 'not-an-offline-token' });
  } catch (error) {
    if (isApiError(error) && error.detail && typeof error.detail === 'object') return error.detail;
    throw error;
  }
  throw new Error('the mock accepted a captcha token that is not its own');
}

describe('forms with the reCAPTCHA widget (VITE_RECAPTCHA_SITE_KEY set)', () => {
  test('the widget replaces the offline captcha; its token is what the form sends; a refusal resets it', async () => {
    await mockAdmin.reset();
    const lang: Lang = 'en';
    const page = await openWithWidget(lang, 'stand-in');
    const form = headerForm(page, lang);
    const email = `recaptcha-${Date.now()}@example.org`;
    await form.getByRole('textbox', { name: subscriptionPhrases.email[lang] }).fill(email);
    await form.getByRole('checkbox', { name: consentName(lang) }).check();

    const widget = form.getByRole('group', { name: 'reCAPTCHA' });
    await widget.getByRole('button', { name: 'Stand-in reCAPTCHA' }).click();
    // The offline checkbox is not there when a site key is configured.
    expect(await form.getByRole('checkbox', { name: captchaPhrases.notRobot[lang] }).count()).toBe(0);
    expect(await widgetRenders(page, subscriptionPhrases.formName[lang])).toEqual([
      {
        sitekey: SITE_KEY,
        theme: 'light',
        size: 'normal',
        hl: 'en',
        form: subscriptionPhrases.formName[lang],
      },
    ]);

    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/subscribe/create/',
    );
    await form.getByRole('button', { name: subscriptionPhrases.subscribe[lang] }).click();
    const request = await sent;
    expect(multipartField(request, 'captcha')).toBe(WIDGET_TOKEN);
    expect(multipartField(request, 'email')).toBe(email);

    // The mock only knows its offline tokens, so it refuses this one, as the backend refuses a bad token.
    const refusal = await captchaRefusal();
    await form.getByRole('alert').filter({ hasText: refusal[lang] }).waitFor();
    expect(await form.getByRole('textbox', { name: subscriptionPhrases.email[lang] }).inputValue()).toBe(
      email,
    );
    // A used token is worthless: a fresh widget is rendered, and the next attempt needs a new solve.
    await expect
      .poll(async () => (await widgetRenders(page, subscriptionPhrases.formName[lang])).length)
      .toBe(2);
    let sentAgain = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/subscribe/create/')
        sentAgain = true;
    });
    await form.getByRole('button', { name: subscriptionPhrases.subscribe[lang] }).click();
    await form.getByText(formMessages.captchaRequired[lang], { exact: true }).waitFor();
    expect(sentAgain).toBe(false);
    await expectNoA11yViolations(page);
    await closePage(page);
  });

  test.each(['tm', 'ru', 'en'] as const)(
    'when Google cannot be reached, the form says so (%s)',
    async (lang) => {
      const page = await openWithWidget(lang, 'blocked');
      const form = headerForm(page, lang);
      await form.getByRole('checkbox', { name: consentName(lang) }).check();
      await form
        .getByRole('alert')
        .filter({ hasText: captchaPhrases.captchaUnavailable[lang] })
        .waitFor({ timeout: 10_000 });
      await closePage(page);
    },
  );
});
