/**
 * A browser whose app's scripts fail, through the production path (the build, `/` and `/contacts`
 * prerendered in three languages, nginx, the run's mock).
 *
 * - The app cannot start (decision 0221): its entry script is not found, throws as it starts, or
 *   cannot be parsed (as in a browser too old for the build's syntax, decision 0220). A visitor still
 *   reads each prerendered page and follows its links, and each form, sent before the failure (held
 *   by the boot script) or after it, says that it was not sent and what to do; nothing is sent and
 *   nothing waits for a script that never runs.
 * - The page being left while the app's scripts load (decision 0222): Firefox and WebKit cancel a
 *   page's loads in flight as soon as a navigation starts, and report each as a failed load. The
 *   cookie notice's OK, pressed then, must still record consent: a failed load that the server can
 *   still serve reloads nothing (a reload would cancel the pending navigation and drop the cookie
 *   nginx set). Chromium does not cancel those loads itself; the test cancels them as those engines
 *   do, at the moment the notice's request goes out.
 */
import type { Route } from '@playwright/test';
import { contactFormTexts } from '../../src/features/contact-form/texts';
import { frameTexts } from '../../src/features/frame/texts';
import { subscriptionTexts } from '../../src/features/subscription/texts';
import { formTexts } from '../../src/shared/forms/texts';
import {
  assertGuardClean,
  expect,
  guardContext,
  storeLanguage,
  test,
  type Browser,
  type Locator,
  type Page,
} from './fixtures';
import { startSiteServer, type SiteProcess } from './support/site-process';

let site: SiteProcess | null = null;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A build, two pages prerendered in three languages, nginx: a minute or two on a loaded machine.
  test.setTimeout(5 * 60_000);
  site = await startSiteServer(
    { VITE_CAPTCHA: 'offline' },
    { prerender: true, prerenderPages: ['/', '/contacts'] },
  );
  origin = site.origin;
});

test.afterAll(async () => {
  await site?.stop();
});

/** The app's entry as the boot script names it on a page (`data-app`), read from the HTML nginx serves. */
async function entryOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(`${origin}${path}`)).text();
  const entry = /<script[^>]*\sdata-app="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${path} names no app entry (data-app)`);
  return new URL(entry, origin).href;
}

/** The forms of a page that hold a submit (each has the held-submit status), by their visible button. */
const heldForms = (page: Page) =>
  page.locator('form').filter({ has: page.locator('[role="status"].held-submit') });

/** What a visitor sends: the request the form's app would make, or nginx's fallback page. */
function watchSends(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

/** Fills what a form asks for (its e-mail, and the contact form's name and message) and presses its button. */
async function send(form: Locator): Promise<void> {
  const name = form.getByLabel('Full name');
  if (await name.count()) {
    await name.fill('Aýna Orazowa');
    await form.getByLabel('Message').fill('When is the office open?');
  }
  await form.getByLabel('E-mail').fill('visitor@example.com');
  const button = form.getByRole('button', {
    name: new RegExp(`^(${contactFormTexts.send.en}|${subscriptionTexts.subscribe.en})$`),
  });
  await button.click();
}

/**
 * How the entry fails; how many times a page loads it (a 404 on the second page, which holds no
 * sent form, reloads it once, for the newer build a deploy would have made: the reload guard stops
 * the next); the uncaught errors the pages report (the entry's own, once per page).
 */
/** The form's status (its live region) saying `text`. */
const says = (form: Locator, text: string) => form.getByRole('status').filter({ hasText: text });

const failures = {
  'is not found': {
    fail: (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    loads: 3,
    errors: 0,
  },
  'cannot be loaded (network)': { fail: (route: Route) => route.abort('failed'), loads: 2, errors: 0 },
  'throws as it starts': {
    fail: (route: Route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: 'throw new Error("the app failed as it started");',
      }),
    loads: 2,
    errors: 2,
  },
  // What a browser older than the build's syntax meets: a SyntaxError before anything runs.
  'cannot be parsed': {
    fail: (route: Route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'const start = () => {{ ]];' }),
    loads: 2,
    errors: 2,
  },
} as const;

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const log = await guardContext(context);
  await storeLanguage(context, 'en', origin);
  return { context, log, page: await context.newPage() };
}

for (const [how, { fail, loads, errors }] of Object.entries(failures)) {
  test(`the app's entry ${how}: pages read, links work, and every form says it was not sent, before and after the failure`, async ({
    browser,
  }) => {
    const { context, log, page } = await freshPage(browser);
    const failed = formTexts.heldStartFailed.en;
    const held = formTexts.heldUntilStart.en;
    // The entry of each page, held until the test lets it fail (every page names the same one).
    const entry = await entryOf(page, '/en/');
    expect(await entryOf(page, '/en/contacts')).toBe(entry);
    let letFail = () => {};
    const failing = new Promise<void>((resolve) => (letFail = resolve));
    let asked = 0;
    await page.route(entry, async (route) => {
      if (route.request().method() === 'GET') asked++;
      await failing;
      await fail(route);
    });
    const posts = watchSends(page);

    await page.goto(`${origin}/en/`);
    await expect(page.locator('#main-content h1').first()).toBeVisible();
    const forms = heldForms(page);
    const count = await forms.count();
    expect(count, 'forms that hold a submit on the home page').toBeGreaterThan(0);
    // Before the failure: the boot script has asked for the entry, which has not come yet.
    await expect.poll(() => asked).toBe(1);
    const first = forms.first();
    await send(first);
    await expect(says(first, held)).toBeVisible();

    letFail();
    // The held form says, in the end, what became of it; nothing waits for the app any longer.
    await expect(says(first, failed)).toBeVisible();
    // After the failure: every form says so at once when sent.
    for (let i = 1; i < count; i++) {
      const form = forms.nth(i);
      await send(form);
      await expect(says(form, failed)).toBeVisible();
    }
    await send(first);
    await expect(says(first, failed)).toBeVisible();
    await expect(page.getByText(held)).toHaveCount(0);

    // A link of the page leads to its prerendered page, whose form says the same.
    await page.locator('a[href="/en/contacts"]').first().click();
    await expect(page).toHaveURL(`${origin}/en/contacts`);
    await expect.poll(() => asked, { message: 'loads of the entry' }).toBe(loads);
    await page.waitForLoadState('load');
    await expect(page.locator('#main-content h1').first()).toBeVisible();
    const contact = page.locator('form').filter({ has: page.getByLabel('Full name') });
    await send(contact);
    await expect(says(contact, failed)).toBeVisible();
    await expect(contact.getByLabel('Message')).toHaveValue('When is the office open?');

    // Nothing was sent anywhere: no request of a form, not even nginx's fallback page.
    expect(posts).toEqual([]);
    await context.close();
    expect(log.pageErrors).toHaveLength(errors);
    assertGuardClean({ ...log, pageErrors: [] });
  });
}

test("the cookie notice's OK pressed while the app's scripts load, then cancelled as Firefox and WebKit cancel them: the consent is kept", async ({
  browser,
}) => {
  const { context, log, page } = await freshPage(browser);
  const notice = page.getByRole('region', { name: frameTexts.cookieNotice.en });
  // The app's entry is held back until the notice's request goes out; then its load is cancelled,
  // as a navigation's start cancels a document's loads in Gecko and WebKit (Chromium lets them
  // finish). Loads asked for afterwards (a HEAD of it, the page that follows) go through.
  const entry = await entryOf(page, '/en/');
  const heldLoads: Route[] = [];
  let leaving = false;
  await page.route(entry, async (route) => {
    if (leaving || route.request().method() !== 'GET') await route.continue();
    else heldLoads.push(route);
  });
  // The notice's request stays in flight for a second, time enough for the page to act on the
  // cancelled load (a reload there would cancel this navigation and drop its cookie).
  let consentRequests = 0;
  await page.route(`${origin}/cookie-consent*`, async (route) => {
    consentRequests++;
    leaving = true;
    for (const held of heldLoads.splice(0)) await held.abort('aborted');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });

  await page.goto(`${origin}/en/`);
  await expect.poll(() => heldLoads.length, { message: "the app's entry asked for" }).toBe(1);
  // The documents the tab asks for from the press on: the notice's request and the page nginx
  // sends back to, nothing else (a reload of the page in between is what lost the consent).
  const documents: string[] = [];
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    const from = request.redirectedFrom();
    documents.push(
      `${new URL(request.url()).pathname}${from ? ` after ${new URL(from.url()).pathname}` : ''}`,
    );
  });
  const back = page.waitForRequest(
    (request) => request.redirectedFrom()?.url().includes('/cookie-consent') ?? false,
  );
  await notice.getByRole('button', { name: frameTexts.ok.en }).click();
  await back;
  await page.waitForLoadState('load');
  expect(documents).toEqual(['/cookie-consent', '/en/ after /cookie-consent']);
  await expect
    .poll(async () => (await context.cookies(origin)).some((c) => c.name === 'ashgabat_session'), {
      message: 'the consent cookie is stored',
    })
    .toBe(true);
  expect(consentRequests).toBe(1);
  await page.reload();
  await expect(page.locator('#main-content h1').first()).toBeVisible();
  await expect(notice).toBeHidden();
  await context.close();
  assertGuardClean(log);
});
