/**
 * `--render <dir>`: the files a server's own nginx includes. They must pass `nginx -t` inside an
 * ordinary http block (as Debian's nginx.conf includes conf.d), with the server's variables.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { BROTLI_MODULE, IMAGE_FILTER_MODULE, findNginx } from '../../scripts/serve';
import { removeDir } from './support';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'serve-render-'));

afterAll(() => removeDir(dir));

it('renders a configuration that nginx -t accepts, with the server variables in it', () => {
  const target = join(dir, 'site');
  const render = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--render', target], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '0.0.0.0',
      PORT: '80',
      DIST_DIR: '/srv/site/dist',
      API_ORIGIN: 'https://10.1.2.3',
      HSTS: '1',
      REAL_IP_FROM: '10.0.0.0/8, 192.168.0.0/16',
      MEDIA_CACHE_DIR: join(dir, 'media-cache'),
    },
    encoding: 'utf8',
  });
  expect(render.status, render.stderr).toBe(0);

  const site = readFileSync(join(target, 'site.conf'), 'utf8');
  expect(site).toContain('listen 0.0.0.0:80 default_server;');
  expect(site).toContain('root /srv/site/dist;');
  expect(site).toContain(`include ${target}/security-headers.conf;`);
  expect(site).toContain('set_real_ip_from 10.0.0.0/8;');
  expect(site).toContain('set_real_ip_from 192.168.0.0/16;');
  expect(site).not.toMatch(/\{\{[A-Z_]+\}\}/);
  expect(readFileSync(join(target, 'proxy.conf'), 'utf8')).toContain('proxy_pass https://10.1.2.3;');
  expect(readFileSync(join(target, 'security-headers.conf'), 'utf8')).toContain('Strict-Transport-Security');

  const wrapper = join(dir, 'nginx.conf');
  writeFileSync(
    wrapper,
    `load_module ${BROTLI_MODULE};\nload_module ${IMAGE_FILTER_MODULE};\npid ${dir}/nginx.pid;\nevents {}\n` +
      `http { include /etc/nginx/mime.types; include ${target}/site.conf; }\n`,
  );
  const check = spawnSync(findNginx() ?? 'nginx', ['-t', '-p', dir, '-c', wrapper, '-e', 'stderr'], {
    encoding: 'utf8',
  });
  expect(check.stderr).toContain('test is successful');
  expect(check.status).toBe(0);
});
