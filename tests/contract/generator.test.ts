/**
 * The fixture generator: determinism (same seed and scale → same bytes), the committed file is what
 * the generator makes, and the edge cases the site must handle are present.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NEWS_CATEGORY_SLUGS, type MenuItem } from '../../src/api/types';
import { DEFAULT_SEED, generateDb, serializeDb } from '../../mock-api/generate/generate';
import { DEFAULT_DB_PATH } from '../../mock-api/server';

const TK_LETTERS = /[äçňöşüýž]/i;
const CYRILLIC = /[а-яё]/i;

describe('determinism', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fixtures-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('npm run fixtures twice with the same seed and scale writes byte-identical files', () => {
    const run = (out: string, seed: string) =>
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/generate-fixtures.ts', '--seed', seed, '--scale', '0.5', '--out', out],
        {
          cwd: join(import.meta.dirname, '../..'),
          stdio: 'pipe',
        },
      );
    run(join(dir, 'a.json'), '7');
    run(join(dir, 'b.json'), '7');
    run(join(dir, 'c.json'), '8');
    const a = readFileSync(join(dir, 'a.json'));
    expect(a.equals(readFileSync(join(dir, 'b.json')))).toBe(true);
    expect(a.equals(readFileSync(join(dir, 'c.json')))).toBe(false);
    expect((JSON.parse(a.toString()) as { posts: unknown[] }).posts).toHaveLength(200);
  }, 60_000);

  it('the committed fixtures/db.json is exactly what the default seed and scale give', () => {
    expect(
      serializeDb(generateDb({ seed: DEFAULT_SEED, scale: 1 })) === readFileSync(DEFAULT_DB_PATH, 'utf8'),
    ).toBe(true);
  });

  it('scale 25 gives the 10 000 posts of the benchmark set', () => {
    expect(generateDb({ scale: 25 }).posts).toHaveLength(10_000);
  }, 60_000);
});

describe('content and edge cases of the default fixtures', () => {
  const db = generateDb();
  const posts = db.posts;

  it('hundreds of posts, several pages of 100, both news categories over 30', () => {
    expect(posts.length).toBeGreaterThanOrEqual(300);
    for (const slug of Object.values(NEWS_CATEGORY_SLUGS))
      expect(posts.filter((p) => p.category.slug === slug).length).toBeGreaterThan(30);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
  });

  it('three real languages: Turkmen letters, Cyrillic Russian, English', () => {
    const tm = posts.map((p) => p.name_tm + p.content_tm).join(' ');
    for (const letter of 'äçňöşüýž') expect(tm.toLowerCase()).toContain(letter);
    expect(posts.every((p) => !CYRILLIC.test(p.name_tm))).toBe(true);
    expect(posts.filter((p) => p.name_ru).every((p) => CYRILLIC.test(p.name_ru))).toBe(true);
    expect(
      posts.filter((p) => p.name_en).every((p) => !CYRILLIC.test(p.name_en) && !TK_LETTERS.test(p.name_en)),
    ).toBe(true);
  });

  it('posts with empty English or Russian names, titles over 100 characters, articles', () => {
    expect(posts.some((p) => p.name_en === '' && p.name_tm !== '')).toBe(true);
    expect(posts.some((p) => p.name_ru === '' && p.name_tm !== '')).toBe(true);
    expect(posts.some((p) => p.name_tm.length > 100 && p.name_en.length > 100)).toBe(true);
    expect(posts.some((p) => p.type === 'article' && p.category.slug !== 'makalalar')).toBe(true);
    // Near the top of the service news, where the home page shows them.
    const service = posts.filter((p) => p.category.slug === NEWS_CATEGORY_SLUGS.service).slice(0, 6);
    expect(service.some((p) => p.name_en === '')).toBe(true);
    expect(service.some((p) => p.name_tm.length > 100)).toBe(true);
  });

  it('HTML with headings, lists, tables, images, links and hostile markup', () => {
    const html = posts.map((p) => p.content_en).join('\n');
    for (const tag of [
      '<h2>',
      '<ul>',
      '<li>',
      '<table>',
      '<img ',
      '<a href="/contacts">',
      '<script>',
      'onerror=',
      'onclick=',
      'href="javascript:',
    ])
      expect(html).toContain(tag);
    expect(db.notices.some((n) => n.content_en.includes('<script>'))).toBe(true);
  });

  it('new and old notices; services online/offline with and without extra; subjects; ylalashyk', () => {
    expect(db.notices.some((n) => n.is_new) && db.notices.some((n) => !n.is_new)).toBe(true);
    for (const online of [true, false]) {
      const group = db.services.filter((s) => s.is_online === online);
      expect(group.some((s) => s.extra_tm) && group.some((s) => !s.extra_tm)).toBe(true);
    }
    expect(
      db.message_subjects.some((s) => s.file_required) && db.message_subjects.some((s) => !s.file_required),
    ).toBe(true);
    expect(db.pages.map((p) => p.slug)).toContain('ylalashyk');
    expect(db.footer_images.length).toBeGreaterThanOrEqual(6);
    expect(db.banners.some((b) => b.url === null)).toBe(true);
  });

  it('menu urls are site routes that exist in the data', () => {
    const urls: string[] = [];
    const walk = (items: MenuItem[]) => items.forEach((i) => (urls.push(i.url), walk(i.children)));
    walk(db.header_menu.children);
    for (const url of urls) {
      const [, kind, slug] = url.split('/');
      if (kind === 'about') expect(db.about_pages.map((p) => p.slug)).toContain(slug);
      else if (kind === 'pages') expect(db.pages.map((p) => p.slug)).toContain(slug);
      else if (kind === 'services') expect(db.services.map((s) => s.slug)).toContain(slug);
      else expect(['/posts', '/articles', '/media', '/contacts', '/evisa', '/welcome']).toContain(url);
    }
  });
});
