/**
 * Detail pages (post, article, service, announcement) against the mock: content compared with the
 * mock's data, the requirements §8 error texts forced with scenarios, hostile HTML that must not run, and
 * axe.
 */
import type { Lang, Post } from '../../src/api/types';
import { formatDate } from '../../src/i18n/calendar';
import { pick } from '../../src/i18n/pick';
import { truncate } from '../../src/shared/truncate';
import { expect, test, type Page } from './fixtures';
import { mockApi } from './support/mock';
import { LANGS } from '../../src/api/langs';

let posts: Post[] = [];

test.beforeAll(async () => {
  posts = (await mockApi().getAllPosts({ page: 1, size: 1000 })).results;
});

const NO_TRANSLATION: Record<Lang, RegExp> = {
  en: /No translation in English/,
  ru: /Нет перевода на русский/,
  tm: /Türkmen dilinde terjime ýok/,
};

const h1 = (page: Page) => page.locator('main h1');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A post with a title in every language and plain (not hostile) English content. */
const translatedPost = () =>
  posts.find(
    (p) =>
      p.type === 'post' &&
      p.name_tm &&
      p.name_ru &&
      p.name_en &&
      p.content_en &&
      !/<script/i.test(p.content_en),
  )!;

test.describe('/post/:slug', () => {
  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ lang });
      test(`shows the post in ${lang}: title, breadcrumb, date, views, content, other news, services`, async ({
        page,
        checkA11y,
      }) => {
        const post = translatedPost();
        const title = pick(post, 'name', lang, 'none').trim();
        await page.goto(`/post/${post.slug}`);
        await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
        const crumbs = page.getByRole('navigation', {
          name: { tm: 'Ýol görkeziji', ru: 'Навигационная цепочка', en: 'Breadcrumb' }[lang],
        });
        await expect(crumbs.locator('[aria-current="page"]')).toHaveText(truncate(title, 100));
        const article = page.locator('main article');
        await expect(article.getByText(formatDate(post.pub_date), { exact: true })).toBeVisible();
        await expect(article).toContainText(String(post.views));
        // The content arrives with the sanitiser's chunk: there must be exactly one.
        await expect(page.locator('.news-detail__content')).toHaveCount(1);
        // Other news: links to other posts of the same category.
        const aside = page.getByRole('complementary', {
          name: { tm: 'Beýleki habarlar', ru: 'Другие новости', en: 'Other news' }[lang],
        });
        await expect(aside.getByRole('link').first()).toBeVisible();
        await expect(aside.locator(`a[href="/post/${post.slug}"]`)).toHaveCount(0);
        // The general services block.
        const services = await mockApi().getServices();
        await expect(
          page.getByRole('link', { name: pick(services[0]!, 'name', lang, 'tm').trim() }).first(),
        ).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)));
        if (lang === 'en') await checkA11y();
      });
    });
  }

  test.describe(() => {
    test.use({ lang: 'en' });

    test('a title over 100 characters is cut in the breadcrumb', async ({ page }) => {
      const post = posts.find((p) => p.type === 'post' && p.name_en.length > 100);
      expect(post, 'fixtures hold a post with a title over 100 characters').toBeTruthy();
      await page.goto(`/post/${post!.slug}`);
      await expect(h1(page).getByText(post!.name_en.trim())).toBeVisible();
      const current = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');
      await expect(current).toHaveText(/…$/);
      const text = (await current.textContent())!.trim();
      expect(Array.from(text.slice(0, -1)).length).toBeLessThanOrEqual(100);
      expect(post!.name_en.startsWith(text.slice(0, -1))).toBe(true);
    });

    test('a post of type article opens the article page', async ({ page, checkA11y }) => {
      const post = posts.find((p) => p.type === 'article')!;
      await page.goto(`/post/${post.slug}`);
      await expect(page).toHaveURL(new RegExp(`/article/${escapeRegExp(post.slug)}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: pick(post, 'name', 'en', 'tm').trim() }),
      ).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Articles' }),
      ).toBeVisible();
      await checkA11y();
    });

    test('a network failure says "Network error!" and the retry reloads the post', async ({ page }) => {
      const post = posts.find((p) => p.type === 'post' && p.name_en && !/<script/i.test(p.content_en))!;
      let fail = true;
      await page.route('**/api/v1/posts/post-detail/**', (route) =>
        fail ? route.abort('failed') : route.continue(),
      );
      await page.goto(`/post/${post.slug}`);
      const alert = page.getByRole('alert').filter({ hasText: 'Network error!' });
      await expect(alert).toBeVisible();
      fail = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: post.name_en.trim(), exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Network error!' })).toHaveCount(0);
    });
  });

  for (const lang of ['en', 'ru'] as const) {
    test.describe(() => {
      test.use({ lang });
      test(`no translation in the current language shows the notice instead of the content (${lang})`, async ({
        page,
      }) => {
        const post = posts.find((p) => p.type === 'post' && !pick(p, 'name', lang, 'none').trim());
        expect(post, `fixtures hold a post with an empty name_${lang}`).toBeTruthy();
        await page.goto(`/post/${post!.slug}`);
        await expect(page.getByText(NO_TRANSLATION[lang])).toBeVisible();
        await expect(page.locator('.news-detail__content')).toHaveCount(0);
      });
    });
  }

  for (const [scenario, texts] of [
    ['post-detail-404', { en: 'News not found!', ru: 'Новость не найдена!', tm: 'Habar tapylmady!' }],
    [
      'post-detail-500',
      { en: 'Something went wrong!', ru: 'Что-то пошло не так!', tm: 'Näsazlyk ýüze çykdy!' },
    ],
  ] as const) {
    for (const lang of ['en', 'ru', 'tm'] as const) {
      test.describe(() => {
        test.use({ lang, scenario });
        test(`${scenario}: the error text in ${lang} with a retry control`, async ({ page, checkA11y }) => {
          const post = posts.find((p) => p.type === 'post')!;
          await page.goto(`/post/${post.slug}`);
          const alert = page.getByRole('alert').filter({ hasText: texts[lang] });
          await expect(alert.getByRole('button')).toBeVisible();
          await expect(page.locator('main h1')).toHaveCount(1);
          if (lang === 'en') await checkA11y();
        });
      });
    }
  }

  test('hostile HTML in the content does not run', async ({ openPage }) => {
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
      // A page of its own per post, in the language that shows the content; guarded like the rest.
      const page = await openPage({ lang });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const path = post.type === 'article' ? `/article/${post.slug}` : `/post/${post.slug}`;
      await page.goto(path);
      const content = page.locator('.news-detail__content');
      await expect(content).toBeVisible();
      // Give anything injected its chance to fire: every image has loaded or failed (onerror), the
      // content is hovered and focus moves through it.
      await expect
        .poll(() =>
          content.evaluate((root) => Array.from(root.querySelectorAll('img')).every((img) => img.complete)),
        )
        .toBe(true);
      await content.hover();
      await page.keyboard.press('Tab');
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
      await expect(page.locator('main h1')).toBeVisible();
    }
  });
});

test.describe('/article/:slug', () => {
  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ lang });
      test(`shows the article in ${lang}`, async ({ page }) => {
        const article = (await mockApi().getAllArticles({ page: 1, size: 4 })).results.find(
          (a) => a.name_en && a.name_ru,
        )!;
        await page.goto(`/article/${article.slug}`);
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: pick(article, 'name', lang, 'none').trim(),
            exact: true,
          }),
        ).toBeVisible();
        await expect(
          page.locator('main article').getByText(formatDate(article.pub_date), { exact: true }),
        ).toBeVisible();
        await expect(page.locator('.news-detail__content')).toBeVisible();
      });
    });
  }
});

test.describe('/services/:slug', () => {
  test.use({ lang: 'en' });

  const cases = [
    ['an online service shows the online services block', 'online'],
    ['a general one with extra HTML shows the services block and a side column', 'general-extra'],
    ['a service without extra HTML has no side column', 'plain'],
  ] as const;
  for (const [title, kind] of cases) {
    test(title, async ({ page, checkA11y }) => {
      const api = mockApi();
      const [all, online, general] = await Promise.all([
        api.getAllServices(),
        api.getOnlineServices(),
        api.getServices(),
      ]);
      const service = {
        online: () => all.find((s) => s.is_online)!,
        'general-extra': () => all.find((s) => !s.is_online && s.extra_en.trim())!,
        plain: () => all.find((s) => !s.extra_en.trim())!,
      }[kind]();
      await page.goto(`/services/${service.slug}`);
      await expect(
        page.getByRole('heading', { level: 1, name: pick(service, 'name', 'en', 'tm').trim(), exact: true }),
      ).toBeVisible();
      // The block is a section named by its heading, not a landmark (the footer lists services too).
      const block = page.locator('section').filter({
        has: page.getByRole('heading', {
          name: service.is_online ? 'Online services' : 'Services',
          exact: true,
        }),
      });
      const list = service.is_online ? online : general;
      await expect(
        block.getByRole('link', { name: pick(list[0]!, 'name', 'en', 'tm').trim() }).first(),
      ).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'More information' })).toHaveCount(
        service.extra_en.trim() ? 1 : 0,
      );
      await checkA11y();
    });
  }

  test('an unknown service shows the not-found text with a retry, and is not for search engines', async ({
    page,
  }) => {
    // nginx serves an unknown item's address the frame page with 200 (an item newer than the last
    // prerender has no file yet): the page itself must tell search engines, once the API said 404.
    await page.goto('/services/no-such-service-xyz');
    const alert = page.getByRole('alert').filter({ hasText: 'Service not found!' });
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // A service that exists, reached from there (the footer lists them), is for them again.
    const service = page.locator('footer a[href*="/services/"]').first();
    await service.scrollIntoViewIfNeeded();
    const name = (await service.textContent())!.trim();
    await service.click();
    await expect(page.locator('main h1')).toHaveText(name);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});

test.describe('/notices/:slug', () => {
  test.describe(() => {
    test.use({ lang: 'en' });
    test('the announcement, and the other ones (not itself) one per request with Load more until count', async ({
      page,
      checkA11y,
    }) => {
      const api = mockApi();
      const firstPage = await api.getNotices({ size: 1, page: 1 });
      const all = [];
      for (let n = 1; n <= firstPage.count; n += 1)
        all.push(...(await api.getNotices({ size: 1, page: n })).results);
      const notice = all.find((n) => n.is_new) ?? all[0]!;
      await page.goto(`/notices/${notice.slug}`);
      await expect(
        page.getByRole('heading', { level: 1, name: pick(notice, 'name', 'en', 'tm').trim(), exact: true }),
      ).toBeVisible();
      const article = page.locator('main article');
      await expect(article.getByText(formatDate(notice.pub_date), { exact: true })).toBeVisible();
      if (notice.is_new) await expect(article.getByText('New', { exact: true })).toBeVisible();

      const aside = page.getByRole('complementary', { name: 'Other announcements' });
      const items = aside.getByRole('listitem');
      await expect(items.first()).toBeVisible();
      const loadMore = aside.getByRole('button', { name: 'Load more' });
      // One announcement per request: each press adds one, or (the page held the one being read)
      // none; the button goes when every other announcement is listed.
      for (let clicks = 0; await loadMore.isVisible(); clicks += 1) {
        if (clicks > 100) throw new Error('Load more never ends');
        const before = await items.count();
        await loadMore.click();
        await expect
          .poll(async () => (await items.count()) > before || !(await loadMore.isVisible()))
          .toBe(true);
      }
      // Requirements §2: the *other* announcements, every one of them, in the API's order.
      const others = all.filter((n) => n.slug !== notice.slug);
      await expect(items).toHaveCount(firstPage.count - 1);
      await expect(aside.getByRole('link')).toHaveText(
        others.map((n) => truncate(pick(n, 'name', 'en', 'tm').trim(), 70)),
      );
      const titles = (await aside.getByRole('link').allTextContents()).map((t) => t.trim());
      expect(titles.every((t) => Array.from(t.replace(/…$/, '')).length <= 70)).toBe(true);
      await expect(aside.getByText('New', { exact: true })).toHaveCount(
        others.filter((n) => n.is_new).length,
      );
      await checkA11y();
    });
  });

  test.describe(() => {
    test.use({ lang: 'ru' });
    test('Russian announcement with the translated new marker', async ({ page }) => {
      const notice = (await mockApi().getMainNotices()).find((n) => n.is_new && n.name_ru.trim());
      if (!notice) throw new Error('fixtures hold a new announcement with a Russian title');
      await page.goto(`/notices/${notice.slug}`);
      await expect(
        page.getByRole('heading', { level: 1, name: notice.name_ru.trim(), exact: true }),
      ).toBeVisible();
      await expect(page.locator('main article').getByText('Новое', { exact: true })).toBeVisible();
    });
  });
});
