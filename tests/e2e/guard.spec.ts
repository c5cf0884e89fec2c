/**
 * The suite's own guard (fixtures.ts): every test relies on it to fail on an uncaught error, a React
 * hydration message or a Content-Security-Policy violation, so it is proved here to catch each of
 * them. The pages are fulfilled by the test itself, on the site's origin.
 */
import { assertGuardClean, expect, guardContext, test, type Browser } from './fixtures';

const PATH = '/__guard-check';
const PLAIN_PAGE = '<!doctype html><title>x</title><p>page</p>';

/** A fresh context under the guard, and a page opened at PATH, which `answer` fulfils (HTML). */
async function guardedPage(
  browser: Browser,
  baseURL: string | undefined,
  answer: { body: string; headers?: Record<string, string> } = { body: PLAIN_PAGE },
) {
  const context = await browser.newContext({ baseURL });
  const log = await guardContext(context);
  const page = await context.newPage();
  await page.route(`**${PATH}`, (route) => route.fulfill({ contentType: 'text/html', ...answer }));
  await page.goto(PATH);
  return { context, log, page };
}

test.describe('the guard of every test', () => {
  test('fails on an uncaught error in the page', async ({ browser, baseURL }) => {
    const { context, log, page } = await guardedPage(browser, baseURL);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown by the guard check');
      });
    });
    await expect.poll(() => log.pageErrors).toEqual(['Error: thrown by the guard check']);
    expect(() => assertGuardClean(log)).toThrow(
      /uncaught error in the page: Error: thrown by the guard check/,
    );
    await context.close();
  });

  test('fails on a React hydration message in the console', async ({ browser, baseURL }) => {
    const { context, log, page } = await guardedPage(browser, baseURL);
    // What React 19's production build logs for a hydration mismatch, and an unrelated error.
    await page.evaluate(() => {
      console.error('Minified React error #418; visit https://react.dev/errors/418 for the full message');
      console.error('Failed to load resource: the server responded with a status of 500');
    });
    await expect.poll(() => log.hydration.length).toBe(1);
    expect(() => assertGuardClean(log)).toThrow(/React hydration: console\.error: Minified React error #418/);
    await context.close();
  });

  test('fails on a Content-Security-Policy violation, from the event and from the console', async ({
    browser,
    baseURL,
  }) => {
    const { context, log, page } = await guardedPage(browser, baseURL, {
      headers: { 'Content-Security-Policy': "default-src 'self'; script-src 'self'" },
      body: '<!doctype html><title>x</title><script>document.title = "ran"</script><p>page</p>',
    });
    await expect(page).toHaveTitle('x');
    await expect
      .poll(() => log.csp.some((v) => v.includes('enforce script-src-elem blocked inline')))
      .toBe(true);
    await expect.poll(() => log.csp.some((v) => v.startsWith('console: '))).toBe(true);
    expect(() => assertGuardClean(log)).toThrow(/Content-Security-Policy violation/);
    await context.close();
  });

  test('passes a clean page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const log = await guardContext(context);
    const page = await context.newPage();
    await page.goto('/evisa');
    await expect(page.locator('#main-content h1')).toBeVisible();
    await context.close();
    expect(() => assertGuardClean(log)).not.toThrow();
  });
});
