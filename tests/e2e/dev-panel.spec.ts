/**
 * The mock's developer panel, end to end (Playwright Test). The panel exists only on the dev server,
 * so this spec starts Vite's dev server and a mock itself, on free loopback ports, and stops them.
 * A tester switches a scenario for this browser only (another client of the same mock is not
 * affected) and reads a contact code from the outbox, which the mock then accepts.
 */
import AxeBuilder from '@axe-core/playwright';
import { type ViteDevServer, createServer } from 'vite';
import type { Db } from '../../mock-api/db-types';
import { type MockServer, createMockServer } from '../../mock-api/server';
import { readFixture } from '../../mock-api/watch';
import { DEFAULT_DB_PATH } from '../../mock-api/server';
import { makeOfflineCaptchaToken } from '../../src/api/captcha';
import { expect, test } from './fixtures';

// The suite's own webServers (the production build and its mock) are not used here: the panel exists
// only on the dev server, so this spec starts one, with a mock of its own.
test.use({ lang: 'en' });

let mock: MockServer;
let vite: ViteDevServer;
let site: string;
const db: Db = readFixture(DEFAULT_DB_PATH);

test.beforeAll(async () => {
  mock = await createMockServer({ port: 0, quiet: true, mediaCacheDir: null, watch: false });
  // vite.config.ts proxies /api, /media and /__mock to API_ORIGIN.
  process.env.API_ORIGIN = mock.url;
  vite = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    server: { port: 0, strictPort: false },
  });
  await vite.listen();
  site = vite.resolvedUrls!.local[0]!.replace(/\/$/, '');
});

test.afterAll(async () => {
  await vite?.close();
  await mock?.close();
});

test.beforeEach(() => {
  mock.reset();
});

test('switch a scenario for this browser only, then read a contact code from the outbox', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const post = db.posts.find((p) => p.type === 'post' && p.name_en.trim())!;
  await page.goto(`${site}/`);

  // Keyboard: the toggle opens the panel, which shows the mock's state.
  const toggle = page.getByRole('button', { name: 'Mock panel' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Mock developer panel' });
  await expect(panel.getByTestId('mdp-effective')).toHaveText('none', { timeout: 60_000 });
  const violations = (await new AxeBuilder({ page }).include('#mock-dev-panel').analyze()).violations;
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // This browser only: the post page fails here, the same mock still answers everybody else.
  await panel.getByLabel('Scenario for this browser').selectOption('post-detail-404');
  await expect(panel.getByTestId('mdp-effective')).toHaveText('post-detail-404');
  await page.goto(`${site}/post/${post.slug}`);
  await expect(page.getByRole('alert').filter({ hasText: 'News not found!' })).toBeVisible({
    timeout: 60_000,
  });
  const elsewhere = await fetch(`${mock.url}/api/v1/posts/post-detail/${post.slug}`);
  expect(elsewhere.status).toBe(200);
  expect((await (await fetch(`${mock.url}/__mock/scenario`)).json()) as { active: null }).toMatchObject({
    active: null,
  });

  // A contact message from this browser e-mails a code; the panel's outbox shows it.
  const email = 'panel@example.com';
  const created = await page.request.post(`${site}/api/v1/messages/create/`, {
    multipart: {
      captcha: makeOfflineCaptchaToken(),
      message: 'Hello from the panel test',
      subject: String(db.message_subjects.find((s) => !s.file_required)!.id),
      email,
      fullname: 'Panel Tester',
    },
  });
  expect(created.status()).toBe(200);
  await page.getByRole('button', { name: 'Mock panel' }).click();
  const reopened = page.getByRole('region', { name: 'Mock developer panel' });
  const code = reopened.getByTestId('mdp-code').first();
  await expect(code).toHaveText(/^\d{6}$/, { timeout: 30_000 });
  await expect(reopened.getByRole('list', { name: 'Outbox, newest first' })).toContainText(email);
  const confirmed = await page.request.post(`${site}/api/v1/messages/check-otp/`, {
    multipart: { otp: (await code.textContent())!, email },
  });
  expect(confirmed.status()).toBe(200);

  // Back to the global scenario for this browser: the post shows again.
  await reopened.getByLabel('Scenario for this browser').selectOption({ label: 'Same as global (none)' });
  await expect(reopened.getByTestId('mdp-effective')).toHaveText('none');
  await page.goto(`${site}/post/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.name_en.trim() })).toBeVisible({
    timeout: 60_000,
  });
});
