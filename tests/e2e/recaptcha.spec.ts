/**
 * The forms with the real reCAPTCHA widget, as a deployment with VITE_RECAPTCHA_SITE_KEY runs
 * them. Google's script cannot load here, so the test answers its URL with a small stand-in that
 * implements the part of the `grecaptcha` API react-google-recaptcha uses (explicit render with a
 * callback, reset). The site is built a second time, with a site key, and served by a site server
 * of its own (a worker fixture) in front of the run's mock.
 */
import type { Request } from '@playwright/test';
import { isApiError } from '../../src/api/http';
import type { Lang, LangText } from '../../src/api/types';
import { expect, test as base, type Page } from './fixtures';
import { mockApi } from './support/mock';
import { startSiteServer, type SiteProcess } from './support/site-process';
import { fill } from '../../src/i18n/fill';
import { commonTexts } from '../../src/i18n/texts';
import { subscriptionTexts } from '../../src/features/subscription/texts';
import { captchaTexts } from '../../src/blocks/captcha/texts';
import { LANGS } from '../../src/api/langs';

const SITE_KEY = 'e2e-test-site-key';
const WIDGET_TOKEN = 'stand-in-recaptcha-response-token';

const test = base.extend<{ widgetScript: 'stand-in' | 'blocked' }, { recaptchaSite: SiteProcess }>({
  recaptchaSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const site = await startSiteServer({ VITE_RECAPTCHA_SITE_KEY: SITE_KEY });
      await provide(site);
      await site.stop();
    },
    // Building and starting it takes a while on a loaded machine.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ recaptchaSite }, provide) => provide(recaptchaSite.origin),
  widgetScript: ['stand-in', { option: true }],
  page: async ({ page, widgetScript }, provide) => {
    await page.route(
      /^https:\/\/(www\.google\.com|www\.recaptcha\.net|recaptcha\.net)\/recaptcha\//,
      (route) =>
        widgetScript === 'blocked'
          ? route.abort('connectionrefused')
          : route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN }),
    );
    await provide(page);
  },
});

// One site build for the file: its tests stay in one worker, one after another.
test.describe.configure({ mode: 'default' });

/**
 * The stand-in for https://www.google.com/recaptcha/api.js: renders a checkbox-like button that
 * "solves" the captcha, records how and in which form it was rendered, and resets, and calls the
 * page's onload hook when loaded.
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
  // Google's script calls the onload hook once it has loaded, after the script element's own load
  // event (react-async-script marks the script loaded there, and throws if the hook comes first).
  var me = document.currentScript;
  var onload = new URL(me.src).searchParams.get('onload');
  me.addEventListener('load', function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
  });
})();
`;

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
  page.getByRole('form', { name: subscriptionTexts.headerFormName[lang] });
const consentName = (lang: Lang) =>
  fill(subscriptionTexts.consent[lang], { rules: subscriptionTexts.consentLink[lang] });

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

const isSubscribePost = (r: Request) =>
  r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/subscribe/create/';

test.describe('forms with the reCAPTCHA widget (VITE_RECAPTCHA_SITE_KEY set)', () => {
  test.describe(() => {
    test.use({ lang: 'en' });
    test('the widget replaces the offline captcha; its token is what the form sends; a refusal resets it', async ({
      page,
      email,
      checkA11y,
    }) => {
      const lang: Lang = 'en';
      await page.goto('/contacts');
      const form = headerForm(page, lang);
      const address = email('recaptcha');
      await form.getByRole('textbox', { name: commonTexts.email[lang] }).fill(address);
      await form.getByRole('checkbox', { name: consentName(lang) }).check();

      const widget = form.getByRole('group', { name: 'reCAPTCHA' });
      await widget.getByRole('button', { name: 'Stand-in reCAPTCHA' }).click();
      // The offline checkbox is not there when a site key is configured.
      await expect(form.getByRole('checkbox', { name: captchaTexts.notRobot[lang] })).toHaveCount(0);
      await expect
        .poll(() => widgetRenders(page, subscriptionTexts.headerFormName[lang]))
        .toEqual([
          {
            sitekey: SITE_KEY,
            theme: 'light',
            size: 'normal',
            hl: 'en',
            form: subscriptionTexts.headerFormName[lang],
          },
        ]);

      const sent = page.waitForRequest(isSubscribePost);
      await form.getByRole('button', { name: subscriptionTexts.subscribe[lang] }).click();
      const request = await sent;
      expect(multipartField(request, 'captcha')).toBe(WIDGET_TOKEN);
      expect(multipartField(request, 'email')).toBe(address);

      // The mock only knows its offline tokens, so it refuses this one, as the backend refuses a bad token.
      const refusal = await captchaRefusal();
      await expect(form.getByRole('alert').filter({ hasText: refusal[lang] })).toBeVisible();
      await expect(form.getByRole('textbox', { name: commonTexts.email[lang] })).toHaveValue(address);
      // A used token is worthless: a fresh widget is rendered, and the next attempt needs a new solve.
      await expect
        .poll(async () => (await widgetRenders(page, subscriptionTexts.headerFormName[lang])).length)
        .toBe(2);
      let sentAgain = false;
      page.on('request', (r) => {
        if (isSubscribePost(r)) sentAgain = true;
      });
      await form.getByRole('button', { name: subscriptionTexts.subscribe[lang] }).click();
      await expect(form.getByText(commonTexts.captchaRequired[lang], { exact: true })).toBeVisible();
      expect(sentAgain).toBe(false);
      await checkA11y();
    });
  });

  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ lang, widgetScript: 'blocked' });
      test(`when Google cannot be reached, the form says so (${lang})`, async ({ page }) => {
        await page.goto('/contacts');
        const form = headerForm(page, lang);
        await form.getByRole('checkbox', { name: consentName(lang) }).check();
        await expect(
          form.getByRole('alert').filter({ hasText: captchaTexts.captchaUnavailable[lang] }),
        ).toBeVisible();
      });
    });
  }
});
