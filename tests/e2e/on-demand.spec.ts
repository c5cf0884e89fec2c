/**
 * Over 300 lines because the visits on a slow line share one prerendered site and its helpers (the
 * line, the scripts fetched, the app's start), which each test below reads.
 *
 * The app on demand on a slow or metered line, and the service worker without the app
 * (docs/decisions/0260), through nginx on a prerendered build of its own (`/`, `/posts`,
 * `/media`, `/search`, one service and the offline page: seconds, not the whole site).
 *
 * - A visitor saving data (Chromium's own Data Saver, and the header), and one on a 0.5 Mbit/s line
 *   without it: no script of the app is fetched until a form field is focused; then the form takes
 *   what was typed and sends it once.
 * - A link followed there, without the app, loads the prerendered page.
 * - What works there without the app does: a gallery photo is a link to its picture, the language
 *   switcher links to the page in another language, the banner slider's previous and next step
 *   through the banners, the header's search is a GET to the search page; that page, whose
 *   results only the app finds, starts the app by itself.
 * - The service worker installs on such a visit, with no script of the app fetched by the page or
 *   by the worker, and the pages read open again offline.
 *
 * The line is Chromium's own emulation (CDP `Network.emulateNetworkConditions`), so the page reads
 * what a real slow line gives it: Chromium reports a downlink of about 0.45 Mbit/s there, and an
 * effective type of "4g" (it follows the round trip).
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, CDPSession, Request } from '@playwright/test';
import type { Db } from '../../mock-api/db-types';
import { DEFAULT_DB_PATH } from '../../mock-api/server';
import { SLOW_LINE } from '../../scripts/bench/browser';
import { frameTexts } from '../../src/features/frame/texts';
import { mediaTexts } from '../../src/features/media/texts';
import { searchTexts } from '../../src/features/search/texts';
import { subscriptionTexts } from '../../src/features/subscription/texts';
import { sharedTexts } from '../../src/shared/texts';
import { commonTexts } from '../../src/i18n/texts';
import { fill } from '../../src/i18n/fill';
import { CACHE_NAMES } from '../../src/sw/config';
import { assertGuardClean, expect, guardContext, test, type Page } from './fixtures';
import { startSiteServer, type SiteProcess } from './support/site-process';

let site: SiteProcess | null = null;

/** A service of the fixtures, prerendered so that the site search's index has a page to find. */
const service = (JSON.parse(readFileSync(DEFAULT_DB_PATH, 'utf8')) as Db).services[0]!;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  site = await startSiteServer(
    { VITE_CAPTCHA: 'offline' },
    {
      prerender: true,
      prerenderPages: ['/', '/posts', '/media', '/search', `/services/${service.slug}`, '/offline'],
    },
  );
});

test.afterAll(async () => {
  await site?.stop();
});

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

type Line = 'save-data' | 'slow';

/** Turkmenistan's average line: 0.5 Mbit/s down and up, 150 ms round trip. */
async function slowLine(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINE);
}

/** A phone on the line, its page opened; every script the page or a worker asked for is recorded. */
async function visitor(browser: Browser, line: Line, serviceWorkers: 'allow' | 'block' = 'block') {
  const context = await browser.newContext({
    ...PHONE,
    baseURL: site!.origin,
    serviceWorkers,
    // Chromium sends the header itself only with its own setting, which Playwright cannot turn on.
    ...(line === 'save-data' ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
  });
  const log = await guardContext(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (line === 'save-data') await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  else await slowLine(cdp);
  const scripts: { path: string; byWorker: boolean }[] = [];
  const onRequest = (request: Request) => {
    if (!/\.m?js$/.test(new URL(request.url()).pathname)) return;
    scripts.push({ path: new URL(request.url()).pathname, byWorker: request.serviceWorker() !== null });
  };
  context.on('request', onRequest);
  return { context, page, log, scripts };
}

/**
 * The scripts the prerendered HTML itself loads (the boot script; the cookie notice's small one,
 * decision 0082), and the app's that the boot script names (its entry and static imports). Any
 * other script of the site is one of the app's lazy parts.
 */
async function pageScripts(page: Page): Promise<{ own: string[]; app: string[] }> {
  const app = await page
    .locator('script[data-app]')
    .evaluate((tag: HTMLScriptElement) =>
      [tag.dataset.app ?? '', ...(tag.dataset.preload ?? '').split(/\s+/)].filter(Boolean),
    );
  const own = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((tag) => new URL(tag.src).pathname),
  );
  return { own: own.filter((path) => !app.includes(path)), app };
}

/** The scripts of the site fetched that are the app's, by the page or a worker. */
const appScriptsIn = (scripts: { path: string }[], own: string[]) =>
  scripts.filter(({ path }) => path.startsWith('/assets/') && !own.includes(path));

/** Past the latest usual start (3 s, src/boot.ts): nothing happens that could be awaited instead. */
const pastTheUsualStart = (page: Page) => page.evaluate(() => new Promise((done) => setTimeout(done, 3500)));

const started = (page: Page) =>
  page.evaluate(
    () =>
      performance.getEntriesByName('app:hydrated').length > 0 ||
      performance.getEntriesByName('app:rendered').length > 0,
  );

for (const line of ['save-data', 'slow'] as const) {
  test(`${line === 'save-data' ? 'saving data' : 'on a 0.5 Mbit/s line without Save-Data'}: no app script until a form field is focused, then the form sends once`, async ({
    browser,
    email,
  }) => {
    test.setTimeout(120_000);
    const { context, page, log, scripts } = await visitor(browser, line);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto('/en/');
      await page.waitForLoadState('load');
      // What the page itself reads of the line: the rule of src/boot/onDemand.ts sees these.
      const connection = await page.evaluate(() => {
        const c = (
          navigator as { connection?: { saveData: boolean; downlink: number; effectiveType: string } }
        ).connection!;
        return { saveData: c.saveData, downlink: c.downlink, effectiveType: c.effectiveType };
      });
      if (line === 'save-data') expect(connection.saveData).toBe(true);
      else {
        expect(connection.saveData).toBe(false);
        expect(connection.downlink).toBeLessThan(1);
      }
      await pastTheUsualStart(page);
      const { own, app } = await pageScripts(page);
      expect(app.length).toBeGreaterThan(0);
      expect(own.some((path) => app.includes(path))).toBe(false);
      const appScripts = () => appScriptsIn(scripts, own);
      expect(appScripts()).toEqual([]);
      expect(await started(page)).toBe(false);

      const form = page.locator('.frame-band__subscribe form');
      const address = email(`on-demand-${line}`);
      await form.getByLabel('E-mail').focus();
      await expect.poll(() => appScripts().length).toBeGreaterThan(0);
      // Typed while the app arrives: kept (decision 0027).
      await form.getByLabel('E-mail').pressSequentially(address);
      await expect.poll(() => started(page), { timeout: 60_000 }).toBe(true);
      await form
        .getByRole('checkbox', {
          name: fill(subscriptionTexts.consent.en, { rules: subscriptionTexts.consentLink.en }),
        })
        .check();
      await form.getByRole('checkbox', { name: "I'm not a robot" }).check();
      await expect(form.getByLabel('E-mail')).toHaveValue(address);
      await form.getByRole('button', { name: subscriptionTexts.subscribe.en }).click();
      await expect(form.getByText(commonTexts.activationSent.en)).toBeVisible({ timeout: 30_000 });
      expect(sent.filter((path) => path.endsWith('/subscribe/create/'))).toHaveLength(1);
      assertGuardClean(log);
    } finally {
      await context.close();
    }
  });
}

test('on a slow line, a link followed without the app loads the prerendered page', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page, log, scripts } = await visitor(browser, 'slow');
  try {
    await page.goto('/tm/');
    await page.waitForLoadState('load');
    const { own } = await pageScripts(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.locator('#main-content a[href="/tm/posts"], header a[href="/tm/posts"]').first().click();
    await expect(page).toHaveURL(/\/tm\/posts$/);
    // The browser loaded it (no router without the app), and its HTML is the whole page.
    expect(documents).toEqual(['/tm/posts']);
    await expect(page.locator('#main-content h1').first()).toBeVisible();
    await expect(page.locator('#prerender-state')).toHaveCount(1);
    const onPosts = await pageScripts(page);
    expect(appScriptsIn(scripts, [...own, ...onPosts.own])).toEqual([]);
    assertGuardClean(log);
  } finally {
    await context.close();
  }
});

/** The documents `page` loads from now on (the browser's own loads: without the app there is no router). */
function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
      const url = new URL(request.url());
      documents.push(url.pathname + url.search);
    }
  });
  return documents;
}

test('on a slow line, a gallery photo is a link to its picture: followed without the app, the picture shows', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, log, scripts } = await visitor(browser, 'slow');
  try {
    await page.goto('/en/media');
    await page.waitForLoadState('load');
    const { own } = await pageScripts(page);
    const photo = page.getByRole('region', { name: mediaTexts.images.en }).getByRole('link').first();
    await expect(photo).toBeVisible();
    const picture = new URL((await photo.getAttribute('href'))!, site!.origin);
    const documents = documentsOf(page);
    // The site's page, before the picture: the picture's own document is not the site's (below).
    assertGuardClean(log);
    await photo.tap();
    await expect(page).toHaveURL(picture.href);
    expect(documents).toEqual([picture.pathname + picture.search]);
    // The browser shows the picture itself: an image document, drawn. Its viewer's own inline
    // styles are refused by the strict CSP every picture is served with (decision 0033), which the
    // guard reports: the picture shows all the same, unstyled (docs/decisions/0260).
    expect(await page.evaluate(() => document.contentType)).toMatch(/^image\//);
    await expect(page.getByRole('img')).toBeVisible();
    expect(appScriptsIn(scripts, own)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('on a slow line, the language switcher leads to the page in another language without the app', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, log, scripts } = await visitor(browser, 'slow');
  try {
    await page.goto('/en/posts');
    await page.waitForLoadState('load');
    const { own } = await pageScripts(page);
    const documents = documentsOf(page);
    await page
      .getByRole('group', { name: sharedTexts.language.en })
      .filter({ visible: true })
      .first()
      .getByRole('link', { name: 'RU', exact: true })
      .tap();
    await expect(page).toHaveURL(/\/ru\/posts$/);
    expect(documents).toEqual(['/ru/posts']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(
      page.getByRole('group', { name: sharedTexts.language.ru }).filter({ visible: true }).first(),
    ).toBeVisible();
    await pastTheUsualStart(page);
    const onRu = await pageScripts(page);
    expect(appScriptsIn(scripts, [...own, ...onRu.own])).toEqual([]);
    expect(await started(page)).toBe(false);
    assertGuardClean(log);
  } finally {
    await context.close();
  }
});

test("on a slow line, the banner slider's previous and next step through the banners without the app, which goes on from there", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, log, scripts } = await visitor(browser, 'slow');
  try {
    await page.goto('/en/');
    await page.waitForLoadState('load');
    const { own } = await pageScripts(page);
    const banners = page.getByRole('region', { name: frameTexts.banners.en });
    // Every banner is in the prerendered HTML, one shown (hidden ones are not in the role tree).
    const total = await banners.locator('[role="group"]').count();
    expect(total).toBeGreaterThan(2);
    const shown = () =>
      banners.getByRole('group').evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')));
    const position = (n: number) => fill(commonTexts.position.en, { n, total });
    expect(await shown()).toEqual([position(1)]);
    await banners.getByRole('button', { name: frameTexts.nextBanner.en }).tap();
    await banners.getByRole('button', { name: frameTexts.nextBanner.en }).tap();
    expect(await shown()).toEqual([position(3)]);
    await banners.getByRole('button', { name: frameTexts.previousBanner.en }).tap();
    expect(await shown()).toEqual([position(2)]);
    await expect(banners.getByRole('group', { name: position(2) })).toBeVisible();
    // Nothing of the app for it.
    await pastTheUsualStart(page);
    expect(appScriptsIn(scripts, own)).toEqual([]);
    expect(await started(page)).toBe(false);

    // The app starts (a form field reached for); the slider goes on from the banner shown.
    await page.locator('.frame-band__subscribe form').getByLabel('E-mail').focus();
    await expect.poll(() => started(page), { timeout: 60_000 }).toBe(true);
    expect(await shown()).toEqual([position(2)]);
    await banners.getByRole('button', { name: frameTexts.pauseSlides.en }).tap();
    await banners.getByRole('button', { name: frameTexts.nextBanner.en }).tap();
    await expect.poll(shown).toEqual([position(3)]);
    assertGuardClean(log);
  } finally {
    await context.close();
  }
});

test("on a slow line, the header's search is a GET to the search page, which starts the app by itself and searches", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page, log } = await visitor(browser, 'slow');
  try {
    await page.goto('/en/');
    await page.waitForLoadState('load');
    const documents = documentsOf(page);
    const search = page.getByRole('search', { name: frameTexts.siteSearch.en });
    await search.getByRole('searchbox', { name: frameTexts.searchWords.en }).fill('passport');
    await search.getByRole('searchbox', { name: frameTexts.searchWords.en }).press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=passport$/);
    // The browser sent the form itself: a document load of the search page with the words.
    expect(documents).toEqual(['/en/search?q=passport']);
    // Nobody touches anything there: the page starts the app (its results are the app's work).
    await expect.poll(() => started(page), { timeout: 90_000 }).toBe(true);
    await expect(page.getByText(searchTexts.noScript.en)).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: searchTexts.label.en })).toHaveValue('passport');
    // The words are in the prerendered service's text: the search finds it.
    const found = new RegExp(`^${searchTexts.found.en.replace('{n}', '\\d+')}$`);
    await expect(page.getByRole('status').filter({ hasText: found })).toBeVisible({ timeout: 60_000 });
    await expect(
      page.getByRole('main').getByRole('link', { name: service.name_en.trim(), exact: true }),
    ).toBeVisible();
    assertGuardClean(log);
  } finally {
    await context.close();
  }
});

/** No network at all, the worker's own fetches included (decision 0162). */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**', (route) => route.abort('internetdisconnected'));
}

test('on a slow line, the service worker installs with no app script fetched, and the pages read open offline', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, log, scripts } = await visitor(browser, 'slow', 'allow');
  try {
    await page.goto('/tm/');
    const { own } = await pageScripts(page);
    const home = (await page.locator('#main-content h1').first().textContent())!.trim();
    // Installed and in control, this page kept (the boot script sent it once the worker claimed it).
    await expect
      .poll(
        () =>
          page.evaluate(
            async ({ name }) =>
              !!navigator.serviceWorker.controller && !!(await (await caches.open(name)).match('/tm/')),
            { name: CACHE_NAMES.pages },
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.locator('#main-content a[href="/tm/posts"], header a[href="/tm/posts"]').first().click();
    await expect(page).toHaveURL(/\/tm\/posts$/);
    const posts = (await page.locator('#main-content h1').first().textContent())!.trim();
    await pastTheUsualStart(page);
    // Neither the pages nor the worker fetched any script of the app.
    const onPosts = await pageScripts(page);
    expect(appScriptsIn(scripts, [...own, ...onPosts.own])).toEqual([]);

    await goOffline(context);
    for (const [path, heading] of [
      ['/tm/', home],
      ['/tm/posts', posts],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('#main-content h1').first()).toHaveText(heading);
      // With its styles: the stylesheet the first visit loaded was kept for it.
      expect(
        await page.evaluate(() =>
          [...document.styleSheets].some(
            (sheet) => sheet.href?.includes('/assets/') && sheet.cssRules.length > 0,
          ),
        ),
      ).toBe(true);
    }
    assertGuardClean(log);
  } finally {
    await context.close();
  }
});
