/**
 * A visitor who chose English before there were language addresses: the choice is only in
 * `localStorage.lang`, no `lang` cookie (decision 0028). Through nginx, `/` is negotiated (the
 * suite's browser asks for Turkmen) and the app, starting there, moves once to the stored
 * language and writes the cookie, so nginx picks English itself from then on.
 */
import { expect, test } from './fixtures';
import { sharedTexts } from '../../src/shared/texts';

// A Turkmen browser (the suite's own, said here too): nginx alone would send it to Turkmen.
test.use({ locale: 'tk-TM' });

test('a language stored before language addresses wins over the negotiated one, and the cookie keeps it', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    if (window.localStorage.getItem('lang') === null) window.localStorage.setItem('lang', 'en');
  });
  // Until the answer arrives only: the app's move may interrupt this page's loading.
  const negotiated = await page.goto('/', { waitUntil: 'commit' });
  expect(negotiated?.url(), 'nginx picked Turkmen').toMatch(/\/tm\/$/);

  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('group', { name: sharedTexts.language.en }).first()).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  expect(
    cookies.some((cookie) => cookie.name === 'lang_negotiated'),
    'the marker is used once',
  ).toBe(false);

  // The next path without a language: nginx sends it to English by the cookie, without the app.
  const next = await page.request.get('/posts', { maxRedirects: 0 });
  expect(next.status()).toBe(302);
  expect(next.headers().location).toBe('/en/posts');
  expect(next.headers()['set-cookie']).toBeUndefined();
});
