/**
 * Reflow (WCAG 2.2 SC 1.4.10, requirements §10): at 320 CSS px — a 1280 px window at 400 % zoom —
 * no page scrolls sideways, in any language. One test loops over every route of the router and the
 * three languages, measuring the document's scrollWidth once the parts that used to overflow (the
 * contact form's file input, the news search row, the language switcher) are on the page.
 */
import { LANGS } from '../../src/api/types';
import { HTML_LANG } from '../../src/i18n/lang';
import { expect, test, type Page } from './fixtures';
import { mockApi } from './support/mock';
import { sharedTexts } from '../../src/shared/texts';

test.use({ viewport: { width: 320, height: 640 }, lang: 'tm' });

interface Route {
  path: string;
  /** What must be on the page before measuring: the content that is most likely to overflow. */
  ready: (page: Page) => Promise<void>;
}

const heading = async (page: Page) => {
  await expect(page.locator('main h1, #content h1').first()).toBeVisible();
};
/** The contact form (on `/` and `/contacts`) with its file input, which is ~360 px wide by default. */
const contactForm = async (page: Page) => {
  await heading(page);
  await expect(page.locator('input[type="file"]')).toHaveCount(1);
};
const searchRow = async (page: Page) => {
  await heading(page);
  await expect(page.getByRole('search').getByRole('textbox').first()).toBeVisible();
};
const languages = async (page: Page) => {
  await heading(page);
  await expect(languageGroup(page)).toBeVisible();
};

/** The TM / RU / EN switcher, named "Language" in the page's language. */
const languageGroup = (page: Page) =>
  page
    .getByRole('group', { name: new RegExp(`^(${Object.values(sharedTexts.language).join('|')})$`) })
    .first();

async function routes(): Promise<Route[]> {
  const api = mockApi();
  const [posts, articles, services, notices, welcome] = await Promise.all([
    api.getAllPosts({ page: 1, size: 1 }),
    api.getAllArticles({ page: 1, size: 1 }),
    api.getAllServices(),
    api.getNotices({ page: 1, size: 1 }),
    api.getWelcomeSections(),
  ]);
  return [
    { path: '/', ready: contactForm },
    { path: '/posts', ready: searchRow },
    { path: '/articles', ready: searchRow },
    { path: '/media', ready: heading },
    { path: '/contacts', ready: contactForm },
    { path: '/evisa', ready: heading },
    { path: `/post/${posts.results[0]!.slug}`, ready: heading },
    { path: `/article/${articles.results[0]!.slug}`, ready: heading },
    { path: `/services/${services[0]!.slug}`, ready: heading },
    { path: `/notices/${notices.results[0]!.slug}`, ready: heading },
    // Pages of the fixture with no list call to find them by (as pages.spec.ts does).
    { path: '/pages/ylalashyk', ready: heading },
    { path: '/about/gullugyn-taryhy', ready: heading },
    { path: '/email-activation/no-such-token', ready: heading },
    { path: '/no/such/page', ready: heading },
    { path: '/welcome/', ready: languages },
    { path: `/welcome/section/${welcome[0]!.slug}`, ready: languages },
  ];
}

test('no route scrolls sideways at 320 px in any language', async ({ page }) => {
  test.setTimeout(150_000);
  const overflowing: string[] = [];
  for (const route of await routes()) {
    await page.goto(route.path);
    // Each route in the three languages: switched on the page (the visitor's way, and cheaper than
    // loading it three times). The page opens in the language the previous route ended with.
    for (let n = 0; n < LANGS.length; n++) {
      await route.ready(page);
      const lang = await page.evaluate(() => document.documentElement.lang);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) overflowing.push(`${lang} ${route.path}: ${scrollWidth} px`);
      const next = LANGS[(LANGS.findIndex((code) => HTML_LANG[code] === lang) + 1) % LANGS.length]!;
      if (n === LANGS.length - 1) break;
      const from = page.url();
      // By keyboard: at 320 px the switcher sits in the bar that turns sticky as the page scrolls
      // the link into view, and a pointer click twice landed on a bar still moving (CI).
      await languageGroup(page).getByText(next.toUpperCase(), { exact: true }).press('Enter');
      await expect(page.locator('html'), `${route.path}: ${next} chosen on ${from}`).toHaveAttribute(
        'lang',
        HTML_LANG[next],
      );
      await expect(page, 'the address names the language chosen').toHaveURL(new RegExp(`/${next}(/|$)`));
    }
  }
  expect(overflowing, 'pages wider than the 320 px viewport').toEqual([]);
});

/**
 * The API's texts may hold a word longer than a phone's width (a Turkmen compound, an address):
 * each text of a page — its headings, links, paragraphs, list items, terms and cells — is given
 * one, as other data would, and the page must still not scroll sideways. The fixtures' words all
 * fit; a long service name once made every page scroll through the footer's list of services.
 */
test('a word longer than the screen, in any text of a page, breaks instead of scrolling it sideways', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const overflowing: string[] = [];
  for (const route of await routes()) {
    await page.goto(route.path);
    await route.ready(page);
    const { texts, scrollWidth, clientWidth } = await page.evaluate((word) => {
      let texts = 0;
      for (const element of document.querySelectorAll(
        'h1, h2, h3, h4, a, p, li, dt, dd, td, th, figcaption',
      )) {
        // The language switcher's TM / RU / EN are the site's own, never the API's.
        if (element.closest('.lang-switcher')) continue;
        const text = [...element.childNodes].find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
        );
        if (!text) continue;
        text.textContent = `${text.textContent} ${word}`;
        texts += 1;
      }
      return {
        texts,
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      };
    }, 'Migrasiýagullugynyňelektronhyzmatlarynyňsanawyndakymaglumatlaryňtäzelenmegi');
    expect(texts, `${route.path}: texts given the long word`).toBeGreaterThan(0);
    if (scrollWidth > clientWidth) overflowing.push(`${route.path}: ${scrollWidth} px`);
  }
  expect(overflowing, 'pages wider than the 320 px viewport').toEqual([]);
});
