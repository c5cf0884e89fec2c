/**
 * Home `/`: every block shows what the mock's data holds (read through the site's own API
 * functions, never hard-coded), in the three languages; the map toggle and See more / See less by
 * keyboard; the carousel; forced error and empty scenarios; axe-core.
 */
import { isApiError } from '../../src/api/http';
import {
  LANGS,
  NEWS_CATEGORY_SLUGS,
  type ContentDictionary,
  type Lang,
  type Post,
} from '../../src/api/types';
import { pick, pickText, commonTexts } from '../../src/i18n';
import { WEEKDAYS } from '../../src/i18n/calendarNames';
import { siteNameFromContent } from '../../src/i18n/siteName';
import { localizeTo } from '../../src/i18n/addresses';
import { expect, test, type Locator, type Page } from './fixtures';
import { mockApi } from './support/mock';
import { homeTexts } from '../../src/features/home/texts';
import { blockTexts } from '../../src/blocks/texts';

let content: ContentDictionary;

test.beforeAll(async () => {
  content = await mockApi().getContent();
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

/** The links of a block's list items, compared whole (whitespace-trimmed) in order. */
const listLinks = (region: Locator) => region.getByRole('listitem').getByRole('link');

async function openHome(page: Page, lang: Lang): Promise<void> {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: siteNameFromContent(content, lang) }),
  ).toBeVisible();
}

test.describe('home page content in every language', () => {
  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ lang });
      test(`shows the mock's data in ${lang}`, { tag: lang === 'en' ? '@phone' : [] }, async ({ page }) => {
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
        await openHome(page, lang);

        // Main post: title link to its page, category, date shown.
        const mainRegion = main(page).getByRole('region', { name: text(homeTexts.mainNews, lang) });
        const mainLink = mainRegion.getByRole('link', {
          name: pick(mainPost, 'name', lang, 'tm'),
          exact: true,
        });
        await expect(mainLink).toHaveAttribute(
          'href',
          `/${lang}/${mainPost.type === 'article' ? 'article' : 'post'}/${encodeURIComponent(mainPost.slug)}`,
        );
        await expect(mainRegion).toContainText(pick(mainPost.category, 'name', lang, 'tm'));
        await expect(mainRegion).toContainText(String(mainPost.views));

        // News columns: at most 4, only posts named in this language, from size=30.
        for (const [slug, key] of [
          [NEWS_CATEGORY_SLUGS.service, 'Service news'],
          [NEWS_CATEGORY_SLUGS.other, 'Other news'],
        ] as const) {
          const region = main(page).getByRole('region', { name: dict(key, lang), exact: true });
          const expected = await expectedColumn(slug, lang);
          expect(expected.length).toBeGreaterThan(0);
          await expect(listLinks(region)).toHaveText(expected);
        }

        // Welcome banner.
        await expect(
          main(page).getByRole('link', { name: dict('Welcome to Turkmenistan!', lang), exact: true }),
        ).toHaveAttribute('href', `/${lang}/welcome/`);

        // Services and online services, each card to its own url.
        const servicesRegion = blockByHeading(page, text(commonTexts.services, lang));
        await expect(listLinks(servicesRegion)).toHaveText(services.map((s) => pick(s, 'name', lang, 'tm')));
        await expect(servicesRegion.getByRole('link').first()).toHaveAttribute(
          'href',
          localizeTo(services[0]!.url, lang),
        );
        const onlineRegion = blockByHeading(page, text(commonTexts.onlineServices, lang));
        await expect(listLinks(onlineRegion)).toHaveText(online.map((s) => pick(s, 'name', lang, 'tm')));

        // Reception days, localized weekday names.
        const reception = main(page).getByRole('region', { name: text(homeTexts.receptionDays, lang) });
        const days = reception.getByRole('listitem');
        await expect(days).toHaveCount(2);
        await expect(days.nth(0)).toContainText(WEEKDAYS[lang][2]!);
        await expect(days.nth(1)).toContainText(WEEKDAYS[lang][4]!);
        for (const day of await days.all()) await expect(day).toHaveText(/9:00-12:00.*15:00-17:00/);

        // Offices: names, tel: and mailto: links.
        const offices = main(page).getByRole('region', { name: text(blockTexts.offices, lang) });
        await expect(offices.getByRole('heading', { level: 3 })).toHaveText(
          departments.map((d) => pick(d, 'name', lang, 'tm')),
        );
        const firstOffice = departments[0]!;
        await expect(
          offices.getByRole('link', { name: firstOffice.email, exact: true }).first(),
        ).toHaveAttribute('href', `mailto:${firstOffice.email}`);
        expect(await offices.locator('a[href^="tel:"]').count()).toBeGreaterThanOrEqual(departments.length);

        // State websites: every institution, opening its own url.
        const sites = main(page).getByRole('region', { name: text(homeTexts.stateWebsites, lang) });
        await sites.scrollIntoViewIfNeeded();
        for (const link of webLinks) {
          const anchor = sites.locator(`a[href="${link.url}"]`);
          await expect(anchor).toHaveCount(1);
          await expect(anchor).toContainText(pick(link, 'name', lang, 'tm'));
          await expect(anchor).toHaveAttribute('target', '_blank');
        }

        // Announcements: title links to their pages, new ones marked.
        const noticesRegion = main(page).getByRole('region', {
          name: text(homeTexts.announcements, lang),
        });
        await expect(listLinks(noticesRegion)).toHaveText(notices.map((n) => pick(n, 'name', lang, 'tm')));
        await expect(noticesRegion.getByText(text(commonTexts.newMarker, lang), { exact: true })).toHaveCount(
          notices.filter((n) => n.is_new).length,
        );

        // About block.
        await expect(
          page.getByRole('heading', { level: 2, name: pick(about, 'name', lang, 'tm'), exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: text(homeTexts.seeMore, lang) })).toBeVisible();

        await expect(page).toHaveTitle(siteNameFromContent(content, lang));
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      });
    });
  }
});

test.describe('home page interactions', () => {
  test.describe(() => {
    test.use({ lang: 'en' });
    test('opens and closes an office map by keyboard, in a 600 px frame', async ({ page }) => {
      const departments = await mockApi().getDepartments();
      await openHome(page, 'en');
      const offices = main(page).getByRole('region', { name: 'Our addresses' });
      await expect(offices.getByRole('button', { name: 'Show map' }).first()).toBeVisible();
      // The button's name changes with its state, so it is found by a pattern that covers both; it
      // names its office (visually hidden), so that it stands alone in a list of buttons.
      const office = pick(departments[0]!, 'name', 'en', 'tm');
      const toggle = offices.getByRole('button', { name: /^(Show|Hide) map of / }).first();
      await expect(toggle).toHaveAccessibleName(`Show map of ${office}`);
      await toggle.focus();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName(`Hide map of ${office}`);
      await expect(toggle).toBeFocused();
      const frame = page.getByTitle(`Map: ${office}`);
      await expect(frame).toBeVisible();
      expect((await frame.boundingBox())?.height).toBe(600);
      await expect(frame).toHaveAttribute('src', departments[0]!.map_string);
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(frame).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use({ lang: 'ru' });
    test('toggles the about text with See more / See less', async ({ page }) => {
      await openHome(page, 'ru');
      const more = page.getByRole('button', { name: 'Подробнее' });
      await more.scrollIntoViewIfNeeded();
      const controlled = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
      const collapsedHeight = (await controlled.boundingBox())?.height ?? 0;
      await more.click();
      const less = page.getByRole('button', { name: 'Свернуть' });
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      await expect
        .poll(async () => (await controlled.boundingBox())?.height ?? 0)
        .toBeGreaterThan(collapsedHeight);
      await less.press('Enter');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test.describe(() => {
    test.use({ lang: 'en' });
    test('shows 6, 4, 3 and 2 state websites at 1280, 800, 650 and 400 px, and moves by keyboard', async ({
      page,
    }) => {
      const links = await mockApi().getWebLinks();
      for (const [width, perView] of [
        [1280, 6],
        [800, 4],
        [650, 3],
        [400, 2],
      ] as const) {
        // A fresh load at each size, as a visitor with that screen gets it.
        await page.setViewportSize({ width, height: 900 });
        await openHome(page, 'en');
        const sites = main(page).getByRole('region', { name: 'State websites' });
        await sites.scrollIntoViewIfNeeded();
        await expect(sites.locator('.swiper-initialized')).toBeVisible();
        await expect(sites.locator('.swiper-slide-visible'), `${width} px`).toHaveCount(
          Math.min(perView, links.length),
        );

        if (width === 1280 && links.length > perView) {
          const firstSlide = sites.locator('.swiper-slide').first();
          const next = sites.getByRole('button', { name: 'Next websites' });
          await next.focus();
          await page.keyboard.press('Enter');
          await expect(firstSlide).not.toHaveClass(/\bswiper-slide-visible\b/);
          // Tabbing onto the first link brings it back into view.
          await sites.locator('a').first().focus();
          await expect(firstSlide).toHaveClass(/\bswiper-slide-visible\b/);
        }
      }
    });
  });

  test.describe(() => {
    test.use({ lang: 'en', reducedMotion: 'reduce' });
    test('has no axe violations (with a map open and the about text expanded)', async ({
      page,
      checkA11y,
    }) => {
      await openHome(page, 'en');
      await expect(
        main(page).getByRole('region', { name: 'Service news' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(
        main(page).getByRole('region', { name: 'Announcements' }).getByRole('listitem').first(),
      ).toBeVisible();
      const sites = main(page).getByRole('region', { name: 'State websites' });
      await sites.scrollIntoViewIfNeeded();
      // The header's banner slider is a Swiper too: wait for the state-websites one.
      await expect(sites.locator('.swiper-initialized')).toBeVisible();
      await expect(page.getByRole('button', { name: 'See more' })).toBeVisible();
      await checkA11y();
      await page.getByRole('button', { name: 'Show map' }).first().click();
      await page.getByRole('button', { name: 'See more' }).click();
      await expect(page.getByRole('button', { name: 'See less' })).toBeVisible();
      await checkA11y();
    });
  });
});

test.describe('home page error and empty states', () => {
  test.describe(() => {
    test.use({ lang: 'en', scenario: 'main-post-missing' });
    test('main-post-missing: the main post block shows its state, the rest of the page stays', async ({
      page,
      checkA11y,
    }) => {
      const failure = await mockApi('main-post-missing')
        .getMainPost()
        .then(() => null)
        .catch((error: unknown) => error);
      expect(isApiError(failure)).toBe(true);
      await openHome(page, 'en');
      const mainRegion = main(page).getByRole('region', { name: 'Main news' });
      const state =
        isApiError(failure) && failure.isNotFound
          ? mainRegion.getByText('No main news yet')
          : mainRegion.getByRole('alert');
      await expect(state).toBeVisible();
      await expect(mainRegion.getByRole('link')).toHaveCount(0);
      const expected = await expectedColumn(NEWS_CATEGORY_SLUGS.service, 'en');
      const column = main(page).getByRole('region', { name: dict('Service news', 'en'), exact: true });
      await expect(listLinks(column)).toHaveText(expected);
      await expect(blockByHeading(page, 'Services').getByRole('listitem').first()).toBeVisible();
      await checkA11y();
    });
  });

  test.describe(() => {
    test.use({ lang: 'en', scenario: 'empty-lists' });
    test('empty-lists: every empty list says so instead of spinning', async ({ page }) => {
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
      await openHome(page, 'en');
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
        await expect(block.getByText(message)).toBeVisible();
      }
      // Nothing keeps spinning: every block settles into content, an empty state or an error.
      await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
    });
  });
});
