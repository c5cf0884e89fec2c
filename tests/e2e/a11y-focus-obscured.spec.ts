/**
 * Focus not obscured (WCAG 2.2 SC 2.4.11, requirements §10) and the fixed parts at 400 % zoom (SC
 * 1.4.10): tabbing forwards through a whole page and back again, no focused element is more than
 * half covered by anything drawn over it (the sticky bar, the go-to-top button, any fixed box); at
 * 320 × 256 px nothing fixed takes a quarter of the viewport or sits on the text.
 *
 * The cookie notice is answered beforehand (its consent cookie is set): these tests are about the
 * page's own fixed parts.
 */
import { CONSENT_COOKIE } from '../../src/features/frame/cookie';
import { expect, test, type BrowserContext, type Page } from './fixtures';

async function consent(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'accepted', url: baseURL! }]);
}

/** The page as a visitor tabs through it: every lazy part that adds focus stops is there. */
async function openWhole(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  if (path !== '/posts') await expect(page.locator('input[type="file"]')).toHaveCount(1);
  else await expect(page.locator('main .news-list a').first()).toBeVisible();
}

interface Stop {
  /** Focus is on <body>: the end of the page was passed (or focus was lost). */
  body: boolean;
  what: string;
  inFooter: boolean;
  isSkipLink: boolean;
  /** The first element the walk focused (the forward walk's first stop). */
  isFirst: boolean;
  /** Share of the element's visible sample points where something else is drawn on top, 0…1. */
  covered: number;
  coveredBy: string;
}

/**
 * Runs in the page, on the next painted frame after a key press: the focused element and how much
 * of it is drawn under something else. A grid of points over each of its boxes (a link may wrap
 * over lines) asks the browser what is on top there: the element itself, one of its children or an
 * ancestor showing through means visible. Cheap enough to run at every Tab press.
 */
async function measureFocus(): Promise<Stop> {
  // Measured on the next painted frame, as the visitor sees it: the press scrolls the focused
  // element into view, and the header follows the scroll in a React update of its own (the sticky
  // bar and its spacer, useScrolledPast). Read in the same task as the press, on a loaded machine
  // the walk caught the bar still sticky over the search field it had just scrolled back to. Waited
  // for here, not in an evaluate of its own: one round trip per press, hundreds per test.
  await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  const el = document.activeElement;
  const describe = (node: Element) =>
    `<${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? ` class="${node.className}"` : ''}> "${(node.getAttribute('aria-label') || node.textContent || '').trim().slice(0, 40)}"`;
  if (!el || el === document.body) {
    return {
      body: true,
      what: 'body',
      inFooter: false,
      isSkipLink: false,
      isFirst: false,
      covered: 0,
      coveredBy: '',
    };
  }
  const walk = window as unknown as { firstStop?: Element };
  walk.firstStop ??= el;
  let points = 0;
  let hidden = 0;
  const by = new Set<string>();
  for (const box of el.getClientRects()) {
    if (box.width < 2 || box.height < 2) continue;
    // The middle 60 % × 50 % of the box: inside a round button too, whose corners show what is behind.
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 3; j++) {
        const x = box.left + box.width * (0.2 + 0.15 * i);
        const y = box.top + box.height * (0.25 + 0.25 * j);
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const top = document.elementFromPoint(x, y);
        if (!top) continue;
        points++;
        if (!el.contains(top) && !top.contains(el)) {
          hidden++;
          by.add(describe(top));
        }
      }
    }
  }
  return {
    body: false,
    what: describe(el),
    inFooter: !!el.closest('footer'),
    isSkipLink: el.classList.contains('skip-link'),
    isFirst: el === walk.firstStop,
    covered: points ? hidden / points : 0,
    coveredBy: [...by].join(', '),
  };
}

/**
 * Presses `key` until focus leaves the page, or, going back, until it is where the forward walk
 * began: headless Chromium, with no window around the page to take the focus, sometimes wraps from
 * the first element round to the last instead, and the walk went through the page a second time.
 * Returns every stop.
 */
async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(measureFocus);
    if (stop.body) break;
    stops.push(stop);
    if (key === 'Shift+Tab' && stop.isFirst) break;
  }
  return stops;
}

// Hundreds of key presses: a trace would snapshot the page at each one and take longer than the test.
test.use({ trace: 'off' });

for (const path of ['/', '/posts', '/contacts']) {
  test(`tabbing through ${path} both ways, no focused element is hidden under a fixed box @phone`, async ({
    page,
    context,
    baseURL,
  }) => {
    await consent(context, baseURL);
    await openWhole(page, path);
    const forward = await tabThrough(page, 'Tab');
    // The whole page was walked: focus was not lost on the way (it would stop at <body>).
    expect(forward.at(-1)?.inFooter, `the last forward stop (${forward.at(-1)?.what}) is in the footer`).toBe(
      true,
    );
    const backward = await tabThrough(page, 'Shift+Tab');
    expect(
      backward.at(-1)?.isSkipLink,
      `the last backward stop (${backward.at(-1)?.what}) is the skip link`,
    ).toBe(true);
    const hidden = [
      ...forward.map((stop) => ({ stop, way: 'Tab' })),
      ...backward.map((stop) => ({ stop, way: 'Shift+Tab' })),
    ]
      .filter(({ stop }) => stop.covered > 0.5)
      .map(
        ({ stop, way }) => `${way}: ${stop.what} ${Math.round(stop.covered * 100)} % under ${stop.coveredBy}`,
      );
    expect(hidden, 'focused elements more than half covered').toEqual([]);
  });
}

test('a first visit: the cookie notice comes first in the flow and hides no focused element', async ({
  page,
}) => {
  // No consent cookie: the notice is there (GOV.UK's banner, decision 0082), at the top, not fixed.
  await openWhole(page, '/');
  await expect(page.locator('.cookie-notice')).toBeVisible();
  const forward = await tabThrough(page, 'Tab');
  expect(forward[0]?.what, 'the first stop is in the cookie notice').toMatch(/cookie-notice/);
  expect(forward.at(-1)?.inFooter).toBe(true);
  const backward = await tabThrough(page, 'Shift+Tab');
  expect(backward.at(-1)?.what, 'the last backward stop is in the cookie notice').toMatch(/cookie-notice/);
  const hidden = [...forward, ...backward]
    .filter((stop) => stop.covered > 0.5)
    .map((stop) => `${stop.what} ${Math.round(stop.covered * 100)} % under ${stop.coveredBy}`);
  expect(hidden, 'focused elements more than half covered').toEqual([]);
});

test.describe('at 400 % zoom (320 × 256 px)', () => {
  test.use({ viewport: { width: 320, height: 256 } });

  test('nothing fixed takes a quarter of the viewport or sits on text', async ({
    page,
    context,
    baseURL,
  }) => {
    await consent(context, baseURL);
    await page.goto('/posts');
    await expect(page.locator('main .news-list a').first()).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const problems: string[] = [];
    // Several places down the page, past the sticky threshold and the go-to-top button's.
    for (const y of [400, 800, Math.round(height / 2), height - 600]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(page.getByRole('button', { name: /Ýokaryk gaýt|Наверх|Go to top/ })).toBeAttached();
      problems.push(
        ...(await page.evaluate((scrolledTo) => {
          const found: string[] = [];
          const fixed = [...document.body.querySelectorAll('*')].filter((node) => {
            const style = getComputedStyle(node);
            if (style.position !== 'fixed' && style.position !== 'sticky') return false;
            const r = node.getBoundingClientRect();
            return r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
          });
          const taken = fixed.reduce((sum, node) => {
            const r = node.getBoundingClientRect();
            return sum + Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
          }, 0);
          if (taken > window.innerHeight / 4)
            found.push(
              `at ${scrolledTo} px fixed boxes take ${Math.round(taken)} of ${window.innerHeight} px`,
            );
          // Text of the page (not of the fixed box itself) under a fixed box.
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            if (!text.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(text);
            for (const rect of range.getClientRects()) {
              for (const node of fixed) {
                if (node.contains(text)) continue;
                const r = node.getBoundingClientRect();
                if (
                  rect.right > r.left &&
                  rect.left < r.right &&
                  rect.bottom > r.top &&
                  rect.top < r.bottom
                ) {
                  found.push(
                    `at ${scrolledTo} px <${node.tagName.toLowerCase()} class="${node.className}"> covers "${text.textContent.trim().slice(0, 30)}"`,
                  );
                  break;
                }
              }
            }
          }
          return found;
        }, y)),
      );
    }
    expect([...new Set(problems)].slice(0, 20)).toEqual([]);
  });
});
