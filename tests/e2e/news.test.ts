/**
 * News and articles lists in the browser, against the preview build and the mock. Expected values
 * are read from the mock through the site's own API functions, never written into the test.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Lang, Post } from '../../src/api/types';
import { pick } from '../../src/i18n/pick';
import {
  closePage,
  expectNoA11yViolations,
  expectNoPageErrors,
  launchBrowser,
  mockApi,
  newPage,
  siteUrl,
} from '../support/e2e';

// Several pages per test on a shared two-core machine: generous limits, each wait still bounded.
vi.setConfig({ testTimeout: 180_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SIZE = 100;

/** The card titles of the results list, in order. */
/** The card titles shown now ([] while the list is loading); never waits. */
async function cardTitles(page: Page): Promise<string[]> {
  const list = page
    .getByRole('region', { name: /Results|Netijeler|Результаты/ })
    .getByRole('list')
    .first();
  if ((await list.count()) === 0) return [];
  return (await list.getByRole('heading').allTextContents()).map((t) => t.trim());
}

/**
 * Waits until the list shows exactly these titles. The fixtures repeat titles across pages, so a
 * single title never proves that a new page has replaced the old one: the whole list must match.
 */
async function expectTitles(page: Page, titles: string[]): Promise<void> {
  await expect.poll(() => cardTitles(page), { timeout: 20_000, interval: 200 }).toEqual(titles);
}

function titlesOf(posts: Post[], lang: Lang): string[] {
  return posts.map((p) => pick(p, 'name', lang, 'tm').trim());
}

async function expectFound(page: Page, count: number) {
  await page.getByText(`Found: ${count}`, { exact: true }).waitFor();
}

function pageButtons(page: Page) {
  return page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: /^\d+$/ });
}

describe('/posts', () => {
  test('first page: count, titles of the mock data and ceil(count/100) page buttons', async () => {
    const expected = await mockApi().getAllPosts({ page: 1, size: SIZE });
    const page = await newPage(browser, { lang: 'en' });
    await page.goto(siteUrl('/posts'));
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
    await expectFound(page, expected.count);
    await expectTitles(page, titlesOf(expected.results, 'en'));
    const total = Math.ceil(expected.count / SIZE);
    const numbers = await pageButtons(page).allTextContents();
    expect(Number(numbers.at(-1))).toBe(total);
    expect(numbers[0]).toBe('1');
    await expect(pageButtons(page).first().getAttribute('aria-current')).resolves.toBe('page');
    await expectNoA11yViolations(page);
    expectNoPageErrors(page);
    await closePage(page);
  });

  test('pagination: page 2 shows the second page of the mock and lives in the URL', async () => {
    const expected = await mockApi().getAllPosts({ page: 2, size: SIZE });
    const page = await newPage(browser, { lang: 'en' });
    await page.goto(siteUrl('/posts'));
    await pageButtons(page).first().waitFor();
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: '2', exact: true })
      .click();
    await page.waitForURL(/\/posts\?page=2$/);
    await expectTitles(page, titlesOf(expected.results, 'en'));
    expect(
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('button', { name: '2', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    // A reload keeps the page.
    await page.reload();
    await expectTitles(page, titlesOf(expected.results, 'en'));
    await closePage(page);
  });

  test('search by word, category and date send the query of spec §7 and match the mock', async () => {
    const api = mockApi();
    const sample = (await api.getAllPosts({ page: 1, size: SIZE })).results;
    // A distinctive word of some English title.
    const word = sample
      .slice(2, 12)
      .flatMap((p) => p.name_en.split(/[^\p{L}]+/u))
      .filter((w) => w.length >= 6)
      .sort((a, b) => b.length - a.length)[0]!;
    const byWord = await api.getAllPosts({ page: 1, size: SIZE, word });

    const page = await newPage(browser, { lang: 'en' });
    await page.goto(siteUrl('/posts'));
    await pageButtons(page).first().waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(word);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('word') === word);
    await expectFound(page, byWord.count);
    await expectTitles(page, titlesOf(byWord.results, 'en'));

    const categories = await api.getCategories();
    const category = categories.find((c) => c.name_en.trim()) ?? categories[0]!;
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('word'));
    await page
      .getByRole('combobox', { name: 'Category' })
      .selectOption({ label: pick(category, 'name', 'en', 'tm') });
    await page.waitForURL((url) => url.searchParams.get('category') === category.slug);
    const byCategory = await api.getAllPosts({ page: 1, size: SIZE, category: category.slug });
    await expectFound(page, byCategory.count);
    await expectTitles(page, titlesOf(byCategory.results, 'en'));

    const day = byCategory.results[0]!.pub_date.slice(0, 10);
    await page.getByLabel('Date', { exact: true }).fill(day);
    await page.waitForURL((url) => url.searchParams.get('date') === day);
    const byDate = await api.getAllPosts({ page: 1, size: SIZE, category: category.slug, date: day });
    expect(byDate.count).toBeGreaterThan(0);
    await expectFound(page, byDate.count);
    await expectTitles(page, titlesOf(byDate.results, 'en'));
    await closePage(page);
  });

  test('a filter change resets the page; the back button restores the previous filters', async () => {
    const api = mockApi();
    const categories = await api.getCategories();
    const category = categories[0]!;
    const page = await newPage(browser, { lang: 'en' });
    await page.goto(siteUrl('/posts?page=2'));
    await pageButtons(page).first().waitFor();
    await page.getByRole('combobox', { name: 'Category' }).selectOption(category.slug);
    await page.waitForURL(
      (url) => url.searchParams.get('category') === category.slug && !url.searchParams.has('page'),
    );
    const byCategory = await api.getAllPosts({ page: 1, size: SIZE, category: category.slug });
    await expectFound(page, byCategory.count);

    await page.getByRole('searchbox', { name: 'Search' }).fill('zzzqqqxxx-no-such-word');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('Nothing found').waitFor();
    // 404 or empty list: shown as an empty result, not an error.
    expect(await page.locator('main').getByRole('alert').count()).toBe(0);

    await page.goBack();
    await page.waitForURL(
      (url) => !url.searchParams.has('word') && url.searchParams.get('category') === category.slug,
    );
    await expectFound(page, byCategory.count);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe(category.slug);

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && !url.searchParams.has('category'));
    const second = await api.getAllPosts({ page: 2, size: SIZE });
    await expectTitles(page, titlesOf(second.results, 'en'));
    await closePage(page);
  });

  test('Russian and Turkmen texts', async () => {
    const expected = await mockApi().getAllPosts({ page: 1, size: SIZE });
    for (const [lang, heading] of [
      ['ru', 'Новости'],
      ['tm', 'Habarlar'],
    ] as const) {
      const page = await newPage(browser, { lang });
      await page.goto(siteUrl('/posts'));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expectTitles(page, titlesOf(expected.results, lang));
      await closePage(page);
    }
  });
});

describe('/articles', () => {
  test('Load more appends four at a time until count, then disappears', async () => {
    const first = await mockApi().getAllArticles({ page: 1, size: 4 });
    const page = await newPage(browser, { lang: 'en' });
    await page.goto(siteUrl('/articles'));
    await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
    const items = page.locator('main').getByRole('list').first().getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(Math.min(4, first.count));
    const loadMore = page.getByRole('button', { name: 'Load more' });
    let clicks = 0;
    while (await loadMore.isVisible()) {
      const before = await items.count();
      await loadMore.click();
      clicks += 1;
      await page.waitForFunction(
        (n) => document.querySelectorAll('main ul.news-list > li').length > n,
        before,
      );
      // Focus moves to the first article just added.
      const focusedHref = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      expect(focusedHref).toBe(await items.nth(before).getByRole('link').getAttribute('href'));
      if (clicks > 50) throw new Error('Load more never ends');
    }
    expect(await items.count()).toBe(first.count);
    expect(clicks).toBe(Math.ceil(first.count / 4) - 1);
    await page.getByText(`Showing ${first.count} of ${first.count}`).waitFor();
    await expectNoA11yViolations(page);
    await closePage(page);
  }, 240_000);

  test('search by word in the URL matches the mock', async () => {
    const api = mockApi();
    const sample = (await api.getAllArticles({ page: 1, size: 4 })).results[0]!;
    const word = sample.name_en.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0]!;
    const expected = await api.getAllArticles({ page: 1, size: 4, word });
    const page = await newPage(browser, { lang: 'en' });
    await page.goto(siteUrl(`/articles?word=${encodeURIComponent(word)}`));
    await page.getByText(`Showing ${Math.min(4, expected.count)} of ${expected.count}`).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(word);
    const titles = await page
      .locator('main')
      .getByRole('list')
      .first()
      .getByRole('heading')
      .allTextContents();
    expect(titles.map((t) => t.trim())).toEqual(titlesOf(expected.results, 'en'));
    await closePage(page);
  });
});
