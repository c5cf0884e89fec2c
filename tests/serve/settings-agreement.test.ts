/**
 * One configuration (decision 0230): the prerender and `npm run serve` refuse to start when a setting
 * differs from the build's record of it (a value missing on one side included), and the server when
 * it differs from the last prerender's; each refusal names the setting and both values. Every pair of
 * the three (build and prerender, build and server, prerender and server) for the media hosts, the
 * site origin and the captcha's kind: one missing on either side, or another value. A site origin is
 * held against the build like the others, though the bundles do not use it: the three commands read
 * one env file, and a build without it was made from another configuration. Run as an operator runs
 * them: the commands' own scripts, in their own processes, with only the variables of the case.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDER_RECORD, recordPrerenderSettings } from '../../scripts/config/siteSettings';
import { freePort } from '../../scripts/serve';
import { makeFakeDist, runCommand, writeBuildRecord, type CommandRun } from './support';

/** The longest one command may take here; a test's limit is above what its commands may take. */
const COMMAND_LIMIT_MS = 110_000;

/** A script of the repository with exactly `env` (and PATH). The prerender takes 20 s to load on a
 * busy 2-core machine, and measured over 50 s with six test suites running at once. */
function run(script: string, env: Record<string, string>, args: string[] = []): Promise<CommandRun> {
  return runCommand(process.execPath, ['--import', 'tsx', script, ...args], env, COMMAND_LIMIT_MS);
}

const A = 'https://media.example.org';
const B = 'https://cdn.example.net';
const SITE_A = 'https://migration.gov.tm';
const SITE_B = 'https://www.migration.gov.tm';
const KEY = { VITE_RECAPTCHA_SITE_KEY: '6Lc-test-site-key' };
const MOCK = { VITE_CAPTCHA: 'offline' };
const CAPTCHA = 'captcha (VITE_RECAPTCHA_SITE_KEY / VITE_CAPTCHA)';

/** [case, the build's variables, the command's, the setting named, the build's value, the command's]. */
const CASES: [string, Record<string, string>, Record<string, string>, string, string, string][] = [
  ['media hosts built, none here', { ...MOCK, MEDIA_ORIGINS: A }, {}, 'MEDIA_ORIGINS', `"${A}"`, 'not set'],
  ['no media hosts built, some here', MOCK, { MEDIA_ORIGINS: A }, 'MEDIA_ORIGINS', 'not set', `"${A}"`],
  [
    'other media hosts',
    { ...MOCK, MEDIA_ORIGINS: A },
    { MEDIA_ORIGINS: B },
    'MEDIA_ORIGINS',
    `"${A}"`,
    `"${B}"`,
  ],
  [
    'site origin built, none here',
    { ...MOCK, SITE_ORIGIN: SITE_A },
    {},
    'SITE_ORIGIN',
    `"${SITE_A}"`,
    'not set',
  ],
  ['no site origin built, one here', MOCK, { SITE_ORIGIN: SITE_A }, 'SITE_ORIGIN', 'not set', `"${SITE_A}"`],
  [
    'another site origin',
    { ...MOCK, SITE_ORIGIN: SITE_A },
    { SITE_ORIGIN: SITE_B },
    'SITE_ORIGIN',
    `"${SITE_A}"`,
    `"${SITE_B}"`,
  ],
  ['reCAPTCHA built, offline here', KEY, {}, CAPTCHA, '"recaptcha"', '"offline"'],
  ['offline built, reCAPTCHA here', MOCK, KEY, CAPTCHA, '"offline"', '"recaptcha"'],
];

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'settings-agreement-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the prerender against the build', () => {
  it.each(CASES)(
    '%s: refused, naming the setting and both values',
    async (_, buildEnv, env, label, built, own) => {
      const dist = await makeFakeDist({ buildEnv, prerendered: false });
      const ssr = `${dist}-ssr`;
      writeBuildRecord(ssr, buildEnv);
      try {
        const result = await run('scripts/prerender.ts', { ...env, DIST_DIR: dist, SSR_DIR: ssr });
        expect(result.status).toBe(1);
        expect(result.output).toContain(`${label}: the build has ${built}`);
        expect(result.output).toContain(`the prerender has ${own}`);
        // Refused before it wrote anything: no record of a run that never happened.
        expect(existsSync(join(dist, PRERENDER_RECORD))).toBe(false);
      } finally {
        rmSync(dist, { recursive: true, force: true });
        rmSync(ssr, { recursive: true, force: true });
      }
    },
    2 * COMMAND_LIMIT_MS,
  );

  it(
    'a build without a record (another checkout, another tool) is refused',
    async () => {
      const dist = await makeFakeDist({ prerendered: false });
      const ssr = join(work, 'no-record-ssr');
      const result = await run('scripts/prerender.ts', { DIST_DIR: dist, SSR_DIR: ssr });
      rmSync(dist, { recursive: true, force: true });
      expect(result.status).toBe(1);
      expect(result.output).toContain(`${ssr}/.site-settings.json is missing`);
    },
    2 * COMMAND_LIMIT_MS,
  );
});

/** `npm run serve`'s own script on `dist` with `env`, on a free port: refused or started. */
async function serveOn(dist: string, env: Record<string, string>): Promise<CommandRun> {
  return run('scripts/serve.ts', { ...env, DIST_DIR: dist, PORT: String(await freePort()) });
}

describe('the server against the build', () => {
  it.each(CASES)(
    '%s: refused, naming the setting and both values',
    async (_, buildEnv, env, label, built, own) => {
      const dist = await makeFakeDist({ buildEnv, prerendered: false });
      try {
        const result = await serveOn(dist, env);
        expect(result.status).toBe(1);
        expect(result.output).toContain(`${label}: the build has ${built}`);
        expect(result.output).toContain(`the server has ${own}`);
        expect(result.output).not.toContain('nginx (pid');
      } finally {
        rmSync(dist, { recursive: true, force: true });
      }
    },
    2 * COMMAND_LIMIT_MS,
  );
});

describe('the server against the last prerender', () => {
  /**
   * A build made with `prerenderEnv`, prerendered with it: the prerender's check lets it through,
   * then the run fails on the fake bundle before publishing anything, so it leaves no record (a run
   * records its settings once it has published: scripts/prerender/prerender-failure.test.ts checks
   * that on real runs). The record such a run would leave is written with the prerender's own call.
   * Then a build made with `serverEnv` is put in place (a release deployed before the next run
   * renders its pages again): the build agrees with the server, the published pages do not.
   */
  async function prerendered(
    prerenderEnv: Record<string, string>,
    serverEnv: Record<string, string>,
  ): Promise<string> {
    const dist = await makeFakeDist({ buildEnv: { ...MOCK, ...prerenderEnv }, prerendered: false });
    writeBuildRecord(`${dist}-ssr`, { ...MOCK, ...prerenderEnv });
    const result = await run('scripts/prerender.ts', { ...MOCK, ...prerenderEnv, DIST_DIR: dist });
    expect(result.output).not.toContain('differ');
    expect(existsSync(join(dist, PRERENDER_RECORD))).toBe(false);
    recordPrerenderSettings({ ...MOCK, ...prerenderEnv, DIST_DIR: dist });
    expect(existsSync(join(dist, PRERENDER_RECORD))).toBe(true);
    writeBuildRecord(dist, { ...MOCK, ...serverEnv });
    return dist;
  }

  it.each([
    ['another site origin', { SITE_ORIGIN: SITE_A }, { SITE_ORIGIN: SITE_B }, `"${SITE_A}"`, `"${SITE_B}"`],
    ['a site origin, none here', { SITE_ORIGIN: SITE_A }, {}, `"${SITE_A}"`, 'not set'],
    ['no site origin, one here', {}, { SITE_ORIGIN: SITE_A }, 'not set', `"${SITE_A}"`],
  ])(
    '%s: refused, naming SITE_ORIGIN and both values',
    async (_, prerenderEnv, env, used, own) => {
      const dist = await prerendered(prerenderEnv, env);
      try {
        const result = await serveOn(dist, { ...MOCK, ...env });
        expect(result.status).toBe(1);
        expect(result.output).toContain(`SITE_ORIGIN: the last prerender has ${used}`);
        expect(result.output).toContain(`the server has ${own}`);
        // The build agrees: the refusal is the prerender's alone.
        expect(result.output).not.toContain('SITE_ORIGIN: the build has');
        expect(result.output).not.toContain('nginx (pid');
      } finally {
        rmSync(dist, { recursive: true, force: true });
        rmSync(`${dist}-ssr`, { recursive: true, force: true });
      }
      // Two commands one after the other.
    },
    3 * COMMAND_LIMIT_MS,
  );

  /**
   * The pages were prerendered with one value, then a build with another was put in place (a release
   * deployed before the next run renders its pages again) and the server started with the new
   * build's: the build agrees with the server, the published pages do not.
   */
  it.each([
    [
      'media hosts prerendered, none here',
      { ...MOCK, MEDIA_ORIGINS: A },
      MOCK,
      'MEDIA_ORIGINS',
      `"${A}"`,
      'not set',
    ],
    [
      'no media hosts prerendered, some here',
      MOCK,
      { ...MOCK, MEDIA_ORIGINS: A },
      'MEDIA_ORIGINS',
      'not set',
      `"${A}"`,
    ],
    [
      'other media hosts prerendered',
      { ...MOCK, MEDIA_ORIGINS: A },
      { ...MOCK, MEDIA_ORIGINS: B },
      'MEDIA_ORIGINS',
      `"${A}"`,
      `"${B}"`,
    ],
    ['reCAPTCHA prerendered, offline here', KEY, MOCK, CAPTCHA, '"recaptcha"', '"offline"'],
    ['offline prerendered, reCAPTCHA here', MOCK, KEY, CAPTCHA, '"offline"', '"recaptcha"'],
  ])(
    '%s: refused, naming the setting and both values',
    async (_, prerenderEnv, serverEnv, label, used, own) => {
      // The server's own build: only the last prerender's record differs from the server.
      const dist = await makeFakeDist({ buildEnv: serverEnv, prerendered: false });
      try {
        recordPrerenderSettings({ ...prerenderEnv, DIST_DIR: dist });
        const result = await serveOn(dist, serverEnv);
        expect(result.status).toBe(1);
        expect(result.output).toContain(`${label}: the last prerender has ${used}`);
        expect(result.output).toContain(`the server has ${own}`);
        // The build agrees: the refusal is the prerender's alone.
        expect(result.output).not.toContain(`${label}: the build has`);
        expect(result.output).not.toContain('nginx (pid');
      } finally {
        rmSync(dist, { recursive: true, force: true });
      }
    },
    2 * COMMAND_LIMIT_MS,
  );
});
