/**
 * Every error announced however a form is sent (WCAG 4.1.3 / 3.3.1; GOV.UK's error summary): after
 * pressing Enter in a field and after pressing the button, the accessibility tree holds an alert
 * saying what failed, and focus is on the first invalid field (subscription) or the error summary
 * (contact form). The summary is announced once per submit: fixing a field removes the alert.
 */
import { expect, test, type Locator } from './fixtures';
import { contactFormTexts } from '../../src/features/contact-form/texts';

test.use({ lang: 'en' });

const announced = (scope: Locator) => scope.getByRole('alert').filter({ hasText: /^Please correct/ });

test('the header subscription: Enter and the button both announce what failed; focus on the field', async ({
  page,
}) => {
  await page.goto('/contacts');
  const form = page.getByRole('form', { name: 'Quick newsletter subscription' });
  const email = form.getByRole('textbox', { name: 'E-mail' });
  const sends = [() => email.press('Enter'), () => form.getByRole('button', { name: 'Subscribe' }).click()];
  for (const [index, send] of sends.entries()) {
    // A change (the previous submit's alert goes), still not an address.
    await email.fill(`visitor${index}@`);
    await expect(announced(form)).toHaveCount(0);
    await send();
    expect(await announced(form).ariaSnapshot()).toBe(
      '- alert: "Please correct: Enter valid email address! Read rules and check the box! Captcha is required!"',
    );
    await expect(email).toBeFocused();
  }
});

test('the contact form: Enter and the button announce the summary once; focus on the summary', async ({
  page,
}) => {
  await page.goto('/contacts');
  const section = page.getByRole('region', { name: contactFormTexts.title.en });
  const name = section.getByRole('textbox', { name: /^Full name/ });
  const summary = section.getByRole('group', { name: contactFormTexts.summaryTitle.en });
  for (const send of [
    () => name.press('Enter'),
    () => section.getByRole('button', { name: 'Send' }).click(),
  ]) {
    await name.fill('');
    await expect(announced(section)).toHaveCount(0);
    await send();
    await expect(announced(section)).toHaveText(
      'Please correct the following: Fullname is required! Email is required! Subject is required! Message is required! Captcha is required!',
    );
    await expect(summary).toBeFocused();
    // Fixing a field updates the summary, and nothing is read out again.
    await name.fill('Aýna Orazowa');
    await expect(summary.getByRole('link')).toHaveCount(4);
    await expect(announced(section)).toHaveCount(0);
  }
});
