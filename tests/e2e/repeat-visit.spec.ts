/**
 * A repeat visit refreshes the API's answers with validators (docs/decisions/0270), through nginx:
 * a build of its own, `/` prerendered against a mock of this spec's own (its data is changed here),
 * nginx's access log read for what the API was asked and what it answered.
 *
 * A visitor reads `/tm/` once its data is older than the configured age (an hour after the
 * prerender): the app refreshes the page's reads, and the browser keeps the answers with their
 * ETags. The next day, in a new tab of the same browser, the app refreshes them again: each read
 * whose answer did not change is a 304 with no body, the one the API changed overnight is a 200,
 * and the page shows the new text. Once without a service worker and once with it installed (the
 * worker's network-first route for the API fetches through the same HTTP cache).
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
    { prerender: true, prerenderPages: ['/'], accessLog, apiOrigin: mock.url },
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
}

const logSize = () => statSync(accessLog, { throwIfNoEntry: false })?.size ?? 0;

/** The API's lines nginx logged since `from` (its length before). */
function apiLines(from: number): Logged[] {
  return readFileSync(accessLog, 'utf8')
    .slice(from)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Logged)
    .filter((line) => line.uri.startsWith('/api/'));
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

/** `/tm/` in a new tab whose clock reads `later` ms from now. */
async function visit(context: import('@playwright/test').BrowserContext, later: number): Promise<Page> {
  const page = await context.newPage();
  await page.clock.install({ time: Date.now() + later });
  await page.goto(href('home', {}, 'tm'));
  return page;
}

for (const serviceWorkers of ['block', 'allow'] as const) {
  test(`the next day the unchanged reads are 304s and a changed one is shown (${serviceWorkers === 'allow' ? 'with' : 'without'} the service worker)`, async ({
    browser,
  }) => {
    mock.reset();
    const banner = db.banners[0]!;
    const context = await browser.newContext({ baseURL: site!.origin, serviceWorkers });
    const log = await guardContext(context);
    try {
      let from = logSize();
      const first = await visit(context, HOUR);
      // The page's data is an hour old: the app refreshes it, and the browser keeps the answers.
      await expect.poll(() => apiLines(from).map((line) => line.uri)).toContain('/api/v1/main/banners/');
      if (serviceWorkers === 'allow')
        await expect.poll(() => first.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await quietLog();
      const firstReads = apiLines(from);
      expect(firstReads.every((line) => line.status === 200)).toBe(true);
      await first.close();

      // Overnight the API changes one answer: the first banner's text.
      const text = `${banner.text_tm} (${serviceWorkers})`;
      const edited = await fetch(`${mock.url}/__mock/db/banners/${banner.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text_tm: text }),
      });
      expect(edited.status).toBe(200);

      from = logSize();
      const again = await visit(context, DAY);
      await expect(again.getByText(text, { exact: true }).first()).toBeVisible();
      await quietLog();
      const reads = apiLines(from);
      // The same reads as the first visit, each asked once more.
      expect(reads.map((line) => line.uri).sort()).toEqual(firstReads.map((line) => line.uri).sort());
      const changed = reads.filter((line) => line.uri === '/api/v1/main/banners/');
      expect(changed.map((line) => line.status)).toEqual([200]);
      const unchanged = reads.filter((line) => line.uri !== '/api/v1/main/banners/');
      expect(unchanged.length).toBeGreaterThan(5);
      expect(unchanged.filter((line) => line.status !== 304 || line.bytes_sent !== 0)).toEqual([]);
      assertGuardClean(log);
    } finally {
      await context.close();
    }
  });
}
