/**
 * `npm run check:debian`: docs/deploying.md's Debian steps, run in a scratch copy of Debian's own
 * /etc/nginx (its stock nginx.conf, mime.types and module loaders): render the site with the page's
 * env file (scripts/serve/deployingDoc.ts) into conf.d, disable the default site, and `nginx -t`. Exits 0 when nginx
 * accepts it; also proves that skipping "disable the default site" is caught by nginx -t.
 *
 * Only the stock file's absolute paths are moved into the scratch folder (pid, logs, the folders it
 * includes); every directive of it stays as Debian ships it (server_tokens commented out, its own
 * access_log, gzip on …).
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import { documentedFile, DOCUMENTED_ENV_FILE } from './deployingDoc';
import { findNginx } from './nginx';

const repo = resolve(import.meta.dirname, '..', '..');
export const DEBIAN_NGINX_CONF = '/etc/nginx/nginx.conf';

/** The variables of docs/deploying.md's env file, read from the page. */
export const DEBIAN_ENV = parseEnv(documentedFile(DOCUMENTED_ENV_FILE)) as Record<string, string>;

export interface DebianCheck {
  ok: boolean;
  output: string;
  /** nginx -t with the stock default site still enabled (must fail). */
  withDefaultSite: { ok: boolean; output: string };
  siteConf: string;
  /** Every file `--render` wrote, by name (site.conf and its includes). */
  rendered: Record<string, string>;
}

function nginxTest(nginx: string, dir: string): { ok: boolean; output: string } {
  // No -p: the stock module loaders name `modules/…`, relative to nginx's own prefix.
  const run = spawnSync(nginx, ['-t', '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

export function checkDebian(): DebianCheck {
  const nginx = findNginx();
  if (!nginx || !existsSync(DEBIAN_NGINX_CONF)) throw new Error("Debian's nginx is not installed here.");
  const dir = mkdtempSync(join(tmpdir(), 'debian-nginx-'));
  try {
    for (const sub of ['conf.d', 'sites-enabled', 'log', 'migration-site']) mkdirSync(join(dir, sub));
    const stock = readFileSync(DEBIAN_NGINX_CONF, 'utf8')
      .replace(/^(\s*pid\s+)\/run\/nginx\.pid;/m, `$1${dir}/nginx.pid;`)
      .replaceAll('/var/log/nginx/', `${dir}/log/`)
      .replace('include /etc/nginx/conf.d/*.conf;', `include ${dir}/conf.d/*.conf;`)
      .replace('include /etc/nginx/sites-enabled/*;', `include ${dir}/sites-enabled/*;`);
    writeFileSync(join(dir, 'nginx.conf'), stock);

    // The documented steps: render, include from conf.d, (then) disable the default site.
    const target = join(dir, 'migration-site');
    // The page's env file, as the steps read it (SITE_ENV_FILE); the scratch paths below come from
    // the environment, which wins over the file.
    const envFile = join(dir, 'site.env');
    writeFileSync(envFile, documentedFile(DOCUMENTED_ENV_FILE));
    const render = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--render', target], {
      cwd: repo,
      env: {
        PATH: process.env.PATH,
        SITE_ENV_FILE: envFile,
        ACCESS_LOG: `${dir}/log/migration-site.access.log`,
        CSP_REPORT_LOG: `${dir}/log/migration-site.csp-reports.log`,
        RUM_LOG: `${dir}/log/migration-site.rum.log`,
        // Debian's own place (the default) is /var/lib/nginx, which this scratch check leaves alone.
        MEDIA_CACHE_DIR: `${dir}/media-cache`,
      },
      encoding: 'utf8',
    });
    if (render.status !== 0) throw new Error(`--render failed: ${render.stderr}`);
    writeFileSync(join(dir, 'conf.d', 'migration-site.conf'), `include ${target}/site.conf;\n`);
    copyFileSync('/etc/nginx/sites-available/default', join(dir, 'sites-enabled', 'default'));
    const withDefaultSite = nginxTest(nginx, dir);
    rmSync(join(dir, 'sites-enabled', 'default'));
    const result = nginxTest(nginx, dir);
    const rendered = Object.fromEntries(
      readdirSync(target).map((name) => [name, readFileSync(join(target, name), 'utf8')]),
    );
    return { ...result, withDefaultSite, siteConf: rendered['site.conf']!, rendered };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const check = checkDebian();
  console.log(check.output.trim());
  if (check.withDefaultSite.ok) {
    console.error('[check:debian] nginx -t accepted the site beside the stock default site');
    process.exit(1);
  }
  process.exit(check.ok ? 0 : 1);
}
