/**
 * Every API picture's `sizes` hint says the width it is shown at, at every window width (decision
 * 0150). Every browser chooses an eager picture's `srcset` width from the hint alone, and so does
 * one that cannot measure a lazy picture's box (`sizes="auto"`): a hint too small loads a blurry
 * picture, one too large loads bytes a visitor on a 0.5 Mbit/s line pays for and never sees.
 *
 * The hint is the layout written a second time (the CSS's grids, columns and breakpoints, in
 * `sizes` terms), so this test holds the two together: each page is laid out at window widths from
 * 320 to 1920 px, and each picture's hint is measured as the browser reads it (the first entry
 * whose media condition matches, its length resolved by CSS) against the picture's box. A hint
 * with min(), max() or clamp() fails too: Safari before 26.4 cannot read them there.
 */
import { IMAGE_WIDTHS } from '../../src/shared/imageWidths';
import { test, expect, type Page } from './fixtures';
import { mockApi } from './support/mock';

/** Every 8 px from a small phone to a wide desktop, and each width on both sides of a layout's
 * breakpoint (the CSS's and the hints' own). */
const WIDTHS = [
  ...Array.from({ length: (1440 - 320) / 8 + 1 }, (_, i) => 320 + i * 8),
  ...[443, 444, 559, 560, 571, 572, 595, 596, 599, 655, 656, 695, 696, 760, 761, 767, 851, 852],
  ...[831, 832, 867, 868, 887, 888, 959, 960, 987, 988, 991, 992, 1079, 1080, 1103, 1104],
  ...[1131, 1132, 1179, 1180, 1199, 1200, 1231, 1232, 1600, 1920],
].sort((a, b) => a - b);

/** A hint may exceed the box by a card's border and a little more, never by a step of the widths. */
const OVER = 1.08;
/** Pixel ratios of the screens visitors have: desktops, and phones at 2, 2.625 and 3. */
const RATIOS = [1, 1.5, 2, 2.625, 3];

/** The width a browser loads for `width` CSS pixels at `ratio`: the first listed one that covers it. */
function loaded(width: number, ratio: number): number {
  return IMAGE_WIDTHS.find((listed) => listed >= width * ratio) ?? Math.max(...IMAGE_WIDTHS);
}

/**
 * Never smaller than the box (a blurry picture), and larger by little: by a card's border, or by
 * any amount that loads the same listed width at every ratio (a small logo whose box changes with
 * a carousel's slides, where one length cannot follow it and need not).
 */
function hintFits({ box, hint, inApiHtml }: Hint): boolean {
  if (!(hint >= box - 0.5)) return false;
  // The API's HTML is hinted at the widest its picture can be (SafeHtml.tsx): never blurrier.
  if (inApiHtml) return true;
  return hint <= box * OVER || RATIOS.every((ratio) => loaded(hint, ratio) === loaded(box - 0.5, ratio));
}

interface Hint {
  picture: string;
  sizes: string;
  box: number;
  hint: number;
  /** A picture of the API's HTML, whose markup (a figure's margins) no hint can know. */
  inApiHtml: boolean;
}

/** In the page: each laid-out picture with a `srcset`, its box and the width its hint gives. */
function hints(): Hint[] {
  /** Splits at the commas outside parentheses. */
  const split = (text: string) => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    [...text].forEach((c, i) => {
      if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (c === ',' && depth === 0) {
        parts.push(text.slice(start, i).trim());
        start = i + 1;
      }
    });
    parts.push(text.slice(start).trim());
    return parts;
  };
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;left:0;top:0;height:1px;visibility:hidden';
  document.body.append(probe);
  const length = (value: string) => {
    probe.style.width = '';
    probe.style.width = value;
    // A length the browser could not parse leaves the width empty: NaN, reported as such.
    return probe.style.width ? probe.getBoundingClientRect().width : NaN;
  };
  const hintOf = (sizes: string) => {
    // `auto` first lets a browser that can measure the lazy picture's box do so; the rest is what
    // the others read.
    for (const entry of split(sizes).filter((part) => part !== 'auto')) {
      if (!entry.startsWith('(')) return length(entry);
      let depth = 0;
      let end = 0;
      for (; end < entry.length; end++) {
        if (entry[end] === '(') depth++;
        else if (entry[end] === ')' && --depth === 0) break;
      }
      if (matchMedia(entry.slice(0, end + 1)).matches) return length(entry.slice(end + 1).trim());
    }
    return NaN;
  };
  const found = [...document.images]
    .filter((image) => image.hasAttribute('srcset') && image.getBoundingClientRect().width > 0)
    .map((image) => ({
      picture: image.className || image.closest('[class]')?.className || image.getAttribute('src') || '',
      sizes: image.getAttribute('sizes') ?? '',
      box: image.getBoundingClientRect().width,
      hint: hintOf(image.getAttribute('sizes') ?? ''),
      inApiHtml: !!image.closest('.rich-text'),
    }));
  probe.remove();
  return found;
}

/** Lazy parts mount near the viewport (decision 0120): the page is scrolled through once. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
  });
}

/**
 * The hints once the layout has settled at the new width. CSS lays a page out at once (reading a
 * box forces it); a carousel (Swiper) sets its slides' widths itself, from a resize observer, a
 * frame or more later: its measured size then equals its box's.
 */
async function settled(page: Page): Promise<Hint[]> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement & { swiper?: { size: number; destroyed?: boolean } }>(
              '.swiper',
            ),
          ]
            .filter((element) => element.swiper && !element.swiper.destroyed)
            .map((element) => {
              const style = getComputedStyle(element);
              const width =
                element.clientWidth - parseInt(style.paddingLeft, 10) - parseInt(style.paddingRight, 10);
              return element.swiper!.size === width
                ? null
                : `${element.className}: ${element.swiper!.size} ≠ ${width}`;
            })
            .filter(Boolean),
        ),
      { message: `the carousels at ${page.viewportSize()?.width} px`, intervals: [16], timeout: 15_000 },
    )
    .toEqual([]);
  return page.evaluate(hints);
}

/** Lays the page out at every width and lists each picture whose hint is off. */
async function offHints(page: Page): Promise<string[]> {
  await scrollThrough(page);
  await expect.poll(async () => (await page.evaluate(hints)).length).toBeGreaterThan(0);
  // One line per kind of picture: the pictures of a list share their class and their hint.
  const off = new Map<string, Set<string>>();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const found of await settled(page)) {
      const { picture, sizes, box, hint } = found;
      const key = `${picture} sizes="${sizes}"`;
      const wrong = off.get(key) ?? new Set<string>();
      // Safari before 26.4 reads none of min(), max(), clamp() in `sizes` (it loaded the largest
      // width, caniuse reports), and every iPhone is WebKit: the hints use media conditions.
      if (/\b(min|max|clamp)\(/.test(sizes))
        wrong.add('min(), max() or clamp(): unread by Safari before 26.4');
      if (!hintFits(found)) wrong.add(`${width}: box ${box.toFixed(1)}, hint ${hint.toFixed(1)}`);
      if (wrong.size > 0) off.set(key, wrong);
    }
  }
  return [...off].map(([key, wrong]) => `${key}: ${[...wrong].join('; ')}`);
}

/** The first link of `path`'s main content that matches `pattern`, once its part has mounted. */
async function linkFrom(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  let href: string | null | undefined;
  await expect
    .poll(async () => {
      await scrollThrough(page);
      const hrefs = await page
        .locator('main a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      href = hrefs.find((value) => value && pattern.test(value));
      return href;
    }, `a link matching ${pattern} on ${path}`)
    .toBeTruthy();
  return href!;
}

/** Each kind of page with API pictures: its address, or how to find one on the site's data. */
const PAGES: Record<string, string | ((page: Page) => Promise<string>)> = {
  home: '/tm/',
  news: '/tm/posts',
  articles: '/tm/articles',
  'a news item': (page) => linkFrom(page, '/tm/', /\/post\//),
  media: '/tm/media',
  'a service': (page) => linkFrom(page, '/tm/', /\/services\//),
  'the guide': '/welcome/',
  "a guide's section": (page) => linkFrom(page, '/welcome/', /\/section\//),
};

for (const [name, where] of Object.entries(PAGES)) {
  test(`${name}: each picture's sizes hint is its shown width, from 320 to 1920 px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(typeof where === 'string' ? where : await where(page));
    expect(await offHints(page)).toEqual([]);
  });
}

/**
 * A picture of the API's HTML is shown in its own shape, whether the API wrote its `width` and
 * `height` or not: `sizes="auto"` on a picture without both made the browsers that read it give
 * the picture a 300 × 150 box (a 3:2 photo squashed), whatever the CSS said.
 */
test("a picture in the API's HTML keeps its own shape, with or without a width and a height", async ({
  page,
}) => {
  const { results } = await mockApi().getAllPosts({ page: 1, size: 100 });
  const shapeless = results.find((post) => /<img(?![^>]*\bheight=)[^>]*>/.test(post.content_tm ?? ''));
  const shaped = results.find((post) => /<img[^>]*\bwidth=[^>]*\bheight=/.test(post.content_tm ?? ''));
  expect(shapeless && shaped, 'news items with each kind of picture in the fixtures').toBeTruthy();
  for (const post of [shapeless!, shaped!]) {
    await page.goto(`/tm/post/${post.slug}`);
    const pictures = page.locator('.rich-text img');
    await expect(pictures.first()).toBeAttached();
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      const shape = await picture.evaluate((image: HTMLImageElement) => {
        const box = image.getBoundingClientRect();
        return { shown: box.width / box.height, own: image.naturalWidth / image.naturalHeight };
      });
      expect(
        shape.shown,
        `${post.slug}: shown ${shape.shown.toFixed(3)}, its own ${shape.own.toFixed(3)}`,
      ).toBeCloseTo(shape.own, 1);
    }
  }
});
