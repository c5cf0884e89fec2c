/**
 * Field measurements through nginx (docs/decisions/0180, 0181): with RUM_SAMPLE=1, a visit and then
 * a hidden page send one beacon, which nginx writes as one line of exactly the declared fields; with
 * the suite's own site (RUM_SAMPLE unset, i.e. 0) the measuring script is never requested. The
 * beacon leaves while the page unloads, where no browser-side event sees it: the test reads nginx's
 * log. The refusals (another field, a body, too long) are tests/serve/rum.test.ts's.
 */
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RUM_FIELDS } from '../../src/features/rum/beacon';
import { assertGuardClean, expect, guardContext, test, type Page } from './fixtures';
import { startSiteServer, type SiteProcess } from './support/site-process';

/** The chunk of src/features/rum/collect.ts (web-vitals inside): `/assets/collect-HASH.js`. */
const COLLECT_CHUNK = /\/assets\/collect-[\w-]+\.js$/;

/** Resolves once the browser has been idle after the load: when a sampled page loads the chunk. */
async function idleAfterLoad(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 6000 })),
  );
  await page.waitForLoadState('networkidle');
}

test.describe('sampled (RUM_SAMPLE=1)', () => {
  test.describe.configure({ mode: 'serial' });
  let site: SiteProcess | null = null;
  let logs = '';

  test.beforeAll(async () => {
    // A copy of the run's build behind an nginx of its own: seconds.
    test.setTimeout(3 * 60_000);
    logs = mkdtempSync(join(tmpdir(), 'e2e-rum-'));
    site = await startSiteServer(
      { VITE_CAPTCHA: 'offline' },
      { serveEnv: { RUM_SAMPLE: '1', RUM_LOG: join(logs, 'rum.log') } },
    );
  });
  test.afterAll(async () => {
    await site?.stop();
    if (logs) rmSync(logs, { recursive: true, force: true });
  });

  const beacons = (): Record<string, string>[] => {
    const path = join(logs, 'rum.log');
    if (!existsSync(path)) return [];
    return readFileSync(path, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, string>);
  };

  test('a visit, then the page hidden, sends one beacon of the declared fields', async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: site!.origin,
      viewport: { width: 1280, height: 800 },
    });
    const guard = await guardContext(context);
    const page = await context.newPage();
    const collect = page.waitForResponse((response) => COLLECT_CHUNK.test(response.url()));
    const answer = await page.goto('/ru/contacts');
    expect(answer?.headers()['server-timing']).toBe('rum;desc=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await collect).ok()).toBe(true);
    // web-vitals has read the paints (buffered) once FCP is there to see.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await idleAfterLoad(page);
    await page.getByRole('heading', { level: 1 }).click();

    // Leaving the site hides the page: the beacon goes as it unloads.
    await page.goto('about:blank');
    await expect.poll(() => beacons().length, { message: 'nginx wrote the beacon' }).toBe(1);
    const [line] = beacons();
    expect(Object.keys(line!)).toEqual(['hour', ...RUM_FIELDS]);
    expect(line).toMatchObject({
      hour: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d$/),
      page: 'contacts',
      lang: 'ru',
      nav: 'load',
      screen: 'l',
      build: expect.stringMatching(/^[\w-]{6,16}$/),
      fcp: expect.stringMatching(/^\d+$/),
      lcp: expect.stringMatching(/^\d+$/),
      ttfb: expect.stringMatching(/^\d+$/),
      cls: expect.stringMatching(/^[\d.]+$/),
      // The click on the heading: the visit's one interaction, and its element.
      inp: expect.stringMatching(/^\d+$/),
      inp_target: expect.stringContaining('h1'),
    });
    // The LCP names its element by a short selector, never by the address.
    expect(line!.lcp_target).not.toBe('');
    expect(decodeURIComponent(line!.lcp_target!).length).toBeLessThanOrEqual(80);
    assertGuardClean(guard);
    await context.close();
  });
});

test('RUM_SAMPLE=0 (the suite’s own site): the measuring script is never requested', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const answer = await page.goto('/ru/contacts');
  expect(answer?.headers()['server-timing']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await idleAfterLoad(page);
  expect(requested.filter((url) => COLLECT_CHUNK.test(url) || url.includes('/rum'))).toEqual([]);
});
