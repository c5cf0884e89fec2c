/**
 * /media: the image gallery (thumbnails, the full-size viewer by keyboard) and the videos, in the
 * three languages, against the mock's data; the `media-fails` scenario.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LANGS } from '../../src/api/types';
import { pick } from '../../src/i18n/pick';
import { mediaPhrases } from '../../src/features/media/phrases';
import { galleryPhrases } from '../../src/shared/gallery/phrases';
import {
  closePage,
  expectNoA11yViolations,
  expectNoPageErrors,
  launchBrowser,
  mockApi,
  newPage,
  siteUrl,
} from '../support/e2e';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function galleryRegion(page: Page, lang: 'tm' | 'ru' | 'en') {
  return page.getByRole('region', { name: mediaPhrases.images[lang] });
}

async function shownSrc(page: Page): Promise<string | null> {
  return page.getByRole('dialog').locator('img').getAttribute('src');
}

describe('media page', () => {
  for (const lang of LANGS) {
    test(`/media in ${lang}: every image and video of the API`, async () => {
      const [images, videos] = await Promise.all([mockApi().getImages(), mockApi().getVideos()]);
      expect(images.length).toBeGreaterThan(0);
      const page = await newPage(browser, { lang });
      await page.goto(siteUrl('/media'));
      await page.getByRole('heading', { level: 1, name: mediaPhrases.title[lang] }).waitFor();

      const thumbs = galleryRegion(page, lang).getByRole('button');
      await thumbs.first().waitFor();
      expect(await thumbs.count()).toBe(images.length);
      for (const [index, image] of images.entries()) {
        const thumb = thumbs.nth(index);
        expect(await thumb.getAttribute('aria-haspopup')).toBe('dialog');
        // The button is named by the image's name in the current language (Turkmen as fallback).
        expect(await thumb.locator('img').getAttribute('alt')).toBe(
          pick(image, 'name', lang, 'tm') || `${galleryPhrases.image[lang]} ${index + 1}`,
        );
        expect(await thumb.locator('img').getAttribute('src')).toBe(image.src_thumb || image.src);
      }

      const players = page.locator('#main-content video');
      expect(await players.count()).toBe(videos.length);
      for (const [index, video] of videos.entries()) {
        const player = players.nth(index);
        expect(await player.getAttribute('poster')).toBe(video.poster);
        expect(await player.getAttribute('src')).toBe(video.src);
        expect(await player.getAttribute('preload')).toBe('none');
        expect(await player.getAttribute('controls')).not.toBeNull();
        expect(await player.getAttribute('aria-label')).toBe(`${mediaPhrases.video[lang]} ${index + 1}`);
        const box = await player.boundingBox();
        expect(box?.height).toBe(250);
      }
      await expect.poll(() => page.title()).toContain(mediaPhrases.title[lang]);
      await expectNoA11yViolations(page);
      expectNoPageErrors(page);
      await closePage(page);
    });
  }

  test('the gallery works by keyboard: open, arrows, Escape, focus back on the thumbnail; the viewer loads lazily', async () => {
    const images = await mockApi().getImages();
    expect(images.length).toBeGreaterThan(2);
    const page = await newPage(browser, { lang: 'en' });
    const lightboxRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/Lightbox-[^/]+\.js$/.test(request.url())) lightboxRequests.push(request.url());
    });
    await page.goto(siteUrl('/media'));
    const thumbs = galleryRegion(page, 'en').getByRole('button');
    await thumbs.first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(lightboxRequests).toEqual([]);

    // Reach the second thumbnail with the keyboard and open it with Enter.
    await thumbs.nth(0).focus();
    await page.keyboard.press('Tab');
    expect(await thumbs.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(lightboxRequests.length).toBe(1);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const name1 = pick(images[1]!, 'name', 'en', 'tm');
    await page.getByRole('dialog', { name: name1 }).waitFor();
    expect(await shownSrc(page)).toBe(images[1]!.src);
    expect(await dialog.getByText(`2 of ${images.length}`).count()).toBe(1);
    await expectNoA11yViolations(page);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownSrc(page)).toBe(images[2]!.src);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownSrc(page)).toBe(images[0]!.src);
    // Wraps round from the first to the last.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownSrc(page)).toBe(images[images.length - 1]!.src);
    // The buttons move too.
    await dialog.getByRole('button', { name: galleryPhrases.next.en }).click();
    await expect.poll(() => shownSrc(page)).toBe(images[0]!.src);

    // Tab stays inside the dialog.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => thumbs.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);

    // The close button closes it as well.
    await thumbs.nth(0).click();
    await page.getByRole('dialog').getByRole('button', { name: galleryPhrases.close.en }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => thumbs.nth(0).evaluate((el) => el === document.activeElement)).toBe(true);
    expectNoPageErrors(page);
    await closePage(page);
  });

  test('media-fails: both lists fall back to a quiet empty message, nothing spins for ever', async () => {
    const page = await newPage(browser, { lang: 'en', scenario: 'media-fails' });
    await page.goto(siteUrl('/media'));
    await page.getByRole('heading', { level: 1, name: mediaPhrases.title.en }).waitFor();
    await page.getByText(mediaPhrases.noImages.en).waitFor({ timeout: 15_000 });
    await page.getByText(mediaPhrases.noVideos.en).waitFor({ timeout: 15_000 });
    expect(await page.locator('#main-content [aria-busy="true"]').count()).toBe(0);
    expect(await page.locator('#main-content [role="alert"]').count()).toBe(0);
    expect(await page.locator('#main-content video').count()).toBe(0);
    await expectNoA11yViolations(page);
    await closePage(page);
  });
});
