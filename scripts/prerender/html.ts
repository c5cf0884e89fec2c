/**
 * Pure pieces of the prerender: where each page goes and how the SPA template (dist/index.html)
 * becomes a page's HTML. Kept apart from scripts/prerender.ts so unit tests can check them.
 */
import { join } from 'node:path';
import { LANG_ALTERNATIVES } from '../../src/api/langs';
import { LANGS, type Lang } from '../../src/api/types';
import { layoutBases } from '../../src/addresses/pagePaths';
import { PRERENDER_STATE_ID } from '../../src/app/prerenderState';
import type { RenderedPage } from '../../src/app/renderedPage';

export { LANGS, type Lang, type RenderedPage };
/** ISO 639-1 for `<html lang>` (src/i18n/lang.ts HTML_LANG): Turkmen is `tk`. */
const HTML_LANG: Record<Lang, string> = { tm: 'tk', ru: 'ru', en: 'en' };

export const PRERENDER_DIR = '_prerender';

/**
 * The opening tag of a page's state block (src/app/prerenderState.ts). Its JSON never holds a `<`
 * (serializeState escapes it), so the block ends at the first `</script>` after it.
 */
const STATE_OPEN = `<script type="application/json" id="${PRERENDER_STATE_ID}">`;

/**
 * A page without its state block: what the site search's index reads (scripts/search-index). The
 * block is about half of a page's bytes; Pagefind never indexes a script's text, so its index of
 * the page is the same, made with less work (decision 0241).
 */
export function withoutState(html: string): string {
  const start = html.indexOf(STATE_OPEN);
  if (start === -1) return html;
  const end = html.indexOf('</script>', start + STATE_OPEN.length);
  return end === -1 ? html : html.slice(0, start) + html.slice(end + '</script>'.length);
}

/** The file a removed item's folder keeps, so nginx answers its address 404 (site.conf.template). */
export const REMOVED_MARK = '.removed';

/**
 * `dist/_prerender/<address>/index.html`: `/en/posts` → `_prerender/en/posts/index.html`, so nginx
 * finds a language address's page by the address alone. Path segments are decoded as nginx
 * decodes `$uri`; anything that could leave the folder is refused.
 */
export function pageFile(distDir: string, address: string): string {
  const [pathname, query] = address.split('?');
  // A numbered page of a list (`/en/posts?page=2`): `en/posts/page-2/index.html`, which nginx
  // serves for exactly that query. No other query has a file of its own.
  const numbered = query === undefined ? null : /^page=([1-9][0-9]*)$/.exec(query);
  if (query !== undefined && !numbered) throw new Error(`${address}: only ?page=N has a file of its own`);
  const segments = pathname!
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  if (!LANGS.includes(segments[0] as Lang)) throw new Error(`${address} names no language`);
  for (const segment of segments) {
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) {
      throw new Error(`refusing to write a page for the path ${address}`);
    }
  }
  return join(
    distDir,
    PRERENDER_DIR,
    ...segments,
    ...(numbered ? [`page-${numbered[1]}`] : []),
    'index.html',
  );
}

export function framePageFile(distDir: string, lang: Lang, layout: 'main' | 'welcome'): string {
  return join(
    distDir,
    PRERENDER_DIR,
    lang,
    ...(layoutBases[layout] ? [layoutBases[layout]] : []),
    '_frame.html',
  );
}

/** The 404 page of a language (nginx answers unknown addresses with it). */
export function notFoundFile(distDir: string, lang: Lang): string {
  return join(distDir, PRERENDER_DIR, lang, '_404.html');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The numbered pages of a list a page's markup links to (`/en/posts?page=2`, no other query), each once. */
export function pageNumberLinks(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(
    new RegExp(`href="(/(?:${LANG_ALTERNATIVES})/[^"?#]*\\?page=[1-9][0-9]*)"`, 'g'),
  ))
    found.add(match[1]!);
  return [...found];
}

/** The site addresses a page's markup links to (`/en/post/x`, no query or hash), each once. */
export function siteLinks(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(new RegExp(`href="(/(?:${LANG_ALTERNATIVES})/[^"?#]*)`, 'g')))
    found.add(match[1]!);
  return [...found];
}

function absolute(url: string, siteOrigin: string | undefined): string {
  if (!siteOrigin) return url;
  try {
    return new URL(url, siteOrigin).href;
  } catch {
    return url;
  }
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`the template has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/** A page that keeps itself out of search engines (its robots meta, moved into `<head>`). */
export function saysNoindex(html: string): boolean {
  return /<meta name="robots" content="[^"]*\bnoindex\b[^"]*"/.test(html);
}

/**
 * The page's HTML from the SPA template: its language, title, description and Open Graph tags in
 * `<head>`, its markup in `#root`, its data in a JSON block. The template's fetch preloads (for the
 * client-rendered SPA) and its "needs JavaScript" notice are dropped: this page has its content.
 * React 19 puts the resources and tags it hoists (the LCP image's preload, a page's robots meta)
 * at the start of a rendered subtree; they belong in `<head>`.
 */
export function composePage(template: string, page: RenderedPage, siteOrigin?: string): string {
  let body = page.html;
  const hoisted: string[] = [];
  body = body.replace(/^(?:<(?:link|meta)\b[^>]*>)+/, (links) => {
    hoisted.push(links);
    return '';
  });
  const title = page.title ?? '';
  const description = page.description || title;
  const og = [
    `<meta property="og:type" content="${page.type}" />`,
    title ? `<meta property="og:title" content="${escapeHtml(title)}" />` : '',
    description ? `<meta property="og:description" content="${escapeHtml(description)}" />` : '',
    page.image
      ? `<meta property="og:image" content="${escapeHtml(absolute(page.image, siteOrigin))}" />`
      : '',
    // Canonical, hreflang alternates, og:url and locales, the feed (src/app/head.ts); none for a
    // frame page or the 404 page, which answer for addresses other than the one rendered.
    page.head,
  ].filter(Boolean);

  let html = template;
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${HTML_LANG[page.lang]}">`, '<html lang>');
  if (title)
    html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`, '<title>');
  if (description) {
    html = replaceOnce(
      html,
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
      'meta description',
    );
  }
  // The template's comments explain the SPA's fetch preloads, which go too.
  html = html.replace(/\s*<!--[\s\S]*?-->/g, '');
  html = html.replace(/\s*<link rel="preload" href="\/api\/[^"]*" as="fetch"[^>]*>/g, '');
  html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  html = replaceOnce(html, /<\/head>/, `    ${[...og, ...hoisted].join('\n    ')}\n  </head>`, '</head>');
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${body}</div>\n    ${STATE_OPEN}${page.state}</script>`,
    '<div id="root"></div>',
  );
  return html;
}

/**
 * A page whose HTML holds its content starts the app after it has loaded (src/boot.ts): the
 * template's entry script and its module preloads give way to the boot script, which names them in
 * `data-app` and `data-preload`. A frame page keeps the template's start: without the app it has
 * no page body.
 */
export function deferAppStart(html: string, bootFile: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('the template has no module entry script');
  const preloads: string[] = [];
  let out = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  out = out.replace(
    entry[0],
    () =>
      `<script type="module" crossorigin src="/${escapeHtml(bootFile)}" data-app="${escapeHtml(entry[1]!)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`,
  );
  return out;
}
