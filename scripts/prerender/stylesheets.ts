/**
 * The stylesheets a prerendered page needs in its `<head>`. The build links only the entry's CSS in
 * `index.html`; the CSS of the lazy route and frame chunks arrives when their JavaScript loads. A page
 * whose HTML already holds those parts must link their CSS itself, or it paints unstyled and moves
 * when the script runs (Lighthouse measured CLS 0.07–1.1 before this).
 *
 * Which modules render which page is the route table's knowledge (src/app/routes.tsx); this list
 * names them by the build manifest's keys, and a key missing from the manifest fails the prerender
 * (a renamed module must be renamed here too).
 */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The lazy parts of the main layout that are in its HTML: the menu, the footer, the subscription block. */
const MAIN_FRAME = [
  'src/features/frame/MainNav.tsx',
  'src/features/frame/Footer.tsx',
  'src/features/subscription/SubscribeFormBody.tsx',
];
const WELCOME_FRAME = ['src/app/WelcomeLayout.tsx'];

/** The route modules of each prerendered path (a pattern for the news details). */
const PAGE_MODULES: [RegExp, string[]][] = [
  // The home page's lower part (services, offices, web links, the contact form) is a lazy slot, in the HTML too.
  [
    /^\/$/,
    [
      'src/app/HomeRoute.tsx',
      'src/app/HomeBelowFoldWithForms.tsx',
      'src/features/contact-form/ContactFormBody.tsx',
    ],
  ],
  [/^\/posts$/, ['src/features/posts/PostsPage.tsx']],
  [/^\/articles$/, ['src/features/articles/ArticlesPage.tsx']],
  [/^\/media$/, ['src/features/media/MediaPage.tsx']],
  [/^\/contacts$/, ['src/app/ContactsRoute.tsx', 'src/features/contact-form/ContactFormBody.tsx']],
  [/^\/evisa$/, ['src/features/evisa/EvisaPage.tsx']],
  [/^\/welcome\/?$/, ['src/features/welcome/WelcomeHomePage.tsx']],
  [/^\/post\/[^/]+$/, ['src/features/posts/PostDetailPage.tsx']],
  [/^\/article\/[^/]+$/, ['src/features/articles/ArticleDetailPage.tsx']],
];

/** The modules whose output is in the HTML of `path` (`null`: a shell of that layout). */
export function modulesForPage(path: string | null, layout: 'main' | 'welcome'): string[] {
  const frame = layout === 'welcome' ? WELCOME_FRAME : MAIN_FRAME;
  if (path === null) return frame;
  const page = PAGE_MODULES.find(([pattern]) => pattern.test(path));
  if (!page) throw new Error(`no route modules are listed for ${path} (scripts/prerender/stylesheets.ts)`);
  return [...frame, ...page[1]];
}

/** The CSS files (as `/assets/…` URLs) of `keys` and of every chunk they import statically. */
export function stylesheetsOf(manifest: Manifest, keys: string[], alreadyLinked: string[] = []): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}: was it renamed?`);
    chunk.css?.forEach((file) => css.add(`/${file}`));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...css].filter((href) => !alreadyLinked.includes(href));
}

export function stylesheetLinks(hrefs: string[]): string {
  return hrefs.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('\n    ');
}
