/**
 * A lazy chunk that is gone (a tab opened before a deploy whose old assets were already removed,
 * docs/deploying.md) reloads the page once, through Vite's `vite:preloadError` event
 * (src/shared/staleChunkReload.ts), without an error, and the link then works.
 */
import { expect, test } from './fixtures';

test('a missing lazy chunk reloads the page once, then the link works', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#main-content h1').first()).toBeVisible();
  // Every chunk the home page itself loads has arrived: the next one is the link's page.
  await page.waitForLoadState('networkidle');
  let loads = 0;
  page.on('load', () => (loads += 1));

  // The next script the app asks for (the chunk of the page a link opens) answers 404, once.
  const failed: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    if (failed.length === 0) {
      failed.push(route.request().url());
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
  expect(failed).toHaveLength(1);
  expect(loads).toBe(1);
});
