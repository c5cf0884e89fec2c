/**
 * `npm run deploy:dist`: a release built beside the one being served and switched in atomically
 * (docs/deploying.md, "Releases"). Nothing that is served is ever emptied or half-written:
 *
 *   DEPLOY_ROOT/releases/<id>/dist          the client build (nginx: DIST_DIR=DEPLOY_ROOT/current/dist)
 *   DEPLOY_ROOT/releases/<id>/ssr           the prerender's server bundle (SSR_DIR=DEPLOY_ROOT/current/ssr)
 *   DEPLOY_ROOT/releases/<id>/node_modules  a link to this checkout's, which the server bundle imports
 *   DEPLOY_ROOT/current                     a symlink to the release being served, replaced by rename(2)
 *
 * Before the switch the new release gets the previous one's hashed assets that it lacks (tabs opened
 * before the deploy still load their lazy chunks) for KEEP_ASSETS_MS after they were first left
 * out, and the previous prerendered pages (the last good prerender: pages exist from the first
 * request, until the scheduled prerender refreshes them; with API_ORIGIN set it runs right away).
 * The newest KEEP_RELEASES releases stay for a rollback (`ln -sfn releases/<id> current.tmp && mv
 * -T current.tmp current`); older ones are removed.
 *
 * Variables: DEPLOY_ROOT (required), API_ORIGIN (optional: prerender before the switch), and the
 * build's own VITE_* variables.
 */
import { spawn } from 'node:child_process';
import { applyEnvFile } from './config/envFile';
import {
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = resolve(import.meta.dirname, '..');

/** How long a hashed asset stays after the release that named it was replaced. */
export const KEEP_ASSETS_MS = 7 * 24 * 60 * 60 * 1000;
export const KEEP_RELEASES = 3;
/** Beside `dist/`, not in it: nginx serves everything under /assets/. */
const RETIRED = 'retired-assets.json';

export interface DeployOptions {
  root: string;
  /** Builds the client into `dist` and the server bundle into `ssr`. */
  build(dist: string, ssr: string): Promise<void>;
  /** Refreshes `dist/_prerender` (the scheduled prerender's own script); omitted: no prerender. */
  prerender?(dist: string, ssr: string): Promise<void>;
  now?: Date;
  log?: (line: string) => void;
}

export interface DeployResult {
  id: string;
  release: string;
  /** Asset file names carried over from earlier releases. */
  carried: string[];
  /** Asset file names dropped because they were retired over KEEP_ASSETS_MS ago. */
  expired: string[];
  removedReleases: string[];
}

function releaseId(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** When each carried asset was first left out of a build (ISO time), as the previous release kept it. */
function readRetired(release: string): Record<string, string> {
  const path = join(release, RETIRED);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {};
}

export async function deployDist(o: DeployOptions): Promise<DeployResult> {
  const log = o.log ?? ((line: string) => console.log(`[deploy] ${line}`));
  const now = o.now ?? new Date();
  const releases = join(o.root, 'releases');
  const current = join(o.root, 'current');
  mkdirSync(releases, { recursive: true });
  if (existsSync(current) && !lstatSync(current).isSymbolicLink())
    throw new Error(`${current} exists and is not a symlink: move it into ${releases}/ first.`);
  const previous = existsSync(current) ? realpathSync(current) : null;

  let id = releaseId(now);
  for (let n = 2; existsSync(join(releases, id)); n += 1) id = `${releaseId(now)}-${n}`;
  const release = join(releases, id);
  const dist = join(release, 'dist');
  const ssr = join(release, 'ssr');
  mkdirSync(release);
  symlinkSync(join(repo, 'node_modules'), join(release, 'node_modules'));
  log(`building release ${id}`);
  await o.build(dist, ssr);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`the build wrote no ${dist}/index.html`);

  const carried: string[] = [];
  const expired: string[] = [];
  const retired: Record<string, string> = {};
  if (previous) {
    const before = readRetired(previous);
    const fresh = new Set(readdirSync(join(dist, 'assets')));
    for (const name of readdirSync(join(previous, 'dist', 'assets'))) {
      if (fresh.has(name)) continue;
      const since = before[name] ?? now.toISOString();
      if (now.getTime() - Date.parse(since) >= KEEP_ASSETS_MS) {
        expired.push(name);
        continue;
      }
      copyFileSync(join(previous, 'dist', 'assets', name), join(dist, 'assets', name));
      retired[name] = since;
      carried.push(name);
    }
    const pages = join(previous, 'dist', '_prerender');
    if (existsSync(pages)) cpSync(pages, join(dist, '_prerender'), { recursive: true });
  }
  writeFileSync(join(release, RETIRED), `${JSON.stringify(retired, null, 2)}\n`);
  if (o.prerender) {
    try {
      await o.prerender(dist, ssr);
    } catch (error) {
      // The pages of the previous prerender stay; the schedule retries.
      log(`prerender failed, the last good pages stay: ${(error as Error).message}`);
    }
  }

  // The switch: a new symlink renamed over the old one, so every request sees one release or the
  // other, never a mix or nothing.
  const next = join(o.root, `.current-${id}`);
  symlinkSync(join('releases', id), next);
  renameSync(next, current);
  log(`serving ${id} (${carried.length} earlier assets kept, ${expired.length} expired)`);

  const keep = new Set([id, ...(previous ? [basename(previous)] : [])]);
  const all = readdirSync(releases).sort().reverse();
  const removedReleases = all.filter((name, index) => index >= KEEP_RELEASES && !keep.has(name));
  for (const name of removedReleases) rmSync(join(releases, name), { recursive: true, force: true });
  return { id, release, carried, expired, removedReleases };
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: repo, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${args[0]} exited with ${code}`))));
  });
}

async function main(): Promise<void> {
  // The deployment's env file (SITE_ENV_FILE, decision 0230): DEPLOY_ROOT, API_ORIGIN and the build's settings.
  applyEnvFile(process.env);
  const root = process.env.DEPLOY_ROOT;
  if (!root || !isAbsolute(root)) throw new Error('DEPLOY_ROOT must be the absolute folder releases go in');
  const { buildProduction } = await import('./build-production');
  const { compressDist } = await import('./compress-dist');
  const apiOrigin = process.env.API_ORIGIN;
  await deployDist({
    root,
    async build(dist, ssr) {
      await buildProduction(dist, {}, ssr);
      await compressDist(dist);
    },
    prerender: apiOrigin
      ? (dist, ssr) =>
          run(['scripts/prerender.ts'], {
            ...process.env,
            DIST_DIR: dist,
            SSR_DIR: ssr,
            API_ORIGIN: apiOrigin,
          })
      : undefined,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`[deploy] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
