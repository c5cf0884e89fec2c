/**
 * /media: the image gallery (thumbnails, the full-size viewer by keyboard) and the videos, in the
 * three languages, against the mock's data; the `media-fails` scenario.
 */
import { LANGS, type Lang } from '../../src/api/types';
import { pick } from '../../src/i18n/pick';
import { expect, test, type Page } from './fixtures';
import { mockApi } from './support/mock';
import { mediaTexts } from '../../src/features/media/texts';
import { galleryTexts } from '../../src/shared/gallery/texts';
import { resizedUrl } from '../../src/shared/imageWidths';

function galleryRegion(page: Page, lang: Lang) {
  return page.getByRole('region', { name: mediaTexts.images[lang] });
}

const shownImage = (page: Page) => page.getByRole('dialog').locator('img');

test.describe('media page', () => {
  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ lang });
      test(
        `/media in ${lang}: every image and video of the API`,
        { tag: lang === 'en' ? '@phone' : [] },
        async ({ page, checkA11y }) => {
          const [images, videos] = await Promise.all([mockApi().getImages(), mockApi().getVideos()]);
          expect(images.length).toBeGreaterThan(0);
          await page.goto('/media');
          await expect(page.getByRole('heading', { level: 1, name: mediaTexts.title[lang] })).toBeVisible();

          const thumbs = galleryRegion(page, lang).getByRole('link');
          await expect(thumbs).toHaveCount(images.length);
          for (const [index, image] of images.entries()) {
            const thumb = thumbs.nth(index);
            await expect(thumb).toHaveAttribute('aria-haspopup', 'dialog');
            // The link is named by the image's name in the current language (Turkmen as fallback).
            await expect(thumb.locator('img')).toHaveAttribute(
              'alt',
              pick(image, 'name', lang, 'tm') || `${galleryTexts.image[lang]} ${index + 1}`,
            );
            await expect(thumb.locator('img')).toHaveAttribute('src', image.src_thumb || image.src);
          }

          const players = page.locator('#main-content video');
          await expect(players).toHaveCount(videos.length);
          for (const [index, video] of videos.entries()) {
            const player = players.nth(index);
            // The poster at the width the player needs (decision 0150).
            await expect(player).toHaveAttribute('poster', resizedUrl(video.poster, 640) ?? video.poster);
            await expect(player).toHaveAttribute('src', video.src);
            await expect(player).toHaveAttribute('preload', 'none');
            await expect(player).toHaveAttribute('controls');
            await expect(player).toHaveAttribute('aria-label', `${mediaTexts.video[lang]} ${index + 1}`);
            expect((await player.boundingBox())?.height).toBe(250);
          }
          await expect(page).toHaveTitle(new RegExp(mediaTexts.title[lang]));
          await checkA11y();
        },
      );
    });
  }

  test.describe(() => {
    test.use({ lang: 'en' });
    test('the code of the viewer is fetched once the gallery comes near the viewport, not before', async ({
      page,
    }) => {
      const lightboxRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/Lightbox-[^/]+\.js$/.test(request.url())) lightboxRequests.push(request.url());
      });
      // A short screen: the gallery starts well below the fold.
      await page.setViewportSize({ width: 412, height: 400 });
      await page.goto('/media');
      const thumbs = galleryRegion(page, 'en').getByRole('link');
      await expect(thumbs.first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(await thumbs.first().evaluate((node) => node.getBoundingClientRect().top)).toBeGreaterThan(
        400 + 200,
      );
      expect(lightboxRequests).toEqual([]);
      await thumbs.first().scrollIntoViewIfNeeded();
      await expect.poll(() => lightboxRequests.length).toBe(1);
    });

    test('the gallery works by keyboard: open, arrows, Escape, focus back on the thumbnail; the viewer loads once', async ({
      page,
      checkA11y,
    }) => {
      const images = await mockApi().getImages();
      expect(images.length).toBeGreaterThan(2);
      const lightboxRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/Lightbox-[^/]+\.js$/.test(request.url())) lightboxRequests.push(request.url());
      });
      await page.goto('/media');
      const thumbs = galleryRegion(page, 'en').getByRole('link');
      await expect(thumbs.first()).toBeVisible();
      // On screen from the start here: the viewer's chunk comes ahead of the first press.
      await expect.poll(() => lightboxRequests.length).toBe(1);

      // Reach the second thumbnail with the keyboard and open it with Enter.
      await thumbs.nth(0).focus();
      await page.keyboard.press('Tab');
      await expect(thumbs.nth(1)).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect(lightboxRequests.length).toBe(1);
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(page.getByRole('dialog', { name: pick(images[1]!, 'name', 'en', 'tm') })).toBeVisible();
      await expect(shownImage(page)).toHaveAttribute('src', images[1]!.src);
      await expect(dialog.getByText(`2 of ${images.length}`)).toHaveCount(1);
      await checkA11y();

      await page.keyboard.press('ArrowRight');
      await expect(shownImage(page)).toHaveAttribute('src', images[2]!.src);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(shownImage(page)).toHaveAttribute('src', images[0]!.src);
      // Wraps round from the first to the last.
      await page.keyboard.press('ArrowLeft');
      await expect(shownImage(page)).toHaveAttribute('src', images[images.length - 1]!.src);
      // The buttons move too.
      await dialog.getByRole('button', { name: galleryTexts.next.en }).click();
      await expect(shownImage(page)).toHaveAttribute('src', images[0]!.src);

      // Tab stays inside the dialog.
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(thumbs.nth(1)).toBeFocused();

      // The close button closes it as well.
      await thumbs.nth(0).click();
      await page.getByRole('dialog').getByRole('button', { name: galleryTexts.close.en }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(thumbs.nth(0)).toBeFocused();
    });
  });

  test.describe(() => {
    test.use({ lang: 'en', scenario: 'media-fails' });
    test('media-fails: both lists fall back to a quiet empty message, nothing spins for ever', async ({
      page,
      checkA11y,
    }) => {
      await page.goto('/media');
      await expect(page.getByRole('heading', { level: 1, name: mediaTexts.title.en })).toBeVisible();
      await expect(page.getByText(mediaTexts.noImages.en)).toBeVisible();
      await expect(page.getByText(mediaTexts.noVideos.en)).toBeVisible();
      await expect(page.locator('#main-content [aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('#main-content [role="alert"]')).toHaveCount(0);
      await expect(page.locator('#main-content video')).toHaveCount(0);
      await checkA11y();
    });
  });
});

// The gallery has one column below 444 px (gallery.css's 200 px minimum, its gap, the page's
// padding): its `sizes` must say so, or a phone loads thumbnails for half its width.
for (const [width, ratio] of [
  [360, 3],
  [412, 2],
] as const) {
  test(`on a ${width} px phone at ${ratio}×, each thumbnail loads at least its shown width × the pixel ratio`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 800 },
      deviceScaleFactor: ratio,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await page.goto('/tm/media');
      const image = galleryRegion(page, 'tm').getByRole('link').first().getByRole('img');
      await expect(image).toBeVisible();
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((image: HTMLImageElement) => image.currentSrc)).not.toBe('');
      const { shown, loaded } = await image.evaluate((image: HTMLImageElement) => ({
        shown: image.getBoundingClientRect().width,
        loaded: Number(new URL(image.currentSrc).searchParams.get('w')),
      }));
      // One column: the thumbnail is the page's width less its padding.
      expect(shown).toBeGreaterThan(width / 2);
      expect(loaded).toBeGreaterThanOrEqual(shown * ratio - 0.5);
    } finally {
      await context.close();
    }
  });
}
