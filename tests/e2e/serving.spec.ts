/**
 * The forms behind the production nginx (scripts/serve.ts), in the browser: the subscription
 * form shows nginx's 429 once a client has used up its burst (the default burst of 20), and the
 * forms say the service is unavailable for now when the backend is dead (not "check your
 * connection"). Each case runs its own nginx over one production build, with the mock as the API
 * or with a mock that is stopped once the page has loaded. The suite's fixtures fail the test on any
 * CSP violation or page error. E2E_DIST=<dir> reuses a build instead of making one.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { createMockServer } from '../../mock-api/server';
import { buildProduction } from '../../scripts/build-production';
import { compressDist } from '../../scripts/compress-dist';
import { freePort, optionsFromEnv, startNginx, type RunningNginx } from '../../scripts/serve';
import type { Lang } from '../../src/api/types';
import { subscriptionTexts } from '../../src/features/subscription/texts';
import { captchaTexts } from '../../src/blocks/captcha/texts';
import { fill } from '../../src/i18n/fill';
import { commonTexts } from '../../src/i18n/texts';
import { formTexts } from '../../src/shared/forms/texts';
import { LANGS } from '../../src/api/langs';

test.describe.configure({ mode: 'serial' });

let distDir = '';
let removeBuild = () => undefined as void;
let mock: Awaited<ReturnType<typeof createMockServer>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const shared = process.env.E2E_SHARED_BUILD;
  if (process.env.E2E_DIST) {
    distDir = resolve(process.env.E2E_DIST);
  } else if (shared && existsSync(join(shared, 'index.html'))) {
    // The run's own build (playwright.config.ts), made with the same variables: only read here.
    distDir = resolve(shared);
  } else {
    distDir = mkdtempSync(join(tmpdir(), 'serving-e2e-'));
    // nginx's workers run as an unprivileged user when the suite runs as root.
    chmodSync(distDir, 0o755);
    removeBuild = () => rmSync(distDir, { recursive: true, force: true });
    await buildProduction(distDir, { VITE_CAPTCHA: 'offline' });
    await compressDist(distDir);
  }
  mock = await createMockServer({ port: 0, host: '127.0.0.1', quiet: true });
});

test.afterAll(async () => {
  await mock?.close();
  removeBuild();
});

async function serve(env: Record<string, string>): Promise<RunningNginx> {
  return startNginx(
    optionsFromEnv({
      PATH: process.env.PATH,
      DIST_DIR: distDir,
      PORT: String(await freePort()),
      ACCESS_LOG: 'off',
      WORKER_PROCESSES: '1',
      ...env,
    }),
    { output: 'collect' },
  );
}

async function openIn(page: Page, url: string, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url }]);
  await page.addInitScript((l: string) => {
    if (window.localStorage.getItem('lang') === null) window.localStorage.setItem('lang', l);
  }, lang);
  await page.goto(url);
}

function headerForm(page: Page, lang: Lang) {
  return page.getByRole('form', { name: subscriptionTexts.headerFormName[lang] });
}

async function fillSubscription(page: Page, lang: Lang, email: string): Promise<void> {
  const form = headerForm(page, lang);
  const p = subscriptionTexts;
  await form.getByRole('textbox', { name: commonTexts.email[lang] }).fill(email);
  await form.getByRole('checkbox', { name: fill(p.consent[lang], { rules: p.consentLink[lang] }) }).check();
  await form.getByRole('checkbox', { name: captchaTexts.notRobot[lang] }).check();
}

/** The alert follows a language switch: the form keeps the whole {tm, ru, en} detail. */
async function expectAlertInEveryLanguage(page: Page, from: Lang, texts: Record<Lang, string>) {
  await expect(headerForm(page, from).getByRole('alert')).toHaveText(texts[from]);
  for (const lang of LANGS) {
    await page.getByRole('link', { name: lang.toUpperCase(), exact: true }).first().click();
    await expect(headerForm(page, lang).getByRole('alert')).toHaveText(texts[lang]);
  }
}

test('the subscription form shows the 429 once the burst is used up', async ({ page }) => {
  // The default burst (20). The rate is slowed to one a minute so that no slot comes back between
  // the POSTs that use the burst up and the form's own (with the default, one returns every 2 s).
  const nginx = await serve({ API_ORIGIN: mock.url.replace(/\/$/, ''), RATE_LIMIT: '1r/m' });
  try {
    await openIn(page, `${nginx.url}/contacts`, 'en');
    await fillSubscription(page, 'en', `burst-${Date.now()}@example.com`);

    // Use up this client's allowance (the browser and this test share 127.0.0.1).
    const statuses: number[] = [];
    while (!statuses.includes(429) && statuses.length < 40) {
      const body = new FormData();
      body.set('email', 'not-an-address');
      const response = await fetch(`${nginx.url}/api/v1/subscribe/create/`, { method: 'POST', body });
      statuses.push(response.status);
    }
    expect(statuses.indexOf(429)).toBe(21);

    await headerForm(page, 'en').getByRole('button', { name: subscriptionTexts.subscribe.en }).click();
    await expectAlertInEveryLanguage(page, 'en', commonTexts.tooManyRequests);
  } finally {
    await nginx.stop();
  }
});

test('a dead backend: the forms say the service is unavailable for now, not "check your connection"', async ({
  page,
}) => {
  // The page loads while the backend is up (the site needs the API to render its frame), then the
  // backend goes away: the form's POST meets a closed port, and nginx answers 502 at once.
  const backend = await createMockServer({ port: await freePort(), host: '127.0.0.1', quiet: true });
  let backendUp = true;
  const nginx = await serve({ API_ORIGIN: backend.url.replace(/\/$/, '') });
  try {
    await openIn(page, `${nginx.url}/`, 'ru');
    await fillSubscription(page, 'ru', `dead-${Date.now()}@example.com`);
    await backend.close();
    backendUp = false;
    await headerForm(page, 'ru').getByRole('button', { name: subscriptionTexts.subscribe.ru }).click();
    await expectAlertInEveryLanguage(page, 'ru', commonTexts.serviceUnavailable);
    await expect(headerForm(page, 'en').getByText(formTexts.networkFailure.en)).toHaveCount(0);
  } finally {
    await nginx.stop();
    if (backendUp) await backend.close();
  }
});
