/**
 * Pictures at the size they are shown, a first visit that does not fetch again what its HTML
 * carries, and a visitor saving data, through the production path: a build of its own, `/` and
 * `/media` prerendered (seconds, not the whole site), nginx and its resizer resizing the mock's
 * pictures (docs/decisions/0150-0152). Then the same build on a mock of its own whose pictures are
 * the set of real ones (fixtures/pictures, decision 0250): on a phone's first view of `/tm/` (no
 * scrolling), every picture is WebP and no larger than its original, and they add up to at most 60 kB. The rules of the resize
 * location itself (cache, refusals, limits) are tests/serve/media-sizes.test.ts's and
 * media-set.test.ts's.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Request } from '@playwright/test';
import sharp from 'sharp';
import { subscriptionTexts } from '../../src/features/subscription/texts';
import { fill } from '../../src/i18n/fill';
import { CHECKED_FILE } from '../../src/app/prerenderChecked';
import { IMAGE_WIDTHS } from '../../src/shared/imageWidths';
import { createMockServer, DEFAULT_DB_PATH, type MockServer } from '../../mock-api/server';
import { assertGuardClean, expect, guardContext, test, type Page } from './fixtures';
import { startSiteServer, type SiteProcess } from './support/site-process';

let site: SiteProcess | null = null;
let origin = '';
/** The prerender's record of its last check (decision 0151); this spec's prerender names pages, so writes none. */
const checkedRecord = () => join(site!.distDir, '_prerender', CHECKED_FILE);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  site = await startSiteServer(
    { VITE_CAPTCHA: 'offline' },
    { prerender: true, prerenderPages: ['/', '/media'] },
  );
  origin = site.origin;
});

test.afterAll(async () => {
  await site?.stop();
});

const SCREENS: Record<string, BrowserContextOptions> = {
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  tablet: { viewport: { width: 800, height: 1000 }, deviceScaleFactor: 1.5 },
  desktop: { viewport: { width: 1280, height: 800 } },
};

interface Shown {
  src: string;
  current: string;
  shown: number;
  dpr: number;
  natural: number;
}

interface Laid extends Shown {
  loaded: boolean;
}

/** Every API picture that is laid out (a carousel's hidden slides are not). */
function laidOut(): Laid[] {
  return [...document.images]
    .filter(
      (image) => image.getAttribute('src')?.startsWith('/media/') && image.getBoundingClientRect().width > 0,
    )
    .map((image) => ({
      src: image.getAttribute('src') ?? '',
      current: image.currentSrc,
      shown: image.getBoundingClientRect().width,
      dpr: window.devicePixelRatio,
      natural: image.naturalWidth,
      loaded: image.complete && image.naturalWidth > 0,
    }));
}

/** Scrolls to the end (lazy pictures load), then every API picture once all have loaded. */
async function apiPictures(page: Page): Promise<Shown[]> {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      // A frame per step, for the lazy pictures' observer.
      await new Promise(requestAnimationFrame);
    }
  });
  // A part that mounted after the scroll went past it (decision 0120) has lazy pictures far above
  // the end: each picture still waiting is brought into view.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const waiting = [...document.images].filter(
          (image) =>
            image.getAttribute('src')?.startsWith('/media/') &&
            image.getBoundingClientRect().width > 0 &&
            !(image.complete && image.naturalWidth > 0),
        );
        waiting[0]?.scrollIntoView({ block: 'center' });
        return waiting.map((image) => `${image.currentSrc || image.src} complete=${image.complete}`);
      }),
    )
    .toEqual([]);
  // Read in the same evaluation that finds them all loaded: a picture the app rendered again in
  // between (a new element, not loaded yet: no currentSrc) is waited for, not measured.
  let shown: Laid[] = [];
  await expect
    .poll(async () => {
      shown = await page.evaluate(laidOut);
      return shown.filter((picture) => !picture.loaded).map((picture) => picture.src);
    })
    .toEqual([]);
  return shown;
}

/** Resolves once no request of `page` has been in flight for half a second (as first-visit.spec.ts). */
function quietNetwork(page: Page): () => Promise<void> {
  // The requests themselves, not a count: one sent before this was called (the page a reload
  // leaves) may end after it, and must not count as one of these.
  const inFlight = new Set<Request>();
  let last = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    last = Date.now();
  });
  const done = (request: Request) => {
    inFlight.delete(request);
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () =>
    expect.poll(() => inFlight.size === 0 && Date.now() - last >= 500, { timeout: 60_000 }).toBe(true);
}

function expectSharpEnough(pictures: Shown[], where: string): void {
  expect(pictures.length, `${where}: API pictures`).toBeGreaterThan(0);
  for (const picture of pictures) {
    const width = Number(new URL(picture.current).searchParams.get('w'));
    const what = `${where}: ${picture.src} shown ${picture.shown.toFixed(0)} px at ${picture.dpr}×, got ${picture.current}`;
    expect(IMAGE_WIDTHS as readonly number[], what).toContain(width);
    expect(width, what).toBeGreaterThanOrEqual(picture.shown * picture.dpr - 0.5);
    // Resized by nginx, never enlarged.
    expect(picture.natural, what).toBeLessThanOrEqual(width);
  }
}

async function newsItemPath(page: Page): Promise<string> {
  const href = await page.locator('main a[href*="/post/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

async function checkScreen(browser: Browser, screen: string, paths: 'all' | 'home'): Promise<void> {
  const context = await browser.newContext({ ...SCREENS[screen], baseURL: origin });
  const log = await guardContext(context);
  try {
    const page = await context.newPage();
    await page.goto('/tm/');
    expectSharpEnough(await apiPictures(page), `${screen} /tm/`);
    if (paths === 'all') {
      const item = await newsItemPath(page);
      await page.goto(item);
      await expect(page.locator('.news-detail__image')).toBeVisible();
      expectSharpEnough(await apiPictures(page), `${screen} ${item}`);
      await page.goto('/tm/media');
      await expect(page.locator('.gallery-thumb img').first()).toBeVisible();
      expectSharpEnough(await apiPictures(page), `${screen} /tm/media`);
    }
    assertGuardClean(log);
  } finally {
    await context.close();
  }
}

test('every API picture loads a listed width at least its shown width × the pixel ratio', async ({
  browser,
}) => {
  await checkScreen(browser, 'phone', 'all');
  await checkScreen(browser, 'tablet', 'home');
  await checkScreen(browser, 'desktop', 'all');
});

test('the HTML carries the srcset and the first banner preload; sizes come from the cache', async ({
  request,
}) => {
  const html = await (await request.get(`${origin}/tm/`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet="\/media\/[^"]*\?w=160 160w/i);
  const srcset = /<img[^>]*srcSet="(\/media\/[^"?]+)\?w=160 160w/i.exec(html);
  expect(srcset, 'a prerendered picture with its srcset').not.toBeNull();
  const picture = `${origin}${srcset![1]}`;

  await request.get(`${picture}?w=320`);
  const again = await request.get(`${picture}?w=320`);
  expect(again.headers()['x-cache-status']).toBe('HIT');
  expect(again.headers()['content-type']).toBe('image/jpeg');
  expect(again.headers()['x-content-type-options']).toBe('nosniff');

  // A width outside the list: the original; a file that is no picture: as it is, no error page.
  const unlisted = await request.get(`${picture}?w=333`);
  expect(unlisted.status()).toBe(200);
  expect(unlisted.headers()['content-type']).toBe('image/jpeg');
  const map = await request.get(`${origin}/media/maps/1.html?w=320`);
  expect(map.status()).toBe(200);
  expect(map.headers()['content-disposition']).toBe('attachment');
  expect(await map.text()).not.toContain('Page404');
});

test('a first visit fetches nothing again while the page is younger than the configured age', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    const api: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) api.push(request.url());
    });
    const quiet = quietNetwork(page);
    await page.goto('/tm/');
    await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
    // The refresh would go out one query per task right after the hydration.
    await quiet();
    expect(api).toEqual([]);

    // The same page ten minutes later (past the default 300 s): its data is fetched again.
    const later = Date.now() + 10 * 60_000;
    await page.clock.install({ time: later });
    const quietStale = quietNetwork(page);
    await page.reload();
    await expect.poll(() => api.some((url) => url.includes('/api/v1/main/banners/'))).toBe(true);
    // Every refresh of that page sent and answered (one per task) before counting afresh.
    await quietStale();

    // Unless the prerender checked every page against the API a minute before (decision 0151):
    // the file is the one that run kept, so its data counts from the check, not from its render.
    writeFileSync(
      checkedRecord(),
      JSON.stringify({ checkedAt: new Date(later - 60_000).toISOString(), unverified: [] }),
    );
    const quietAgain = quietNetwork(page);
    await page.reload({ waitUntil: 'commit' });
    // Counted from the new page's start: the page the reload leaves may still send a request while
    // the new one loads (a refresh it retries after a failed try), and that is not this page's.
    api.length = 0;
    // Started (the clock is the app's; the installed clock fakes `performance`, so no marks).
    await expect(page.locator('time.frame-clock__time')).toBeVisible();
    await quietAgain();
    expect(api).toEqual([]);
  } finally {
    rmSync(checkedRecord(), { force: true });
    await context.close();
  }
});

test('a visitor saving data gets no app script until a form field is focused, then the form works', async ({
  browser,
}) => {
  const context = await browser.newContext({
    ...SCREENS.phone,
    baseURL: origin,
    extraHTTPHeaders: { 'Save-Data': 'on' },
  });
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true, effectiveType: '4g' },
      configurable: true,
    }),
  );
  const log = await guardContext(context);
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/en/');
    await page.waitForLoadState('load');
    // Past the latest usual start (3 s, src/boot.ts). Nothing happens that could be awaited
    // instead, and Playwright's fake clock also fakes `performance` (the app's marks).
    await page.evaluate(() => new Promise((done) => setTimeout(done, 3500)));
    // The app: the entry and its imports that the boot script names (the cookie notice's small
    // script is the page's own, decision 0082).
    const app = await page
      .locator('script[data-app]')
      .evaluate((tag: HTMLScriptElement) =>
        [tag.dataset.app ?? '', ...(tag.dataset.preload ?? '').split(/\s+/)].filter(Boolean),
      );
    expect(app.length).toBeGreaterThan(0);
    const appScripts = () => scripts.filter((path) => app.includes(path));
    expect(appScripts()).toEqual([]);
    // Save-Data: the banner is about half the width asked for.
    const banner = page.locator('.frame-banner__image').first();
    const halved = await banner.evaluate((image: HTMLImageElement) => ({
      asked: Number(new URL(image.currentSrc).searchParams.get('w')),
      natural: image.naturalWidth,
    }));
    expect(halved.natural).toBeLessThanOrEqual(halved.asked / 2);

    const form = page.locator('.frame-band__subscribe form');
    await form.getByLabel('E-mail').focus();
    await expect.poll(() => appScripts().length).toBeGreaterThan(0);
    await form.getByLabel('E-mail').fill('saving@example.org');
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('app:hydrated').length > 0 ||
        performance.getEntriesByName('app:rendered').length > 0,
    );
    const consent = fill(subscriptionTexts.consent.en, { rules: subscriptionTexts.consentLink.en });
    await form.getByRole('checkbox', { name: consent }).check();
    // The captcha comes with consent: the app's behaviour, not the HTML's.
    await expect(form.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    await expect(form.getByLabel('E-mail')).toHaveValue('saving@example.org');
    assertGuardClean(log);
  } finally {
    await context.close();
  }
});

test.describe('the real pictures of the set (decision 0250)', () => {
  let setMock: MockServer | null = null;
  let setSite: SiteProcess | null = null;

  test.beforeAll(async () => {
    test.setTimeout(5 * 60_000);
    setMock = await createMockServer({
      port: 0,
      quiet: true,
      db: DEFAULT_DB_PATH,
      watch: false,
      pictures: 'set',
      mediaCacheDir: null,
    });
    setSite = await startSiteServer(
      { VITE_CAPTCHA: 'offline' },
      { prerender: true, prerenderPages: ['/'], apiOrigin: setMock.url },
    );
  });

  test.afterAll(async () => {
    await setSite?.stop();
    await setMock?.close();
  });

  /** The pictures of `/tm/` on a phone of `dpr`: each answer's bytes (headers and body) and its original's. */
  for (const dpr of [1.75, 2]) {
    test(`on a phone at ${dpr}×, the pictures of /tm/ are WebP, never larger than their originals, 60 kB at most`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({
        ...SCREENS.phone,
        deviceScaleFactor: dpr,
        baseURL: setSite!.origin,
      });
      const log = await guardContext(context);
      try {
        const page = await context.newPage();
        const answers: Promise<{ path: string; type: string; body: number; bytes: number }>[] = [];
        page.on('requestfinished', (finished) => {
          const url = new URL(finished.url());
          if (!url.pathname.startsWith('/media/')) return;
          answers.push(
            (async () => {
              const response = await finished.response();
              const sizes = await finished.sizes();
              return {
                path: `${url.pathname}${url.search}`,
                type: response?.headers()['content-type'] ?? '',
                body: sizes.responseBodySize,
                bytes: sizes.responseBodySize + sizes.responseHeadersSize,
              };
            })(),
          );
        });
        // A first visit as the bytes benchmark counts it: the page until its network is quiet, no
        // scrolling (the lazy pictures below the fold are the visitor's choice to fetch).
        const quiet = quietNetwork(page);
        await page.goto('/tm/');
        await quiet();
        const got = await Promise.all(answers);
        expect(got.length, 'pictures of /tm/').toBeGreaterThan(0);
        for (const answer of got) {
          // Chromium accepts WebP: every resized picture is WebP, or its original when that is
          // smaller (a palette PNG may also stay a palette PNG, the smaller of the two).
          const original = await request.get(`${setMock!.url}${answer.path.split('?')[0]}`);
          const originalBody = await original.body();
          expect(answer.body, `${answer.path} (${answer.type}) against its original`).toBeLessThanOrEqual(
            originalBody.length,
          );
          // Chromium accepts WebP: every resized picture is WebP, or its original when that is the
          // smaller, or (a palette PNG) a palette PNG when that is smaller than lossless WebP.
          if (
            answer.path.includes('?w=') &&
            answer.body < originalBody.length &&
            answer.type !== 'image/webp'
          ) {
            expect(answer.type, answer.path).toBe('image/png');
            expect((await sharp(originalBody).metadata()).isPalette, answer.path).toBe(true);
          }
        }
        const total = got.reduce((sum, answer) => sum + answer.bytes, 0);
        test.info().annotations.push({
          type: 'pictures of /tm/',
          description: `${got.length} pictures, ${(total / 1000).toFixed(1)} kB at ${dpr}×: ${got
            .map((answer) => `${answer.path} ${answer.type} ${(answer.bytes / 1000).toFixed(1)} kB`)
            .join('; ')}`,
        });
        console.log(`[pictures] /tm/ on a phone at ${dpr}×: ${got.length} pictures, ${total} bytes`);
        expect(total, 'the pictures of /tm/ on a phone, headers included').toBeLessThanOrEqual(60_000);
        assertGuardClean(log);
      } finally {
        await context.close();
      }
    });
  }
});
