/**
 * The app on demand on a slow or metered line, and the service worker without the app
 * (docs/decisions/0260), through nginx on a prerendered copy of the run's build (`/`, `/posts` and
 * the offline page: seconds, not the whole site).
 *
 * - A visitor saving data (Chromium's own Data Saver, and the header), and one on a 0.5 Mbit/s line
 *   without it: no script of the app is fetched until a form field is focused; then the form takes
 *   what was typed and sends it once.
 * - A link followed there, without the app, loads the prerendered page.
 * - The service worker installs on such a visit, with no script of the app fetched by the page or
 *   by the worker, and the pages read open again offline.
 *
 * The line is Chromium's own emulation (CDP `Network.emulateNetworkConditions`), so the page reads
 * what a real slow line gives it: Chromium reports a downlink of about 0.45 Mbit/s there, and an
 * effective type of "4g" (it follows the round trip).
 */
import type { Browser, BrowserContext, CDPSession, Request } from '@playwright/test';
import { SLOW_LINE } from '../../scripts/bench/browser';
import { subscriptionTexts } from '../../src/features/subscription/texts';
import { commonTexts } from '../../src/i18n/texts';
import { fill } from '../../src/i18n/fill';
import { CACHE_NAMES } from '../../src/sw/config';
import { assertGuardClean, expect, guardContext, test, type Page } from './fixtures';
import { startSiteServer, type SiteProcess } from './support/site-process';

let site: SiteProcess | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  site = await startSiteServer(
    { VITE_CAPTCHA: 'offline' },
    { prerender: true, prerenderPages: ['/', '/posts', '/offline'] },
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
