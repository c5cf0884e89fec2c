// @ts-check
/**
 * `local/no-page-path`: a page's address is built from the page table (src/addresses/href.ts), never
 * typed in a string. The rule reads the table's own address module (src/addresses, through tsx's
 * loader) and matches with its one match of a path to a page (`matchPagePath`), so a page added
 * there is forbidden everywhere else at once. It reports every string or template literal that is a
 * page path: `'/posts'`, `'/en/contacts'`, `` `/post/${slug}` ``, `` `/posts?word=${q}` ``, or a
 * page's prefix before its parameter (`'/services/'`, `'/welcome/section/'`). Home (`'/'`) is not
 * reported: a bare slash is everywhere for other reasons. A path ending in a slash the page does
 * not have (`'/media/'`, the media files) is not the page.
 * See docs/decisions/0191-addresses-from-the-page-table.md.
 */
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('../src/addresses/matchAddress')} */
const { matchPagePath } = await tsImport('../src/addresses/matchAddress.ts', import.meta.url);
/** @type {typeof import('../src/addresses/pagePaths')} */
const { pagePattern } = await tsImport('../src/addresses/pagePaths.ts', import.meta.url);

/** Stands for a template's `${…}` while matching (it can be a parameter or a language). */
const HOLE = '\u0000';

/**
 * The page a text written as a path is (its id), or null. Holes (`${…}`) are written as HOLE: one
 * matches a parameter (or stands for the language), never a fixed segment.
 * @param {string} text
 * @returns {string | null}
 */
export function pageOfPath(text) {
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  const pathname = text.split(/[?#]/, 1)[0] ?? '';
  const trailing = pathname.length > 1 && pathname.endsWith('/');
  const all = pathname.split('/').filter(Boolean);
  // The same path with a language (`/en/posts`, `` `/${lang}/posts` ``).
  const first = all[0] ?? '';
  const candidates = [all, ...(first === HOLE || /^[a-z]{2}$/.test(first) ? [all.slice(1)] : [])];
  for (const segments of candidates) {
    if (!segments.length) continue;
    const path = `/${segments.join('/')}`;
    const page = matchPagePath(path);
    // A trailing slash is the page's only where its pattern has one or ends in a parameter.
    if (page && (!trailing || /(\/|\/:\w+)$/.test(pagePattern(page.id)))) return page.id;
    // A page's prefix before its parameter, for a test or a concatenation: `'/services/'`.
    const prefix = trailing ? matchPagePath(`${path}/${HOLE}`) : null;
    if (prefix) return prefix.id;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noPagePath = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid page paths typed in strings outside the page table' },
    schema: [],
    messages: {
      pagePath:
        "A page path typed by hand (the {{page}} page): build it with href('{{page}}', …) from src/addresses/href.ts, or read the page table.",
    },
  },
  create(context) {
    const check = (node, text) => {
      const page = pageOfPath(text);
      if (page) context.report({ node, messageId: 'pagePath', data: { page } });
    };
    return {
      Literal: (node) => typeof node.value === 'string' && check(node, node.value),
      TemplateLiteral: (node) =>
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(HOLE)),
    };
  },
};
