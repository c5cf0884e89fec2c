/**
 * `tsx scripts/bench/searchIndexPages.ts <db.json> <dist> <slug>`: writes every news item of a mock
 * database (`npm run fixtures -- --scale 25`: 10,000 items) into DIST/_prerender/<lang>/post/<slug>/
 * as a news page of its language, made from one news page the prerender rendered there (`<slug>`:
 * `PRERENDER_PAGES=/post/<slug> npm run prerender` first). The search index of such a build is the
 * index of the 10,000-news site without rendering 30,000 pages first (hours on a loaded machine):
 * `npm run search-index` under scripts/bench/treeMemory.ts measures the prerender's index step
 * (docs/performance.md, "Within 1 GB"). Only the title and the article's text change from page to page;
 * the frame, the state and the markup around them are the rendered page's.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '../../src/api/types';

type Post = { slug: string } & Record<string, string>;

const [dbFile, distDir, slug] = process.argv.slice(2);
if (!dbFile || !distDir || !slug) {
  console.error(
    'usage: tsx scripts/bench/searchIndexPages.ts <db.json> <dist> <slug of a rendered news page>',
  );
  process.exit(2);
}
const posts = (JSON.parse(readFileSync(dbFile, 'utf8')) as { posts: Post[] }).posts;
const model = posts.find((post) => post.slug === slug);
if (!model) throw new Error(`${dbFile} has no post ${slug}`);
/** Where the rendered article's text is (src/features/posts: the news detail's rich text). */
const BODY_OPEN = '<div class="rich-text news-detail__content">';

let written = 0;
for (const lang of LANGS) {
  const page = readFileSync(join(distDir, '_prerender', lang, 'post', slug, 'index.html'), 'utf8');
  const start = page.indexOf(BODY_OPEN) + BODY_OPEN.length;
  const end = page.indexOf('</div>', start);
  if (start < BODY_OPEN.length || end < 0) throw new Error(`no article text in ${lang}'s page of ${slug}`);
  const title = model[`name_${lang}`]!;
  for (const post of posts) {
    const own = post[`name_${lang}`]!;
    const html =
      page.slice(0, start).replaceAll(title, own) +
      post[`content_${lang}`] +
      page.slice(end).replaceAll(title, own);
    const folder = join(distDir, '_prerender', lang, 'post', post.slug);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), html);
    written += 1;
  }
}
console.log(
  `wrote ${written} news pages (${posts.length} items × ${LANGS.length} languages) in ${distDir}/_prerender`,
);
