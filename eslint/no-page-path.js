// @ts-check
/**
 * `local/no-page-path`: a page's address is built from the page table (src/app/href.ts), never typed
 * in a string. The rule reads the table's address column (src/app/pagePaths.ts) with TypeScript's
 * parser, so a page added there is forbidden everywhere else at once, and reports every string or
 * template literal that is a page path: `'/posts'`, `'/en/contacts'`, `` `/post/${slug}` ``,
 * `` `/posts?word=${q}` ``, or a page's prefix before its parameter (`'/services/'`,
 * `'/welcome/section/'`). Home (`'/'`) is not reported: a bare slash is everywhere for other reasons.
 * A path ending in a slash the page does not have (`'/media/'`, the media files) is not the page.
 * See docs/decisions/0191-addresses-from-the-page-table.md.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';

export const PAGE_PATHS_FILE = resolve(import.meta.dirname, '..', 'src/app/pagePaths.ts');

/** Stands for a template's `${…}` while matching (it can be a parameter or a language). */
const HOLE = '\u0000';

/** The object literal a `const name = {…} as const satisfies …` declares in the file. */
function objectOf(source, name) {
  let found = null;
  source.forEachChild(function visit(node) {
    if (found) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      let init = node.initializer;
      while (
        init &&
        (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init))
      )
        init = init.expression;
      if (init && ts.isObjectLiteralExpression(init)) found = init;
      return;
    }
    node.forEachChild(visit);
  });
  if (!found) throw new Error(`no-page-path: ${name} not found in ${PAGE_PATHS_FILE}`);
  return found;
}

/** `{ key: 'text' }` or `{ key: { prop: 'text' } }` as a plain object of strings. */
function strings(object) {
  const out = {};
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const key = property.name.getText();
    const value = property.initializer;
    if (ts.isStringLiteral(value)) out[key] = value.text;
    else if (ts.isObjectLiteralExpression(value)) out[key] = strings(value);
  }
  return out;
}

/**
 * Every page's path pattern below the language as segments (`['welcome', 'section', ':slug']`) and
 * whether it ends in a slash (`/welcome/`), read from the page table's address column.
 */
export function readPagePatterns(file = PAGE_PATHS_FILE) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const bases = strings(objectOf(source, 'layoutBases'));
  const pages = strings(objectOf(source, 'pagePaths'));
  return Object.entries(pages).map(([id, { layout, path }]) => {
    const base = bases[layout];
    if (base === undefined) throw new Error(`no-page-path: page ${id} has an unknown layout ${layout}`);
    return {
      id,
      segments: [base, ...path.split('/')].filter(Boolean),
      trailingSlash: Boolean(base) && !path,
    };
  });
}

const segmentMatches = (pattern, segment) =>
  pattern.startsWith(':') ? segment.length > 0 : pattern === segment;

/** The page a text written as a path is (its id), or null. Holes (`${…}`) are written as HOLE. */
export function pageOfPath(text, patterns) {
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  const pathname = text.split(/[?#]/, 1)[0] ?? '';
  const trailing = pathname.length > 1 && pathname.endsWith('/');
  const all = pathname.split('/').filter(Boolean);
  // The same path with a language (`/en/posts`, `` `/${lang}/posts` ``).
  const first = all[0] ?? '';
  const candidates = [all, ...(first === HOLE || /^[a-z]{2}$/.test(first) ? [all.slice(1)] : [])];
  for (const segments of candidates) {
    if (!segments.length) continue;
    for (const page of patterns) {
      const { segments: wanted } = page;
      const prefixOk = segments.every(
        (segment, i) => i < wanted.length && segmentMatches(wanted[i], segment),
      );
      if (!prefixOk) continue;
      if (segments.length === wanted.length) {
        const endsWithParameter = wanted[wanted.length - 1].startsWith(':');
        if (!trailing || page.trailingSlash || endsWithParameter) return page.id;
      } else if (trailing && wanted[segments.length].startsWith(':')) {
        // A page's prefix before its parameter, for a test or a concatenation: `'/services/'`.
        return page.id;
      }
    }
  }
  return null;
}

let cached = null;
function patterns() {
  cached ??= readPagePatterns();
  return cached;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noPagePath = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid page paths typed in strings outside the page table' },
    schema: [],
    messages: {
      pagePath:
        "A page path typed by hand (the {{page}} page): build it with href('{{page}}', …) from src/app/href.ts, or read the page table.",
    },
  },
  create(context) {
    const check = (node, text) => {
      const page = pageOfPath(text, patterns());
      if (page) context.report({ node, messageId: 'pagePath', data: { page } });
    };
    return {
      Literal: (node) => typeof node.value === 'string' && check(node, node.value),
      TemplateLiteral: (node) =>
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(HOLE)),
    };
  },
};
