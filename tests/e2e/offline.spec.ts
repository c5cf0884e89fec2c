/**
 * The service worker (src/sw, docs/decisions/0160) through nginx, on a prerendered build of its
 * own (only `/`, `/contacts`, `/posts` and the offline page: seconds, not the whole site).
 *
 * - Three pages read in Turkmen, the first loaded before any worker existed, open again offline
 *   (the browser's network and the worker's own fetches cut); an unvisited address shows the offline
 *   page in its language, in the frame, listing the pages kept; in a language never read, the
 *   offline page of one read, until a page of it is read; with the network back the same address
 *   shows today's page, not the kept copy.
 * - A form sent offline says it could not be sent and keeps what was typed.
 * - A deploy while a tab is open: the tab's next navigation runs the new code, kept by the worker as
 *   the page loaded it.
 * - The kill switch (docs/deploying.md): the worker removes itself and its caches.
 *
 * The tests run in order on one site: the last two deploy into the folder nginx serves.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Request } from '@playwright/test';
import { writeServedFile } from '../../scripts/prerender/servedFile';
import { buildServiceWorker } from '../../scripts/service-worker/build';
import { contactFormTexts } from '../../src/features/contact-form/texts';
import { contactsTexts } from '../../src/features/contacts/texts';
import { offlineTexts } from '../../src/features/offline/texts';
import { commonTexts } from '../../src/i18n/texts';
import { captchaTexts } from '../../src/blocks/captcha/texts';
import { HELD_SUBMIT } from '../../src/shared/forms/heldSubmit';
import { formTexts } from '../../src/shared/forms/texts';
import { MOCK_WEATHER_URL } from '../../src/shared/configRules';
import { CACHE_NAMES } from '../../src/sw/config';
import { assertGuardClean, expect, expectNoA11yViolations, guardContext, test, type Page } from './fixtures';
import { mockApi } from './support/mock';
import { startSiteServer, type SiteProcess } from './support/site-process';

let site: SiteProcess | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  site = await startSiteServer(
    { VITE_CAPTCHA: 'offline' },
    { prerender: true, prerenderPages: ['/', '/contacts', '/posts', '/offline'] },
  );
});

test.afterAll(async () => {
  await site?.stop();
});

/** A visitor's browser with service workers (the suite blocks them elsewhere), guarded as usual. */
async function visitor(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext({ baseURL: site!.origin, serviceWorkers: 'allow' });
  const log = await guardContext(context);
  return { context, page: await context.newPage(), log };
}

/** The worker controls the page and keeps `path` (for the first page: once it is activated). */
async function expectKept(page: Page, path: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        async ({ name, path }) =>
          !!navigator.serviceWorker.controller &&
          (await caches.has(name)) &&
          !!(await (await caches.open(name)).match(path)),
        { name: CACHE_NAMES.pages, path },
      ),
    )
    .toBe(true);
}

/** No network at all, the worker's own fetches included. */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**', (route) => route.abort('internetdisconnected'));
}

/**
 * The network back, for the page and for its worker (Playwright applies both to the worker's own
 * session too). The test goes on only once a read of the page, which the worker answers from the
 * network first, comes back with a 200: an address never kept, so no kept copy can answer it. A
 * full e2e run here (2026-11-29) once showed the next navigation answered with the offline page, as
 * if the worker's fetches still failed; not reproduced in 8 runs under load. If the worker's
 * network stays cut, the failure says so.
 */
async function goOnline(context: BrowserContext, page: Page): Promise<void> {
  await context.unroute('**');
  await context.setOffline(false);
  let probes = 0;
  await expect
    .poll(
      () =>
        page.evaluate(
          (url) =>
            fetch(url, { cache: 'no-store' }).then(
              (response) => `${response.status}`,
              (error: unknown) => String(error),
            ),
          `/api/v1/messages/subjects/?e2e-online=${++probes}`,
        ),
      { message: "the worker's fetches reach the network again" },
    )
    .toBe('200');
}

const heading = (page: Page) => page.locator('#main-content h1').first();

test('pages read once open offline; an unread one is the offline page of its language, once one of it was read', async ({
  browser,
}) => {
  // Eleven navigations, two of them to read a Russian page online and its offline page after.
  test.setTimeout(180_000);
  const { context, page, log } = await visitor(browser);
  const read: { path: string; h1: string }[] = [];
  for (const path of ['/tm/', '/tm/contacts', '/tm/posts']) {
    await page.goto(path);
    await expect(heading(page)).toBeVisible();
    read.push({ path, h1: (await heading(page).textContent())!.trim() });
    // The first page came before the worker: it is sent to it once it is active.
    await expectKept(page, path);
  }
  expect(read[1]!.h1).toBe(contactsTexts.title.tm);

  await goOffline(context);
  for (const { path, h1 } of read) {
    await page.goto(path);
    await expect(heading(page)).toHaveText(h1);
  }
  await page.reload();
  await expect(heading(page)).toHaveText(read[2]!.h1);

  // Never read: the offline page, in the address's language, in the site's frame.
  await page.goto('/tm/evisa');
  await expect(heading(page)).toHaveText(offlineTexts.title.tm);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tk');
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  const list = page.getByRole('list', { name: offlineTexts.listTitle.tm });
  for (const { path } of read) await expect(list.locator(`a[href="${path}"]`)).toHaveCount(1);
  await expect(list.getByRole('link', { name: contactsTexts.title.tm })).toBeVisible();
  await expectNoA11yViolations(page);
  // Nothing read in Russian yet, so no Russian offline page either (installing fetched only the
  // language open then, decision 0260): the Turkmen one, with the pages read.
  await page.goto('/ru/evisa');
  await expect(heading(page)).toHaveText(offlineTexts.title.tm);
  for (const { path } of read) await expect(list.locator(`a[href="${path}"]`)).toHaveCount(1);

  // A Russian page read online brings the Russian offline page, which lists it.
  await goOnline(context, page);
  await page.goto('/ru/contacts');
  await expect(heading(page)).toHaveText(contactsTexts.title.ru);
  await expectKept(page, '/ru/contacts');
  await expect
    .poll(() =>
      page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, CACHE_NAMES.offline),
    )
    .toBe(2);
  await goOffline(context);
  await page.goto('/ru/evisa');
  await expect(heading(page)).toHaveText(offlineTexts.title.ru);
  const ruList = page.getByRole('list', { name: offlineTexts.listTitle.ru });
  await expect(ruList.getByRole('link', { name: contactsTexts.title.ru })).toBeVisible();

  // The network is back and the page changed since it was kept: today's page, not the copy.
  // Through the prerender's writer: nginx sends the page's .br, which must change with it.
  const file = join(site!.distDir, '_prerender', 'tm', 'posts', 'index.html');
  writeServedFile(
    file,
    readFileSync(file, 'utf8').replace('<head>', '<head><meta name="e2e-today" content="1">'),
  );
  await goOnline(context, page);
  await page.goto('/tm/posts');
  await expect(page.locator('meta[name="e2e-today"]')).toHaveCount(1);
  await context.close();
  assertGuardClean(log);
});

test('a form sent offline says it could not be sent and keeps what was typed', async ({ browser }) => {
  const { context, page, log } = await visitor(browser);
  const subject = (await mockApi().getMessageSubjects()).find((s) => !s.file_required)!;
  await page.goto('/tm/contacts');
  await expectKept(page, '/tm/contacts');
  const form = page.getByRole('region', { name: contactFormTexts.title.tm });
  const typed = {
    fullname: form.getByRole('textbox', { name: new RegExp(`^${contactFormTexts.fullname.tm}`) }),
    email: form.getByRole('textbox', { name: new RegExp(`^${commonTexts.email.tm}`) }),
    subject: form.getByRole('combobox', { name: new RegExp(`^${contactFormTexts.subject.tm}`) }),
    message: form.getByRole('textbox', { name: new RegExp(`^${contactFormTexts.message.tm}`) }),
  };
  await typed.fullname.fill('Aman Amanow');
  await typed.email.fill('aman@example.com');
  await typed.subject.selectOption(String(subject.id));
  await typed.message.fill('Internetsiz ýazyldy');
  await form.getByRole('checkbox', { name: captchaTexts.notRobot.tm }).check();
  // The app has taken the form: this is the app's answer to a failed send. Before that, the boot
  // script holds the submit and, with the app's scripts cut off too, says the page could not finish
  // loading (decision 0130; the engine journeys test that). A CI run met that: the app, slow to start
  // on a loaded machine, had not taken the form yet (the same failure, reproduced by delaying the
  // app's scripts 3 s, showed the held form's text and no banner).
  await expect(form.locator(`form[${HELD_SUBMIT.ready}]`)).toHaveCount(1);

  // Every connection fails, as offline. Not with setOffline as well: under that emulation a POST
  // the worker leaves to the browser stayed pending for good (Chromium 156, playwright-core 1.65)
  // instead of failing; whether a real offline browser can do the same is not known here.
  await context.route('**', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: contactFormTexts.send.tm }).click();
  await expect(form.locator('.contact__banner--error .contact__banner-text')).toHaveText(
    formTexts.networkFailure.tm,
  );
  await expect(typed.fullname).toHaveValue('Aman Amanow');
  await expect(typed.email).toHaveValue('aman@example.com');
  await expect(typed.subject).toHaveValue(String(subject.id));
  await expect(typed.message).toHaveValue('Internetsiz ýazyldy');
  await context.close();
  assertGuardClean(log);
});

test('what the worker never handles goes to the network without it: the weather every 5 s', async ({
  browser,
}) => {
  const { context, page, log } = await visitor(browser);
  const cdp = await context.newCDPSession(page);
  // Each answer's address, and the source of the static route it matched ('-': none, the worker's).
  const routed: { path: string; source: string }[] = [];
  cdp.on('Network.responseReceived', ({ response }) =>
    routed.push({
      path: new URL(response.url).pathname,
      source: response.serviceWorkerRouterInfo?.matchedSourceType ?? '-',
    }),
  );
  await cdp.send('Network.enable');
  await page.goto('/tm/contacts');
  await expectKept(page, '/tm/contacts');
  // The header's weather, asked for every 5 s (src/features/frame/Weather.tsx), never reaches the
  // worker (src/sw/routes.ts networkOnlyRoutes).
  await expect
    .poll(
      () => routed.filter(({ path, source }) => path === MOCK_WEATHER_URL && source === 'network').length,
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);
  // A page and an API read still reach it: they are kept for offline reading.
  routed.length = 0;
  await page.reload();
  await expect(heading(page)).toHaveText(contactsTexts.title.tm);
  await page.evaluate(() => fetch('/api/v1/messages/subjects/').then((response) => response.status));
  const kept = (path: string) => routed.filter((answer) => answer.path === path);
  await expect
    .poll(() => kept('/api/v1/messages/subjects/'))
    .toEqual([{ path: '/api/v1/messages/subjects/', source: '-' }]);
  expect(kept('/tm/contacts')).toEqual([{ path: '/tm/contacts', source: '-' }]);
  await context.close();
  assertGuardClean(log);
});

/** Every file under `dir`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * A new build, as far as a tab can tell: its boot script (src/boot.ts, on every prerendered page)
 * is new code under a new name that marks the window, the pages and the build manifest name it,
 * and the worker is built again, as the prerender does. Returns the old script's name.
 */
async function deployNewBuild(distDir: string): Promise<string> {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const old = manifest['src/boot.ts']!.file;
  const next = old.replace(/\.js$/, '-next.js');
  const code = readFileSync(join(distDir, old), 'utf8');
  writeFileSync(join(distDir, next), `globalThis.e2eBuild = 'next';\n${code}`);
  const manifestText = readFileSync(manifestPath, 'utf8');
  writeFileSync(manifestPath, manifestText.replaceAll(old, next));
  // The pages with their .br and .gz, as the prerender writes them (nginx sends those).
  for (const file of filesUnder(join(distDir, '_prerender')).filter((name) => name.endsWith('.html'))) {
    const text = readFileSync(file, 'utf8');
    if (text.includes(old)) writeServedFile(file, text.replaceAll(old, next));
  }
  await buildServiceWorker(distDir, {});
  return old;
}

/** The build of the worker that controls the page (its answer to GET_BUILD, decision 0161), if one answers. */
function controllerBuild(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((done) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return done(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => done(String(event.data));
        controller.postMessage({ type: 'GET_BUILD' }, [channel.port2]);
        // A worker being replaced may never answer.
        setTimeout(() => done(null), 2000);
      }),
  );
}

/**
 * Chromium's own account of the site's worker versions (DevTools' ServiceWorker domain), for the
 * failure messages: which version was running, stopping or restarted when an update stalled.
 */
async function workerLifecycle(context: BrowserContext, page: Page): Promise<() => string> {
  const cdp = await context.newCDPSession(page);
  const start = Date.now();
  const lines: string[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    const at = ((Date.now() - start) / 1000).toFixed(2);
    for (const version of versions)
      lines.push(`${at} s version ${version.versionId} ${version.status} ${version.runningStatus}`);
  });
  await cdp.send('ServiceWorker.enable');
  return () => lines.slice(-16).join('; ');
}

/**
 * The state of the page's registration after a check of /sw.js (what the browser does on its own
 * at a navigation, and the app every hour), without messaging any worker: in Chromium an event that
 * reaches the outgoing worker while it stops for the new one's activation starts it again, and it
 * stays (below).
 */
function checkedRegistration(page: Page): Promise<{ installing: string; waiting: string; active: string }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update().catch(() => undefined);
    const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? '-';
    return {
      installing: state(registration?.installing),
      waiting: state(registration?.waiting),
      active: state(registration?.active),
    };
  });
}

/**
 * Until `done` holds, each try after a check of /sw.js (checkedRegistration); a new worker parked in
 * waiting gets what a visitor's click gives it, a navigation, from another tab (handOver). Why a
 * new worker parks in Chromium (decision 0161): an event that reaches the old worker while it stops
 * for the new one starts it again, and the restarted worker stays until it has been idle for 30 s,
 * or, with DevTools attached (as Playwright is to every worker), until a navigation or for 5
 * minutes. Both tests below parked in most runs when the page messaged the old worker while the new
 * one installed, and passed so. A failure prints Chromium's own account of the versions.
 */
async function untilWorkers(
  page: Page,
  lifecycle: () => string,
  what: string,
  done: (state: Awaited<ReturnType<typeof checkedRegistration>>) => Promise<boolean>,
): Promise<void> {
  let seen = '';
  const others: Page[] = [];
  try {
    await expect
      .poll(
        async () => {
          const state = await checkedRegistration(page);
          seen = JSON.stringify(state);
          if (await done(state)) return true;
          if (state.waiting !== '-') {
            seen += ', another tab navigated';
            const other = await page.context().newPage();
            others.push(other);
            await handOver(other, site!.origin);
          }
          return false;
        },
        { message: what, timeout: 30_000 },
      )
      .toBe(true);
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\nThe last check: ${seen}\nChromium's account: ${lifecycle()}`,
      {
        cause: error,
      },
    );
  } finally {
    for (const other of others) await other.close();
  }
}

/**
 * A navigation in `tab` (a new one each time), not awaited: for a new worker parked in waiting, the
 * navigation that has the browser stop the old worker and activate the new one. To /robots.txt: in
 * the worker's scope, and a page that registers no worker again (the kill switch's test needs
 * none). Never the tested tab's own: with DevTools attached to the workers, as Playwright is,
 * Chromium loses the navigation that starts this hand-over (the worker's request is answered, the
 * page never commits), and the tab waits for good. Without DevTools the same navigation arrives at
 * once; measured with `npx tsx scripts/bench/swHandover.ts` (decision 0161).
 */
async function handOver(tab: Page, origin: string): Promise<void> {
  await tab.evaluate((url) => {
    setTimeout(() => location.assign(url), 0);
  }, `${origin}/robots.txt`);
}

test('after a deploy, an open tab runs the new code from its next navigation', async ({ browser }) => {
  const { context, page, log } = await visitor(browser);
  const lifecycle = await workerLifecycle(context, page);
  await page.goto('/tm/');
  await expectKept(page, '/tm/');
  await expect(heading(page)).toBeVisible();
  // The tab's app is running and sees a new build (on a loaded machine it may start after the load).
  await page.waitForFunction(() => performance.getEntriesByName('app:worker-watched').length > 0);
  const before = await controllerBuild(page);
  expect(before).not.toBeNull();

  // The worker of the build the tab runs, to tell the new one from it without messaging either.
  await page.evaluate(() => {
    (globalThis as { e2eOldWorker?: unknown }).e2eOldWorker = navigator.serviceWorker.controller;
  });
  const old = await deployNewBuild(site!.distDir);
  // The browser finds the new build's worker, which takes over at once, or is parked until a
  // navigation (decision 0161): another tab's here (handOver). This tab must run the old code until
  // its next navigation. That the app counts a parked worker as a new build too is checked in
  // src/app/registerServiceWorker.test.ts: its click here would be the navigation that is lost.
  await untilWorkers(page, lifecycle, "the new build's worker has taken over", () =>
    page.evaluate(
      async () =>
        (await navigator.serviceWorker.getRegistration())?.active !==
        (globalThis as { e2eOldWorker?: unknown }).e2eOldWorker,
    ),
  );
  expect(await page.evaluate(() => (globalThis as { e2eBuild?: string }).e2eBuild)).toBeUndefined();

  // A navigation that never commits fails with Chromium's account of the worker versions and the
  // requests still open.
  const open = new Set<string>();
  const opened = (request: Request) => open.add(`${request.method()} ${request.url()}`);
  const closed = (request: Request) => open.delete(`${request.method()} ${request.url()}`);
  context.on('request', opened);
  context.on('requestfinished', closed);
  context.on('requestfailed', closed);
  await page
    .locator('a[href="/tm/contacts"]')
    .first()
    .click()
    .catch((error: unknown) => {
      throw new Error(
        `${(error as Error).message}\nChromium's account: ${lifecycle()}\nOpen: ${[...open].join(', ')}`,
        { cause: error },
      );
    });
  context.off('request', opened);
  context.off('requestfinished', closed);
  context.off('requestfailed', closed);
  await expect(page).toHaveURL(/\/tm\/contacts$/);
  await expect(heading(page)).toHaveText(contactsTexts.title.tm);
  await expect.poll(() => page.evaluate(() => (globalThis as { e2eBuild?: string }).e2eBuild)).toBe('next');

  // The new build's worker controls the tab (no older one waits, and it answers with the new build).
  await untilWorkers(page, lifecycle, "the new build's worker controls the tab", async (state) => {
    if (state.installing !== '-' || state.waiting !== '-' || state.active !== 'activated') return false;
    const build = await controllerBuild(page);
    return build !== null && build !== before;
  });
  // Its pages load the new build's boot script through it and keep it (nothing of the app is
  // precached, decision 0260). The old one may stay in the bounded cache: pages kept for offline
  // reading still name it. A reload, now that the new worker controls the tab: the first page of
  // the new build may have loaded while the old worker was handing over.
  await page.reload();
  await expect.poll(() => page.evaluate(() => (globalThis as { e2eBuild?: string }).e2eBuild)).toBe('next');
  const cached = await page.evaluate(async (name) => {
    const urls: string[] = [];
    for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  }, CACHE_NAMES.assets);
  expect(cached.some((url) => url.endsWith(`/${old.replace(/\.js$/, '-next.js')}`))).toBe(true);
  await context.close();
  assertGuardClean(log);
});

test('the kill switch removes the worker and its caches from the browser', async ({ browser }) => {
  const { context, page, log } = await visitor(browser);
  const lifecycle = await workerLifecycle(context, page);
  await page.goto('/tm/contacts');
  await expectKept(page, '/tm/contacts');
  // The app has read what it needs: from here the worker gets nothing to do (the weather goes to the
  // network without it), so it can stop for the kill switch. No page of the site loads below: one
  // loaded while the kill switch activates registers /sw.js again, and keeps it.
  await page.waitForLoadState('networkidle');

  // docs/deploying.md, "Service worker": SERVICE_WORKER=off for the prerender, or `npm run sw -- --off`.
  await buildServiceWorker(site!.distDir, { SERVICE_WORKER: 'off' });
  // The browser's check finds it (a visitor's browser checks at the next navigation, the app within
  // the hour); it takes over, or is parked until another tab's navigation (handOver), empties the
  // caches and unregisters.
  await untilWorkers(page, lifecycle, 'the kill switch has removed the worker and its caches', () =>
    page.evaluate(
      async () =>
        (await navigator.serviceWorker.getRegistrations()).length === 0 && (await caches.keys()).length === 0,
    ),
  );
  // Nothing answers for the site any more: offline is the browser's own error again.
  await goOffline(context);
  await expect(page.goto('/tm/contacts')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.close();
  assertGuardClean(log);
});
