/**
 * Detail pages (post, article, service, announcement) in the browser against the preview build and
 * the mock: content compared with the mock's data, the spec §8 error texts forced with scenarios,
 * hostile HTML that must not run, and axe.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Lang, Post } from '../../src/api/types';
import { formatDate } from '../../src/i18n/calendar';
import { pick } from '../../src/i18n/pick';
import { truncate } from '../../src/shared/truncate';
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
let posts: Post[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const api = mockApi();
  const first = await api.getAllPosts({ page: 1, size: 1000 });
  posts = first.results;
});
afterAll(async () => {
  await browser?.close();
});

const NO_TRANSLATION: Record<Lang, RegExp> = {
  en: /No translation in English/,
  ru: /Нет перевода на русский/,
  tm: /Türkmen dilinde terjime ýok/,
};

function h1(page: Page) {
  return page.locator('main h1');
}

describe('/post/:slug', () => {
  test('shows the post in each language: title, breadcrumb, date, views, content, other news, services', async () => {
    const post = posts.find(
      (p) =>
        p.type === 'post' &&
        p.name_tm &&
        p.name_ru &&
        p.name_en &&
        p.content_en &&
        !/<script/i.test(p.content_en),
    )!;
    for (const lang of ['tm', 'ru', 'en'] as const) {
      const page = await newPage(browser, { lang });
      await page.goto(siteUrl(`/post/${post.slug}`));
      await page
        .getByRole('heading', { level: 1, name: pick(post, 'name', lang, 'none').trim(), exact: true })
        .waitFor();
      const crumbs = page.getByRole('navigation', {
        name: { tm: 'Ýol görkeziji', ru: 'Навигационная цепочка', en: 'Breadcrumb' }[lang],
      });
      expect((await crumbs.locator('[aria-current="page"]').textContent())?.trim()).toBe(
        truncate(pick(post, 'name', lang, 'none').trim(), 100),
      );
      const article = page.locator('main article');
      await article.getByText(formatDate(post.pub_date), { exact: true }).waitFor();
      expect(await article.textContent()).toContain(String(post.views));
      // The content arrives with the sanitiser's chunk: wait for it, then there must be exactly one.
      await page.locator('.news-detail__content').first().waitFor();
      expect(await page.locator('.news-detail__content').count()).toBe(1);
      // Other news: links to other posts of the same category.
      const aside = page.getByRole('complementary', {
        name: { tm: 'Beýleki habarlar', ru: 'Другие новости', en: 'Other news' }[lang],
      });
      await aside.getByRole('link').first().waitFor();
      const hrefs = await aside
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).not.toContain(`/post/${post.slug}`);
      // The general services block.
      const services = await mockApi().getServices();
      await page
        .getByRole('link', { name: pick(services[0]!, 'name', lang, 'tm').trim() })
        .first()
        .waitFor();
      expect(await page.title()).toContain(pick(post, 'name', lang, 'none').trim());
      if (lang === 'en') await expectNoA11yViolations(page);
      expectNoPageErrors(page);
      await closePage(page);
    }
  });

  test('a title over 100 characters is cut in the breadcrumb', async () => {
    const post = posts.find((p) => p.type === 'post' && p.name_en.length > 100);
    expect(post, 'fixtures hold a post with a title over 100 characters').toBeTruthy();
    const page = await newPage(browser, { lang: 'en' });
    await page.goto(siteUrl(`/post/${post!.slug}`));
    await h1(page).getByText(post!.name_en.trim()).waitFor();
    const current = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');
    const text = (await current.textContent())!.trim();
    expect(text.endsWith('…')).toBe(true);
    expect(Array.from(text.slice(0, -1)).length).toBeLessThanOrEqual(100);
    expect(post!.name_en.startsWith(text.slice(0, -1))).toBe(true);
    await closePage(page);
  });

  test('no translation in the current language shows the notice instead of the content', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const post = posts.find((p) => p.type === 'post' && !pick(p, 'name', lang, 'none').trim());
      expect(post, `fixtures hold a post with an empty name_${lang}`).toBeTruthy();
      const page = await newPage(browser, { lang });
      await page.goto(siteUrl(`/post/${post!.slug}`));
      await page.getByText(NO_TRANSLATION[lang]).waitFor();
      expect(await page.locator('.news-detail__content').count()).toBe(0);
      await closePage(page);
    }
  });

  test('a post of type article opens the article page', async () => {
    const post = posts.find((p) => p.type === 'article')!;
    const page = await newPage(browser, { lang: 'en' });
    await page.goto(siteUrl(`/post/${post.slug}`));
    await page.waitForURL(`**/article/${post.slug}`);
    await page.getByRole('heading', { level: 1, name: pick(post, 'name', 'en', 'tm').trim() }).waitFor();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Articles' })
      .waitFor();
    await expectNoA11yViolations(page);
    await closePage(page);
  });

  for (const [scenario, texts] of [
    ['post-detail-404', { en: 'News not found!', ru: 'Новость не найдена!', tm: 'Habar tapylmady!' }],
    [
      'post-detail-500',
      { en: 'Something went wrong!', ru: 'Что-то пошло не так!', tm: 'Näsazlyk ýüze çykdy!' },
    ],
  ] as const) {
    test(`${scenario}: the error text in each language with a retry control`, async () => {
      const post = posts.find((p) => p.type === 'post')!;
      for (const lang of ['en', 'ru', 'tm'] as const) {
        const page = await newPage(browser, { lang, scenario });
        await page.goto(siteUrl(`/post/${post.slug}`));
        const alert = page.getByRole('alert').filter({ hasText: texts[lang] });
        await alert.waitFor({ timeout: 15_000 });
        await alert.getByRole('button').waitFor();
        expect(await page.locator('main h1').count()).toBe(1);
        if (lang === 'en') await expectNoA11yViolations(page);
        await closePage(page);
      }
    });
  }

  test('a network failure says "Network error!" and the retry reloads the post', async () => {
    const post = posts.find((p) => p.type === 'post' && p.name_en && !/<script/i.test(p.content_en))!;
    const page = await newPage(browser, { lang: 'en' });
    let fail = true;
    await page.route('**/api/v1/posts/post-detail/**', (route) =>
      fail ? route.abort('failed') : route.continue(),
    );
    await page.goto(siteUrl(`/post/${post.slug}`));
    const alert = page.getByRole('alert').filter({ hasText: 'Network error!' });
    await alert.waitFor({ timeout: 15_000 });
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: post.name_en.trim(), exact: true }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Network error!' }).count()).toBe(0);
    await closePage(page);
  });

  test('hostile HTML in the content does not run', async () => {
    const HOSTILE = /<script|onerror=|javascript:/i;
    // A language where the hostile content is actually shown: with an empty title the page shows
    // the "No translation" notice instead of the content.
    const shownLang = (p: Post) =>
      (['en', 'tm', 'ru'] as const).find(
        (l) => HOSTILE.test(pick(p, 'content', l, 'none')) && pick(p, 'name', l, 'none').trim() !== '',
      );
    const hostile = posts.filter((p) => shownLang(p) !== undefined);
    expect(hostile.length, 'fixtures hold hostile HTML in a translated post').toBeGreaterThan(0);
    for (const post of hostile) {
      const lang = shownLang(post)!;
      const page = await newPage(browser, { lang });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const path = post.type === 'article' ? `/article/${post.slug}` : `/post/${post.slug}`;
      await page.goto(siteUrl(path));
      const content = page.locator('.news-detail__content');
      await content.waitFor();
      // Give anything injected a chance to fire (image errors, focus, hover).
      await content.hover();
      await page.keyboard.press('Tab');
      await page.waitForTimeout(500);
      expect(dialogs).toEqual([]);
      const injected = await content.evaluate((root) => {
        const found: string[] = [];
        root.querySelectorAll('*').forEach((el) => {
          for (const attr of Array.from(el.attributes)) {
            if (/^on/i.test(attr.name) || /^\s*javascript:/i.test(attr.value))
              found.push(`${el.tagName} ${attr.name}`);
          }
          if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE'].includes(el.tagName)) found.push(el.tagName);
        });
        return found;
      });
      expect(injected).toEqual([]);
      // The page stays visible (no injected style hides it).
      expect(await page.locator('main h1').isVisible()).toBe(true);
      expectNoPageErrors(page);
      await closePage(page);
    }
  });
});

describe('/article/:slug', () => {
  test('shows the article in each language', async () => {
    const article = (await mockApi().getAllArticles({ page: 1, size: 4 })).results.find(
      (a) => a.name_en && a.name_ru,
    )!;
    for (const lang of ['tm', 'ru', 'en'] as const) {
      const page = await newPage(browser, { lang });
      await page.goto(siteUrl(`/article/${article.slug}`));
      await page
        .getByRole('heading', { level: 1, name: pick(article, 'name', lang, 'none').trim(), exact: true })
        .waitFor();
      await page.locator('main article').getByText(formatDate(article.pub_date), { exact: true }).waitFor();
      await page.locator('.news-detail__content').waitFor();
      await closePage(page);
    }
  });
});

describe('/services/:slug', () => {
  test('an online service shows the online services block; a general one the services block; extra HTML in a side column', async () => {
    const api = mockApi();
    const all = await api.getAllServices();
    const online = await api.getOnlineServices();
    const general = await api.getServices();
    const cases = [
      all.find((s) => s.is_online)!,
      all.find((s) => !s.is_online && s.extra_en.trim())!,
      all.find((s) => !s.extra_en.trim())!,
    ];
    for (const service of cases) {
      const page = await newPage(browser, { lang: 'en' });
      await page.goto(siteUrl(`/services/${service.slug}`));
      await page
        .getByRole('heading', { level: 1, name: pick(service, 'name', 'en', 'tm').trim(), exact: true })
        .waitFor();
      // The block is a section named by its heading, not a landmark (the footer lists services too).
      const block = page.locator('section').filter({
        has: page.getByRole('heading', {
          name: service.is_online ? 'Online services' : 'Services',
          exact: true,
        }),
      });
      const list = service.is_online ? online : general;
      await block
        .getByRole('link', { name: pick(list[0]!, 'name', 'en', 'tm').trim() })
        .first()
        .waitFor();
      const aside = page.getByRole('complementary', { name: 'More information' });
      expect(await aside.count()).toBe(service.extra_en.trim() ? 1 : 0);
      await expectNoA11yViolations(page);
      await closePage(page);
    }
  });

  test('an unknown service shows the not-found text with a retry', async () => {
    const page = await newPage(browser, { lang: 'en' });
    await page.goto(siteUrl('/services/no-such-service-xyz'));
    const alert = page.getByRole('alert').filter({ hasText: 'Service not found!' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Try again' }).waitFor();
    await closePage(page);
  });
});

describe('/notices/:slug', () => {
  test('the announcement, and the other ones (not itself) one per request with Load more until count', async () => {
    const api = mockApi();
    const firstPage = await api.getNotices({ size: 1, page: 1 });
    const all = [];
    for (let n = 1; n <= firstPage.count; n += 1)
      all.push(...(await api.getNotices({ size: 1, page: n })).results);
    const notice = all.find((n) => n.is_new) ?? all[0]!;
    const page = await newPage(browser, { lang: 'en' });
    await page.goto(siteUrl(`/notices/${notice.slug}`));
    await page
      .getByRole('heading', { level: 1, name: pick(notice, 'name', 'en', 'tm').trim(), exact: true })
      .waitFor();
    const article = page.locator('main article');
    await article.getByText(formatDate(notice.pub_date), { exact: true }).waitFor();
    if (notice.is_new) await article.getByText('New', { exact: true }).waitFor();

    const aside = page.getByRole('complementary', { name: 'Other announcements' });
    const items = aside.getByRole('listitem');
    await items.first().waitFor();
    const loadMore = aside.getByRole('button', { name: 'Load more' });
    let clicks = 0;
    while (await loadMore.isVisible()) {
      const before = await items.count();
      await loadMore.click();
      // One more announcement, or (the last page held the one being read) no more button.
      await expect
        .poll(async () => (await items.count()) > before || !(await loadMore.isVisible()))
        .toBe(true);
      clicks += 1;
      if (clicks > 100) throw new Error('Load more never ends');
    }
    // Spec §2: the *other* announcements, every one of them, in the API's order.
    const others = all.filter((n) => n.slug !== notice.slug);
    expect(await items.count()).toBe(firstPage.count - 1);
    const titles = (await aside.getByRole('link').allTextContents()).map((t) => t.trim());
    expect(titles).toEqual(others.map((n) => truncate(pick(n, 'name', 'en', 'tm').trim(), 70)));
    expect(titles.every((t) => Array.from(t.replace(/…$/, '')).length <= 70)).toBe(true);
    expect(await aside.getByText('New', { exact: true }).count()).toBe(others.filter((n) => n.is_new).length);
    await expectNoA11yViolations(page);
    await closePage(page);
  }, 240_000);

  test('Russian announcement with the translated new marker', async () => {
    const notice = (await mockApi().getMainNotices()).find((n) => n.is_new && n.name_ru.trim());
    if (!notice) throw new Error('fixtures hold a new announcement with a Russian title');
    const page = await newPage(browser, { lang: 'ru' });
    await page.goto(siteUrl(`/notices/${notice.slug}`));
    await page.getByRole('heading', { level: 1, name: notice.name_ru.trim(), exact: true }).waitFor();
    await page.locator('main article').getByText('Новое', { exact: true }).waitFor();
    await closePage(page);
  });
});
