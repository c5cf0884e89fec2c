/**
 * The visitor forms end to end: the production build against the mock API in Chromium.
 * Subscription (header block and home strip) with the e-mail activation page, and the two-step
 * contact form with the code from the mock's outbox. Server refusals are forced with the mock's
 * scenarios and compared, in each language, with the `detail` the mock itself answers.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { makeOfflineCaptchaToken } from '../../src/api/captcha';
import { isApiError } from '../../src/api/http';
import type { Lang, LangText, MessageSubject } from '../../src/api/types';
import { formMessages } from '../../src/i18n/formMessages';
import { activationPhrases } from '../../src/features/activation/activationPhrases';
import { contactPhrases } from '../../src/features/contact-form/contactPhrases';
import { subscriptionPhrases } from '../../src/features/subscription/subscriptionPhrases';
import { captchaPhrases } from '../../src/shared/captcha/captchaPhrases';
import { formPhrases } from '../../src/shared/forms/formPhrases';
import {
  closePage,
  expectNoA11yViolations,
  expectNoPageErrors,
  launchBrowser,
  mockAdmin,
  mockApi,
  newPage,
  siteUrl,
} from '../support/e2e';

const LANGS: Lang[] = ['tm', 'ru', 'en'];
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await mockAdmin.reset();
  return async () => {
    for (const page of pages.splice(0)) await closePage(page);
  };
});

async function open(path: string, options: { lang?: Lang; scenario?: string } = {}): Promise<Page> {
  const page = await newPage(browser, { lang: options.lang ?? 'en', scenario: options.scenario });
  pages.push(page);
  await page.goto(siteUrl(path));
  return page;
}

let counter = 0;
function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${++counter}@example.com`;
}

/** The `detail` the mock answers to a call, read through the site's own API functions. */
async function detailOf(call: Promise<unknown>): Promise<LangText> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error) && error.detail && typeof error.detail === 'object') return error.detail;
    throw error;
  }
  throw new Error('the mock accepted a call the test expected it to refuse');
}

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();

// ---------------------------------------------------------------------------------------------
// Subscription
// ---------------------------------------------------------------------------------------------

function headerForm(page: Page, lang: Lang = 'en'): Locator {
  return page.getByRole('form', { name: subscriptionPhrases.formName[lang] });
}

function consentName(lang: Lang): string {
  const p = subscriptionPhrases;
  return p.consent[lang].replace('{rules}', p.consentLink[lang]);
}

async function subscribe(form: Locator, email: string, lang: Lang = 'en'): Promise<void> {
  await form.getByRole('textbox', { name: subscriptionPhrases.email[lang] }).fill(email);
  await form.getByRole('checkbox', { name: consentName(lang) }).check();
  await form.getByRole('checkbox', { name: captchaPhrases.notRobot[lang] }).check();
  await form.getByRole('button', { name: subscriptionPhrases.subscribe[lang] }).click();
}

describe('subscription', () => {
  test('header block: subscribe → link from the outbox → activated; the same link again → refused', async () => {
    const page = await open('/contacts');
    const form = headerForm(page);
    const email = uniqueEmail('sub');
    await subscribe(form, email);
    const success = form
      .getByRole('status')
      .filter({ hasText: 'We sent activation link to your email address' });
    await success.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);

    const mail = (await mockAdmin.outbox(email)).find((m) => m.kind === 'activation');
    expect(mail?.link).toBeTruthy();
    const link = new URL(mail!.link!);
    expect(link.pathname).toBe(`/email-activation/${mail!.token}`);

    // Opened in the same browser (the stored e-mail is sent along with the token).
    await page.goto(siteUrl(link.pathname));
    await page.getByRole('heading', { level: 1, name: activationPhrases.title.en }).waitFor();
    await page.getByText(activationPhrases.activated.en, { exact: true }).waitFor();
    expect(await page.locator('.activation__icon--failure').count()).toBe(0);
    expectNoPageErrors(page);

    // A second visit: the mock says the link is spent, the page shows its words and a red cross.
    const again = await open(link.pathname);
    const expected = await detailOf(mockApi().checkSubscription({ token: mail!.token! }));
    const alert = again.getByRole('alert').filter({ hasText: expected.en });
    await alert.waitFor();
    expect(await again.getByText(activationPhrases.activated.en).count()).toBe(0);
    expect(await again.locator('.activation__icon--failure').isVisible()).toBe(true);
    await expectNoA11yViolations(again);
  });

  test('home strip: every failing check at once, the captcha only after consent, the clear button', async () => {
    const page = await open('/');
    const strip = page.getByRole('region', { name: 'Newsletter subscription' });
    const submit = strip.getByRole('button', { name: 'Subscribe' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    for (const message of [
      'Enter valid email address!',
      'Read rules and check the box!',
      'Captcha is required!',
    ]) {
      await strip.getByText(message, { exact: true }).waitFor();
    }
    const email = strip.getByRole('textbox', { name: 'E-mail' });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await strip.getByRole('checkbox', { name: "I'm not a robot" }).count()).toBe(0);
    expect(await strip.getByRole('link', { name: 'rules' }).getAttribute('href')).toBe('/pages/ylalashyk');
    await expectNoA11yViolations(page);

    await email.fill('visitor@example');
    await strip.getByRole('checkbox', { name: consentName('en') }).check();
    const captcha = strip.getByRole('checkbox', { name: "I'm not a robot" });
    await captcha.waitFor();
    await submit.click();
    await strip.getByText('Enter valid email address!', { exact: true }).waitFor();
    expect(await strip.getByText('Read rules and check the box!').count()).toBe(0);
    await strip.getByText('Captcha is required!', { exact: true }).waitFor();

    await email.fill(uniqueEmail('strip'));
    await captcha.check();
    await submit.click();
    await strip.getByText('We sent activation link to your email address').waitFor();
    expect(await strip.getByText('Captcha is required!').count()).toBe(0);

    await strip.getByRole('button', { name: 'Clear' }).click();
    expect(await email.inputValue()).toBe('');
    expect(await strip.getByRole('checkbox', { name: consentName('en') }).isChecked()).toBe(false);
    expect(await strip.getByRole('checkbox', { name: "I'm not a robot" }).count()).toBe(0);
    expect(await strip.getByText('We sent activation link to your email address').count()).toBe(0);
    expectNoPageErrors(page);
  });

  test('keyboard only: header block from the e-mail field to success and the clear button', async () => {
    const page = await open('/evisa');
    const form = headerForm(page);
    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el
          ? `${el.tagName.toLowerCase()}:${el.getAttribute('name') ?? el.textContent?.trim() ?? ''}`
          : '';
      });
    await form.getByRole('textbox', { name: 'E-mail' }).focus();
    await page.keyboard.type(uniqueEmail('keys-sub'));
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('input:consent');
    await page.keyboard.press('Space');
    const captcha = form.getByRole('checkbox', { name: "I'm not a robot" });
    await captcha.waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('a:rules');
    await page.keyboard.press('Tab');
    expect(await captcha.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('button:Subscribe');
    await page.keyboard.press('Enter');
    await form.getByText('We sent activation link to your email address').waitFor();
    await page.keyboard.press('Tab');
    expect(
      await form.getByRole('button', { name: 'Clear' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Enter');
    expect(await form.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('');
    expectNoPageErrors(page);
  });

  for (const scenario of ['subscribe-refused', 'captcha-rejected']) {
    test(`${scenario}: the server's detail in red, in each language`, async () => {
      for (const lang of LANGS) {
        const email = uniqueEmail(scenario);
        const page = await open('/evisa', { lang, scenario });
        const form = headerForm(page, lang);
        await subscribe(form, email, lang);
        const alert = form.getByRole('alert');
        await expect.poll(() => text(alert), { timeout: 10_000 }).not.toBe('');
        const expected = await detailOf(
          mockApi(scenario).createSubscription({
            email: uniqueEmail('probe'),
            captcha: makeOfflineCaptchaToken(),
          }),
        );
        expect(await text(alert)).toBe(expected[lang]);
        // The typed address stays; the clear button is there.
        expect(await form.getByRole('textbox', { name: subscriptionPhrases.email[lang] }).inputValue()).toBe(
          email,
        );
        await form.getByRole('button', { name: subscriptionPhrases.clear[lang] }).waitFor();
        if (lang === 'en') await expectNoA11yViolations(page);
      }
    });
  }

  test('activation-invalid: the detail and a red cross, in each language', async () => {
    const expected = await detailOf(mockApi('activation-invalid').checkSubscription({ token: 'some-token' }));
    for (const lang of LANGS) {
      const page = await open('/email-activation/some-token', { lang, scenario: 'activation-invalid' });
      await page.getByRole('alert').filter({ hasText: expected[lang] }).waitFor();
      expect(await page.locator('.activation__icon--failure').isVisible()).toBe(true);
      expect(await page.getByText(activationPhrases.activated[lang]).count()).toBe(0);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Contact form
// ---------------------------------------------------------------------------------------------

interface ContactInput {
  fullname: string;
  email: string;
  subject: MessageSubject;
  message: string;
}

async function subjects(): Promise<{ plain: MessageSubject; withFile: MessageSubject }> {
  const list = await mockApi().getMessageSubjects();
  const plain = list.find((s) => !s.file_required);
  const withFile = list.find((s) => s.file_required);
  if (!plain || !withFile) throw new Error('the fixtures need subjects with and without file_required');
  return { plain, withFile };
}

function contact(page: Page, lang: Lang = 'en'): Locator {
  return page.getByRole('region', { name: contactPhrases.title[lang] });
}

async function fillStep1(form: Locator, input: ContactInput, lang: Lang = 'en'): Promise<void> {
  const p = contactPhrases;
  await form.getByRole('textbox', { name: new RegExp(`^${p.fullname[lang]}`) }).fill(input.fullname);
  await form.getByRole('textbox', { name: new RegExp(`^${p.email[lang]}`) }).fill(input.email);
  await form
    .getByRole('combobox', { name: new RegExp(`^${p.subject[lang]}`) })
    .selectOption(String(input.subject.id));
  await form.getByRole('textbox', { name: new RegExp(`^${p.message[lang]}`) }).fill(input.message);
  await form.getByRole('checkbox', { name: captchaPhrases.notRobot[lang] }).check();
}

async function latestCode(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await mockAdmin.outbox(email)).find((m) => m.kind === 'otp')?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('contact form', () => {
  test('step 1 → code from the outbox → step 2; a wrong code → red alert; the right code → success', async () => {
    const { plain } = await subjects();
    const page = await open('/contacts');
    const section = contact(page);
    const email = uniqueEmail('contact');
    await fillStep1(section, {
      fullname: 'Aman Amanow',
      email,
      subject: plain,
      message: 'Salam! A question about visas.',
    });
    await section.getByRole('button', { name: 'Send' }).click();

    const step2 = section.getByRole('heading', { name: contactPhrases.step2Title.en });
    await step2.waitFor();
    expect(await step2.evaluate((el) => el === document.activeElement)).toBe(true);
    const code = await latestCode(email);

    const otp = section.getByRole('textbox', { name: /^Confirmation code/ });
    await otp.fill(otherCode(code));
    await section.getByRole('button', { name: 'Confirm' }).click();
    const banner = section.locator('.contact__banner--error .contact__banner-text');
    await expect.poll(() => text(banner)).not.toBe('');
    expect(await banner.evaluate((el) => el.closest('[role="alert"]') !== null)).toBe(true);
    expect(await otp.inputValue()).toBe(otherCode(code));
    await expectNoA11yViolations(page);
    await section.getByRole('button', { name: 'Dismiss' }).click();
    expect(await section.locator('.contact__banner--error').count()).toBe(0);

    // Spaces in a pasted code are ignored.
    await otp.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    expect(await otp.inputValue()).toBe(code);
    await section.getByRole('button', { name: 'Confirm' }).click();
    await section.getByText('Your message was sent successfully!', { exact: true }).waitFor();
    expect(await section.getByRole('textbox', { name: /^Full name/ }).inputValue()).toBe('');
    expect(await section.getByRole('textbox', { name: /^Message/ }).inputValue()).toBe('');
    expectNoPageErrors(page);
  });

  test('empty step 1: summary with every message, linked to the fields; axe finds nothing', async () => {
    const page = await open('/contacts');
    const section = contact(page);
    await section.getByRole('button', { name: 'Send' }).click();
    const summary = section.getByRole('alert', { name: contactPhrases.summaryTitle.en });
    await summary.waitFor();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    const links = await summary.getByRole('link').allTextContents();
    expect(links).toEqual([
      'Fullname is required!',
      'Email is required!',
      'Subject is required!',
      'Message is required!',
      'Captcha is required!',
    ]);
    await summary.getByRole('link', { name: 'Subject is required!' }).click();
    expect(
      await section
        .getByRole('combobox', { name: /^Subject/ })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await expectNoA11yViolations(page);
  });

  test('a subject with file_required needs a file, sent with the code', async () => {
    const { withFile } = await subjects();
    const page = await open('/contacts');
    const section = contact(page);
    const email = uniqueEmail('file');
    await fillStep1(section, {
      fullname: 'Maral Myradowa',
      email,
      subject: withFile,
      message: 'Passport photo attached.',
    });
    const file = section.getByLabel(/^Image file/);
    expect(await file.getAttribute('required')).not.toBeNull();
    await section.getByRole('button', { name: 'Send' }).click();
    const summary = section.getByRole('alert', { name: contactPhrases.summaryTitle.en });
    await summary.waitFor();
    expect(await summary.getByRole('link').allTextContents()).toEqual(['File is required!']);
    await expectNoA11yViolations(page);

    await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await section.getByRole('button', { name: 'Send' }).click();
    await section.getByRole('heading', { name: contactPhrases.step2Title.en }).waitFor();
    await section.getByRole('textbox', { name: /^Confirmation code/ }).fill(await latestCode(email));
    await section.getByRole('button', { name: 'Confirm' }).click();
    await section.getByText('Your message was sent successfully!', { exact: true }).waitFor();
  });

  test('captcha-rejected on creation: the detail in each language, nothing typed is lost', async () => {
    const { withFile } = await subjects();
    for (const lang of LANGS) {
      const page = await open('/contacts', { lang, scenario: 'captcha-rejected' });
      const section = contact(page, lang);
      const input = {
        fullname: 'Aman Amanow',
        email: uniqueEmail('rej'),
        subject: withFile,
        message: 'Hello',
      };
      await fillStep1(section, input, lang);
      await section.getByLabel(new RegExp(`^${contactPhrases.file[lang]}`)).setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      await section.getByRole('button', { name: contactPhrases.send[lang] }).click();
      const banner = section.locator('.contact__banner--error .contact__banner-text');
      await expect.poll(() => text(banner), { timeout: 10_000 }).not.toBe('');
      const expected = await detailOf(
        mockApi('captcha-rejected').createMessage({
          captcha: makeOfflineCaptchaToken(),
          message: 'probe',
          subject: withFile.id,
          email: uniqueEmail('probe'),
          fullname: 'Probe',
        }),
      );
      expect(await text(banner)).toBe(expected[lang]);
      expect(await banner.evaluate((el) => el.closest('[role="alert"]') !== null)).toBe(true);
      expect(
        await section
          .getByRole('textbox', { name: new RegExp(`^${contactPhrases.fullname[lang]}`) })
          .inputValue(),
      ).toBe(input.fullname);
      expect(
        await section
          .getByRole('textbox', { name: new RegExp(`^${contactPhrases.message[lang]}`) })
          .inputValue(),
      ).toBe('Hello');
      expect(
        await section
          .getByLabel(new RegExp(`^${contactPhrases.file[lang]}`))
          .evaluate((el) => (el as HTMLInputElement).files?.[0]?.name),
      ).toBe('photo.png');
      if (lang === 'en') await expectNoA11yViolations(page);
    }
  });

  test('wrong-code: the detail in each language in a dismissible alert, the code kept', async () => {
    const { plain } = await subjects();
    for (const lang of LANGS) {
      const page = await open('/contacts', { lang, scenario: 'wrong-code' });
      const section = contact(page, lang);
      const email = uniqueEmail('wrong');
      await fillStep1(section, { fullname: 'Aman Amanow', email, subject: plain, message: 'Hello' }, lang);
      await section.getByRole('button', { name: contactPhrases.send[lang] }).click();
      await section.getByRole('heading', { name: contactPhrases.step2Title[lang] }).waitFor();
      const code = await latestCode(email);
      const otp = section.getByRole('textbox', { name: new RegExp(`^${contactPhrases.otp[lang]}`) });
      await otp.fill(code);
      await section.getByRole('button', { name: contactPhrases.confirm[lang] }).click();
      const banner = section.locator('.contact__banner--error .contact__banner-text');
      await expect.poll(() => text(banner), { timeout: 10_000 }).not.toBe('');
      const expected = await detailOf(mockApi('wrong-code').checkOtp({ otp: code, email }));
      expect(await text(banner)).toBe(expected[lang]);
      expect(await otp.inputValue()).toBe(code);
      await section.getByRole('button', { name: contactPhrases.dismiss[lang] }).click();
      expect(await banner.count()).toBe(0);
    }
  });

  test('api-offline on the POSTs (the proxy answers 502): "the service is unavailable for now", nothing lost', async () => {
    // Only the forms' POSTs lose the backend; the page itself loads normally.
    const offline = async (page: Page, path: string) =>
      page.route(`**/api/v1${path}`, (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': 'api-offline' } }),
      );
    const { plain } = await subjects();
    for (const lang of ['en', 'tm'] as const) {
      const page = await open('/contacts', { lang });
      await offline(page, '/subscribe/create/');
      await offline(page, '/messages/create/');

      const form = headerForm(page, lang);
      const email = uniqueEmail('offline');
      await subscribe(form, email, lang);
      await form
        .getByRole('alert')
        .getByText(formPhrases.serviceUnavailable[lang], { exact: true })
        .waitFor();
      expect(await form.getByRole('textbox', { name: subscriptionPhrases.email[lang] }).inputValue()).toBe(
        email,
      );

      const section = contact(page, lang);
      const input = {
        fullname: 'Aman Amanow',
        email: uniqueEmail('offline'),
        subject: plain,
        message: 'Salam',
      };
      await fillStep1(section, input, lang);
      await section.getByRole('button', { name: contactPhrases.send[lang] }).click();
      const banner = section.locator('.contact__banner--error .contact__banner-text');
      await expect.poll(() => text(banner), { timeout: 10_000 }).toBe(formPhrases.serviceUnavailable[lang]);
      expect(
        await section
          .getByRole('textbox', { name: new RegExp(`^${contactPhrases.message[lang]}`) })
          .inputValue(),
      ).toBe('Salam');
    }
  });

  test('keyboard only, from the first field to success', async () => {
    const { plain } = await subjects();
    const page = await open('/contacts');
    const section = contact(page);
    const email = uniqueEmail('keys');
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el
          ? `${el.tagName.toLowerCase()}:${el.getAttribute('name') ?? el.getAttribute('aria-label') ?? el.textContent?.trim()}`
          : '';
      });

    await section.getByRole('textbox', { name: /^Full name/ }).focus();
    await page.keyboard.type('Aman Amanow');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('input:email');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('select:subject');
    const subject = section.getByRole('combobox', { name: /^Subject/ });
    // Arrow keys step through the options of a closed select in Chromium.
    for (let i = 0; i < 20 && (await subject.inputValue()) !== String(plain.id); i++)
      await page.keyboard.press('ArrowDown');
    expect(await subject.inputValue()).toBe(String(plain.id));
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('textarea:message');
    await page.keyboard.type('Written with the keyboard only.');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('input:file');
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^input:/); // the captcha checkbox
    await page.keyboard.press('Space');
    expect(await section.getByRole('checkbox', { name: "I'm not a robot" }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('button:Reset the captcha');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('button:Send');
    await page.keyboard.press('Enter');

    await section.getByRole('heading', { name: contactPhrases.step2Title.en }).waitFor();
    const code = await latestCode(email);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('input:otp');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await section.getByText('Your message was sent successfully!', { exact: true }).waitFor();
    expect(
      await page.evaluate(() =>
        document.activeElement?.textContent?.includes('Your message was sent successfully!'),
      ),
    ).toBe(true);
    expectNoPageErrors(page);
  });

  test('the home page carries the contact form and the subscribe strip', async () => {
    const page = await open('/');
    await contact(page).getByRole('button', { name: 'Send' }).waitFor();
    await page
      .getByRole('region', { name: 'Newsletter subscription' })
      .getByRole('button', { name: 'Subscribe' })
      .waitFor();
    await headerForm(page).getByRole('button', { name: 'Subscribe' }).waitFor();
    expect(formMessages.messageSent.en).toBe('Your message was sent successfully!');
  });
});
