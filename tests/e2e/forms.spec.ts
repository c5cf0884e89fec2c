/**
 * The visitor forms end to end: the production build against the mock API. Subscription (header
 * block and home strip) with the e-mail activation page, and the two-step contact form with the
 * code from the mock's outbox. Server refusals are forced with the mock's scenarios and compared,
 * in each language, with the `detail` the mock itself answers.
 *
 * Every test writes with addresses of its own (`email`) and reads the outbox by address, so tests
 * running at the same time on the one mock never see each other's mail.
 */
import { makeOfflineCaptchaToken } from '../../src/api/captcha';
import { isApiError } from '../../src/api/http';
import type { Lang, LangText, MessageSubject } from '../../src/api/types';
import { expect, test, type Locator, type Page } from './fixtures';
import { mockApi } from './support/mock';
import { fill } from '../../src/i18n/fill';
import { commonTexts } from '../../src/i18n/texts';
import { activationTexts } from '../../src/features/activation/texts';
import { contactFormTexts } from '../../src/features/contact-form/texts';
import { subscriptionTexts } from '../../src/features/subscription/texts';
import { captchaTexts } from '../../src/blocks/captcha/texts';
import { LANGS } from '../../src/api/langs';

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ lang: 'en' });

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

/** A probe address for the mock alone (never typed into a page). */
const probeEmail = () =>
  `probe-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@example.com`;

// ---------------------------------------------------------------------------------------------
// Subscription
// ---------------------------------------------------------------------------------------------

function headerForm(page: Page, lang: Lang = 'en'): Locator {
  return page.getByRole('form', { name: subscriptionTexts.headerFormName[lang] });
}

function consentName(lang: Lang): string {
  return fill(subscriptionTexts.consent[lang], { rules: subscriptionTexts.consentLink[lang] });
}

async function subscribe(form: Locator, email: string, lang: Lang = 'en'): Promise<void> {
  await form.getByRole('textbox', { name: commonTexts.email[lang] }).fill(email);
  await form.getByRole('checkbox', { name: consentName(lang) }).check();
  await form.getByRole('checkbox', { name: captchaTexts.notRobot[lang] }).check();
  await form.getByRole('button', { name: subscriptionTexts.subscribe[lang] }).click();
}

test.describe('subscription', () => {
  test(
    'header block: subscribe → link from the outbox → activated; the same link again → refused',
    {
      tag: '@phone',
    },
    async ({ page, email, outbox, openPage, checkA11y }) => {
      await page.goto('/contacts');
      const form = headerForm(page);
      const address = email('sub');
      await subscribe(form, address);
      await expect(
        form.getByRole('status').filter({ hasText: 'We sent activation link to your email address' }),
      ).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(address);

      const mail = await outbox.latest(address, 'activation');
      expect(mail.link).toBeTruthy();
      const link = new URL(mail.link!);
      expect(link.pathname).toBe(`/email-activation/${mail.token}`);

      // Opened in the same browser (the stored e-mail is sent along with the token).
      await page.goto(link.pathname);
      await expect(page.getByRole('heading', { level: 1, name: activationTexts.title.en })).toBeVisible();
      await expect(page.getByText(commonTexts.subscriptionActivated.en, { exact: true })).toBeVisible();
      await expect(page.locator('.activation__icon--failure')).toHaveCount(0);

      // A second visit: the mock says the link is spent, the page shows its words and a red cross.
      const again = await openPage({ lang: 'en' });
      await again.goto(link.pathname);
      const expected = await detailOf(mockApi().checkSubscription({ token: mail.token! }));
      await expect(again.getByRole('alert').filter({ hasText: expected.en })).toBeVisible();
      await expect(again.getByText(commonTexts.subscriptionActivated.en)).toHaveCount(0);
      await expect(again.locator('.activation__icon--failure')).toBeVisible();
      await checkA11y({ page: again });
    },
  );

  test('home strip: every failing check at once, the captcha only after consent, the clear button', async ({
    page,
    email,
    checkA11y,
  }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Newsletter subscription' });
    const submit = strip.getByRole('button', { name: 'Subscribe' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    for (const message of [
      'Enter valid email address!',
      'Read rules and check the box!',
      'Captcha is required!',
    ]) {
      await expect(strip.getByText(message, { exact: true })).toBeVisible();
    }
    const field = strip.getByRole('textbox', { name: 'E-mail' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(strip.getByRole('checkbox', { name: "I'm not a robot" })).toHaveCount(0);
    await expect(strip.getByRole('link', { name: 'rules' })).toHaveAttribute('href', '/en/pages/ylalashyk');
    await checkA11y();

    await field.fill('visitor@example');
    await strip.getByRole('checkbox', { name: consentName('en') }).check();
    const captcha = strip.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(captcha).toBeVisible();
    await submit.click();
    await expect(strip.getByText('Enter valid email address!', { exact: true })).toBeVisible();
    await expect(strip.getByText('Read rules and check the box!')).toHaveCount(0);
    await expect(strip.getByText('Captcha is required!', { exact: true })).toBeVisible();

    await field.fill(email('strip'));
    await captcha.check();
    await submit.click();
    await expect(strip.getByText('We sent activation link to your email address')).toBeVisible();
    await expect(strip.getByText('Captcha is required!')).toHaveCount(0);

    await strip.getByRole('button', { name: 'Clear' }).click();
    await expect(field).toHaveValue('');
    await expect(strip.getByRole('checkbox', { name: consentName('en') })).not.toBeChecked();
    await expect(strip.getByRole('checkbox', { name: "I'm not a robot" })).toHaveCount(0);
    await expect(strip.getByText('We sent activation link to your email address')).toHaveCount(0);
  });

  test('keyboard only: header block from the e-mail field to success and the clear button', async ({
    page,
    email,
  }) => {
    await page.goto('/evisa');
    const form = headerForm(page);
    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el
          ? `${el.tagName.toLowerCase()}:${el.getAttribute('name') ?? el.textContent?.trim() ?? ''}`
          : '';
      });
    await form.getByRole('textbox', { name: 'E-mail' }).focus();
    await page.keyboard.type(email('keys-sub'));
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('input:consent');
    await page.keyboard.press('Space');
    const captcha = form.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(captcha).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('a:rules');
    await page.keyboard.press('Tab');
    await expect(captcha).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('button:Subscribe');
    await page.keyboard.press('Enter');
    await expect(form.getByText('We sent activation link to your email address')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Clear' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
  });

  for (const scenario of ['subscribe-refused', 'captcha-rejected']) {
    for (const lang of LANGS) {
      test.describe(() => {
        test.use({ lang, scenario });
        test(`${scenario}: the server's detail in red, in ${lang}`, async ({ page, email, checkA11y }) => {
          const address = email(scenario);
          await page.goto('/evisa');
          const form = headerForm(page, lang);
          await subscribe(form, address, lang);
          const expected = await detailOf(
            mockApi(scenario).createSubscription({ email: probeEmail(), captcha: makeOfflineCaptchaToken() }),
          );
          await expect(form.getByRole('alert')).toHaveText(expected[lang]);
          // The typed address stays; the clear button is there.
          await expect(form.getByRole('textbox', { name: commonTexts.email[lang] })).toHaveValue(address);
          await expect(form.getByRole('button', { name: subscriptionTexts.clear[lang] })).toBeVisible();
          if (lang === 'en') await checkA11y();
        });
      });
    }
  }

  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ lang, scenario: 'activation-invalid' });
      test(`activation-invalid: the detail and a red cross, in ${lang}`, async ({ page }) => {
        const expected = await detailOf(
          mockApi('activation-invalid').checkSubscription({ token: 'some-token' }),
        );
        await page.goto('/email-activation/some-token');
        await expect(page.getByRole('alert').filter({ hasText: expected[lang] })).toBeVisible();
        await expect(page.locator('.activation__icon--failure')).toBeVisible();
        await expect(page.getByText(commonTexts.subscriptionActivated[lang])).toHaveCount(0);
      });
    });
  }
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
  return page.getByRole('region', { name: contactFormTexts.title[lang] });
}

async function fillStep1(form: Locator, input: ContactInput, lang: Lang = 'en'): Promise<void> {
  const p = contactFormTexts;
  await form.getByRole('textbox', { name: new RegExp(`^${p.fullname[lang]}`) }).fill(input.fullname);
  await form.getByRole('textbox', { name: new RegExp(`^${commonTexts.email[lang]}`) }).fill(input.email);
  await form
    .getByRole('combobox', { name: new RegExp(`^${p.subject[lang]}`) })
    .selectOption(String(input.subject.id));
  await form.getByRole('textbox', { name: new RegExp(`^${p.message[lang]}`) }).fill(input.message);
  await form.getByRole('checkbox', { name: captchaTexts.notRobot[lang] }).check();
}

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** The text of the contact form's error banner (inside an alert). */
const errorBanner = (section: Locator) => section.locator('.contact__banner--error .contact__banner-text');

test.describe('contact form', () => {
  test(
    'step 1 → code from the outbox → step 2; a wrong code → red alert; the right code → success',
    {
      tag: '@phone',
    },
    async ({ page, email, outbox, checkA11y }) => {
      const { plain } = await subjects();
      await page.goto('/contacts');
      const section = contact(page);
      const address = email('contact');
      await fillStep1(section, {
        fullname: 'Aman Amanow',
        email: address,
        subject: plain,
        message: 'Salam! A question about visas.',
      });
      await section.getByRole('button', { name: 'Send' }).click();

      const step2 = section.getByRole('heading', { name: contactFormTexts.step2Title.en });
      await expect(step2).toBeFocused();
      const { code } = await outbox.latest(address, 'otp');
      expect(code).toMatch(/^\d{6}$/);

      const otp = section.getByRole('textbox', { name: /^Confirmation code/ });
      await otp.fill(otherCode(code!));
      await section.getByRole('button', { name: 'Confirm' }).click();
      const banner = errorBanner(section);
      await expect(banner).not.toHaveText('');
      await expect(section.getByRole('alert').locator('.contact__banner-text')).toHaveCount(1);
      await expect(otp).toHaveValue(otherCode(code!));
      await checkA11y();
      await section.getByRole('button', { name: 'Dismiss' }).click();
      await expect(section.locator('.contact__banner--error')).toHaveCount(0);

      // Spaces in a pasted code are ignored.
      await otp.fill(`${code!.slice(0, 3)} ${code!.slice(3)}`);
      await expect(otp).toHaveValue(code!);
      await section.getByRole('button', { name: 'Confirm' }).click();
      await expect(section.getByText('Your message was sent successfully!', { exact: true })).toBeVisible();
      await expect(section.getByRole('textbox', { name: /^Full name/ })).toHaveValue('');
      await expect(section.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    },
  );

  test('empty step 1: summary with every message, linked to the fields; axe finds nothing', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/contacts');
    const section = contact(page);
    await section.getByRole('button', { name: 'Send' }).click();
    const summary = section.getByRole('group', { name: contactFormTexts.summaryTitle.en });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Fullname is required!',
      'Email is required!',
      'Subject is required!',
      'Message is required!',
      'Captcha is required!',
    ]);
    await summary.getByRole('link', { name: 'Subject is required!' }).click();
    await expect(section.getByRole('combobox', { name: /^Subject/ })).toBeFocused();
    await checkA11y();
  });

  test('a subject with file_required needs a file, sent with the code', async ({
    page,
    email,
    outbox,
    checkA11y,
  }) => {
    const { withFile } = await subjects();
    await page.goto('/contacts');
    const section = contact(page);
    const address = email('file');
    await fillStep1(section, {
      fullname: 'Maral Myradowa',
      email: address,
      subject: withFile,
      message: 'Passport photo attached.',
    });
    const file = section.getByLabel(/^Image file/);
    await expect(file).toHaveAttribute('required');
    await section.getByRole('button', { name: 'Send' }).click();
    const summary = section.getByRole('group', { name: contactFormTexts.summaryTitle.en });
    await expect(summary.getByRole('link')).toHaveText(['File is required!']);
    await checkA11y();

    await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await section.getByRole('button', { name: 'Send' }).click();
    await expect(section.getByRole('heading', { name: contactFormTexts.step2Title.en })).toBeVisible();
    const { code } = await outbox.latest(address, 'otp');
    await section.getByRole('textbox', { name: /^Confirmation code/ }).fill(code!);
    await section.getByRole('button', { name: 'Confirm' }).click();
    await expect(section.getByText('Your message was sent successfully!', { exact: true })).toBeVisible();
  });

  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ lang, scenario: 'captcha-rejected' });
      test(`captcha-rejected on creation: the detail in ${lang}, nothing typed is lost`, async ({
        page,
        email,
        checkA11y,
      }) => {
        const { withFile } = await subjects();
        await page.goto('/contacts');
        const section = contact(page, lang);
        const input = { fullname: 'Aman Amanow', email: email('rej'), subject: withFile, message: 'Hello' };
        await fillStep1(section, input, lang);
        const file = section.getByLabel(new RegExp(`^${contactFormTexts.file[lang]}`));
        await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG });
        await section.getByRole('button', { name: contactFormTexts.send[lang] }).click();
        const expected = await detailOf(
          mockApi('captcha-rejected').createMessage({
            captcha: makeOfflineCaptchaToken(),
            message: 'probe',
            subject: String(withFile.id),
            email: probeEmail(),
            fullname: 'Probe',
          }),
        );
        await expect(section.getByRole('alert').locator('.contact__banner-text')).toHaveText(expected[lang]);
        await expect(errorBanner(section)).toHaveText(expected[lang]);
        await expect(
          section.getByRole('textbox', { name: new RegExp(`^${contactFormTexts.fullname[lang]}`) }),
        ).toHaveValue(input.fullname);
        await expect(
          section.getByRole('textbox', { name: new RegExp(`^${contactFormTexts.message[lang]}`) }),
        ).toHaveValue('Hello');
        expect(await file.evaluate((el) => (el as HTMLInputElement).files?.[0]?.name)).toBe('photo.png');
        if (lang === 'en') await checkA11y();
      });
    });
  }

  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ lang, scenario: 'wrong-code' });
      test(`wrong-code: the detail in ${lang} in a dismissible alert, the code kept`, async ({
        page,
        email,
        outbox,
      }) => {
        const { plain } = await subjects();
        await page.goto('/contacts');
        const section = contact(page, lang);
        const address = email('wrong');
        await fillStep1(
          section,
          { fullname: 'Aman Amanow', email: address, subject: plain, message: 'Hello' },
          lang,
        );
        await section.getByRole('button', { name: contactFormTexts.send[lang] }).click();
        await expect(section.getByRole('heading', { name: contactFormTexts.step2Title[lang] })).toBeVisible();
        const { code } = await outbox.latest(address, 'otp');
        const otp = section.getByRole('textbox', { name: new RegExp(`^${contactFormTexts.otp[lang]}`) });
        await otp.fill(code!);
        await section.getByRole('button', { name: contactFormTexts.confirm[lang] }).click();
        const expected = await detailOf(mockApi('wrong-code').checkOtp({ otp: code!, email: address }));
        await expect(errorBanner(section)).toHaveText(expected[lang]);
        await expect(otp).toHaveValue(code!);
        await section.getByRole('button', { name: contactFormTexts.dismiss[lang] }).click();
        await expect(errorBanner(section)).toHaveCount(0);
      });
    });
  }

  for (const lang of ['en', 'tm'] as const) {
    test.describe(() => {
      test.use({ lang });
      test(`api-offline on the POSTs (the proxy answers 502): "the service is unavailable for now", nothing lost (${lang})`, async ({
        page,
        email,
      }) => {
        // Only the forms' POSTs lose the backend; the page itself loads normally.
        const offline = async (path: string) =>
          page.route(`**/api/v1${path}`, (route) =>
            route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': 'api-offline' } }),
          );
        const { plain } = await subjects();
        await page.goto('/contacts');
        await offline('/subscribe/create/');
        await offline('/messages/create/');

        const form = headerForm(page, lang);
        const address = email('offline');
        await subscribe(form, address, lang);
        await expect(
          form.getByRole('alert').getByText(commonTexts.serviceUnavailable[lang], { exact: true }),
        ).toBeVisible();
        await expect(form.getByRole('textbox', { name: commonTexts.email[lang] })).toHaveValue(address);

        const section = contact(page, lang);
        await fillStep1(
          section,
          { fullname: 'Aman Amanow', email: email('offline'), subject: plain, message: 'Salam' },
          lang,
        );
        await section.getByRole('button', { name: contactFormTexts.send[lang] }).click();
        await expect(errorBanner(section)).toHaveText(commonTexts.serviceUnavailable[lang]);
        await expect(
          section.getByRole('textbox', { name: new RegExp(`^${contactFormTexts.message[lang]}`) }),
        ).toHaveValue('Salam');
      });
    });
  }

  test('keyboard only, from the first field to success', async ({ page, email, outbox }) => {
    const { plain } = await subjects();
    await page.goto('/contacts');
    const section = contact(page);
    const address = email('keys');
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
    await page.keyboard.type(address);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('select:subject');
    const subject = section.getByRole('combobox', { name: /^Subject/ });
    // Arrow keys step through the options of a closed select in Chromium.
    for (let i = 0; i < 20 && (await subject.inputValue()) !== String(plain.id); i++)
      await page.keyboard.press('ArrowDown');
    await expect(subject).toHaveValue(String(plain.id));
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('textarea:message');
    await page.keyboard.type('Written with the keyboard only.');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('input:file');
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^input:/); // the captcha checkbox
    await page.keyboard.press('Space');
    await expect(section.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('button:Reset the captcha');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('button:Send');
    await page.keyboard.press('Enter');

    await expect(section.getByRole('heading', { name: contactFormTexts.step2Title.en })).toBeVisible();
    const { code } = await outbox.latest(address, 'otp');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('input:otp');
    await page.keyboard.type(code!);
    await page.keyboard.press('Enter');
    await expect(section.getByText('Your message was sent successfully!', { exact: true })).toBeVisible();
    expect(
      await page.evaluate(() =>
        document.activeElement?.textContent?.includes('Your message was sent successfully!'),
      ),
    ).toBe(true);
  });

  test('the home page carries the contact form and the subscribe strip', async ({ page }) => {
    await page.goto('/');
    await expect(contact(page).getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Newsletter subscription' })
        .getByRole('button', { name: 'Subscribe' }),
    ).toBeVisible();
    await expect(headerForm(page).getByRole('button', { name: 'Subscribe' })).toBeVisible();
    expect(commonTexts.messageSent.en).toBe('Your message was sent successfully!');
  });
});
