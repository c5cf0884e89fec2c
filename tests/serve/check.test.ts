/**
 * `npm run serve -- --check` (decision 0230): the effective configuration of a deployment, each
 * value with where it came from (the environment, the env file, the default), the shared settings
 * beside the build's record, and what is wrong; exit 1 when something is. It starts nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFakeDist, runCommand } from './support';

const MEDIA = 'https://pictures.example.org';
const SITE = 'https://site.example.org';

function check(env: Record<string, string>) {
  return runCommand('npm', ['run', '--silent', 'serve', '--', '--check'], env);
}

let dist: string;
let work: string;
beforeAll(async () => {
  dist = await makeFakeDist({
    buildEnv: { VITE_CAPTCHA: 'offline', MEDIA_ORIGINS: MEDIA, SITE_ORIGIN: SITE },
  });
  work = mkdtempSync(join(tmpdir(), 'serve-check-'));
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

/** An env file with these lines. */
function envFile(name: string, lines: string[]): string {
  const file = join(work, name);
  writeFileSync(file, `# a deployment's settings\n${lines.join('\n')}\n`);
  return file;
}

describe('npm run serve -- --check', () => {
  it('prints each value and where it came from, and finds nothing wrong in an agreeing deployment', async () => {
    const file = envFile('good.env', [
      `DIST_DIR=${dist}`,
      `MEDIA_ORIGINS=${MEDIA}`,
      `SITE_ORIGIN=${SITE}`,
      'PORT=8123',
    ]);
    const result = await check({ SITE_ENV_FILE: file, PORT: '9000', HSTS: '1' });
    expect(result.output).toContain(`The env file: ${file} (SITE_ENV_FILE); the environment overrides PORT.`);
    expect(result.output).toMatch(new RegExp(`^ +MEDIA_ORIGINS +${MEDIA} +env file$`, 'm'));
    expect(result.output).toMatch(new RegExp(`^ +DIST_DIR +${dist} +env file$`, 'm'));
    expect(result.output).toMatch(/^ +PORT +9000 +environment$/m);
    expect(result.output).toMatch(/^ +HSTS +1 +environment$/m);
    expect(result.output).toMatch(/^ +RATE_LIMIT +30r\/m +default$/m);
    // The shared settings: this server's, the build's record's, none from a prerender yet.
    expect(result.output).toMatch(new RegExp(`^ +MEDIA_ORIGINS +${MEDIA} +${MEDIA} +- +ok$`, 'm'));
    expect(result.output).toContain('No prerender has run on this build yet');
    expect(result.output).toContain('No problem found.');
    expect(result.status).toBe(0);
  });

  it('names a setting that differs from the build, with both values, and exits 1', async () => {
    const file = envFile('no-media.env', [`DIST_DIR=${dist}`, `SITE_ORIGIN=${SITE}`]);
    const result = await check({ SITE_ENV_FILE: file });
    expect(result.output).toMatch(new RegExp(`^ +MEDIA_ORIGINS +\\(not set\\) +${MEDIA} +- +DIFFERS$`, 'm'));
    expect(result.output).toContain('1 problem:');
    expect(result.output).toContain(`✖ MEDIA_ORIGINS: the build has "${MEDIA}"`);
    expect(result.output).toContain('the server has not set');
    expect(result.status).toBe(1);
  });

  it('lists an invalid value and a missing build as problems', async () => {
    const invalid = await check({ DIST_DIR: dist, HSTS: 'yes' });
    expect(invalid.output).toMatch(/^ +HSTS +yes +environment$/m);
    expect(invalid.output).toContain('✖ HSTS must be 1');
    expect(invalid.status).toBe(1);
    const missing = await check({ DIST_DIR: join(work, 'nothing-here') });
    expect(missing.output).toContain(
      `✖ ${join(work, 'nothing-here')}/index.html is missing: no build at DIST_DIR.`,
    );
    expect(missing.status).toBe(1);
  });
});
