// @vitest-environment node
// Node, not jsdom: the rule loads the address modules through tsx, whose esbuild refuses jsdom's globals.
/**
 * The lint rule that keeps page paths in the page table (eslint/no-page-path.js, decision 0191):
 * it fires on a page path typed in a string, leaves other paths alone, reads the table as it is, and
 * eslint.config.js applies it to the site and the scripts but not to the table itself.
 */
import { resolve } from 'node:path';
import { ESLint, Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { noPagePath, pageOfPath } from '../eslint/no-page-path.js';
import { hrefFor } from '../src/addresses/href';
import { pageList } from '../src/app/pages';

const ROOT = resolve(import.meta.dirname, '..');

function lint(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.jsx'],
        languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: { local: { rules: { 'no-page-path': noPagePath } } },
        rules: { 'local/no-page-path': 'error' },
      },
    ],
    { filename: 'snippet.jsx' },
  );
  return messages.map((message) => message.message);
}

describe('local/no-page-path', () => {
  it('knows every page of the table by its address, in each form a string may write it', () => {
    for (const page of pageList) {
      const params = Object.fromEntries([...page.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, 'x']));
      const address = hrefFor(page.id, params);
      if (address === '/') continue; // home is never reported
      expect(pageOfPath(address), address).toBe(page.id);
      expect(pageOfPath(hrefFor(page.id, params, 'ru')), page.id).toBe(page.id);
      expect(pageOfPath(address.replace(/\/x$/, '/\u0000')), page.id).toBe(page.id);
    }
  });

  it.each([
    ["const a = '/posts';", 'posts'],
    ["const a = '/en/contacts';", 'contacts'],
    ['const a = `/post/${slug}`;', 'post'],
    ['const a = `/${lang}/posts?page=${n}`;', 'posts'],
    ['const a = `/posts?word=${encodeURIComponent(q)}`;', 'posts'],
    ["const a = '/welcome/';", 'welcome'],
    ['const a = `/welcome/section/${slug}`;', 'welcomeSection'],
    ["if (path.startsWith('/services/')) go();", 'service'],
    ["const a = '/pages/ylalashyk#rules';", 'staticPage'],
    ['const a = <a href="/media">x</a>;', 'media'],
  ])('reports %s (the %s page)', (code, page) => {
    expect(lint(code)).toEqual([
      `A page path typed by hand (the ${page} page): build it with href('${page}', …) from src/addresses/href.ts, or read the page table.`,
    ]);
  });

  it.each([
    "const a = '/';",
    "const a = '/media/img/a.jpg';",
    "const a = src.startsWith('/media/');",
    "const a = '/api/v1/posts/all-posts/';",
    "const a = '/posts/main-post/';",
    "const a = '/services/detail/passport/';",
    "const a = '/_frame';",
    "const a = 'posts';",
    "const a = '//cdn.example/posts';",
    'const a = `${base}/posts`;',
    "const a = '/post';",
  ])('leaves %s alone', (code) => {
    expect(lint(code)).toEqual([]);
  });

  it('matches a path as a page address, a language or a template hole first', () => {
    expect(pageOfPath('/tm/welcome/section/x')).toBe('welcomeSection');
    expect(pageOfPath('/\u0000/posts')).toBe('posts');
    expect(pageOfPath('/welcome/section/x/y')).toBeNull();
  });

  it('eslint.config.js applies it to the site and the scripts, not to the table or the tests', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const severity = async (file: string) =>
      ((await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> }).rules?.[
        'local/no-page-path'
      ];
    for (const file of [
      'src/features/posts/PostsPage.tsx',
      'src/blocks/news/NewsCard.tsx',
      'scripts/prerender.ts',
    ])
      expect(await severity(file), file).toEqual([2]);
    for (const file of [
      'src/addresses/pagePaths.ts',
      'src/app/pages.ts',
      'src/addresses/href.test.ts',
      'src/api/calls.ts',
    ])
      expect(await severity(file), file).toBeUndefined();
  });
});
