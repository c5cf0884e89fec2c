import { describe, expect, it } from 'vitest';
import { modulesForPage, stylesheetLinks, stylesheetsOf, type Manifest } from './stylesheets';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
  'src/app/HomeRoute.tsx': { file: 'assets/HomeRoute.js', css: ['assets/HomeRoute.css'], imports: ['_a.js'] },
  '_a.js': { file: 'assets/a.js', css: ['assets/a.css'], imports: ['_b.js', 'index.html'] },
  '_b.js': { file: 'assets/b.js', imports: ['_a.js'] },
};

describe('the stylesheets of a prerendered page', () => {
  it('collects the CSS of the modules and of every chunk they import, once, without the linked ones', () => {
    expect(stylesheetsOf(manifest, ['src/app/HomeRoute.tsx'], ['/assets/index.css'])).toEqual([
      '/assets/HomeRoute.css',
      '/assets/a.css',
    ]);
  });

  it('fails on a module the manifest does not have (a renamed module)', () => {
    expect(() => stylesheetsOf(manifest, ['src/features/gone/Gone.tsx'])).toThrow(/no src\/features\/gone/);
  });

  it('lists the frame parts and the page modules of each prerendered path', () => {
    expect(modulesForPage('/', 'main')).toContain('src/app/HomeRoute.tsx');
    expect(modulesForPage('/', 'main')).toContain('src/features/frame/Footer.tsx');
    expect(modulesForPage('/', 'main')).toContain('src/app/HomeBelowFoldWithForms.tsx');
    expect(modulesForPage('/post/some-slug', 'main')).toContain('src/features/posts/PostDetailPage.tsx');
    expect(modulesForPage('/welcome/', 'welcome')).toEqual([
      'src/app/WelcomeLayout.tsx',
      'src/features/welcome/WelcomeHomePage.tsx',
    ]);
    expect(modulesForPage(null, 'welcome')).toEqual(['src/app/WelcomeLayout.tsx']);
    expect(() => modulesForPage('/unknown', 'main')).toThrow(/no route modules/);
  });

  it('writes plain stylesheet links', () => {
    expect(stylesheetLinks(['/assets/x.css'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/x.css">',
    );
  });
});
