/**
 * The index of the prerendered pages: which files it takes, what it leaves out, and that it
 * replaces the previous index (the prerender's last step, decision 0170). Runs Pagefind's binary.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { searchBodyAttributes } from '../../src/app/searchBody';
import {
  buildSearchIndex,
  describeSearchIndex,
  indexMode,
  PARTS_FILE,
  SIDE_BY_SIDE_MAX_FILES,
  type IndexParts,
} from './build';
import { LANGS } from '../../src/api/langs';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function page(path: string, lang: string, body: string, type?: 'news' | 'service', state = ''): void {
  const attributes = Object.entries(searchBodyAttributes(type))
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const file = join(dist, '_prerender', path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `<!doctype html><html lang="${lang}"><body><header>Menu pasport</header>` +
      `<main${attributes}><h1>${body}</h1><nav>breadcrumb</nav><p>${body}</p></main>` +
      (state ? `<script type="application/json" id="prerender-state">${state}</script>` : '') +
      '</body></html>',
  );
}

describe('buildSearchIndex', () => {
  it('indexes the marked pages of each language into dist/pagefind/<lang>, without the unused files', async () => {
    dist = mkdtempSync(join(tmpdir(), 'search-index-'));
    page('tm/services/pasport', 'tk', 'Pasport almak', 'service');
    page('ru/services/pasport', 'ru', 'Получение паспорта', 'service');
    page('en/post/a', 'en', 'A news item', 'news');
    // A list page: no type, not indexed.
    page('en/posts', 'en', 'All the news');
    // An old index is replaced whole.
    mkdirSync(join(dist, 'pagefind'), { recursive: true });
    writeFileSync(join(dist, 'pagefind', 'stale.pf_index'), 'old');

    const report = await buildSearchIndex(dist);

    expect(report.pages).toEqual({ tk: 1, ru: 1, en: 1 });
    expect(report.bytes).toBeGreaterThan(0);
    // One index per language, in the folder the search page of that language loads.
    expect(readdirSync(join(dist, 'pagefind')).sort()).toEqual(['en', 'ru', 'tm']);
    for (const [lang, htmlLang] of [
      ['tm', 'tk'],
      ['ru', 'ru'],
      ['en', 'en'],
    ] as const) {
      const files = readdirSync(join(dist, 'pagefind', lang));
      expect(files).toContain('pagefind.js');
      expect(files.filter((name) => /ui|worker|highlight/.test(name))).toEqual([]);
      const entry = JSON.parse(readFileSync(join(dist, 'pagefind', lang, 'pagefind-entry.json'), 'utf8')) as {
        languages: Record<string, { page_count: number }>;
      };
      // Each holds its own language's pages only.
      expect(Object.keys(entry.languages), lang).toEqual([htmlLang]);
      expect(entry.languages[htmlLang]!.page_count, lang).toBe(1);
    }
    expect(existsSync(join(dist, 'pagefind', 'stale.pf_index'))).toBe(false);
    // No temporary folder is left behind.
    expect(readdirSync(dist).filter((name) => name.startsWith('pagefind.'))).toEqual([]);
  });

  it('with no prerendered page, writes an empty index (the search page then finds nothing)', async () => {
    dist = mkdtempSync(join(tmpdir(), 'search-index-'));
    const report = await buildSearchIndex(dist);
    expect(report.pages).toEqual({});
    for (const lang of LANGS)
      expect(existsSync(join(dist, 'pagefind', lang, 'pagefind.js')), lang).toBe(true);
  });

  it("gives the same index side by side as one after another, with or without the pages' state blocks", async () => {
    const made: Record<string, Map<string, string>> = {};
    for (const [name, maxFiles, state] of [
      ['one after another', 0, '{"lang":"en","note":"Zebra pasport"}'],
      ['side by side', SIDE_BY_SIDE_MAX_FILES, '{"lang":"en","note":"Zebra pasport"}'],
      ['no state', SIDE_BY_SIDE_MAX_FILES, ''],
    ] as const) {
      dist = mkdtempSync(join(tmpdir(), 'search-index-'));
      for (const n of [1, 2, 3]) {
        page(`tm/services/s${n}`, 'tk', `Pasport ${n} almak`, 'service', state);
        page(`ru/post/p${n}`, 'ru', `Новость ${n}`, 'news', state);
        page(`en/post/p${n}`, 'en', `A news item ${n}`, 'news', state);
      }
      const report = await buildSearchIndex(dist, { sideBySideMaxFiles: maxFiles });
      expect(report.mode, name).toBe(name === 'no state' ? 'side by side' : name);
      expect(report.pages).toEqual({ tk: 3, ru: 3, en: 3 });
      const folder = join(dist, 'pagefind');
      const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
      made[name] = new Map(
        files
          .filter((file) => !statSync(join(folder, file)).isDirectory())
          .map((file) => [file, readFileSync(join(folder, file)).toString('base64')]),
      );
      rmSync(dist, { recursive: true, force: true });
    }
    expect(made['one after another']!.size).toBeGreaterThan(10);
    expect(made['side by side']).toEqual(made['one after another']);
    expect(made['no state']).toEqual(made['one after another']);
  });

  it('indexes side by side up to SIDE_BY_SIDE_MAX_FILES page files, one after another above', () => {
    expect(indexMode(0, SIDE_BY_SIDE_MAX_FILES)).toBe('side by side');
    expect(indexMode(SIDE_BY_SIDE_MAX_FILES, SIDE_BY_SIDE_MAX_FILES)).toBe('side by side');
    expect(indexMode(SIDE_BY_SIDE_MAX_FILES + 1, SIDE_BY_SIDE_MAX_FILES)).toBe('one after another');
    // The 10,000-news run (33,276 page files) stays one language at a time (decision 0241).
    expect(indexMode(33_276, SIDE_BY_SIDE_MAX_FILES)).toBe('one after another');
  });

  describe('after the first run, only what changed', () => {
    const parts = (lang: string) =>
      JSON.parse(readFileSync(join(dist, 'pagefind', lang, PARTS_FILE), 'utf8')) as IndexParts;
    const pageCount = (folder: string, htmlLang: string) =>
      (
        JSON.parse(readFileSync(join(folder, 'pagefind-entry.json'), 'utf8')) as {
          languages: Record<string, { page_count: number }>;
        }
      ).languages[htmlLang]?.page_count ?? 0;
    const recentFolders = (lang: string) =>
      readdirSync(join(dist, 'pagefind', lang)).filter((name) => name.startsWith('recent-'));

    it('a new page goes into the recent part, which the language names in parts.json; the base is kept', async () => {
      dist = mkdtempSync(join(tmpdir(), 'search-index-'));
      for (const n of [1, 2]) {
        page(`tm/post/p${n}`, 'tk', `Habar ${n}`, 'news');
        page(`en/post/p${n}`, 'en', `News ${n}`, 'news');
      }
      page('en/posts', 'en', 'All the news');
      const whole = await buildSearchIndex(dist);
      expect(whole.mode).toBe('side by side');
      expect(parts('en')).toEqual({ merge: [] });
      const baseEntry = readFileSync(join(dist, 'pagefind', 'en', 'pagefind-entry.json'), 'utf8');

      // Nothing changed: nothing is made.
      expect((await buildSearchIndex(dist)).mode).toBe('unchanged');
      // A list page written again (no marked content): nothing to index either.
      page('en/posts', 'en', 'All the news, one more');
      expect((await buildSearchIndex(dist)).mode).toBe('unchanged');

      page('en/post/p3', 'en', 'News 3 zebra', 'news');
      const first = await buildSearchIndex(dist);
      expect(first).toMatchObject({ mode: 'recent part', pages: { en: 1 }, kept: 4 });
      expect(readFileSync(join(dist, 'pagefind', 'en', 'pagefind-entry.json'), 'utf8')).toBe(baseEntry);
      const [folder] = recentFolders('en');
      expect(parts('en')).toEqual({ merge: [`${folder}/`] });
      expect(pageCount(join(dist, 'pagefind', 'en', folder!), 'en')).toBe(1);
      expect(parts('tm')).toEqual({ merge: [] });
      expect(recentFolders('tm')).toEqual([]);

      // The next new page: the recent part is made again with both, in a new folder; the old one goes.
      await new Promise((done) => setTimeout(done, 5));
      page('en/post/p4', 'en', 'News 4', 'news');
      const second = await buildSearchIndex(dist);
      expect(second).toMatchObject({ mode: 'recent part', pages: { en: 2 }, kept: 4 });
      const [next] = recentFolders('en');
      expect(recentFolders('en')).toHaveLength(1);
      expect(next).not.toBe(folder);
      expect(parts('en')).toEqual({ merge: [`${next}/`] });
      expect(pageCount(join(dist, 'pagefind', 'en', next!), 'en')).toBe(2);

      // A page of the recent part removed: the part is made without it.
      rmSync(join(dist, '_prerender', 'en', 'post', 'p4'), { recursive: true });
      expect(await buildSearchIndex(dist)).toMatchObject({ mode: 'recent part', pages: { en: 1 } });
      expect(pageCount(join(dist, 'pagefind', 'en', recentFolders('en')[0]!), 'en')).toBe(1);
    });

    it('a page of the base changed or removed, or a recent part grown past its limit, makes everything again', async () => {
      dist = mkdtempSync(join(tmpdir(), 'search-index-'));
      for (const n of [1, 2, 3]) page(`en/post/p${n}`, 'en', `News ${n}`, 'news');
      await buildSearchIndex(dist);
      page('en/post/p4', 'en', 'News 4', 'news');
      expect((await buildSearchIndex(dist)).mode).toBe('recent part');

      // Changed: the base would still find its old words.
      page('en/post/p1', 'en', 'News 1, corrected', 'news');
      const changed = await buildSearchIndex(dist);
      expect(changed).toMatchObject({ mode: 'side by side', pages: { en: 4 }, kept: 0 });
      expect(describeSearchIndex(changed)).toMatch(
        /^search index: 4 pages \(en 4\), side by side, made whole \(en\/post\/p1\/index\.html of the base changed\), \d+ kB in /,
      );
      expect(parts('en')).toEqual({ merge: [] });
      expect(recentFolders('en')).toEqual([]);
      expect(pageCount(join(dist, 'pagefind', 'en'), 'en')).toBe(4);

      // Removed from the base.
      rmSync(join(dist, '_prerender', 'en', 'post', 'p2'), { recursive: true });
      expect(await buildSearchIndex(dist)).toMatchObject({ mode: 'side by side', pages: { en: 3 } });

      // More new pages than the recent part may hold.
      for (const n of [5, 6, 7]) page(`en/post/p${n}`, 'en', `News ${n}`, 'news');
      expect(await buildSearchIndex(dist, { recentMaxFiles: 2 })).toMatchObject({
        mode: 'side by side',
        pages: { en: 6 },
      });
      // A language the base has no page of: the search page's base would have no index of it.
      page('ru/post/p1', 'ru', 'Новость 1', 'news');
      const first = await buildSearchIndex(dist);
      expect(first).toMatchObject({ mode: 'side by side', pages: { en: 6, ru: 1 } });
      expect(describeSearchIndex(first)).toContain('made whole (the base has no page of ru)');
      // `npm run search-index` makes everything, whatever changed.
      expect((await buildSearchIndex(dist, { whole: true })).mode).toBe('side by side');
    });
  });
});
