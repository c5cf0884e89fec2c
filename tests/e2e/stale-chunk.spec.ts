/**
 * A lazy chunk that is gone (a tab opened before a deploy whose old assets were already removed,
 * docs/deploying.md) reloads the page once, through Vite's `vite:preloadError` event
 * (src/shared/staleChunkReload.ts, once the server has said it is gone), without an error, and the
 * link then works.
 */
import { expect, test } from './fixtures';

test('a missing lazy chunk reloads the page once, then the link works', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#main-content h1').first()).toBeVisible();
  // Every chunk the home page itself loads has arrived: the next one is the link's page.
  await page.waitForLoadState('networkidle');
  let loads = 0;
  page.on('load', () => (loads += 1));

  // A deploy has removed this build's files: every script the page asks for from now on answers
  // 404, to its load and to the page's question whether it is gone (a HEAD, decision 0222), until
  // the page asks for itself again (after a real deploy, the reloaded page names the new build's files).
  const failed: string[] = [];
  let reloading = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) reloading = true;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (!reloading) {
      if (route.request().method() === 'GET') failed.push(route.request().url());
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
      return;
    }
    await route.continue();
  });

  // The data router loads the next page's chunk before it changes the address: the reload is of
  // the page the visitor is on, which then works, the link included.
  await page.locator('a[href$="/contacts"]').first().click();
  await expect.poll(() => loads).toBe(1);
  await expect(page.locator('#main-content h1').first()).toBeVisible();
  await page.locator('a[href$="/contacts"]').first().click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.locator('#main-content h1')).toBeVisible();
  expect(failed.length).toBeGreaterThan(0);
  expect(loads).toBe(1);
});
