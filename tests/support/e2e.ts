/**
 * Helpers for the end-to-end tests (vitest project `e2e`): Debian's Chromium driven by
 * playwright-core, the site's production build on the preview server and the mock API, both
 * started by `e2e-global-setup.ts`. Tests use vitest's `expect` with Playwright locators.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { createApi } from '../../src/api/calls';
import type { Lang } from '../../src/api/types';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian Chromium's headless flags: without the background-networking ones it keeps opening refused
 * connections. playwright-core gives every launch a fresh temporary user-data dir of its own and
 * removes it on close, so no profile leaks from one run into the next.
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
}

export interface NewPageOptions {
  /** Stored in localStorage `lang` before the site's own code runs (first load only). */
  lang?: Lang;
  /** Sent as `X-Mock-Scenario` on every request of this page (proxied through to the mock). */
  scenario?: string;
  /** Emulates `prefers-reduced-motion: reduce`. */
  reducedMotion?: boolean;
  viewport?: { width: number; height: number };
}

const pageErrorLog = new WeakMap<Page, string[]>();
const consoleErrorLog = new WeakMap<Page, string[]>();

/** A page in its own browser context (own storage and cookies). Close it with `closePage`. */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    extraHTTPHeaders: options.scenario ? { 'X-Mock-Scenario': options.scenario } : undefined,
  });
  if (options.lang) {
    // Only when nothing is stored yet, so that a language switched in the test survives a reload.
    await context.addInitScript((lang: string) => {
      try {
        if (window.localStorage.getItem('lang') === null) window.localStorage.setItem('lang', lang);
      } catch {
        // about:blank and opaque origins have no storage.
      }
    }, options.lang);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  pageErrorLog.set(page, errors);
  consoleErrorLog.set(page, consoleErrors);
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return page;
}

/** Uncaught exceptions thrown in the page so far. */
export function pageErrors(page: Page): string[] {
  return [...(pageErrorLog.get(page) ?? [])];
}

/** `console.error` messages so far (failed resource loads included). */
export function consoleErrors(page: Page): string[] {
  return [...(consoleErrorLog.get(page) ?? [])];
}

export function expectNoPageErrors(page: Page): void {
  const errors = pageErrors(page);
  if (errors.length) throw new Error(`Uncaught errors in the page:\n  ${errors.join('\n  ')}`);
}

export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** Absolute URL of a site path on the preview server, e.g. `siteUrl('/posts')`. */
export function siteUrl(path = '/'): string {
  return new URL(path, inject('baseUrl')).toString();
}

export function mockUrl(path = '/'): string {
  return new URL(path, inject('mockUrl')).toString();
}

/**
 * Runs axe-core on the page as it is now and fails with a readable list of violations
 * (rule, impact, help and the offending elements).
 */
export async function expectNoA11yViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
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

/** The site's own API functions pointed at the mock: read the data a page should show. */
export function mockApi(scenario?: string) {
  return createApi({
    baseUrl: `${inject('mockUrl')}/api/v1`,
    headers: scenario ? { 'X-Mock-Scenario': scenario } : undefined,
  });
}

export interface OutboxMail {
  id: number | string;
  to: string;
  kind: 'otp' | 'activation';
  subject: string;
  text: string;
  code?: string;
  token?: string;
  link?: string;
  created_at: string;
}

async function admin<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await fetch(mockUrl(path), {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} on the mock answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The mock's admin endpoints (`/__mock/…`). */
export const mockAdmin = {
  health: () => admin<unknown>('GET', '/__mock/health'),
  /** Initial data, empty outbox, the start scenario. */
  reset: () => admin<unknown>('POST', '/__mock/reset'),
  /** Mails the mock "sent", newest first; only those to `to` when given. */
  outbox: (to?: string) =>
    admin<OutboxMail[]>('GET', `/__mock/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`),
  scenario: () => admin<{ active: string | null; available: string[] }>('GET', '/__mock/scenario'),
  /** A scenario for every request until changed (`null` clears it). Prefer `newPage({scenario})`. */
  setScenario: (name: string | null) => admin<unknown>('PUT', '/__mock/scenario', { name }),
};
