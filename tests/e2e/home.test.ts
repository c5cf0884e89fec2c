/**
 * Home `/` in the browser against the preview build and the mock: every block shows what the
 * mock's data holds (read through the site's own API functions, never hard-coded), in the three
 * languages; the map toggle and See more / See less by keyboard; the carousel; forced error and
 * empty scenarios; axe-core.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../../src/api/http';
import {
  LANGS,
  NEWS_CATEGORY_SLUGS,
  type ContentDictionary,
  type Lang,
  type Post,
} from '../../src/api/types';
import { pick, pickText } from '../../src/i18n';
import { WEEKDAYS } from '../../src/i18n/calendarNames';
import { blockPhrases } from '../../src/shared/blocks/phrases';
import { homePhrases } from '../../src/features/home/phrases';
import { siteNameFromContent } from '../../src/shared/siteName';
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
let content: ContentDictionary;

beforeAll(async () => {
  browser = await launchBrowser();
  content = await mockApi().getContent();
});

afterAll(async () => {
  await browser?.close();
});

const text = (phrase: Record<Lang, string>, lang: Lang) => pickText(phrase, lang, 'any');
const dict = (key: string, lang: Lang) => pickText(content[key], lang, 'any') || key;

/** The first 4 posts of the column's size=30 answer whose name exists in `lang`. */
async function expectedColumn(slug: string, lang: Lang): Promise<string[]> {
  const page = await mockApi().getCategoryPosts(slug, { size: 30 });
  return page.results
    .filter((post: Post) => pick(post, 'name', lang, 'none').trim() !== '')
    .slice(0, 4)
    .map((post) => pick(post, 'name', lang, 'none'));
}

/** Blocks are looked up inside the main landmark: the footer may have lists with the same names. */
const main = (page: Page) => page.locator('#main-content');

/** A block that is not a named region (its name is also the footer's): the section around its h2. */
const blockByHeading = (page: Page, name: string) =>
  main(page).locator('section', { has: page.getByRole('heading', { level: 2, name, exact: true }) });

async function listLinkTexts(region: Locator): Promise<string[]> {
  const links = region.getByRole('listitem').getByRole('link');
  return (await links.allTextContents()).map((t) => t.trim());
}

async function openHome(
  lang: Lang,
  options: { scenario?: string; reducedMotion?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const page = await newPage(browser, { lang, ...options });
  await page.goto(siteUrl('/'));
  await page.getByRole('heading', { level: 1, name: siteNameFromContent(content, lang) }).waitFor();
  return page;
}

describe('home page content in every language', () => {
  for (const lang of LANGS) {
    it(`shows the mock's data in ${lang}`, async () => {
      const api = mockApi();
      const [mainPost, services, online, departments, notices, about, webLinks] = await Promise.all([
        api.getMainPost(),
        api.getServices(),
        api.getOnlineServices(),
        api.getDepartments(),
        api.getMainNotices(),
        api.getMainAbout(),
        api.getWebLinks(),
      ]);
      const page = await openHome(lang);
      try {
        // Main post: title link to its page, category, date shown.
        const mainRegion = main(page).getByRole('region', { name: text(homePhrases.mainNews, lang) });
        const mainLink = mainRegion.getByRole('link', {
          name: pick(mainPost, 'name', lang, 'tm'),
          exact: true,
        });
        await mainLink.waitFor();
        expect(await mainLink.getAttribute('href')).toBe(
          `/${mainPost.type === 'article' ? 'article' : 'post'}/${encodeURIComponent(mainPost.slug)}`,
        );
        await expect(mainRegion.textContent()).resolves.toContain(
          pick(mainPost.category, 'name', lang, 'tm'),
        );
        await expect(mainRegion.textContent()).resolves.toContain(String(mainPost.views));

        // News columns: at most 4, only posts named in this language, from size=30.
        for (const [slug, key] of [
          [NEWS_CATEGORY_SLUGS.service, 'Service news'],
          [NEWS_CATEGORY_SLUGS.other, 'Other news'],
        ] as const) {
          const region = main(page).getByRole('region', { name: dict(key, lang), exact: true });
          const expected = await expectedColumn(slug, lang);
          await region.getByRole('listitem').first().waitFor();
          expect(expected.length).toBeGreaterThan(0);
          expect(await listLinkTexts(region)).toEqual(expected);
        }

        // Welcome banner.
        const welcome = main(page).getByRole('link', {
          name: dict('Welcome to Turkmenistan!', lang),
          exact: true,
        });
        expect(await welcome.getAttribute('href')).toBe('/welcome');

        // Services and online services, each card to its own url.
        const servicesRegion = blockByHeading(page, text(blockPhrases.services, lang));
        await servicesRegion.getByRole('listitem').first().waitFor();
        expect(await listLinkTexts(servicesRegion)).toEqual(services.map((s) => pick(s, 'name', lang, 'tm')));
        expect(await servicesRegion.getByRole('link').first().getAttribute('href')).toBe(services[0]?.url);
        const onlineRegion = blockByHeading(page, text(blockPhrases.onlineServices, lang));
        await onlineRegion.getByRole('listitem').first().waitFor();
        expect(await listLinkTexts(onlineRegion)).toEqual(online.map((s) => pick(s, 'name', lang, 'tm')));

        // Reception days, localized weekday names.
        const reception = main(page).getByRole('region', { name: text(blockPhrases.receptionDays, lang) });
        const days = (await reception.getByRole('listitem').allTextContents()).map((t) => t.trim());
        expect(days).toHaveLength(2);
        expect(days[0]).toContain(WEEKDAYS[lang][2]);
        expect(days[1]).toContain(WEEKDAYS[lang][4]);
        for (const day of days) expect(day).toMatch(/9:00-12:00.*15:00-17:00/);

        // Offices: names, tel: and mailto: links.
        const offices = main(page).getByRole('region', { name: text(blockPhrases.offices, lang) });
        await offices.getByRole('heading', { level: 3 }).first().waitFor();
        expect(
          (await offices.getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim()),
        ).toEqual(departments.map((d) => pick(d, 'name', lang, 'tm')));
        const firstOffice = departments[0]!;
        expect(
          await offices
            .getByRole('link', { name: firstOffice.email, exact: true })
            .first()
            .getAttribute('href'),
        ).toBe(`mailto:${firstOffice.email}`);
        expect(await offices.locator('a[href^="tel:"]').count()).toBeGreaterThanOrEqual(departments.length);

        // State websites: every institution, opening its own url.
        const sites = main(page).getByRole('region', { name: text(homePhrases.stateWebsites, lang) });
        await sites.scrollIntoViewIfNeeded();
        for (const link of webLinks) {
          const anchor = sites.locator(`a[href="${link.url}"]`);
          expect(await anchor.count()).toBe(1);
          expect(await anchor.textContent()).toContain(pick(link, 'name', lang, 'tm'));
          expect(await anchor.getAttribute('target')).toBe('_blank');
        }

        // Announcements: title links to their pages, new ones marked.
        const noticesRegion = main(page).getByRole('region', {
          name: text(blockPhrases.announcements, lang),
        });
        await noticesRegion.getByRole('listitem').first().waitFor();
        expect(await listLinkTexts(noticesRegion)).toEqual(notices.map((n) => pick(n, 'name', lang, 'tm')));
        const newCount = notices.filter((n) => n.is_new).length;
        expect(
          await noticesRegion.getByText(text(blockPhrases.newMarker, lang), { exact: true }).count(),
        ).toBe(newCount);

        // About block.
        await page
          .getByRole('heading', { level: 2, name: pick(about, 'name', lang, 'tm'), exact: true })
          .waitFor();
        await page.getByRole('button', { name: text(homePhrases.seeMore, lang) }).waitFor();

        expect(await page.title()).toBe(siteNameFromContent(content, lang));
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        expectNoPageErrors(page);
      } finally {
        await closePage(page);
      }
    });
  }
});

describe('home page interactions', () => {
  it('opens and closes an office map by keyboard, in a 600 px frame', async () => {
    const departments = await mockApi().getDepartments();
    const page = await openHome('en');
    try {
      const offices = main(page).getByRole('region', { name: 'Our addresses' });
      await offices.getByRole('button', { name: 'Show map' }).first().waitFor();
      // The button's name changes with its state, so it is found by a pattern that covers both.
      const toggle = offices.getByRole('button', { name: /^(Show|Hide) map$/ }).first();
      await toggle.focus();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      expect((await toggle.textContent())?.trim()).toBe('Hide map');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Hide map');
      const frame = page.getByTitle(`Map: ${pick(departments[0]!, 'name', 'en', 'tm')}`);
      await frame.waitFor();
      expect((await frame.boundingBox())?.height).toBe(600);
      expect(await frame.getAttribute('src')).toBe(departments[0]!.map_string);
      await page.keyboard.press('Space');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await frame.count()).toBe(0);
    } finally {
      await closePage(page);
    }
  });

  it('toggles the about text with See more / See less', async () => {
    const page = await openHome('ru');
    try {
      const more = page.getByRole('button', { name: 'Подробнее' });
      await more.scrollIntoViewIfNeeded();
      const controlled = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
      const collapsedHeight = (await controlled.boundingBox())?.height ?? 0;
      await more.click();
      const less = page.getByRole('button', { name: 'Свернуть' });
      await expect.poll(() => less.getAttribute('aria-expanded')).toBe('true');
      const expandedHeight = (await controlled.boundingBox())?.height ?? 0;
      expect(expandedHeight).toBeGreaterThan(collapsedHeight);
      await less.press('Enter');
      await expect.poll(() => more.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await closePage(page);
    }
  });

  it('shows 6, 4, 3 and 2 state websites at 1280, 800, 650 and 400 px, and moves by keyboard', async () => {
    const links = await mockApi().getWebLinks();
    for (const [width, perView] of [
      [1280, 6],
      [800, 4],
      [650, 3],
      [400, 2],
    ] as const) {
      const page = await openHome('en', { viewport: { width, height: 900 } });
      try {
        const sites = main(page).getByRole('region', { name: 'State websites' });
        await sites.scrollIntoViewIfNeeded();
        await sites.locator('.swiper-initialized').waitFor();
        await page.waitForTimeout(200);
        const visible = await sites.locator('.swiper-slide-visible').count();
        expect(visible, `${width} px`).toBe(Math.min(perView, links.length));

        if (width === 1280 && links.length > perView) {
          const next = sites.getByRole('button', { name: 'Next websites' });
          await next.focus();
          await page.keyboard.press('Enter');
          await page.waitForTimeout(500);
          expect(
            await sites
              .locator('.swiper-slide')
              .first()
              .evaluate((el) => el.classList.contains('swiper-slide-visible')),
          ).toBe(false);
          // Tabbing onto the first link brings it back into view.
          await sites.locator('a').first().focus();
          await page.waitForTimeout(500);
          expect(
            await sites
              .locator('.swiper-slide')
              .first()
              .evaluate((el) => el.classList.contains('swiper-slide-visible')),
          ).toBe(true);
        }
      } finally {
        await closePage(page);
      }
    }
  });

  it('has no axe violations (with a map open and the about text expanded)', async () => {
    const page = await openHome('en', { reducedMotion: true });
    try {
      await main(page).getByRole('region', { name: 'Service news' }).getByRole('listitem').first().waitFor();
      await main(page).getByRole('region', { name: 'Announcements' }).getByRole('listitem').first().waitFor();
      const sites = main(page).getByRole('region', { name: 'State websites' });
      await sites.scrollIntoViewIfNeeded();
      // The header's banner slider is a Swiper too: wait for the state-websites one.
      await sites.locator('.swiper-initialized').waitFor();
      await page.getByRole('button', { name: 'See more' }).waitFor();
      await expectNoA11yViolations(page);
      await page.getByRole('button', { name: 'Show map' }).first().click();
      await page.getByRole('button', { name: 'See more' }).click();
      await expectNoA11yViolations(page);
    } finally {
      await closePage(page);
    }
  });
});

describe('home page error and empty states', () => {
  it('main-post-missing: the main post block shows its state, the rest of the page stays', async () => {
    const failure = await mockApi('main-post-missing')
      .getMainPost()
      .then(() => null)
      .catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    const page = await openHome('en', { scenario: 'main-post-missing' });
    try {
      const mainRegion = main(page).getByRole('region', { name: 'Main news' });
      const state =
        isApiError(failure) && failure.isNotFound
          ? mainRegion.getByText('No main news yet')
          : mainRegion.getByRole('alert');
      await state.waitFor();
      expect(await mainRegion.getByRole('link').count()).toBe(0);
      const expected = await expectedColumn(NEWS_CATEGORY_SLUGS.service, 'en');
      const column = main(page).getByRole('region', { name: dict('Service news', 'en'), exact: true });
      await column.getByRole('listitem').first().waitFor();
      expect(await listLinkTexts(column)).toEqual(expected);
      await blockByHeading(page, 'Services').getByRole('listitem').first().waitFor();
      expectNoPageErrors(page);
      await expectNoA11yViolations(page);
    } finally {
      await closePage(page);
    }
  });

  it('empty-lists: every empty list says so instead of spinning', async () => {
    const api = mockApi('empty-lists');
    const settle = <T>(p: Promise<T>) => p.then((v) => v).catch(() => null);
    const [service, other, services, online, departments, webLinks, notices] = await Promise.all([
      settle(api.getCategoryPosts(NEWS_CATEGORY_SLUGS.service, { size: 30 })),
      settle(api.getCategoryPosts(NEWS_CATEGORY_SLUGS.other, { size: 30 })),
      settle(api.getServices()),
      settle(api.getOnlineServices()),
      settle(api.getDepartments()),
      settle(api.getWebLinks()),
      settle(api.getMainNotices()),
    ]);
    const page = await openHome('en', { scenario: 'empty-lists' });
    try {
      const checks: [string, boolean, string][] = [
        ['Service news', !!service && service.results.length === 0, 'No news yet'],
        ['Other news', !!other && other.results.length === 0, 'No news yet'],
        ['Services', !!services && services.length === 0, 'No services yet'],
        ['Online services', !!online && online.length === 0, 'No services yet'],
        ['Our addresses', !!departments && departments.length === 0, 'No addresses yet'],
        ['State websites', !!webLinks && webLinks.length === 0, 'No websites yet'],
        ['Announcements', !!notices && notices.length === 0, 'No announcements yet'],
      ];
      expect(checks.filter(([, empty]) => empty).length).toBeGreaterThan(0);
      for (const [region, empty, message] of checks) {
        if (!empty) continue;
        const block = region.endsWith('ervices')
          ? blockByHeading(page, region)
          : main(page).getByRole('region', { name: region, exact: true });
        await block.getByText(message).waitFor({ timeout: 5000 });
      }
      // Nothing keeps spinning: every block settles into content, an empty state or an error.
      await expect.poll(() => main(page).locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
      expectNoPageErrors(page);
    } finally {
      await closePage(page);
    }
  });
});
