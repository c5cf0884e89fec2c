import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  composePage,
  deferAppStart,
  escapeHtml,
  notFoundFile,
  pageFile,
  pageNumberLinks,
  framePageFile,
  saysNoindex,
  siteLinks,
  withoutState,
  type RenderedPage,
} from './html';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { serializeState } from '../../src/app/prerenderState';
import { NoIndex } from '../../src/shared/NoIndex';

const TEMPLATE = `<!doctype html>
<html lang="tk">
  <head>
    <meta name="description" content="Türkmenistanyň Döwlet migrasiýa gullugy" />
    <title>Döwlet migrasiýa gullugy</title>
    <!-- preloads for the SPA -->
    <link rel="preload" href="/api/v1/main/content/" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript.</noscript>
  </body>
</html>`;

const page = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  lang: 'ru',
  path: '/ru/post/x-1',
  html: '<link rel="preload" as="image" href="/media/a.jpg" fetchPriority="high"/><main>Текст</main>',
  title: 'Новость | Служба',
  description: 'Описание "в кавычках" <b>',
  image: '/media/a.jpg',
  type: 'article',
  head: '<link rel="canonical" href="https://migration.example/ru/post/x-1" data-lang-head />',
  lastModified: null,
  state: '{"lang":"ru"}',
  ...over,
});

describe('composePage', () => {
  const html = composePage(TEMPLATE, page(), 'https://migration.example');

  it('sets the language, title and description of the page', () => {
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<title>Новость | Служба</title>');
    expect(html).toContain('<meta name="description" content="Описание &quot;в кавычках&quot; &lt;b&gt;" />');
  });

  it('adds Open Graph tags with absolute URLs when the site origin is known', () => {
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:title" content="Новость | Служба" />');
    expect(html).toContain('<meta property="og:image" content="https://migration.example/media/a.jpg" />');
    // The page's language head (src/app/head.ts) goes in as rendered.
    expect(html).toContain(
      '<link rel="canonical" href="https://migration.example/ru/post/x-1" data-lang-head />',
    );
  });

  it('moves the preloads React hoisted out of the markup into <head>', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/media/a.jpg" fetchPriority="high"/>');
    expect(html).toContain('<div id="root"><main>Текст</main></div>');
  });

  it("moves a page's robots meta React hoisted into <head>, where it is read", () => {
    // As React renders the site's own tag (src/shared/NoIndex.tsx) at the start of a page's markup.
    const meta = renderToString(createElement(NoIndex));
    const offline = composePage(TEMPLATE, page({ html: `${meta}<main>Offline</main>` }));
    const head = offline.slice(0, offline.indexOf('</head>'));
    expect(head).toContain(meta);
    expect(offline).toContain('<div id="root"><main>Offline</main></div>');
    expect(saysNoindex(offline)).toBe(true);
    expect(saysNoindex(html)).toBe(false);
  });

  it('puts the state in a JSON block, never an executable script', () => {
    expect(html).toContain('<script type="application/json" id="prerender-state">{"lang":"ru"}</script>');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)];
    for (const [, attributes, body] of scripts) {
      if (body) expect(attributes).toContain('type="application/json"');
    }
  });

  it('drops the SPA fetch preloads, the template comments and the "needs JavaScript" notice', () => {
    expect(html).not.toContain('/api/v1/main/content/');
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('<noscript>');
  });

  it('keeps the description from the title when the page gives none, and relative og:image without an origin', () => {
    const plain = composePage(TEMPLATE, page({ description: null, type: 'website' }));
    expect(plain).toContain('<meta name="description" content="Новость | Служба" />');
    expect(plain).toContain('<meta property="og:image" content="/media/a.jpg" />');
    expect(plain).not.toContain('og:url');
  });

  it('fails loudly on a template without the root element', () => {
    expect(() => composePage(TEMPLATE.replace('<div id="root"></div>', ''), page())).toThrow(/root/);
    expect(() => composePage(TEMPLATE.replace(/<title>.*<\/title>/, ''), page())).toThrow(/title/);
  });
});

describe('withoutState (what the search index reads)', () => {
  it('drops exactly the state block of a composed page, whatever its JSON holds', () => {
    // The state's JSON as serializeState writes it: a `</script>` in the data is escaped.
    const state = serializeState({
      lang: 'ru',
      path: '/ru/post/x-1',
      renderedAt: '2026-11-29T07:00:00.000Z',
      queries: { mutations: [], queries: [] },
      router: { loaderData: { x: '</script><p>not the page</p>' } },
    });
    const html = composePage(TEMPLATE, page({ state }), 'https://migration.example');
    const stripped = withoutState(html);
    expect(stripped).not.toContain('prerender-state');
    expect(stripped).not.toContain('not the page');
    // Everything else stays as it was, the entry script included.
    expect(stripped).toBe(
      html.replace(`<script type="application/json" id="prerender-state">${state}</script>`, ''),
    );
    expect(stripped).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(stripped).toContain('<div id="root"><main>Текст</main></div>');
  });

  it('leaves a page without a state block as it is', () => {
    expect(withoutState(TEMPLATE)).toBe(TEMPLATE);
  });
});

describe('deferAppStart', () => {
  const built = TEMPLATE.replace(
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/core-1.js">\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/links-2.js">',
  );
  const html = deferAppStart(composePage(built, page()), 'assets/boot-9.js');

  it('replaces the entry and its module preloads with the boot script that names them', () => {
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/boot-9.js" data-app="/assets/index-abc.js" data-preload="/assets/core-1.js /assets/links-2.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it('fails loudly on a template without a module entry', () => {
    expect(() => deferAppStart('<html><head></head><body></body></html>', 'assets/boot-9.js')).toThrow(
      /module entry/,
    );
  });
});

describe('page files', () => {
  it('follows the nginx lookup: /_prerender/<address>/index.html, the frame pages and the 404 pages', () => {
    expect(pageFile('dist', '/tm/')).toBe(join('dist', '_prerender', 'tm', 'index.html'));
    expect(pageFile('dist', '/en/posts')).toBe(join('dist', '_prerender', 'en', 'posts', 'index.html'));
    expect(pageFile('dist', '/ru/welcome/')).toBe(join('dist', '_prerender', 'ru', 'welcome', 'index.html'));
    expect(pageFile('dist', '/ru/post/%D0%B0-1')).toBe(
      join('dist', '_prerender', 'ru', 'post', 'а-1', 'index.html'),
    );
    expect(framePageFile('dist', 'tm', 'main')).toBe(join('dist', '_prerender', 'tm', '_frame.html'));
    expect(framePageFile('dist', 'en', 'welcome')).toBe(
      join('dist', '_prerender', 'en', 'welcome', '_frame.html'),
    );
    expect(notFoundFile('dist', 'ru')).toBe(join('dist', '_prerender', 'ru', '_404.html'));
    expect(pageFile('dist', '/en/posts?page=2')).toBe(
      join('dist', '_prerender', 'en', 'posts', 'page-2', 'index.html'),
    );
    expect(() => pageFile('dist', '/en/posts?word=x')).toThrow(/only \?page=N/);
  });

  it('refuses addresses without a language and paths that would leave the folder', () => {
    expect(() => pageFile('dist', '/posts')).toThrow(/no language/);
    expect(() => pageFile('dist', '/tm/post/..')).toThrow();
    expect(() => pageFile('dist', '/tm/post/%2E%2E')).toThrow();
    expect(() => pageFile('dist', '/tm/post/a%2Fb')).toThrow();
  });
});

describe('pageNumberLinks', () => {
  it('finds the numbered pages of a list, and nothing with another query', () => {
    const html =
      '<a href="/tm/posts?page=2">2</a><a href="/tm/posts?page=3">3</a><a href="/tm/posts?page=2">2</a>' +
      '<a href="/tm/posts?page=2&amp;category=x">x</a><a href="/tm/posts?page=0">0</a>';
    expect(pageNumberLinks(html)).toEqual(['/tm/posts?page=2', '/tm/posts?page=3']);
  });
});

describe('siteLinks', () => {
  it('finds each language address once, without query or hash', () => {
    const html =
      '<a href="/tm/post/a-1">A</a><a href="/en/article/b-2">B</a><a href="/tm/post/a-1">A again</a>' +
      '<a href="/tm/posts?category=x">all</a><a href="/posts">bare</a><a href="https://x.example/tm/y">other</a>';
    expect(siteLinks(html)).toEqual(['/tm/post/a-1', '/en/article/b-2', '/tm/posts']);
  });
});

describe('escapeHtml', () => {
  it('escapes what could end an attribute or open a tag', () => {
    expect(escapeHtml(`a&b"c<d>e`)).toBe('a&amp;b&quot;c&lt;d&gt;e');
  });
});
