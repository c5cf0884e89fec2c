/**
 * End-to-end tests: Playwright Test driving Debian's headless Chromium (never a downloaded browser) against
 * the production build and the mock API, both started here as `webServer`s on free loopback ports.
 * Decisions: docs/decisions/0040-playwright-test.md.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH, HOST, ensurePorts, mockOrigin } from './tests/e2e/support/env';

const { mockPort, sitePort } = ensurePorts();
// The run's production build, made once by the site below and copied by a spec that serves it
// unprerendered behind an nginx of its own (rum.spec.ts; tests/e2e/support/site-server.ts). A
// prerendered site builds its own, with its SITE_ORIGIN. Named by the run's port, so the runner and
// its workers, which each load this file, agree on it.
const sharedBuild = (process.env.E2E_SHARED_BUILD ??= join(tmpdir(), `e2e-build-${sitePort}`));
const siteOrigin = `http://${HOST}:${sitePort}`;
/** The specs that serve a prerendered build of their own (tests/e2e/support/site-server.ts). */
const PRERENDERED_SPECS = [
  '**/prerender.spec.ts',
  '**/first-visit.spec.ts',
  '**/offline.spec.ts',
  '**/search.spec.ts',
  '**/pictures.spec.ts',
  '**/repeat-visit.spec.ts',
  '**/no-app.spec.ts',
];
const CI = !!process.env.CI;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // A flaky test is a race to find, never something to retry.
  retries: 0,
  forbidOnly: true,
  // Two cores: two browsers. Tests share one mock; see fixtures.ts for how they keep out of each
  // other's way.
  workers: Number(process.env.E2E_WORKERS || 2),
  fullyParallel: true,
  // Whole pages with axe-core take several seconds each on a loaded 2-core machine.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: 'tests/.artifacts/playwright',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT || 'tests/.artifacts/e2e.json' }]],
  use: {
    baseURL: siteOrigin,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // No trace by default: recording one (every action with the page's DOM before and after, the
    // network, the console) cost 21 % of the tests' time on 2 cores, in every test, passed or not
    // (frame, details and forms specs, 68 tests, 2 workers, 2026-11-29: 3.3 min with traces kept on
    // failure and no screencast, 2.7 min without). A failed test keeps its screenshot and Playwright's
    // error context (the page's accessibility tree at the failure); for a trace, run it again with
    // `--trace retain-on-failure` (docs/testing.md).
    trace: 'off',
    screenshot: 'only-on-failure',
    reducedMotion: 'no-preference',
    // A Turkmen visitor's browser: Chromium's own default (en-US) would send every path without a
    // language to English (nginx reads Accept-Language, decision 0028), and the suite's tests expect
    // the site's default language there.
    locale: 'tk-TM',
    // A prerendered site registers its service worker (src/sw), which would answer requests that
    // `page.route` never sees: only offline.spec.ts, which tests it, lets it run.
    serviceWorkers: 'block',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      // Listed first, so its two files are the first work the two workers take: each is one serial
      // group behind a prerender of its own (minutes on the CI machine). Queued last, as their names
      // sort, one worker ran them alone while the other had finished (decision 0040).
      name: 'prerendered',
      testMatch: PRERENDERED_SPECS,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'desktop',
      testIgnore: PRERENDERED_SPECS,
      use: { viewport: { width: 1280, height: 800 } },
      // Behaviour that exists only on a small screen (the burger menu) runs in the phone project.
      grepInvert: /@phone-only/,
    },
    {
      // A phone: small viewport, touch, mobile meta-viewport handling. Only the tests tagged
      // `@phone` (and `@phone-only`) run here: the layouts and flows that change on a small screen,
      // not the whole suite again (which would double the CI time for little more coverage).
      name: 'phone',
      use: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      name: 'mock',
      command: 'npx tsx mock-api/cli.ts',
      env: { MOCK_PORT: String(mockPort), MOCK_HOST: HOST, MOCK_QUIET: '1' },
      url: `${mockOrigin()}/__mock/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'pipe',
    },
    {
      // Started after the mock (webServers start in order): the site proxies to it.
      name: 'site',
      command: 'npx tsx tests/e2e/support/site-server.ts',
      env: {
        HOST,
        PORT: String(sitePort),
        API_ORIGIN: mockOrigin(),
        E2E_SHARED_BUILD: sharedBuild,
        E2E_SHARED_BUILD_OWNER: '1',
      },
      url: `${siteOrigin}/`,
      reuseExistingServer: false,
      // The production build takes a minute or more on a loaded 2-core machine.
      timeout: (CI ? 6 : 4) * 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'pipe',
    },
  ],
});
