import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from './incremental';
import { CHECKED_FILE, type PrerenderChecked } from '../../src/app/prerenderChecked';
import { LANGS } from '../../src/api/langs';

const root = resolve(import.meta.dirname, '../..');
const FIXTURE = join(root, 'fixtures', 'db.json');
/** The site's origin: the builds' and every run's, as one env file would give them (decision 0230). */
const SITE = 'https://site.test';
let work = '';

/** A port nothing listens on: bound by the kernel, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(dir, name)).isFile())
    .sort();
}

/**
 * The real server bundle, built for the mock (offline captcha) at SITE, with `env`'s settings
 * besides; it records them (.site-settings.json), and the prerender compares its own with them.
 */
function buildServerBundle(outDir: string, env: Record<string, string> = {}): void {
  const built = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      outDir,
      '--logLevel',
      'warn',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', VITE_CAPTCHA: 'offline', SITE_ORIGIN: SITE, ...env },
    },
  );
  expect(built.status, built.stderr).toBe(0);
}

beforeAll(() => {
  // Inside the repository: the server bundle imports react & co. from node_modules.
  mkdirSync(join(root, 'node_modules', '.tmp'), { recursive: true });
  work = mkdtempSync(join(root, 'node_modules', '.tmp', 'prerender-failure-'));
  // The real server bundle (the part that fetches); the template is the repository's index.html.
  buildServerBundle(join(work, 'dist-ssr'));
  mkdirSync(join(work, 'dist', '_prerender', 'tm'), { recursive: true });
  copyFileSync(join(root, 'index.html'), join(work, 'dist', 'index.html'));
  // The build's manifest: its boot entry is checked up front; the CSS lists are never read, the API fails first.
  mkdirSync(join(work, 'dist', '.vite'), { recursive: true });
  writeFileSync(
    join(work, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({ 'src/boot.ts': { file: 'assets/boot-x.js' } }),
  );
  // The files it names, for the steps after a successful run (the service worker precaches them).
  mkdirSync(join(work, 'dist', 'assets'), { recursive: true });
  for (const file of ['boot-x.js', 'index-x.js']) writeFileSync(join(work, 'dist', 'assets', file), '');
  writeFileSync(join(work, 'dist', '_prerender', 'tm', 'index.html'), 'the previous prerender');
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm run prerender against an API that is down', () => {
  it('exits 1 with a clear message and leaves the previous files as they were', async () => {
    const before = listFiles(join(work, 'dist'));
    const apiOrigin = `http://127.0.0.1:${await closedPort()}`;
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/prerender.ts')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, API_ORIGIN: apiOrigin, DIST_DIR: join(work, 'dist'), SITE_ORIGIN: SITE },
      timeout: 120_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`the API at ${apiOrigin} did not answer`);
    expect(result.stderr).toContain('Nothing was written');
    expect(listFiles(join(work, 'dist'))).toEqual(before);
    expect(readFileSync(join(work, 'dist', '_prerender', 'tm', 'index.html'), 'utf8')).toBe(
      'the previous prerender',
    );
  }, 150_000);
});

/** `npm run prerender`'s script, without blocking this process (the test's mock answers it). */
function prerender(env: Record<string, string>): Promise<{ status: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/prerender.ts')], {
      cwd: root,
      // Strict about media as the suite's runs are (the fixtures' pictures are all the API's /media/).
      env: {
        ...process.env,
        DIST_DIR: join(work, 'dist'),
        PRERENDER_CONCURRENCY: '2',
        PRERENDER_STRICT_MEDIA: '1',
        ...env,
      },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (status) => done({ status, out }));
  });
}

/** Every file below `_prerender/` with its modification time and content. */
function snapshot(): Map<string, string> {
  const dir = join(work, 'dist', '_prerender');
  return new Map(
    listFiles(dir).map((name) => [
      name,
      `${statSync(join(dir, name)).mtimeMs} ${readFileSync(join(dir, name), 'utf8')}`,
    ]),
  );
}

/** The record of the last run's check of every page (decision 0151). */
function readChecked(): PrerenderChecked {
  return JSON.parse(readFileSync(join(work, 'dist', '_prerender', CHECKED_FILE), 'utf8')) as PrerenderChecked;
}

function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

/** A write to the mock's live database (node:http: the unit setup's MSW answers `fetch`). */
function mockDb(url: string, method: string, body?: unknown): Promise<number> {
  return new Promise((done, fail) => {
    // A connection of its own: Node keeps idle sockets alive, and one the mock closed during a long
    // step (a build) would be reused and hang up.
    const req = request(
      url,
      { method, agent: false, headers: { 'Content-Type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', fail);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The mock (`npm run mock`) on a free port with `db`; its own process, as the prerender's API. */
async function startMock(db: unknown): Promise<{ url: string; stop(): void }> {
  const dbFile = join(work, 'db.json');
  writeFileSync(dbFile, JSON.stringify(db));
  const port = await closedPort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'mock-api/cli.ts')], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(port), MOCK_DB: dbFile },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const up = await mockDb(`${url}/__mock/health`, 'GET').catch(() => 0);
    if (up === 200) break;
    if (tries > 600 || child.exitCode !== null) throw new Error('the mock did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => child.kill() };
}

describe('npm run prerender, run again on a live API', () => {
  let mock: { url: string; stop(): void };
  const NEW = 'a-news-item-added-between-runs';
  const run = () => prerender({ API_ORIGIN: mock.url, SITE_ORIGIN: SITE });

  beforeAll(async () => {
    // A small site (seconds per run): the fixture with a few news items, notices and sections.
    const db = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown[]> & {
      main_post_slug: string;
    };
    const posts = db.posts as { slug: string; type: string }[];
    // Five articles: more than the articles page shows at once (ARTICLES_PAGE_SIZE, 4), so its
    // answer has a `next` link, which the API builds from the forwarded host.
    const articles = posts.filter((p) => p.type === 'article').slice(0, 5);
    db.posts = posts.filter(
      (post, index) => post.slug === db.main_post_slug || index < 6 || articles.includes(post),
    );
    db.notices = db.notices!.slice(0, 2);
    db.welcome_sections = db.welcome_sections!.slice(0, 2);
    mock = await startMock(db);
    // The build's template: its entry script is what a page's boot script replaces.
    writeFileSync(
      join(work, 'dist', 'index.html'),
      readFileSync(join(root, 'index.html'), 'utf8').replace(
        /<script type="module" src="[^"]*"><\/script>/,
        '<script type="module" crossorigin src="/assets/index-x.js"></script>',
      ),
    );
    const first = await run();
    expect(first.status, first.out).toBe(0);
    // A run that published records the settings it used; the server compares its own with them.
    const record = JSON.parse(readFileSync(join(work, 'dist', '.prerender-settings.json'), 'utf8')) as {
      settings: Record<string, unknown>;
    };
    expect(record.settings.SITE_ORIGIN).toBe(SITE);
  }, 600_000);

  afterAll(() => mock?.stop());

  it('run again with nothing changed, renders and writes no page, a paged list included', async () => {
    const before = snapshot();
    const result = await run();
    expect(result.status, result.out).toBe(0);
    // Each kept page's sources are asked as its render asked them (src/api/forwarded.ts): asked
    // otherwise, the articles page's answer named another host in its `next` link, never hashed as
    // recorded, and the page was rendered again at every run.
    expect([...result.out.matchAll(/^ {2}rendered (\S+)/gm)].map((m) => m[1])).toEqual([]);
    expect(result.out).toMatch(/ 0 pages rendered, \d+ kept/);
    expect(changed(before, snapshot())).toEqual(['checked.json']);
  }, 600_000);

  it('writes a new item in three languages and the lists that show it; nothing else is rewritten', async () => {
    const before = snapshot();
    const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { posts: Record<string, unknown>[] };
    const post = {
      ...fixture.posts[0],
      id: 90001,
      slug: NEW,
      pub_date: new Date().toISOString(),
      name_en: 'Added between runs',
    };
    expect(await mockDb(`${mock.url}/__mock/db/posts`, 'POST', post)).toBe(201);
    const result = await run();
    expect(result.status, result.out).toBe(0);
    const after = snapshot();
    const manifest = JSON.parse(
      readFileSync(join(work, 'dist', '_prerender', '.manifest.json'), 'utf8'),
    ) as Manifest;
    const rendered = [...result.out.matchAll(/^ {2}rendered (\S+)/gm)].map((m) => m[1]!);
    expect(rendered).toContain(`/post/${NEW}`);
    expect(rendered).toContain('/');
    expect(rendered).toContain('/posts');
    for (const lang of LANGS) expect(after.has(`${lang}/post/${NEW}/index.html`), lang).toBe(true);
    // Exactly the rendered pages' files, the sitemap (a new address), each with its .br and .gz
    // (decision 0201), the manifest, the record of the run's check (decision 0151) and the search
    // index's record of what it was made from (decision 0241) changed.
    const expected = [
      ...[
        ...rendered.flatMap((path) => manifest.pages[path]!.files.map((f) => f.replace(/^_prerender\//, ''))),
        'sitemap.xml',
      ].flatMap((file) => [file, `${file}.br`, `${file}.gz`]),
      '.manifest.json',
      '.search-index.json',
      'checked.json',
    ].sort();
    expect(changed(before, after)).toEqual(expected);
    // Every page was checked, from before the run's first question to the API.
    const checked = readChecked();
    expect(checked.unverified).toEqual([]);
    for (const [path, page] of Object.entries(manifest.pages)) {
      // A page rendered now was made after the check began; a kept one in an earlier run.
      if (rendered.includes(path))
        expect(Date.parse(page.renderedAt)).toBeGreaterThanOrEqual(Date.parse(checked.checkedAt));
      else expect(Date.parse(page.renderedAt), path).toBeLessThan(Date.parse(checked.checkedAt));
    }
    // Other news items were kept as they were.
    expect(
      Object.keys(manifest.pages).filter((path) => path.startsWith('/post/') && !rendered.includes(path))
        .length,
    ).toBeGreaterThan(3);
    expect(readFileSync(join(work, 'dist', '_prerender', 'sitemap.xml'), 'utf8')).toContain(
      `https://site.test/en/post/${NEW}`,
    );
    // Pages were written: the site search's index is made again, and the manifest says so.
    expect(result.out).toMatch(/search index: \d+ pages/);
    expect(manifest.searchIndexed).toBe(true);
  }, 600_000);

  it('keeps every page file as it was when the API fails for some pages, says so in its exit status and names them in its record', async () => {
    const scenario = (name: string | null) => mockDb(`${mock.url}/__mock/scenario`, 'PUT', { name });
    expect(await scenario('post-detail-500')).toBe(200);
    const before = snapshot();
    const result = await run();
    expect(await scenario(null)).toBe(200);
    expect(result.status, result.out).toBe(1);
    expect(result.out).toMatch(new RegExp(`failed /post/${NEW} \\(its previous files kept\\).*HTTP 500`));
    // Only the record of the check changed: the failed item's addresses are not vouched for.
    expect(changed(before, snapshot())).toEqual(['checked.json']);
    const failed = [...result.out.matchAll(/^ {2}failed (\S+)/gm)].map((m) => m[1]!);
    expect(failed).toContain(`/post/${NEW}`);
    expect(readChecked().unverified).toEqual(
      failed.flatMap((path) => ['en', 'ru', 'tm'].map((lang) => `/${lang}${path}`)).sort(),
    );
    // No page was written or removed: the index made from them is kept (decision 0170).
    expect(result.out).toContain('search index: no page written or removed, the index kept');
  }, 600_000);

  it('removes a deleted item: its files go (with their .br and .gz), a mark makes nginx answer 404, the sitemap drops it', async () => {
    expect(await mockDb(`${mock.url}/__mock/db/posts/90001`, 'DELETE')).toBe(200);
    const result = await run();
    expect(result.status, result.out).toBe(0);
    expect(result.out).toContain(`removed /post/${NEW}`);
    const after = snapshot();
    for (const lang of LANGS) {
      for (const file of ['index.html', 'index.html.br', 'index.html.gz'])
        expect(after.has(`${lang}/post/${NEW}/${file}`), lang).toBe(false);
      expect(after.has(`${lang}/post/${NEW}/.removed`), lang).toBe(true);
    }
    expect(readFileSync(join(work, 'dist', '_prerender', 'sitemap.xml'), 'utf8')).not.toContain(NEW);
    expect(result.out).toMatch(/search index: \d+ pages/);
  }, 600_000);

  it('two runs started at once: one writes, the other exits 75 at once, having written nothing', async () => {
    // Full runs: each takes far longer than the other's start, so they overlap.
    const [a, b] = await Promise.all([
      prerender({ API_ORIGIN: mock.url, SITE_ORIGIN: SITE, PRERENDER_FULL: '1' }),
      prerender({ API_ORIGIN: mock.url, SITE_ORIGIN: SITE, PRERENDER_FULL: '1' }),
    ]);
    const [winner, loser] = a.status === 0 ? [a, b] : [b, a];
    expect(winner.status, winner.out).toBe(0);
    expect(loser.status, loser.out).toBe(75);
    expect(loser.out).toMatch(
      /another run is writing this build: npm run prerender \(pid \d+ on .*, since .*\) holds .*_prerender\/\.lock/,
    );
    expect(loser.out).toContain('This run wrote nothing');
    // Everything published is the winner's: every page it lists, and the index made after them.
    expect(loser.out).not.toMatch(/rendered|search index|sitemap/);
    const manifest = JSON.parse(
      readFileSync(join(work, 'dist', '_prerender', '.manifest.json'), 'utf8'),
    ) as Manifest;
    const rendered = [...winner.out.matchAll(/^ {2}rendered (\S+)/gm)].map((m) => m[1]!);
    expect(rendered.sort()).toEqual(Object.keys(manifest.pages).sort());
    expect(winner.out).toMatch(/search index: \d+ pages/);
    // The lock goes with its run.
    expect(listFiles(join(work, 'dist', '_prerender')).filter((name) => name.endsWith('.lock'))).toEqual([]);
  }, 900_000);

  it('takes over a lock whose holder is gone, and waits for a live one when told to', async () => {
    const lockFile = join(work, 'dist', '_prerender', '.lock');
    // A process that has exited: its pid names no process now (or another one, started later).
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(
      lockFile,
      JSON.stringify({
        pid: Number(gone.stdout),
        processStart: '1',
        host: hostname(),
        since: 'then',
        what: 'x',
      }),
    );
    const stale = await run();
    expect(stale.status, stale.out).toBe(0);
    expect(existsSync(lockFile)).toBe(false);

    // A live holder (this test's own process) that lets go after 3 s: a run told to wait starts then.
    writeFileSync(
      lockFile,
      JSON.stringify({
        pid: process.pid,
        processStart: null,
        host: hostname(),
        since: 'now',
        what: 'a test',
      }),
    );
    const letGo = setTimeout(() => rmSync(lockFile), 3000);
    const waited = await prerender({
      API_ORIGIN: mock.url,
      SITE_ORIGIN: SITE,
      PRERENDER_LOCK_WAIT_S: '600',
    });
    clearTimeout(letGo);
    expect(waited.status, waited.out).toBe(0);
    expect(waited.out).not.toContain('another run');
  }, 600_000);

  it('names the pages whose pictures the CSP blocks, with the host and a count; strict, publishes none of them', async () => {
    const scenario = (name: string | null) => mockDb(`${mock.url}/__mock/scenario`, 'PUT', { name });
    // Two pages (seconds, not the whole site): the header's banners, on every page, are at a host
    // MEDIA_ORIGINS does not list.
    const pagesRun = (env: Record<string, string>) =>
      prerender({
        API_ORIGIN: mock.url,
        SITE_ORIGIN: SITE,
        PRERENDER_PAGES: '/,/contacts',
        ...env,
      });
    expect(await scenario('media-other-host')).toBe(200);
    try {
      const before = snapshot();
      const strict = await pagesRun({ PRERENDER_STRICT_MEDIA: '1' });
      expect(strict.status, strict.out).toBe(1);
      const failed = [...strict.out.matchAll(/^ {2}failed (\S+) \(its previous files kept\): (.*)$/gm)];
      // The two pages, and the frame and 404 pages, whose header has the same banners.
      expect(failed.map((m) => m[1]).sort()).toEqual(['#frame:main', '#not-found', '/', '/contacts']);
      for (const [, path, reason] of failed)
        expect(reason, path).toMatch(
          /visitors would miss \d+ picture\(s\) of pictures\.example\.org blocked by the CSP \(img-src\)/,
        );
      // None of their files was written (the run's own records, never served, say what it checked);
      // only the guide's frame page, whose header has no banners, is clean and written.
      expect(
        changed(before, snapshot()).filter(
          (name) =>
            !name.startsWith('.') &&
            name !== 'checked.json' &&
            !/^(tm|ru|en)\/welcome\/_frame\.html/.test(name),
        ),
      ).toEqual([]);
      expect(strict.out).not.toMatch(/search index: \d+ pages|service worker/);

      // Listed in MEDIA_ORIGINS, which the server's CSP is made from: the same check lets them through.
      // The setting is the build's too (decision 0230): a prerender that lists it alone is refused,
      // and one with a build that lists it as well publishes.
      const listedAlone = await pagesRun({
        PRERENDER_STRICT_MEDIA: '1',
        MEDIA_ORIGINS: 'https://pictures.example.org',
      });
      expect(listedAlone.status, listedAlone.out).toBe(1);
      expect(listedAlone.out).toContain('MEDIA_ORIGINS: the build has not set');
      const listedBuild = join(work, 'dist-ssr-listed');
      buildServerBundle(listedBuild, { MEDIA_ORIGINS: 'https://pictures.example.org' });
      const listed = await pagesRun({
        PRERENDER_STRICT_MEDIA: '1',
        MEDIA_ORIGINS: 'https://pictures.example.org',
        SSR_DIR: listedBuild,
      });
      expect(listed.status, listed.out).toBe(0);
      expect(listed.out).not.toContain('blocked by the CSP');

      // Not strict: published, and named in the summary by page, host and count.
      const named = await pagesRun({ PRERENDER_STRICT_MEDIA: '0' });
      expect(named.status, named.out).toBe(0);
      expect(named.out).toMatch(/VISITORS MISS PICTURES, VIDEOS OR EMBEDS on \d+ published page\(s\)/);
      expect(named.out).toMatch(
        /^ {4}\/contacts: \d+ picture\(s\) of pictures\.example\.org blocked by the CSP \(img-src\)$/m,
      );
    } finally {
      expect(await scenario(null)).toBe(200);
    }
  }, 600_000);
});
