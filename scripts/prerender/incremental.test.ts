import { describe, expect, it } from 'vitest';
import {
  dataHash,
  digestAnswer,
  runPages,
  type Manifest,
  type PageRecord,
  type RenderResult,
  type RunOptions,
  type SourceAnswer,
} from './incremental';

/**
 * A fake API and renderer: `api` maps a source to its body (missing: 404); each page's sources and
 * links are declared in `site`. The renderer reads the API like the real one and records what it
 * rendered.
 */
function fakeSite(site: Record<string, { sources: string[]; links?: string[] }>, api: Map<string, string>) {
  const rendered: string[] = [];
  const answer = (url: string): Promise<SourceAnswer> =>
    Promise.resolve({
      ok: true,
      digest: digestAnswer(api.has(url) ? 200 : 404, api.get(url) ?? 'not found'),
    });
  const render = async (path: string): Promise<RenderResult> => {
    rendered.push(path);
    const page = site[path];
    if (!page || page.sources.some((url) => !api.has(url)))
      return { status: 'gone', reason: `the API answered 404 for ${path}` };
    const answers = new Map<string, string>();
    for (const url of page.sources) {
      const got = await answer(url);
      if (got.ok) answers.set(url, got.digest);
    }
    const record: PageRecord = {
      files: [`_prerender/tm${path}/index.html`],
      addresses: [{ lang: 'tm', path: `/tm${path}` }],
      lastModified: null,
      sources: page.sources,
      dataHash: dataHash(answers),
      links: page.links ?? [],
      renderedAt: '2026-11-28T00:00:00.000Z',
    };
    return { status: 'rendered', record };
  };
  return { rendered, answer, render };
}

function options(fake: ReturnType<typeof fakeSite>, previous: Manifest | null, build = 'b1'): RunOptions {
  return {
    previous,
    build,
    seeds: [{ path: '/', depth: 0 }],
    followLinks: true,
    linkDepth: Infinity,
    concurrency: 3,
    render: fake.render,
    answer: fake.answer,
  };
}

const SITE = {
  '/': { sources: ['/menu', '/news'], links: ['/post/a', '/post/b'] },
  '/post/a': { sources: ['/menu', '/post/a'], links: ['/post/b'] },
  '/post/b': { sources: ['/menu', '/post/b'] },
  '/post/c': { sources: ['/menu', '/post/c'] },
};

function api(): Map<string, string> {
  return new Map([
    ['/menu', 'menu'],
    ['/news', 'a,b'],
    ['/post/a', 'A'],
    ['/post/b', 'B'],
  ]);
}

describe('the incremental prerender', () => {
  it('renders every page the first time, and none when the API answers as before', async () => {
    const data = api();
    const first = fakeSite(SITE, data);
    const one = await runPages(options(first, null));
    expect(one.fullRun).toBe(true);
    expect(first.rendered.sort()).toEqual(['/', '/post/a', '/post/b']);

    const second = fakeSite(SITE, data);
    const two = await runPages(options(second, one.manifest));
    expect(two.fullRun).toBe(false);
    expect(second.rendered).toEqual([]);
    expect(two.kept.sort()).toEqual(['/', '/post/a', '/post/b']);
    expect(two.manifest).toEqual(one.manifest);
  });

  it('renders a page whose data changed and the list that links a new item, nothing else', async () => {
    const data = api();
    const one = await runPages(options(fakeSite(SITE, data), null));
    data.set('/news', 'a,b,c');
    data.set('/post/c', 'C');
    const site = { ...SITE, '/': { ...SITE['/'], links: ['/post/a', '/post/b', '/post/c'] } };
    const fake = fakeSite(site, data);
    const two = await runPages(options(fake, one.manifest));
    expect(fake.rendered.sort()).toEqual(['/', '/post/c']);
    expect(two.kept.sort()).toEqual(['/post/a', '/post/b']);
    expect(Object.keys(two.manifest.pages).sort()).toEqual(['/', '/post/a', '/post/b', '/post/c']);
  });

  it('a run of named pages (no links followed) renders those and keeps every other page of the last run', async () => {
    const data = api();
    const one = await runPages(options(fakeSite(SITE, data), null));
    data.set('/post/c', 'C');
    const fake = fakeSite(SITE, data);
    const two = await runPages({
      ...options(fake, one.manifest),
      seeds: [{ path: '/post/c', depth: 0 }],
      followLinks: false,
    });
    expect(fake.rendered).toEqual(['/post/c']);
    expect(two.removed).toEqual([]);
    expect(Object.keys(two.manifest.pages).sort()).toEqual(['/', '/post/a', '/post/b', '/post/c']);
  });

  it('a new build renders everything', async () => {
    const data = api();
    const one = await runPages(options(fakeSite(SITE, data), null));
    const fake = fakeSite(SITE, data);
    const two = await runPages(options(fake, one.manifest, 'b2'));
    expect(two.fullRun).toBe(true);
    expect(fake.rendered.sort()).toEqual(['/', '/post/a', '/post/b']);
  });

  it('removes an item the API no longer has, and renders again the kept pages that linked it', async () => {
    const data = api();
    const one = await runPages(options(fakeSite(SITE, data), null));
    data.delete('/post/b');
    // Home's list changed too; /post/a's data did not, but it links the gone item.
    data.set('/news', 'a');
    const site = {
      ...SITE,
      '/': { ...SITE['/'], links: ['/post/a'] },
      '/post/a': { sources: ['/menu', '/post/a'] },
    };
    const fake = fakeSite(site, data);
    const two = await runPages(options(fake, one.manifest));
    expect(two.removed).toEqual([{ path: '/post/b', files: ['_prerender/tm/post/b/index.html'] }]);
    expect(fake.rendered.sort()).toEqual(['/', '/post/a', '/post/b']);
    expect(two.manifest.pages['/post/a']!.links).toEqual([]);
    expect(two.manifest.pages['/post/b']).toBeUndefined();
  });

  it('keeps the previous page, and reports it, when the API fails for it or stops answering', async () => {
    const data = api();
    const one = await runPages(options(fakeSite(SITE, data), null));
    data.set('/post/a', 'A changed');
    const fake = fakeSite(SITE, data);
    const failing: RunOptions = {
      ...options(fake, one.manifest),
      render: (path) =>
        Promise.resolve<RenderResult>(
          path === '/post/a'
            ? { status: 'failed', reason: 'HTTP 500', unreachable: false }
            : { status: 'failed', reason: 'down', unreachable: true },
        ),
    };
    const two = await runPages(failing);
    expect(two.failed).toEqual([{ path: '/post/a', reason: 'HTTP 500' }]);
    expect(two.aborted).toBeNull();
    expect(two.manifest.pages['/post/a']).toEqual(one.manifest.pages['/post/a']);

    // The API down while checking: the run stops, every page keeps its record, nothing is removed.
    const down: RunOptions = {
      ...options(fake, one.manifest),
      answer: () => Promise.resolve<SourceAnswer>({ ok: false, reason: 'ECONNREFUSED', unreachable: true }),
    };
    const three = await runPages(down);
    expect(three.aborted).toBe('ECONNREFUSED');
    expect(three.removed).toEqual([]);
    expect(three.manifest.pages).toEqual(one.manifest.pages);
  });

  it('never has more pages in hand than its concurrency', async () => {
    const links = Array.from({ length: 40 }, (_, i) => `/post/${i}`);
    const site: Record<string, { sources: string[]; links?: string[] }> = {
      '/': { sources: ['/menu'], links },
    };
    const data = new Map([['/menu', 'menu']]);
    for (const link of links) {
      site[link] = { sources: [link] };
      data.set(link, link);
    }
    const fake = fakeSite(site, data);
    let inHand = 0;
    let most = 0;
    const report = await runPages({
      ...options(fake, null),
      render: async (path) => {
        inHand += 1;
        most = Math.max(most, inHand);
        await new Promise((resolve) => setTimeout(resolve, 1));
        const result = await fake.render(path);
        inHand -= 1;
        return result;
      },
    });
    expect(report.rendered).toHaveLength(41);
    expect(most).toBe(3);
  });
});
