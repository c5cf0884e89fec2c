/**
 * The visitor guide (Welcome layout): the banner slider and the sections grid, a section page
 * opened from the grid, directly by URL and after a reload, the header, in the three languages.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LANGS, type ContentDictionary, type Lang } from '../../src/api/types';
import { pick, pickText } from '../../src/i18n/pick';
import { welcomePhrases } from '../../src/features/welcome/phrases';
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

function welcomeTitle(content: ContentDictionary, lang: Lang): string {
  return pickText(content['Welcome to Turkmenistan!'], lang, 'any') || welcomePhrases.welcome[lang];
}

function siteName(content: ContentDictionary, lang: Lang): string {
  const whole = Object.keys(content).find((key) => /^STATE\s.+\sSERVICE OF TURKMENISTAN$/.test(key));
  return pickText(whole ? content[whole] : undefined, lang, 'any');
}

function sectionsGrid(page: Page, lang: Lang) {
  return page.getByRole('region', { name: welcomePhrases.sections[lang] }).getByRole('listitem');
}

async function headerBackground(page: Page): Promise<string> {
  return page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);
}

describe('welcome home', () => {
  for (const lang of LANGS) {
    test(`/welcome in ${lang}: heading, banner slides and the sections of the API`, async () => {
      const api = mockApi();
      const [content, banners, sections] = await Promise.all([
        api.getContent(),
        api.getBannerSections(),
        api.getWelcomeSections(),
      ]);
      const page = await newPage(browser, { lang });
      await page.goto(siteUrl('/welcome/'));
      await page.getByRole('heading', { level: 1, name: welcomeTitle(content, lang) }).waitFor();
      expect(await page.locator('h1').count()).toBe(1);

      // The current slide shows the first banner section's name and short text.
      const first = banners[0]!;
      await page
        .getByText(pick(first, 'name', lang, 'tm'), { exact: true })
        .first()
        .waitFor();
      const visibleSlide = page.locator('.welcome-slide:not([aria-hidden="true"])');
      expect(await visibleSlide.count()).toBe(1);
      expect(await visibleSlide.textContent()).toContain(pick(first, 'short_content', lang, 'tm'));
      expect(await page.locator('.welcome-slide').count()).toBe(banners.length);

      const cards = sectionsGrid(page, lang);
      expect(await cards.count()).toBe(sections.length);
      for (const [index, section] of sections.entries()) {
        const link = cards.nth(index).getByRole('link');
        expect((await link.textContent())?.trim()).toBe(pick(section, 'name', lang, 'tm'));
        expect(await link.getAttribute('href')).toBe(`/welcome/section/${section.slug}#content`);
      }

      const logo = page.getByRole('banner').getByRole('link', { name: siteName(content, lang) });
      expect(await logo.getAttribute('href')).toBe('/');
      await expect.poll(() => page.title()).toContain(welcomeTitle(content, lang));
      await expectNoA11yViolations(page);
      expectNoPageErrors(page);
      await closePage(page);
    });
  }

  test('the slider changes by itself, can be paused and played, and has next/previous buttons', async () => {
    const banners = await mockApi().getBannerSections();
    expect(banners.length).toBeGreaterThan(1);
    const page = await newPage(browser, { lang: 'en' });
    await page.goto(siteUrl('/welcome/'));
    const current = page.locator('.welcome-slide:not([aria-hidden="true"]) .welcome-slide__name');
    await current.waitFor();
    expect(await current.textContent()).toBe(pick(banners[0]!, 'name', 'en', 'tm'));
    // 5 s autoplay: the second slide is current within the next few seconds.
    await expect
      .poll(() => current.textContent(), { timeout: 9_000, interval: 250 })
      .toBe(pick(banners[1]!, 'name', 'en', 'tm'));

    await page.getByRole('button', { name: welcomePhrases.pause.en }).click();
    const play = page.getByRole('button', { name: welcomePhrases.play.en });
    await play.waitFor();
    const paused = await current.textContent();
    await page.waitForTimeout(6_500);
    expect(await current.textContent()).toBe(paused);

    await page.getByRole('button', { name: welcomePhrases.nextSlide.en }).click();
    await expect
      .poll(() => current.textContent())
      .toBe(pick(banners[2 % banners.length]!, 'name', 'en', 'tm'));
    await page.getByRole('button', { name: welcomePhrases.previousSlide.en }).click();
    await expect.poll(() => current.textContent()).toBe(pick(banners[1]!, 'name', 'en', 'tm'));
    await play.click();
    await page.getByRole('button', { name: welcomePhrases.pause.en }).waitFor();
    await closePage(page);
  });

  test('with prefers-reduced-motion the slider starts paused', async () => {
    const banners = await mockApi().getBannerSections();
    const page = await newPage(browser, { lang: 'ru', reducedMotion: true });
    await page.goto(siteUrl('/welcome/'));
    await page.getByRole('button', { name: welcomePhrases.play.ru }).waitFor();
    await page.waitForTimeout(6_000);
    const current = page.locator('.welcome-slide:not([aria-hidden="true"]) .welcome-slide__name');
    expect(await current.textContent()).toBe(pick(banners[0]!, 'name', 'ru', 'tm'));
    await closePage(page);
  });

  test('the header switches the language and becomes sticky after 100 px', async () => {
    const content = await mockApi().getContent();
    const page = await newPage(browser, { lang: 'tm', viewport: { width: 1000, height: 600 } });
    await page.goto(siteUrl('/welcome/'));
    await page.getByRole('heading', { level: 1, name: welcomeTitle(content, 'tm') }).waitFor();
    const group = page.getByRole('banner').getByRole('group', { name: 'Dil' });
    await group.getByRole('button', { name: 'EN' }).click();
    await page.getByRole('heading', { level: 1, name: welcomeTitle(content, 'en') }).waitFor();
    expect(
      await page.getByRole('banner').getByRole('button', { name: 'EN' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      await page.getByRole('banner').getByRole('button', { name: 'TM' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect.poll(async () => (await page.getByRole('banner').boundingBox())?.y).toBe(0);

    // Go to top, as on every page: after 200 px, back to the top with focus on the logo link.
    await page.evaluate(() => window.scrollTo(0, 0));
    const goTop = page.getByRole('button', { name: 'Go to top' });
    // The button follows the scroll event, which arrives after scrollTo returns.
    await goTop.waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 400));
    await goTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('welcome-header__logo');
    await closePage(page);
  });
});

describe('welcome section page', () => {
  test('opens from the grid with #content, shows text, gallery and the other sections', async () => {
    const sections = await mockApi().getWelcomeSections();
    const target = sections.find((s) => s.images.length > 2) ?? sections[0]!;
    const page = await newPage(browser, { lang: 'en' });
    await page.goto(siteUrl('/welcome/'));
    const homeBackground = await headerBackground(page);
    await page.getByRole('link', { name: pick(target, 'name', 'en', 'tm'), exact: true }).click();
    await page.waitForURL(`**/welcome/section/${target.slug}#content`);
    await page.getByRole('heading', { level: 1, name: pick(target, 'name', 'en', 'tm') }).waitFor();
    expect(await page.locator('#content h1').count()).toBe(1);
    expect(await headerBackground(page)).not.toBe(homeBackground);

    const others = page
      .getByRole('complementary', { name: welcomePhrases.otherSections.en })
      .getByRole('link');
    expect(await others.allTextContents()).toEqual(
      sections.filter((s) => s !== target && s.slug !== target.slug).map((s) => pick(s, 'name', 'en', 'tm')),
    );

    const gallery = page.getByRole('region', { name: welcomePhrases.gallery.en });
    const thumbs = gallery.getByRole('button');
    expect(await thumbs.count()).toBe(target.images.length);
    await expectNoA11yViolations(page);

    // The gallery by keyboard.
    await thumbs.nth(0).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('img').getAttribute('src')).toBe(target.images[0]!.src);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.locator('img').getAttribute('src')).toBe(target.images[1]!.src);
    expect(await dialog.getByRole('button', { name: galleryPhrases.previous.en }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => thumbs.nth(0).evaluate((el) => el === document.activeElement)).toBe(true);

    // Another section from the side list.
    const next = sections.find((s) => s.slug !== target.slug)!;
    await page
      .getByRole('complementary')
      .getByRole('link', { name: pick(next, 'name', 'en', 'tm'), exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: pick(next, 'name', 'en', 'tm') }).waitFor();
    expectNoPageErrors(page);
    await closePage(page);
  });

  for (const lang of LANGS) {
    test(`works opened directly by URL and after a reload (${lang})`, async () => {
      const sections = await mockApi().getWelcomeSections();
      const target = sections[sections.length - 1]!;
      const page = await newPage(browser, { lang });
      await page.goto(siteUrl(`/welcome/section/${target.slug}#content`));
      const heading = page.getByRole('heading', { level: 1, name: pick(target, 'name', lang, 'tm') });
      await heading.waitFor();
      expect(await page.locator('#content').count()).toBe(1);
      const others = page
        .getByRole('complementary', { name: welcomePhrases.otherSections[lang] })
        .getByRole('link');
      expect(await others.count()).toBe(sections.length - 1);
      await expect.poll(() => page.title()).toContain(pick(target, 'name', lang, 'tm'));

      await page.reload();
      await heading.waitFor();
      expect(await others.count()).toBe(sections.length - 1);
      await expectNoA11yViolations(page);
      expectNoPageErrors(page);
      await closePage(page);
    });
  }

  test('an unknown section says it was not found', async () => {
    const page = await newPage(browser, { lang: 'tm' });
    await page.goto(siteUrl('/welcome/section/no-such-section#content'));
    await page.getByRole('heading', { level: 1, name: welcomePhrases.sectionNotFound.tm }).waitFor();
    await expectNoA11yViolations(page);
    await closePage(page);
  });
});
