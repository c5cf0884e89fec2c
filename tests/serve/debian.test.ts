/**
 * docs/deploying.md's Debian steps against Debian's stock nginx.conf (scripts/serve/check-debian.ts):
 * nginx -t accepts the rendered site; with the stock default site still enabled it refuses (the
 * step that gives the site port 80 cannot be skipped unnoticed); the site turns server_tokens off
 * itself (the stock file leaves it on); HSTS takes only its documented values.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { checkDebian, DEBIAN_ENV } from '../../scripts/serve/check-debian';

const root = resolve(import.meta.dirname, '../..');

it("the documented steps pass nginx -t with Debian's stock nginx.conf", () => {
  const check = checkDebian();
  expect(check.output).toContain('test is successful');
  expect(check.ok).toBe(true);
  expect(check.withDefaultSite.ok).toBe(false);
  expect(check.withDefaultSite.output).toMatch(/duplicate default server/);
  expect(check.siteConf).toContain('server_tokens off;');
  expect(check.siteConf).toContain(`listen ${DEBIAN_ENV.HOST}:${DEBIAN_ENV.PORT} default_server;`);
});

it('--render refuses an HSTS value it does not document', () => {
  const render = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--render', '/tmp/never-written'],
    { cwd: root, env: { PATH: process.env.PATH, HSTS: 'true' }, encoding: 'utf8' },
  );
  expect(render.status).toBe(1);
  expect(render.stderr).toContain('HSTS must be 1');
});
