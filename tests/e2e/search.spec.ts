/**
 * The site search (decisions 0170-0172) through the production path: the build, prerendered from a
 * mock of this spec's own (its data is changed here, which the run's shared mock must never be),
 * indexed by the prerender run, served by nginx with the search page's own CSP. Only the pages the
 * tests search are prerendered: one service, notice, news item and guide section, in each language.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../../src/api/types';
import { createMockServer, DEFAULT_DB_PATH, type MockServer } from '../../mock-api/server';
import type { Db } from '../../mock-api/db-types';
import { expect, test, type Page } from './fixtures';
import { startSiteServer, type SiteProcess } from './support/site-process';
import { LANGS } from '../../src/api/langs';

/** A word of each item, in each language, that no other record of the fixture has. */
const WORDS = {
  service: { tm: 'sazakdepe', ru: 'саксаулдепе', en: 'saxauldale' },
  notice: { tm: 'gülälekli', ru: 'гюлялек', en: 'tulipfield' },
  news: { tm: 'kerwensaraý', ru: 'караванщик', en: 'caravanserai' },
  guide: { tm: 'ahalteke', ru: 'ахалтекинец', en: 'akhalteke' },
} satisfies Record<string, Record<Lang, string>>;
/** A word all four items have: one result of each type. */
const COMMON = { tm: 'ýüpekýoly', ru: 'шелкопуть', en: 'silkroad' } satisfies Record<Lang, string>;

/** The record with `words` added to its text in each language. */
function withWords<T extends { content_tm?: string; content_ru?: string; content_en?: string }>(
  record: T,
  words: Record<Lang, string>,
): T {
  return {
    ...record,
    content_tm: `${record.content_tm ?? ''}<p>${words.tm} ${COMMON.tm}</p>`,
    content_ru: `${record.content_ru ?? ''}<p>${words.ru} ${COMMON.ru}</p>`,
    content_en: `${record.content_en ?? ''}<p>${words.en} ${COMMON.en}</p>`,
  };
}

const fixture = JSON.parse(readFileSync(DEFAULT_DB_PATH, 'utf8')) as Db;
const service = withWords(fixture.services[0]!, WORDS.service);
const notice = withWords(fixture.notices[0]!, WORDS.notice);
const post = withWords(
  fixture.posts.find((p) => p.type === 'post')!,
  WORDS.news,
);
const section = withWords(fixture.welcome_sections[0]!, WORDS.guide);
const ADDRESS = {
  service: `/services/${service.slug}`,
  notice: `/notices/${notice.slug}`,
  news: `/post/${post.slug}`,
  guide: `/welcome/section/${section.slug}`,
};

const LONG_CATEGORY = 'Новости Государственной миграционной службы Туркменистана';

let mock: MockServer;
let site: SiteProcess;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A build of its own, a prerender of 5 pages in 3 languages and nginx.
  test.setTimeout(5 * 60_000);
  const db: Db = {
    ...fixture,
    services: [service, ...fixture.services.slice(1)],
    notices: [notice, ...fixture.notices.slice(1)],
    posts: fixture.posts.map((p) => (p.id === post.id ? post : p)),
    welcome_sections: [section, ...fixture.welcome_sections.slice(1)],
    // A long category name: the news filter's select is as wide as its longest option.
    categories: fixture.categories.map((c, i) => (i === 0 ? { ...c, name_ru: LONG_CATEGORY } : c)),
  };
  mock = await createMockServer({ port: 0, quiet: true, db, watch: false });
  site = await startSiteServer(
    { VITE_CAPTCHA: 'offline' },
    { prerender: true, prerenderPages: ['/search', ...Object.values(ADDRESS)], apiOrigin: mock.url },
  );
  origin = site.origin;
});

test.afterAll(async () => {
  await site?.stop();
  await mock?.close();
});

/** The search page's status line (role status: read politely when it changes). */
const status = (page: Page) => page.locator('.search-page__status[role="status"]');
const results = (page: Page) => page.locator('.search-page__result a.search-page__title');

async function search(page: Page, words: string): Promise<void> {
  const field = page.getByRole('searchbox', { name: /gözleýärsiňiz|ищете|looking for/ });
  await field.fill(words);
  await field.press('Enter');
}

test('in each language, a word of a service, a notice, a news item and a guide section finds it first', async ({
  page,
}) => {
  for (const lang of LANGS) {
    await page.goto(`${origin}/${lang}/search`);
    for (const [type, words] of Object.entries(WORDS)) {
      await search(page, words[lang]);
      await expect(page).toHaveURL(`${origin}/${lang}/search?q=${encodeURIComponent(words[lang])}`);
      await expect(results(page).first()).toHaveAttribute(
        'href',
        `/${lang}${ADDRESS[type as keyof typeof ADDRESS]}`,
      );
    }
    // A Russian word never finds a page of another language.
    await search(page, WORDS.service.ru);
    if (lang === 'ru') await expect(results(page)).toHaveCount(1);
    else await expect(status(page)).toHaveText(lang === 'tm' ? 'Hiç zat tapylmady' : 'Nothing found');
  }
});

test('Turkmen: another form of a word finds the pages with its other forms', async ({ page }) => {
  // The service's title has `pasportyny`; Pagefind alone finds `pasportyňyz` only where it is
  // written so. The query loses its ending (turkmenQuery.ts) and the prefix search does the rest.
  await page.goto(`${origin}/tm/search?q=${encodeURIComponent('pasportyňyz')}`);
  await expect(results(page).filter({ hasText: service.name_tm })).toHaveCount(1);
});

test('keyboard only: search, narrow by type, open a result; the count is announced; axe is clean', async ({
  page,
  checkA11y,
}) => {
  await page.goto(`${origin}/en/search?q=${COMMON.en}`);
  await expect(status(page)).toHaveText('Found: 4');
  const all = 4;
  await checkA11y();
  // The filter: focus its first choice (All), then the arrow keys move the choice.
  const types = page.getByRole('group', { name: 'Type' });
  await types.getByRole('radio', { name: /^All/ }).focus();
  await page.keyboard.press('ArrowRight');
  const chosen = types.getByRole('radio', { checked: true });
  await expect(chosen).toBeFocused();
  await expect(page).toHaveURL(/[?&]type=\w+/);
  const count = Number(/\((\d+)\)/.exec((await chosen.locator('..').textContent()) ?? '')?.[1]);
  await expect(status(page)).toHaveText(`Found: ${count}`);
  await expect(results(page)).toHaveCount(count);
  expect(count).toBeLessThan(all);
  // Back: the whole list again.
  await page.goBack();
  await expect(results(page)).toHaveCount(all);
  // Tab from the filter reaches the first result; Enter opens it.
  await types.getByRole('radio', { checked: true }).focus();
  await page.keyboard.press('Tab');
  await expect(results(page).first()).toBeFocused();
  const href = await results(page).first().getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}${href}`);
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('the header with its search field, and the news filters with a long category, fit', async ({
    page,
  }) => {
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto(`${origin}/ru/search`);
    await expect(page.getByRole('searchbox', { name: 'Что искать' })).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(320);
    await page.goto(`${origin}/ru/posts`);
    await expect(
      page.getByRole('combobox', { name: 'Категория' }).getByRole('option', { name: LONG_CATEGORY }),
    ).toBeAttached();
    expect(await width()).toBeLessThanOrEqual(320);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the header field leads to the search page, which says what can be done instead', async ({ page }) => {
    await page.goto(`${origin}/ru/search`);
    await page.getByRole('searchbox', { name: 'Что искать' }).fill('паспорт');
    await page.getByRole('button', { name: 'Найти' }).first().click();
    await expect(page).toHaveURL(`${origin}/ru/search?q=${encodeURIComponent('паспорт')}`);
    await expect(
      page.getByText('Поиск по сайту работает в браузере с JavaScript.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Поиск по новостям' })).toHaveAttribute('href', '/ru/posts');
    await expect(page.getByRole('link', { name: 'Список услуг' })).toHaveAttribute(
      'href',
      '#footer-services',
    );
  });
});

test('the prerender run rebuilds the index: a news item added and prerendered is found; its page removed, it is not', async ({
  page,
}) => {
  test.setTimeout(3 * 60_000);
  const word = 'zerdeçalyňyz';
  const added = { ...post, id: 99_001, slug: 'search-e2e-added', name_tm: `Täze habar ${word}` };
  const answer = await fetch(`${mock.url}/__mock/db/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(added),
  });
  expect(answer.status).toBe(201);
  // Only the new page's three files are indexed, into each language's recent part, which the search
  // page merges with the index made at the start (scripts/search-index/build.ts).
  expect(await site.prerender({ PRERENDER_PAGES: `/post/${added.slug}` })).toMatch(
    /search index: 3 pages \(tk 1, ru 1, en 1\), in the recent part, the base's \d+ kept/,
  );
  await page.goto(`${origin}/tm/search?q=${encodeURIComponent(word)}`);
  await expect(results(page)).toHaveText([added.name_tm]);
  // Both parts answer one search: the word all four items of the base have, and the new item has too.
  await page.goto(`${origin}/tm/search?q=${encodeURIComponent(COMMON.tm)}`);
  await expect(results(page)).toHaveCount(5);
  await expect(results(page).filter({ hasText: added.name_tm })).toHaveCount(1);

  // Removed from the API: the next prerender run removes its page (decision 0141), and its last
  // step makes the index again from the files that are left.
  await fetch(`${mock.url}/__mock/db/posts/${added.id}`, { method: 'DELETE' });
  await site.prerender({ PRERENDER_PAGES: `/post/${added.slug}` });
  for (const lang of LANGS)
    expect(existsSync(join(site.distDir, '_prerender', lang, 'post', added.slug, 'index.html'))).toBe(false);
  await page.goto(`${origin}/tm/search?q=${encodeURIComponent(word)}`);
  await expect(status(page)).toHaveText('Hiç zat tapylmady');
});
