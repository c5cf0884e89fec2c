/**
 * The sitemap of the prerendered pages (sitemaps.org protocol, with Google's `xhtml:link`
 * alternates for the languages): every page in its three languages, each `<url>` naming the others
 * and the address without a language as `x-default`. Past one file's limits (50,000 URLs or 50 MB)
 * it becomes a sitemap index over numbered files.
 */
import type { Lang } from '../../src/api/types';
import { HTML_LANG } from '../../src/i18n/lang';
import { pagePath } from '../../src/i18n/addresses';

export interface SitemapPage {
  /** The page's address in each language (`/en/posts`). */
  addresses: { lang: Lang; path: string }[];
  /** ISO 8601, from the API's dates; null when the data has none. */
  lastModified: string | null;
}

export const MAX_URLS = 50_000;
export const MAX_BYTES = 50 * 1024 * 1024;
/** Longest `<loc>` the protocol allows. */
export const MAX_URL_LENGTH = 2048;

const XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

/** XML entity escaping of text and attribute values (the protocol requires it for URLs). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function absolute(path: string, origin: string): string {
  const url = new URL(path, origin).href;
  if (url.length > MAX_URL_LENGTH)
    throw new Error(`sitemap: ${url.slice(0, 80)}… is longer than ${MAX_URL_LENGTH}`);
  return url;
}

function urlEntries(pages: readonly SitemapPage[], origin: string): string[] {
  return pages.flatMap((page) => {
    const alternates = [
      ...page.addresses.map(
        ({ lang, path }) =>
          `<xhtml:link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${escapeXml(absolute(path, origin))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absolute(pagePath(page.addresses[0]?.path ?? '/'), origin))}"/>`,
    ].join('');
    const lastmod = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '';
    return page.addresses.map(
      ({ path }) => `<url><loc>${escapeXml(absolute(path, origin))}</loc>${lastmod}${alternates}</url>`,
    );
  });
}

const urlset = (entries: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${XMLNS} ${XHTML}>\n${entries.join('\n')}\n</urlset>\n`;

/**
 * The files to write, by name: `sitemap.xml` alone, or `sitemap.xml` as an index of
 * `sitemap-1.xml`, `sitemap-2.xml` … when the URLs pass one file's limits.
 */
export function sitemapFiles(
  pages: readonly SitemapPage[],
  origin: string,
  limits = { urls: MAX_URLS, bytes: MAX_BYTES },
): Map<string, string> {
  const entries = urlEntries(pages, origin);
  const chunks: string[][] = [[]];
  let size = urlset([]).length;
  for (const entry of entries) {
    const current = chunks[chunks.length - 1]!;
    const added = Buffer.byteLength(entry, 'utf8') + 1;
    if (current.length > 0 && (current.length >= limits.urls || size + added > limits.bytes)) {
      chunks.push([entry]);
      size = urlset([]).length + added;
    } else {
      current.push(entry);
      size += added;
    }
  }
  if (chunks.length === 1) return new Map([['sitemap.xml', urlset(chunks[0]!)]]);
  const files = new Map<string, string>();
  chunks.forEach((chunk, index) => files.set(`sitemap-${index + 1}.xml`, urlset(chunk)));
  const index = [...files.keys()]
    .map((name) => `<sitemap><loc>${escapeXml(absolute(`/${name}`, origin))}</loc></sitemap>`)
    .join('\n');
  files.set(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex ${XMLNS}>\n${index}\n</sitemapindex>\n`,
  );
  return files;
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
