/**
 * News and articles lists, against the mock. Expected values are read from the mock through the
 * site's own API functions, never written into the test.
 */
import type { Lang, Post } from '../../src/api/types';
import { pick } from '../../src/i18n/pick';
import { expect, test, type Page } from './fixtures';
import { mockApi } from './support/mock';
import { recordLayoutShifts } from '../../scripts/bench/layoutShifts';

const SIZE = 100;

/**
 * The card titles of the results list. The fixtures repeat titles across pages, so a single title
 * never proves that a new page has replaced the old one: tests compare the whole list.
 */
const cardTitles = (page: Page) =>
  page
    .getByRole('region', { name: /Results|Netijeler|Результаты/ })
    .getByRole('list')
    .first()
    .getByRole('heading');

async function expectTitles(page: Page, titles: string[]): Promise<void> {
  await expect(cardTitles(page)).toHaveText(titles);
}

function titlesOf(posts: Post[], lang: Lang): string[] {
  return posts.map((p) => pick(p, 'name', lang, 'tm').trim());
}

async function expectFound(page: Page, count: number) {
  await expect(page.getByText(`Found: ${count}`, { exact: true })).toBeVisible();
}

function pageButtons(page: Page) {
  return page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /^\d+$/ });
}

test.describe('/posts', () => {
  test.use({ lang: 'en' });

  test(
    'first page: count, titles of the mock data and ceil(count/100) page buttons',
    { tag: '@phone' },
    async ({ page, checkA11y }) => {
      const expected = await mockApi().getAllPosts({ page: 1, size: SIZE });
      await page.goto('/posts');
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
      await expectFound(page, expected.count);
      await expectTitles(page, titlesOf(expected.results, 'en'));
      const total = Math.ceil(expected.count / SIZE);
      await expect(pageButtons(page).first()).toHaveText('1');
      await expect(pageButtons(page).last()).toHaveText(String(total));
      await expect(pageButtons(page).first()).toHaveAttribute('aria-current', 'page');
      await checkA11y();
    },
  );

  test('pagination: page 2 shows the second page of the mock and lives in the URL', async ({ page }) => {
    const expected = await mockApi().getAllPosts({ page: 2, size: SIZE });
    await page.goto('/posts');
    const second = page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: '2', exact: true });
    await second.click();
    await expect(page).toHaveURL(/\/posts\?page=2$/);
    await expectTitles(page, titlesOf(expected.results, 'en'));
    await expect(second).toHaveAttribute('aria-current', 'page');
    // A reload keeps the page.
    await page.reload();
    await expectTitles(page, titlesOf(expected.results, 'en'));
  });

  test(
    'the page links stay where they are when the visitor jumps to them',
    { tag: '@phone' },
    async ({ page }) => {
      // A hundred cards stand above the links. Cards laid out only once near the viewport (with an
      // estimated height until then) grew under the links a moment after a jump to them, and a
      // click that had started on "2" ended on a card (layout shifts of 0.32-0.43).
      const shifts = await recordLayoutShifts(page);
      await page.goto('/posts');
      const second = page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('link', { name: '2', exact: true });
      await expect(second).toBeVisible();
      const loaded = (await shifts()).length;
      const { by, seen } = await second.evaluate(async (link) => {
        const frame = () => new Promise(requestAnimationFrame);
        // The jump: focus scrolls the link into view, as Tab, a screen reader or a click would.
        link.focus();
        await frame();
        const state = () => ({
          top: link.getBoundingClientRect().top,
          scrollY,
          height: document.documentElement.scrollHeight,
        });
        const before = state();
        // Long enough for the browser to lay out whatever came near the viewport with the jump.
        for (let count = 0; count < 30; count += 1) await frame();
        const after = state();
        // For a failure: whether the page scrolled or grew, to the fraction of a pixel.
        return {
          by: Math.abs(Math.round(after.top - before.top)),
          seen: `before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`,
        };
      });
      // Each shift starts with its score and names what moved (scripts/bench/layoutShifts.ts). The
      // sticky bar settling as the page scrolls scores 0.0000 and is not what this test is about.
      const moved = (await shifts()).slice(loaded).filter((shift) => parseFloat(shift) >= 0.001);
      expect({ by, moved }, seen).toEqual({ by: 0, moved: [] });
    },
  );

  test('search by word, category and date send the query of requirements §7 and match the mock', async ({
    page,
  }) => {
    const api = mockApi();
    const sample = (await api.getAllPosts({ page: 1, size: SIZE })).results;
    // A distinctive word of some English title.
    const word = sample
      .slice(2, 12)
      .flatMap((p) => p.name_en.split(/[^\p{L}]+/u))
      .filter((w) => w.length >= 6)
      .sort((a, b) => b.length - a.length)[0]!;
    const byWord = await api.getAllPosts({ page: 1, size: SIZE, word });

    await page.goto('/posts');
    await expect(pageButtons(page).first()).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(word);
    await search.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('word') === word);
    await expectFound(page, byWord.count);
    await expectTitles(page, titlesOf(byWord.results, 'en'));

    const categories = await api.getCategories();
    const category = categories.find((c) => c.name_en.trim()) ?? categories[0]!;
    await search.fill('');
    await search.press('Enter');
    await expect(page).toHaveURL((url) => !url.searchParams.has('word'));
    await page
      .getByRole('combobox', { name: 'Category' })
      .selectOption({ label: pick(category, 'name', 'en', 'tm') });
    await expect(page).toHaveURL((url) => url.searchParams.get('category') === category.slug);
    const byCategory = await api.getAllPosts({ page: 1, size: SIZE, category: category.slug });
    await expectFound(page, byCategory.count);
    await expectTitles(page, titlesOf(byCategory.results, 'en'));

    const day = byCategory.results[0]!.pub_date.slice(0, 10);
    await page.getByLabel('Date', { exact: true }).fill(day);
    await expect(page).toHaveURL((url) => url.searchParams.get('date') === day);
    const byDate = await api.getAllPosts({ page: 1, size: SIZE, category: category.slug, date: day });
    expect(byDate.count).toBeGreaterThan(0);
    await expectFound(page, byDate.count);
    await expectTitles(page, titlesOf(byDate.results, 'en'));
  });

  test('a filter change resets the page; the back button restores the previous filters', async ({ page }) => {
    const api = mockApi();
    const categories = await api.getCategories();
    const category = categories[0]!;
    await page.goto('/posts?page=2');
    await expect(pageButtons(page).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Category' }).selectOption(category.slug);
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('category') === category.slug && !url.searchParams.has('page'),
    );
    const byCategory = await api.getAllPosts({ page: 1, size: SIZE, category: category.slug });
    await expectFound(page, byCategory.count);

    await page.getByRole('searchbox', { name: 'Search' }).fill('zzzqqqxxx-no-such-word');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText('Nothing found')).toBeVisible();
    // 404 or empty list: shown as an empty result, not an error.
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(
      (url) => !url.searchParams.has('word') && url.searchParams.get('category') === category.slug,
    );
    await expectFound(page, byCategory.count);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(category.slug);

    await page.goBack();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('page') === '2' && !url.searchParams.has('category'),
    );
    const second = await api.getAllPosts({ page: 2, size: SIZE });
    await expectTitles(page, titlesOf(second.results, 'en'));
  });

  for (const [lang, heading] of [
    ['ru', 'Новости'],
    ['tm', 'Habarlar'],
  ] as const) {
    test.describe(() => {
      test.use({ lang });
      test(`Russian and Turkmen texts: ${lang}`, async ({ page }) => {
        const expected = await mockApi().getAllPosts({ page: 1, size: SIZE });
        await page.goto('/posts');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectTitles(page, titlesOf(expected.results, lang));
      });
    });
  }
});

test.describe('/articles', () => {
  test.use({ lang: 'en' });

  test('Load more appends four at a time until count, then disappears', async ({ page, checkA11y }) => {
    const first = await mockApi().getAllArticles({ page: 1, size: 4 });
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    const items = page.locator('main').getByRole('list').first().getByRole('listitem');
    await expect(items).toHaveCount(Math.min(4, first.count));
    const loadMore = page.getByRole('button', { name: 'Load more' });
    const clicks = Math.ceil(first.count / 4) - 1;
    for (let click = 1; click <= clicks; click += 1) {
      const before = click * 4;
      await loadMore.click();
      await expect(items).toHaveCount(Math.min(before + 4, first.count));
      // Focus moves to the first article just added.
      await expect(items.nth(before).getByRole('link')).toBeFocused();
    }
    await expect(loadMore).toHaveCount(0);
    await expect(page.getByText(`Showing ${first.count} of ${first.count}`)).toBeVisible();
    await checkA11y();
  });

  test('search by word in the URL matches the mock', async ({ page }) => {
    const api = mockApi();
    const sample = (await api.getAllArticles({ page: 1, size: 4 })).results[0]!;
    const word = sample.name_en.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0]!;
    const expected = await api.getAllArticles({ page: 1, size: 4, word });
    await page.goto(`/articles?word=${encodeURIComponent(word)}`);
    await expect(page.getByText(`Showing ${Math.min(4, expected.count)} of ${expected.count}`)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(word);
    await expect(page.locator('main').getByRole('list').first().getByRole('heading')).toHaveText(
      titlesOf(expected.results, 'en'),
    );
  });
});
