/**
 * A repeat visit refreshes the API's answers with validators (docs/decisions/0270), through nginx:
 * a build of its own, `/` prerendered against a mock of this spec's own (its data is changed here),
 * nginx's access log read for what the API was asked and what it answered.
 *
 * - The prerendered page's reads: the page carries each one's ETag, and the app's refresh asks with
 *   it. A visitor reads `/tm/` an hour after the prerender (its data older than the configured
 *   age), and again the next day in a new tab: each time the reads whose answers did not change
 *   are 304s with no body, the one the API changed overnight is a 200, and the page shows the new
 *   text. Once without a service worker and once with it installed (its network-first route for
 *   the API passes the 304 on). Also when the first visit came while the page was young and asked
 *   the API nothing, so that the browser keeps no answer of its own.
 * - A page that is not prerendered (`/tm/posts` here): the app fetches its reads whole, the browser
 *   keeps them with their ETags, and the next day's visit revalidates them: 304s.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../mock-api/db-types';
import { type MockServer, createMockServer, DEFAULT_DB_PATH } from '../../mock-api/server';
import { readFixture } from '../../mock-api/watch';
import { href } from '../../src/addresses/href';
import { assertGuardClean, expect, guardContext, test, type Page } from './fixtures';
import { startSiteServer, type SiteProcess } from './support/site-process';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const db: Db = readFixture(DEFAULT_DB_PATH);
const logDir = mkdtempSync(join(tmpdir(), 'e2e-repeat-visit-'));
const accessLog = join(logDir, 'access.log');

let mock: MockServer;
let site: SiteProcess | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  mock = await createMockServer({ port: 0, quiet: true, mediaCacheDir: null, watch: false });
  site = await startSiteServer(
    { VITE_CAPTCHA: 'offline' },
    { prerender: true, prerenderPages: ['/', '/contacts'], accessLog, apiOrigin: mock.url },
  );
});

test.afterAll(async () => {
  await site?.stop();
  await mock?.close();
  rmSync(logDir, { recursive: true, force: true });
});

interface Logged {
  uri: string;
  status: number;
  bytes_sent: number;
  user_agent: string;
}

/**
 * The user agent of the visitor whose lines `apiLines` reads: each `asVisitor` context has one of
 * its own. A read of the test before, cut off as its context closed, was logged (a 499) after this
 * test had taken the log's length, and counted as this visitor's.
 */
let visitorAgent = '';
let visitors = 0;
/** The browser's own user agent, asked once. */
let browserAgent: string | undefined;

const logSize = () => statSync(accessLog, { throwIfNoEntry: false })?.size ?? 0;

/** The API's lines nginx logged since `from` (its length before), of this test's visitor. */
function apiLines(from: number): Logged[] {
  return readFileSync(accessLog, 'utf8')
    .slice(from)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Logged)
    .filter((line) => line.uri.startsWith('/api/') && line.user_agent === visitorAgent);
}

/** Until nginx has logged nothing new for 1.5 s (it writes a line as each answer ends). */
async function quietLog(): Promise<void> {
  let last = -1;
  await expect
    .poll(
      () => {
        const size = logSize();
        const same = size === last;
        last = size;
        return same;
      },
      { intervals: [1500], timeout: 60_000 },
    )
    .toBe(true);
}

/** `path` (the home page by default) in a new tab whose clock reads `later` ms from now. */
async function visit(
  context: import('@playwright/test').BrowserContext,
  later: number,
  path = href('home', {}, 'tm'),
): Promise<Page> {
  const page = await context.newPage();
  await page.clock.install({ time: Date.now() + later });
  await page.goto(path);
  return page;
}

/** The API changes one answer: the first banner's text. */
async function editBanner(text: string): Promise<void> {
  const edited = await fetch(`${mock.url}/__mock/db/banners/${db.banners[0]!.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text_tm: text }),
  });
  expect(edited.status).toBe(200);
}

/** `reads` are 304s that sent no body, and there are several of them. */
function expectNotModified(reads: Logged[]): void {
  expect(reads.length).toBeGreaterThan(5);
  expect(reads.filter((line) => line.status !== 304 || line.bytes_sent !== 0)).toEqual([]);
}

const BANNERS = '/api/v1/main/banners/';

/**
 * `visits` in a new browser context on the mock's original data, its guard checked at the end;
 * the context closed whatever happens.
 */
async function asVisitor(
  browser: import('@playwright/test').Browser,
  serviceWorkers: 'block' | 'allow',
  visits: (context: import('@playwright/test').BrowserContext) => Promise<void>,
): Promise<void> {
  mock.reset();
  if (browserAgent === undefined) {
    const cdp = await browser.newBrowserCDPSession();
    browserAgent = (await cdp.send('Browser.getVersion')).userAgent;
    await cdp.detach();
  }
  visitorAgent = `${browserAgent} e2e-visitor/${++visitors}`;
  const context = await browser.newContext({
    baseURL: site!.origin,
    serviceWorkers,
    userAgent: visitorAgent,
  });
  const log = await guardContext(context);
  try {
    await visits(context);
    assertGuardClean(log);
  } finally {
    await context.close();
  }
}

/** The home page's reads the next day, after the banner changed: it is a 200 and shown, the rest 304s. */
async function expectNextDay(context: import('@playwright/test').BrowserContext, text: string) {
  const from = logSize();
  const again = await visit(context, DAY);
  await expect(again.getByText(text, { exact: true }).first()).toBeVisible();
  await quietLog();
  const reads = apiLines(from);
  expect(reads.filter((line) => line.uri === BANNERS).map((line) => line.status)).toEqual([200]);
  expectNotModified(reads.filter((line) => line.uri !== BANNERS));
  return reads;
}

test('each prerendered page carries the ETag of every read in its state, the second page rendered too', async ({
  request,
}) => {
  // `/contacts` renders after `/` in the same worker, its frame's reads answered from the run's
  // cache (scripts/prerender/responseCache.ts): their ETags count for it as well.
  for (const path of [href('home', {}, 'tm'), href('contacts', {}, 'tm')]) {
    const html = await (await request.get(`${site!.origin}${path}`)).text();
    const text = /<script type="application\/json" id="prerender-state">([^<]*)<\/script>/.exec(html)?.[1];
    const state = JSON.parse(text!) as {
      queries: { queries: unknown[] };
      validators: Record<string, string>;
    };
    expect(state.queries.queries.length, path).toBeGreaterThan(4);
    expect(Object.keys(state.validators).length, path).toBe(state.queries.queries.length);
    for (const etag of Object.values(state.validators)) expect(etag, path).toMatch(/^(W\/)?"[0-9a-f]{32}"$/);
  }
});

for (const serviceWorkers of ['block', 'allow'] as const) {
  test(`the prerendered page's reads are asked with its ETags: unchanged ones are 304s, a changed one is shown (${serviceWorkers === 'allow' ? 'with' : 'without'} the service worker)`, async ({
    browser,
  }) => {
    await asVisitor(browser, serviceWorkers, async (context) => {
      const from = logSize();
      const first = await visit(context, HOUR);
      // The page's data is an hour old: the app refreshes it, nothing changed since the prerender.
      await expect.poll(() => apiLines(from).map((line) => line.uri)).toContain(BANNERS);
      if (serviceWorkers === 'allow')
        await expect.poll(() => first.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await quietLog();
      const firstReads = apiLines(from);
      expectNotModified(firstReads);
      await first.close();

      const text = `${db.banners[0]!.text_tm} (${serviceWorkers})`;
      await editBanner(text);
      const reads = await expectNextDay(context, text);
      // The same reads as the first visit, each asked once more.
      expect(reads.map((line) => line.uri).sort()).toEqual(firstReads.map((line) => line.uri).sort());
    });
  });
}

test('a first visit while the page is young asks nothing; the next day its reads are still asked with its ETags', async ({
  browser,
}) => {
  await asVisitor(browser, 'block', async (context) => {
    // Just after the prerender the page's data is current: the app asks the API nothing, so the
    // browser keeps no answer, and no validator of its own, for the next day.
    const from = logSize();
    const first = await visit(context, 0);
    await expect(first.locator('time.frame-clock__time')).toBeVisible();
    await quietLog();
    expect(apiLines(from)).toEqual([]);
    await first.close();

    const text = `${db.banners[0]!.text_tm} (young)`;
    await editBanner(text);
    await expectNextDay(context, text);
  });
});

test("a page that is not prerendered: the browser keeps its reads' answers and revalidates them the next day", async ({
  browser,
}) => {
  await asVisitor(browser, 'block', async (context) => {
    const posts = href('posts', {}, 'tm');
    let from = logSize();
    const first = await visit(context, HOUR, posts);
    await expect(first.locator('time.frame-clock__time')).toBeVisible();
    await quietLog();
    // The list's reads came whole (the frame's, seeded by the frame page with their ETags, are 304s).
    const whole = apiLines(from).filter((line) => line.status === 200);
    expect(whole.map((line) => line.uri)).toContainEqual(expect.stringMatching(/^\/api\/v1\/posts\//));
    await first.close();

    from = logSize();
    const again = await visit(context, DAY, posts);
    await expect(again.locator('time.frame-clock__time')).toBeVisible();
    await quietLog();
    const reads = apiLines(from);
    expectNotModified(reads);
    expect(reads.map((line) => line.uri)).toEqual(expect.arrayContaining(whole.map((line) => line.uri)));
  });
});

for (const [age, later] of [
  ['young', 0],
  ['kept by 304s', HOUR],
] as const) {
  test(`a switch to a language the page's data does not hold shows that language (${age})`, async ({
    browser,
  }) => {
    await asVisitor(browser, 'block', async (context) => {
      // `/en/` carries English and Turkmen texts only (src/app/slimState.ts).
      const from = logSize();
      const page = await visit(context, later, href('home', {}, 'en'));
      await expect(page.locator('time.frame-clock__time')).toBeVisible();
      await quietLog();
      if (later) expectNotModified(apiLines(from));
      await page.locator('.frame-topbar__langs').getByRole('link', { name: 'RU', exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      const menu = db.header_menu.children[0]!;
      await expect(
        page.getByRole('navigation').getByText(menu.name_ru, { exact: true }).first(),
      ).toBeVisible();
      const main = db.posts.find((post) => post.slug === db.main_post_slug)!;
      await expect(page.getByRole('main').getByText(main.name_ru, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('main').getByText(main.name_tm, { exact: true })).toHaveCount(0);
    });
  });
}
