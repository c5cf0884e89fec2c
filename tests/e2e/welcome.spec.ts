/**
 * The visitor guide (Welcome layout): the banner slider and the sections grid, a section page
 * opened from the grid, directly by URL and after a reload, the header, in the three languages.
 */
import { LANGS, type ContentDictionary, type Lang } from '../../src/api/types';
import { pick, pickText } from '../../src/i18n/pick';
import { expect, pauseClock, test, type Page } from './fixtures';
import { mockApi } from './support/mock';
import { welcomeTexts } from '../../src/features/welcome/texts';
import { galleryTexts } from '../../src/shared/gallery/texts';

function welcomeTitle(content: ContentDictionary, lang: Lang): string {
  return pickText(content['Welcome to Turkmenistan!'], lang, 'any') || welcomeTexts.welcome[lang];
}

function siteName(content: ContentDictionary, lang: Lang): string {
  const whole = Object.keys(content).find((key) => /^STATE\s.+\sSERVICE OF TURKMENISTAN$/.test(key));
  return pickText(whole ? content[whole] : undefined, lang, 'any');
}

function sectionsGrid(page: Page, lang: Lang) {
  return page.getByRole('region', { name: welcomeTexts.sections[lang] }).getByRole('listitem');
}

async function headerBackground(page: Page): Promise<string> {
  return page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The name on the slide that is shown now. */
const currentSlideName = (page: Page) =>
  page.locator('.welcome-slide:not([aria-hidden="true"]) .welcome-slide__name');

test.describe('welcome home', () => {
  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ lang });
      test(
        `/welcome in ${lang}: heading, banner slides and the sections of the API`,
        {
          tag: lang === 'en' ? '@phone' : [],
        },
        async ({ page, checkA11y }) => {
          const api = mockApi();
          const [content, banners, sections] = await Promise.all([
            api.getContent(),
            api.getBannerSections(),
            api.getWelcomeSections(),
          ]);
          await page.goto('/welcome/');
          await expect(
            page.getByRole('heading', { level: 1, name: welcomeTitle(content, lang) }),
          ).toBeVisible();
          await expect(page.locator('h1')).toHaveCount(1);

          // The current slide shows the first banner section's name and short text.
          const first = banners[0]!;
          await expect(
            page.getByText(pick(first, 'name', lang, 'tm'), { exact: true }).first(),
          ).toBeVisible();
          const visibleSlide = page.locator('.welcome-slide:not([aria-hidden="true"])');
          await expect(visibleSlide).toHaveCount(1);
          await expect(visibleSlide).toContainText(pick(first, 'short_content', lang, 'tm'));
          await expect(page.locator('.welcome-slide')).toHaveCount(banners.length);

          const cards = sectionsGrid(page, lang);
          await expect(cards).toHaveCount(sections.length);
          for (const [index, section] of sections.entries()) {
            const link = cards.nth(index).getByRole('link');
            await expect(link).toHaveText(pick(section, 'name', lang, 'tm'));
            await expect(link).toHaveAttribute('href', `/${lang}/welcome/section/${section.slug}#content`);
          }

          await expect(
            page.getByRole('banner').getByRole('link', { name: siteName(content, lang) }),
          ).toHaveAttribute('href', `/${lang}/`);
          await expect(page).toHaveTitle(new RegExp(escapeRegExp(welcomeTitle(content, lang))));
          await checkA11y();
        },
      );
    });
  }

  test.describe(() => {
    test.use({ lang: 'en' });
    test('the slider changes by itself, can be paused and played, and has next/previous buttons', async ({
      page,
    }) => {
      const banners = await mockApi().getBannerSections();
      expect(banners.length).toBeGreaterThan(1);
      const name = (index: number) => pick(banners[index % banners.length]!, 'name', 'en', 'tm');
      // The page's own clock: the test moves time on instead of waiting for the autoplay.
      await page.clock.install();
      await page.goto('/welcome/');
      const current = currentSlideName(page);
      await expect(current).toHaveText(name(0));
      await pauseClock(page);
      // 5 s autoplay: after the slide that is current now (read after the pause), the next one.
      const shown = (await current.textContent()) ?? '';
      const start = banners.findIndex((b) => pick(b, 'name', 'en', 'tm') === shown.trim());
      expect(start).toBeGreaterThanOrEqual(0);
      await page.clock.runFor(5_000);
      await expect(current).toHaveText(name(start + 1));

      await page.getByRole('button', { name: welcomeTexts.pause.en }).click();
      const play = page.getByRole('button', { name: welcomeTexts.play.en });
      await expect(play).toBeVisible();
      // Paused: 6.5 s later the same slide.
      await page.clock.runFor(6_500);
      await expect(current).toHaveText(name(start + 1));

      await page.clock.resume();
      await page.getByRole('button', { name: welcomeTexts.nextSlide.en }).click();
      await expect(current).toHaveText(name(start + 2));
      await page.getByRole('button', { name: welcomeTexts.previousSlide.en }).click();
      await expect(current).toHaveText(name(start + 1));
      await play.click();
      await expect(page.getByRole('button', { name: welcomeTexts.pause.en })).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ lang: 'ru', reducedMotion: 'reduce' });
    test('with prefers-reduced-motion the slider starts paused', async ({ page }) => {
      const banners = await mockApi().getBannerSections();
      await page.clock.install();
      await page.goto('/welcome/');
      await expect(page.getByRole('button', { name: welcomeTexts.play.ru })).toBeVisible();
      await expect(currentSlideName(page)).toHaveText(pick(banners[0]!, 'name', 'ru', 'tm'));
      await pauseClock(page);
      // More than one autoplay period later, still the first slide.
      await page.clock.runFor(6_000);
      await expect(currentSlideName(page)).toHaveText(pick(banners[0]!, 'name', 'ru', 'tm'));
    });
  });

  test.describe(() => {
    test.use({ lang: 'tm', viewport: { width: 1000, height: 600 } });
    test('the header switches the language and becomes sticky after 100 px', async ({ page }) => {
      const content = await mockApi().getContent();
      await page.goto('/welcome/');
      await expect(page.getByRole('heading', { level: 1, name: welcomeTitle(content, 'tm') })).toBeVisible();
      const group = page.getByRole('banner').getByRole('group', { name: 'Dil' });
      await group.getByRole('link', { name: 'EN', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: welcomeTitle(content, 'en') })).toBeVisible();
      await expect(page).toHaveURL(/\/en\/welcome\/$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'EN', exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'TM', exact: true }),
      ).not.toHaveAttribute('aria-current');
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      await expect.poll(async () => (await page.getByRole('banner').boundingBox())?.y).toBe(0);

      // Go to top, as on every page: after 200 px, back to the top with focus on the logo link.
      await page.evaluate(() => window.scrollTo(0, 0));
      const goTop = page.getByRole('button', { name: 'Go to top' });
      // The button follows the scroll event, which arrives after scrollTo returns.
      await expect(goTop).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 400));
      await goTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.locator('.welcome-header__logo')).toBeFocused();
    });
  });
});

test.describe('welcome section page', () => {
  test.describe(() => {
    test.use({ lang: 'en' });
    test('opens from the grid with #content, shows text, gallery and the other sections', async ({
      page,
      checkA11y,
    }) => {
      const sections = await mockApi().getWelcomeSections();
      const target = sections.find((s) => s.images.length > 2) ?? sections[0]!;
      await page.goto('/welcome/');
      const link = page.getByRole('link', { name: pick(target, 'name', 'en', 'tm'), exact: true });
      await expect(link).toBeVisible();
      const homeBackground = await headerBackground(page);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/welcome/section/${escapeRegExp(target.slug)}#content$`));
      await expect(
        page.getByRole('heading', { level: 1, name: pick(target, 'name', 'en', 'tm') }),
      ).toBeVisible();
      await expect(page.locator('#content h1')).toHaveCount(1);
      await expect.poll(() => headerBackground(page)).not.toBe(homeBackground);

      const others = page
        .getByRole('complementary', { name: welcomeTexts.otherSections.en })
        .getByRole('link');
      await expect(others).toHaveText(
        sections
          .filter((s) => s !== target && s.slug !== target.slug)
          .map((s) => pick(s, 'name', 'en', 'tm')),
      );

      const gallery = page.getByRole('region', { name: welcomeTexts.gallery.en });
      const thumbs = gallery.getByRole('link');
      await expect(thumbs).toHaveCount(target.images.length);
      await checkA11y();

      // The gallery by keyboard.
      await thumbs.nth(0).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('img')).toHaveAttribute('src', target.images[0]!.src);
      await page.keyboard.press('ArrowRight');
      await expect(dialog.locator('img')).toHaveAttribute('src', target.images[1]!.src);
      await expect(dialog.getByRole('button', { name: galleryTexts.previous.en })).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(thumbs.nth(0)).toBeFocused();

      // Another section from the side list.
      const next = sections.find((s) => s.slug !== target.slug)!;
      await page
        .getByRole('complementary')
        .getByRole('link', { name: pick(next, 'name', 'en', 'tm'), exact: true })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: pick(next, 'name', 'en', 'tm') }),
      ).toBeVisible();
    });
  });

  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ lang });
      test(`works opened directly by URL and after a reload (${lang})`, async ({ page, checkA11y }) => {
        const sections = await mockApi().getWelcomeSections();
        const target = sections[sections.length - 1]!;
        await page.goto(`/welcome/section/${target.slug}#content`);
        const heading = page.getByRole('heading', { level: 1, name: pick(target, 'name', lang, 'tm') });
        await expect(heading).toBeVisible();
        await expect(page.locator('#content')).toHaveCount(1);
        const others = page
          .getByRole('complementary', { name: welcomeTexts.otherSections[lang] })
          .getByRole('link');
        await expect(others).toHaveCount(sections.length - 1);
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(pick(target, 'name', lang, 'tm'))));

        await page.reload();
        await expect(heading).toBeVisible();
        await expect(others).toHaveCount(sections.length - 1);
        await checkA11y();
      });
    });
  }

  test.describe(() => {
    test.use({ lang: 'tm' });
    test('an unknown section says it was not found', async ({ page, checkA11y }) => {
      await page.goto('/welcome/section/no-such-section#content');
      await expect(
        page.getByRole('heading', { level: 1, name: welcomeTexts.sectionNotFound.tm }),
      ).toBeVisible();
      await checkA11y();
    });
  });
});
