/**
 * Every GET call of requirements §7, driven through the site's own API functions (src/api/calls.ts).
 */
import { describe, expect, it } from 'vitest';
import { NEWS_CATEGORY_SLUGS, type MenuItem } from '../../src/api/types';
import { href } from '../../src/addresses/href';
import { matchPageAddress } from '../../src/addresses/matchAddress';
import { matchPage } from '../../src/app/pages';
import { LOCALIZED, expectLangText, failure, fixtureDb, refusal, startMock } from './support';

const h = startMock();

/** Every url of a menu and its sub-menus. */
const menuUrls = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [item.url, ...menuUrls(item.children)]);

function expectKeys(obj: object, keys: string[]): void {
  for (const key of keys) expect(obj, `missing ${key}`).toHaveProperty(key);
}

describe('frame calls', () => {
  it('header menu: a root whose children have localized names, site-route urls and sub-items', async () => {
    const menu = await h.api.getHeaderMenu();
    expect(menu.children.length).toBeGreaterThanOrEqual(5);
    const walk = (items: MenuItem[], depth: number): number => {
      let max = depth;
      for (const item of items) {
        expectKeys(item, ['id', 'url', 'children', ...LOCALIZED('name')]);
        // A page of the site (src/app/pages.ts), not a file or another site.
        expect(matchPage(item.url), item.url).not.toBeNull();
        expect(item.name_tm).not.toBe('');
        max = Math.max(max, walk(item.children, depth + 1));
      }
      return max;
    };
    // Children with their own sub-items (three levels under the root).
    expect(walk(menu.children, 1)).toBeGreaterThanOrEqual(3);
    const urls = menuUrls(menu.children);
    for (const page of ['posts', 'articles', 'media', 'contacts', 'evisa', 'welcome'] as const)
      expect(
        urls.some((url) => matchPageAddress(page, url) !== null),
        page,
      ).toBe(true);
    expect(urls).toContain(href('staticPage', { slug: 'ylalashyk' }));
  });

  it('banners: image under /media, three texts, some with a null url', async () => {
    const banners = await h.api.getBanners();
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const b of banners) {
      expectKeys(b, ['url', 'image', ...LOCALIZED('text')]);
      expect(b.image).toMatch(/^\/media\/img\/banner-\d+-1600x500\.jpg$/);
    }
    expect(banners.some((b) => b.url === null)).toBe(true);
    expect(banners.some((b) => typeof b.url === 'string')).toBe(true);
  });

  it('content dictionary: the keys of requirements §3 in three languages', async () => {
    const content = await h.api.getContent();
    for (const key of [
      'STATE MIGRATION',
      'SERVICE OF TURKMENISTAN',
      'ABOUT US',
      'footer about',
      'footer services',
      'footer online services',
      'STAY CONNECTED',
      'android-url',
      'ios-url',
      'Service news',
      'Other news',
      'Welcome to Turkmenistan!',
      'cookie notice',
      'Turkmenistan',
    ]) {
      expectLangText(content[key]);
    }
    expect(`${content['STATE MIGRATION']!.en} ${content['SERVICE OF TURKMENISTAN']!.en}`).toBe(
      'STATE MIGRATION SERVICE OF TURKMENISTAN',
    );
    expect(content['STATE MIGRATION SERVICE OF TURKMENISTAN']!.en).toBe(
      'STATE MIGRATION SERVICE OF TURKMENISTAN',
    );
    expect(content['Turkmenistan']).toEqual({ tm: 'Türkmenistan', ru: 'Туркменистан', en: 'Turkmenistan' });
  });

  it('footer images: at least six, each with id and a /media src', async () => {
    const images = await h.api.getFooterImages();
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const i of images) {
      expect(typeof i.id).toBe('number');
      expect(i.src).toMatch(/^\/media\//);
    }
  });
});

describe('services', () => {
  it('all = grid (offline) + online; urls are /services/<slug>', async () => {
    const [all, grid, online] = await Promise.all([
      h.api.getAllServices(),
      h.api.getServices(),
      h.api.getOnlineServices(),
    ]);
    expect(grid.every((s) => !s.is_online)).toBe(true);
    expect(online.every((s) => s.is_online)).toBe(true);
    expect(grid.length).toBeGreaterThan(0);
    expect(online.length).toBeGreaterThan(0);
    expect(all.map((s) => s.id).sort()).toEqual([...grid, ...online].map((s) => s.id).sort());
    for (const s of all) {
      expectKeys(s, [
        'id',
        'url',
        'image',
        'slug',
        'is_online',
        ...LOCALIZED('name'),
        ...LOCALIZED('content'),
        ...LOCALIZED('extra'),
      ]);
      expect(s.url).toBe(href('service', { slug: s.slug }));
    }
    // With and without extra content, online and offline.
    for (const isOnline of [true, false]) {
      const group = all.filter((s) => s.is_online === isOnline);
      expect(group.some((s) => s.extra_en !== '')).toBe(true);
      expect(group.some((s) => s.extra_en === '')).toBe(true);
    }
  });

  it('detail by slug, and 404 with a three-language detail for an unknown slug', async () => {
    const [first] = await h.api.getAllServices();
    const detail = await h.api.getServiceDetail(first!.slug);
    expect(detail).toEqual(first);
    await refusal(h.api.getServiceDetail('no-such-service'), 404);
  });
});

describe('posts', () => {
  it('main post: a full post of the service news', async () => {
    const post = await h.api.getMainPost();
    expectKeys(post, [
      'id',
      'slug',
      'type',
      'image',
      'pub_date',
      'views',
      'category',
      ...LOCALIZED('name'),
      ...LOCALIZED('short_content'),
      ...LOCALIZED('content'),
    ]);
    expect(post.category.slug).toBe(NEWS_CATEGORY_SLUGS.service);
    expect(post.image).toMatch(/^\/media\/img\/.+\.jpg$/);
    expect(Number.isNaN(Date.parse(post.pub_date))).toBe(false);
  });

  it('categories: both news slugs', async () => {
    const categories = await h.api.getCategories();
    const slugs = categories.map((c) => c.slug);
    expect(slugs).toContain(NEWS_CATEGORY_SLUGS.service);
    expect(slugs).toContain(NEWS_CATEGORY_SLUGS.other);
    for (const c of categories) expectKeys(c, ['id', 'slug', ...LOCALIZED('name')]);
  });

  it('post detail (no trailing slash) and its 404 "News not found!"', async () => {
    const page = await h.api.getAllPosts({ size: 5 });
    const post = page.results[3]!;
    expect(await h.api.getPostDetail(post.slug)).toEqual(post);
    const error = await failure(h.api.getPostDetail('no-such-post'));
    expect(error.status).toBe(404);
    expect(error.detail).toEqual({
      tm: 'Habar tapylmady!',
      ru: 'Новость не найдена!',
      en: 'News not found!',
    });
    // The slash-terminated form is not a listed path.
    const res = await h.fetch(`/api/v1/posts/post-detail/${post.slug}/`);
    expect(res.status).toBe(404);
  });

  it('article detail: articles only; a news post or unknown slug is 404', async () => {
    const articles = await h.api.getAllArticles({ size: 4 });
    expect(articles.results.length).toBe(4);
    const article = articles.results[0]!;
    expect(article.type).toBe('article');
    expect(await h.api.getArticleDetail(article.slug)).toEqual(article);
    const news = (await h.api.getAllPosts({ size: 50 })).results.find((p) => p.type === 'post')!;
    expect((await failure(h.api.getArticleDetail(news.slug))).status).toBe(404);
    await refusal(h.api.getArticleDetail('no-such-article'), 404);
  });
});

describe('main, notices, subjects, about, pages, welcome, media', () => {
  it('departments with a local map embed page and map image', async () => {
    const deps = await h.api.getDepartments();
    expect(deps.length).toBeGreaterThanOrEqual(3);
    for (const d of deps) {
      expectKeys(d, [
        'id',
        'email',
        'map_image',
        'map_string',
        ...LOCALIZED('name'),
        ...LOCALIZED('address'),
        ...LOCALIZED('phone'),
      ]);
      expect(d.map_string).toMatch(/^\/media\/maps\/\d+\.html$/);
      const page = await h.fetch(d.map_string);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain(d.name_en);
    }
  });

  it('weblinks and main about', async () => {
    const links = await h.api.getWebLinks();
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const l of links) expectKeys(l, ['id', 'url', 'image', ...LOCALIZED('name')]);
    const about = await h.api.getMainAbout();
    expectKeys(about, ['image', ...LOCALIZED('name'), ...LOCALIZED('content')]);
  });

  it('notices: main list, paged list of one, detail and its 404; new and old ones', async () => {
    const main = await h.api.getMainNotices();
    expect(main.length).toBeGreaterThan(0);
    for (const n of main)
      expectKeys(n, [
        'id',
        'slug',
        'pub_date',
        'is_new',
        'views',
        ...LOCALIZED('name'),
        ...LOCALIZED('short_content'),
        ...LOCALIZED('content'),
      ]);
    const first = await h.api.getNotices({ size: 1, page: 1 });
    expect(first.count).toBe(fixtureDb.notices.length);
    expect(first.results).toHaveLength(1);
    expect(first.previous).toBeNull();
    const last = await h.api.getNotices({ size: 1, page: first.count });
    expect(last.next).toBeNull();
    expect(Date.parse(first.results[0]!.pub_date)).toBeGreaterThan(Date.parse(last.results[0]!.pub_date));
    expect(main.some((n) => n.is_new)).toBe(true);
    expect(fixtureDb.notices.some((n) => !n.is_new)).toBe(true);
    expect(await h.api.getNoticeDetail(last.results[0]!.slug)).toEqual(last.results[0]);
    await refusal(h.api.getNoticeDetail('no-such-notice'), 404);
  });

  it('message subjects: with and without file_required', async () => {
    const subjects = await h.api.getMessageSubjects();
    expect(subjects.some((s) => s.file_required)).toBe(true);
    expect(subjects.some((s) => !s.file_required)).toBe(true);
    for (const s of subjects) expectKeys(s, ['id', 'file_required', ...LOCALIZED('name')]);
  });

  it('about page and static page (ylalashyk), with 404s', async () => {
    const menu = await h.api.getHeaderMenu();
    const aboutUrl = menuUrls(menu.children)
      .map((url) => matchPageAddress('about', url)?.slug)
      .find(Boolean)!;
    const about = await h.api.getAboutDetail(aboutUrl);
    expectKeys(about, [...LOCALIZED('name'), ...LOCALIZED('content')]);
    const page = await h.api.getPageDetail('ylalashyk');
    expectKeys(page, [...LOCALIZED('title'), ...LOCALIZED('content')]);
    expect(page.title_en).toBe('Terms of use');
    for (const call of [h.api.getAboutDetail('nope'), h.api.getPageDetail('nope')]) {
      await refusal(call, 404);
    }
  });

  it('welcome: banner sections and sections with image galleries', async () => {
    const [banners, sections] = await Promise.all([h.api.getBannerSections(), h.api.getWelcomeSections()]);
    for (const b of banners)
      expectKeys(b, ['id', 'slug', 'image', ...LOCALIZED('name'), ...LOCALIZED('short_content')]);
    expect(sections.length).toBeGreaterThanOrEqual(4);
    for (const s of sections) {
      expectKeys(s, ['id', 'slug', 'image', 'images', ...LOCALIZED('name'), ...LOCALIZED('content')]);
      for (const img of s.images) expectKeys(img, ['src', 'src_thumb', ...LOCALIZED('name')]);
    }
    expect(sections.some((s) => s.images.length > 0)).toBe(true);
  });

  it('gallery images (full + thumbnail) and videos (src + poster)', async () => {
    const [images, videos] = await Promise.all([h.api.getImages(), h.api.getVideos()]);
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const i of images) {
      expect(i.src).toMatch(/-1200x800\.jpg$/);
      expect(i.src_thumb).toMatch(/-400x300\.jpg$/);
    }
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) {
      expect(v.src).toMatch(/^\/media\/video\/.+\.(webm|mp4)$/);
      expect(v.poster).toMatch(/^\/media\/img\/.+\.jpg$/);
    }
  });
});

describe('requests requirements §7 does not list', () => {
  it('answer 404 with a detail; a listed path with another method answers 405', async () => {
    for (const path of [
      '/api/v1/nothing/',
      '/api/v1/main/content',
      '/api/v2/main/content/',
      '/',
      '/API/V1/MAIN/CONTENT/',
    ]) {
      const res = await h.fetch(path);
      expect(res.status, path).toBe(404);
      const body = (await res.json()) as { detail: unknown };
      expectLangText(body.detail);
    }
    const res = await h.fetch('/api/v1/main/content/', { method: 'POST' });
    expect(res.status).toBe(405);
    const get = await h.fetch('/api/v1/subscribe/create/');
    expect(get.status).toBe(405);
  });

  it('answers with CORS headers for a browser on another origin', async () => {
    const res = await h.fetch('/api/v1/main/banners/', { headers: { Origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const preflight = await h.fetch('/api/v1/subscribe/create/', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-mock-scenario',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-mock-scenario');
  });
});
