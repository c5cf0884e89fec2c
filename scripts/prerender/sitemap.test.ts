import { describe, expect, it } from 'vitest';
import { escapeXml, robotsTxt, sitemapFiles, type SitemapPage } from './sitemap';
import { LANGS } from '../../src/api/langs';

const ORIGIN = 'https://migration.example';
const page = (path: string, lastModified: string | null = null): SitemapPage => ({
  addresses: LANGS.map((lang) => ({ lang, path: `/${lang}${path}` })),
  lastModified,
});

/** Parses as XML or throws: a sitemap a search engine cannot read must never ship. */
function parse(xml: string): Document {
  // jsdom's XML parser (the unit tests' environment) answers a <parsererror> document for bad XML.
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(error.textContent ?? 'not XML');
  return doc;
}

describe('sitemapFiles', () => {
  it('lists every page in each language with its alternates, x-default and lastmod', () => {
    const files = sitemapFiles([page('/', '2026-11-20T08:00:00.000Z'), page('/posts')], ORIGIN);
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    const doc = parse(files.get('sitemap.xml')!);
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls.map((url) => url.getElementsByTagName('loc')[0]!.textContent)).toEqual([
      `${ORIGIN}/tm/`,
      `${ORIGIN}/ru/`,
      `${ORIGIN}/en/`,
      `${ORIGIN}/tm/posts`,
      `${ORIGIN}/ru/posts`,
      `${ORIGIN}/en/posts`,
    ]);
    const links = [...urls[1]!.getElementsByTagName('xhtml:link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['tk', `${ORIGIN}/tm/`],
      ['ru', `${ORIGIN}/ru/`],
      ['en', `${ORIGIN}/en/`],
      ['x-default', `${ORIGIN}/`],
    ]);
    expect(urls[0]!.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-11-20T08:00:00.000Z');
    expect(urls[3]!.getElementsByTagName('lastmod')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  });

  it('escapes what XML reserves and keeps every address absolute', () => {
    const xml = sitemapFiles([page(`/post/a&b'c"<d>`)], ORIGIN).get('sitemap.xml')!;
    const doc = parse(xml);
    const loc = doc.getElementsByTagName('loc')[0]!.textContent ?? '';
    expect(new URL(loc).origin).toBe(ORIGIN);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    for (const link of [...doc.getElementsByTagName('xhtml:link')])
      expect(new URL(link.getAttribute('href')!).origin).toBe(ORIGIN);
  });

  it('becomes a sitemap index past one file’s limits', () => {
    const pages = Array.from({ length: 5 }, (_, i) => page(`/post/p-${i}`));
    const files = sitemapFiles(pages, ORIGIN, { urls: 6, bytes: 50 * 1024 * 1024 });
    expect([...files.keys()]).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    const index = parse(files.get('sitemap.xml')!);
    expect(index.documentElement.tagName).toBe('sitemapindex');
    expect([...index.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      `${ORIGIN}/sitemap-1.xml`,
      `${ORIGIN}/sitemap-2.xml`,
      `${ORIGIN}/sitemap-3.xml`,
    ]);
    for (const name of ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'])
      expect(parse(files.get(name)!).getElementsByTagName('url').length).toBeLessThanOrEqual(6);
    // By size too: a file never passes the byte limit.
    const bySize = sitemapFiles(pages, ORIGIN, { urls: 50_000, bytes: 3000 });
    for (const [, xml] of bySize) expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(3000);
    expect(bySize.size).toBeGreaterThan(2);
  });

  it('refuses an address longer than the protocol allows', () => {
    expect(() => sitemapFiles([page(`/post/${'x'.repeat(2100)}`)], ORIGIN)).toThrow(/longer than 2048/);
  });
});

describe('escapeXml and robots.txt', () => {
  it('escapes the five reserved characters', () => {
    expect(escapeXml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
  });
  it('names the sitemap by its absolute address', () => {
    expect(robotsTxt(ORIGIN)).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
