/**
 * Playwright Test fixtures of the end-to-end suite. Every spec imports `test` and `expect` from here.
 *
 * - Options per test or describe (`test.use({ lang: 'ru', scenario: 'content-fails' })`): the
 *   language stored before the site's first script runs, and the mock scenario of every request the
 *   page makes. `reducedMotion` and `viewport` are Playwright's own options.
 * - `page` / `context` are guarded: the test fails on an uncaught error in the page, on a React
 *   hydration error or warning in the console, and on any Content-Security-Policy violation.
 * - `checkA11y()`: axe-core on the page as it is now, failing with a readable list.
 * - `email(label)` and `outbox`: an address no other test uses, and the mails the mock sent to it.
 * - `mock` (worker scope, automatic): waits for the mock and resets it once per run, before any
 *   test touches it.
 *
 * Isolation with two workers on one mock (docs/decisions/0040-playwright-test.md): nothing here
 * changes the mock's global state while tests run. A scenario travels with each request (the
 * `X-Mock-Scenario` header of the test's own browser context), e-mail addresses are unique per test
 * and the outbox is read by address, so the other worker's tests neither see nor disturb them.
 */
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import type { Lang } from '../../src/api/types';
import { mockAdmin, type OutboxMail } from './support/mock';

export { expect };
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

export interface E2EOptions {
  /** Stored in localStorage `lang` before the site's own code runs (while nothing is stored). */
  lang: Lang | undefined;
  /** Sent as `X-Mock-Scenario` on every request of the test's browser context. */
  scenario: string | undefined;
}

export interface A11yOptions {
  /** CSS selectors left out of the check. */
  exclude?: string[];
  /** Another page than the test's own. */
  page?: Page;
}

export interface Outbox {
  /** Mails the mock sent to `to`, newest first. */
  list(to: string): Promise<OutboxMail[]>;
  /** The newest mail of this kind to `to`, waiting for it to arrive. */
  latest(to: string, kind: OutboxMail['kind']): Promise<OutboxMail>;
}

export interface OpenPageOptions {
  lang?: Lang;
  scenario?: string;
}

interface E2EFixtures {
  /**
   * Another page in a browser context of its own (own storage and cookies, as another visitor or
   * a second visit), with the test's viewport and motion settings, its own language and scenario,
   * and the same guard. Closed, and its guard checked, when the test ends.
   */
  openPage: (options?: OpenPageOptions) => Promise<Page>;
  checkA11y: (options?: A11yOptions) => Promise<void>;
  email: (label: string) => string;
  outbox: Outbox;
}

interface E2EWorkerFixtures {
  mock: typeof mockAdmin;
}

/** What the guard saw in one browser context. */
interface GuardLog {
  pageErrors: string[];
  hydration: string[];
  csp: string[];
}

/** React's hydration messages: development wording, and production's minified error numbers. */
const HYDRATION =
  /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)[^0-9]/i;
/** Chromium's console wording for a blocked load or inline script, style, eval … */
const CSP_CONSOLE = /Refused to|violates the following Content Security Policy directive/;

/**
 * Listens to a context for what must never happen in a test. The CSP event is read in the page by
 * an init script (it runs before the site's first script) and handed over through a binding.
 */
export async function guardContext(context: BrowserContext): Promise<GuardLog> {
  const log: GuardLog = { pageErrors: [], hydration: [], csp: [] };
  context.on('weberror', (webError) => {
    const error = webError.error();
    log.pageErrors.push(`${error.name}: ${error.message}`);
  });
  context.on('console', (message) => {
    const text = message.text();
    if (CSP_CONSOLE.test(text)) log.csp.push(`console: ${text}`);
    else if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(text))
      log.hydration.push(`console.${message.type()}: ${text}`);
  });
  await context.exposeBinding('__e2eCspViolation', ({ page }, violation: string) => {
    log.csp.push(`${page.url()}: ${violation}`);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __e2eCspViolation?: (v: string) => void }).__e2eCspViolation;
        report?.(
          `${event.disposition} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}` +
            `${event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : ''}`,
        );
      },
      true,
    );
  });
  return log;
}

/** Throws with everything the guard saw, if anything. */
export function assertGuardClean(log: GuardLog): void {
  const problems = [
    ...log.pageErrors.map((e) => `uncaught error in the page: ${e}`),
    ...log.hydration.map((e) => `React hydration: ${e}`),
    ...log.csp.map((e) => `Content-Security-Policy violation: ${e}`),
  ];
  if (problems.length) throw new Error(`The page was not clean:\n  ${problems.join('\n  ')}`);
}

/**
 * A returning visitor's language: the `lang` cookie, so an address without a language (`/posts`)
 * takes them to its address in that language (decision 0028), and the stored language, only when
 * nothing is stored yet, so that a language switched in the test survives a reload.
 */
export async function storeLanguage(context: BrowserContext, lang: Lang, baseURL?: string): Promise<void> {
  if (baseURL) await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  await context.addInitScript((value: string) => {
    try {
      if (window.localStorage.getItem('lang') === null) window.localStorage.setItem('lang', value);
    } catch {
      // about:blank and opaque origins have no storage.
    }
  }, lang);
}

export async function expectNoA11yViolations(page: Page, exclude: string[] = []): Promise<void> {
  // axe.run in the page itself, violations only: half the time of the default, which runs axe in
  // each frame and then in a new blank page to merge the results (1.8-5.5 s a page on a quiet
  // machine against 0.9-2.2 s, and the suite checks about a hundred pages). Every rule still runs
  // on every element of our own document. Left out: the contents of cross-origin frames, only the
  // office maps (a third party's page, not ours to fix), which axe lists as "frame-tested" (needs
  // review, not a violation). A probe with an image without alt and grey-on-white text found the
  // same violations both ways.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  if (results.violations.length === 0) return;
  const report = results.violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `      - ${n.target.join(' ')}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, '\n        ')}` : ''}`,
        )
        .join('\n');
      const more = v.nodes.length > 8 ? `\n      … and ${v.nodes.length - 8} more` : '';
      return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  throw new Error(
    `axe-core found ${results.violations.length} accessibility violation(s) on ${page.url()}:\n${report}`,
  );
}

export const test = base.extend<E2EOptions & E2EFixtures, E2EWorkerFixtures>({
  lang: [undefined, { option: true }],
  scenario: [undefined, { option: true }],

  mock: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide, workerInfo) => {
      await mockAdmin.health();
      // Once per run, before the first test of any worker: a reset while the other worker is in
      // the middle of a test would empty its outbox under it. Playwright starts a new worker after
      // a failed test; that one finds the marker and leaves the mock alone. The output folder is
      // emptied at the start of every run, so the marker never outlives its run.
      const marker = join(workerInfo.project.outputDir, '.mock-reset');
      mkdirSync(workerInfo.project.outputDir, { recursive: true });
      let owner = false;
      try {
        mkdirSync(marker);
        owner = true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      if (owner) {
        await mockAdmin.reset();
        writeFileSync(join(marker, 'done'), '');
      } else {
        await expect.poll(() => existsSync(join(marker, 'done')), { timeout: 30_000 }).toBe(true);
      }
      await provide(mockAdmin);
    },
    { scope: 'worker', auto: true },
  ],

  context: async ({ context, lang, scenario, baseURL }, provide) => {
    const log = await guardContext(context);
    if (scenario) await context.setExtraHTTPHeaders({ 'X-Mock-Scenario': scenario });
    if (lang) await storeLanguage(context, lang, baseURL);
    await provide(context);
    assertGuardClean(log);
  },

  openPage: async ({ browser, baseURL, viewport, reducedMotion, isMobile, hasTouch, locale }, provide) => {
    const opened: { context: BrowserContext; log: GuardLog }[] = [];
    await provide(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        reducedMotion,
        isMobile,
        hasTouch,
        locale,
      });
      const log = await guardContext(context);
      if (options.scenario) await context.setExtraHTTPHeaders({ 'X-Mock-Scenario': options.scenario });
      if (options.lang) await storeLanguage(context, options.lang, baseURL);
      opened.push({ context, log });
      return context.newPage();
    });
    for (const { context } of opened) await context.close();
    for (const { log } of opened) assertGuardClean(log);
  },

  checkA11y: async ({ page }, provide) => {
    await provide((options = {}) => expectNoA11yViolations(options.page ?? page, options.exclude));
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  email: async ({}, provide, testInfo) => {
    let n = 0;
    // Worker, test and a counter: unique across the run's workers and tests, and readable in logs.
    const id = `${testInfo.testId.slice(0, 10)}-w${testInfo.workerIndex}`;
    await provide((label) => `${label}-${id}-${++n}-${Date.now().toString(36)}@example.com`);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  outbox: async ({}, provide) => {
    await provide({
      list: (to) => mockAdmin.outbox(to),
      async latest(to, kind) {
        let found: OutboxMail | undefined;
        await expect
          .poll(
            async () => {
              found = (await mockAdmin.outbox(to)).find((m) => m.kind === kind);
              return found !== undefined;
            },
            { message: `a ${kind} mail to ${to} in the mock's outbox` },
          )
          .toBe(true);
        return found!;
      },
    });
  },
});

/**
 * Stops the page's clock (installed before the page loaded: `page.clock.install()`). From here on,
 * timers fire only through `page.clock.runFor`, so a test proves what happens after N seconds of
 * autoplay or rotation without waiting for them. The page's time jumps ahead a little first
 * (Playwright cannot pause in the past, and the page's clock moves on while this is sent); timers
 * due in that jump fire once, so tests read the state after pausing rather than assume it.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2_000);
}
