/**
 * Focus is never lost (WCAG 2.2 SC 2.4.3, requirements §10): after each action that replaces what
 * had the focus, focus stays on or moves to a sensible element, never <body>. And the header's
 * banner holds its rotation while keyboard focus is anywhere in it (SC 2.2.2).
 */
import { expect, pauseClock, test, type Page } from './fixtures';
import { newsTexts } from '../../src/blocks/news/texts';
import { commonTexts } from '../../src/i18n/texts';
import { postsTexts } from '../../src/features/posts/texts';
import { frameTexts } from '../../src/features/frame/texts';
import { homeTexts } from '../../src/features/home/texts';

test.use({ lang: 'en' });

const ALL_POSTS = '**/api/v1/posts/all-posts/**';

/** Answers the news list with 500 while `failing()` says so. */
async function failPostsWhile(page: Page, failing: () => boolean): Promise<void> {
  await page.route(ALL_POSTS, (route) =>
    failing()
      ? route.fulfill({ status: 500, json: { detail: { tm: 'x', ru: 'x', en: 'Something went wrong!' } } })
      : route.fallback(),
  );
}

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName.toLowerCase());

async function openPosts(page: Page): Promise<void> {
  await page.goto('/posts');
  await expect(page.getByRole('status').filter({ hasText: /\d/ })).toBeVisible();
}

test('/posts: Find keeps the focus, Clear filters moves it to the search field', async ({ page }) => {
  await openPosts(page);
  const search = page.getByRole('search');
  const status = page.getByRole('status').filter({ hasText: /\d/ });
  const before = await status.textContent();
  await search.getByRole('searchbox', { name: newsTexts.search.en }).fill('migrasiya');
  await search.getByRole('button', { name: newsTexts.searchButton.en }).press('Enter');
  await expect(status).not.toHaveText(before!);
  await expect(search.getByRole('button', { name: newsTexts.searchButton.en })).toBeFocused();

  await search.getByRole('button', { name: newsTexts.clearFilters.en }).press('Enter');
  await expect(search.getByRole('button', { name: newsTexts.clearFilters.en })).toHaveCount(0);
  await expect(status).toHaveText(before!);
  await expect(search.getByRole('searchbox', { name: newsTexts.search.en })).toBeFocused();
});

test('/posts: a category change while the list fails keeps the focus on the category', async ({ page }) => {
  let failing = false;
  await failPostsWhile(page, () => failing);
  await openPosts(page);
  failing = true;
  // A word typed but not yet searched for goes with the category change (NewsFilters applies both).
  await page.getByRole('search').getByRole('searchbox', { name: newsTexts.search.en }).fill('pasport');
  const category = page.getByRole('combobox', { name: commonTexts.category.en });
  await category.focus();
  await category.selectOption({ index: 1 });
  await expect(page.getByRole('button', { name: commonTexts.retry.en })).toBeVisible();
  expect(await focusedTag(page)).not.toBe('body');
  await expect(category).toBeFocused();
});

test('/posts: Try again moves the focus to the results when the list comes', async ({ page }) => {
  let failing = true;
  await failPostsWhile(page, () => failing);
  await page.goto('/posts');
  const retry = page.getByRole('button', { name: commonTexts.retry.en });
  await expect(retry).toBeVisible();
  failing = false;
  await retry.press('Enter');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: postsTexts.results.en })).toBeFocused();
});

test('the banner: a focused slide link keeps the focus when the slider takes over', async ({ page }) => {
  await page.goto('/');
  const banners = page.getByRole('region', { name: frameTexts.banners.en });
  const link = banners.getByRole('link').first();
  await expect(link).toBeVisible();
  // Focus on the first slide's link asks for the slider's code: it replaces the plain slides.
  await link.focus();
  await expect(banners.locator('.swiper-initialized')).toBeAttached();
  // Swiper's copy of the slide's link has the focus, not <body>.
  await expect(banners.getByRole('link').and(page.locator(':focus'))).toHaveCount(1);
});

test('the state websites: a focused card keeps the focus when the carousel takes over', async ({ page }) => {
  // The carousel's code is held back until a keyboard visitor is on a card of the plain list that
  // stands in for it; the swap then removes that card (a CI run once lost the focus to <body>).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/WebLinksSwiper-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const region = page.getByRole('region', { name: homeTexts.stateWebsites.en });
  const card = region.getByRole('link').nth(1);
  const name = (await card.textContent())!.trim();
  const asked = page.waitForRequest(/\/assets\/WebLinksSwiper-/);
  // Focus brings the list into view, which asks for the carousel's code.
  await card.focus();
  await asked;
  await expect(card).toBeFocused();
  release();
  await expect(region.locator('.swiper-initialized')).toBeAttached();
  await expect(region.getByRole('link', { name, exact: true }).and(page.locator(':focus'))).toHaveCount(1);
});

test('the banner holds its rotation while focus is on its own buttons', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const banners = page.getByRole('region', { name: frameTexts.banners.en });
  const shown = banners.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect(shown).toHaveCount(1);
  await banners.getByRole('button', { name: frameTexts.nextBanner.en }).focus();
  await pauseClock(page);
  const label = await shown.getAttribute('aria-label');
  // Three rotations' worth of time: not one change while focus is on Next.
  await page.clock.runFor(16_000);
  await expect(shown).toHaveAttribute('aria-label', label!);
});

test('the banner: a slide link focused while a change moves it is shown at rest at once', async ({
  page,
}) => {
  await page.goto('/');
  const banners = page.getByRole('region', { name: frameTexts.banners.en });
  await expect(banners.getByRole('link').first()).toBeVisible();
  // Swiper takes over when the pointer reaches the slides; the pointer then leaves them again.
  await banners.locator('[aria-roledescription="slide"]').first().hover();
  await expect(banners.locator('.swiper-initialized')).toBeAttached();
  await page.mouse.move(0, 0);
  // In one task, as a keyboard visitor who presses Next and then Tab before the 600 ms change has
  // ended: focus lands on a link that is still moving into the box.
  const started = await page.evaluate(async (nextName) => {
    const region = document.querySelector('.swiper-initialized')!.closest('section')!;
    const next = region.querySelector<HTMLButtonElement>(`button[aria-label="${nextName}"]`)!;
    for (let i = 0; i < region.querySelectorAll('.swiper-slide').length; i++) {
      next.focus();
      next.click();
      // React renders the slides' new state (inert off the shown one) in a microtask after the click.
      await Promise.resolve();
      await Promise.resolve();
      const link = region.querySelector<HTMLAnchorElement>(
        '[aria-roledescription="slide"]:not([aria-hidden="true"]) a[href]',
      );
      if (!link) continue;
      const moving = region.querySelector('.swiper-wrapper')!.getAnimations().length;
      link.focus();
      return { moving, focused: document.activeElement === link };
    }
    return null;
  }, frameTexts.nextBanner.en);
  expect(started, 'a banner with a link').toEqual({ moving: 1, focused: true });
  // The change ends (at once, or at most after its 600 ms) ...
  const wrapper = banners.locator('.swiper-wrapper');
  await expect.poll(() => wrapper.evaluate((el) => el.getAnimations().length)).toBe(0);
  // ... with the focused link inside the slider's box, not pushed out of it.
  const [link, box] = await Promise.all([
    banners.locator('a:focus').boundingBox(),
    banners.locator('.swiper').boundingBox(),
  ]);
  expect(link).not.toBeNull();
  expect(link!.x).toBeGreaterThanOrEqual(box!.x - 1);
  expect(link!.x + link!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
});
