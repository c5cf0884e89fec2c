// @ts-check
/**
 * `local/no-import-cycle`: no module may reach itself through its imports — value, type-only
 * (`import type`) and lazy (`import()`) imports all count. import-x's `no-cycle` skips type-only
 * imports and must walk the graph again from each file (slow on 2 cores); this rule reads every
 * project source once per lint run (TypeScript's import scanner, no type checking), finds the
 * strongly connected components of the graph, and reports each import whose target sits in the
 * importing file's component. See docs/decisions/0070-layers-enforced-by-lint.md.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const PROJECT_ROOT = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'fixtures', 'public', '.git']);

/** Relative imports only: packages cannot import us back. */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
    base.replace(/\.js$/, '.ts'),
  ]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function listSources(dir, into) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listSources(path, into);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) into.push(path);
  }
  return into;
}

/** Tarjan's algorithm (iterative): component id per file; ids of one-file components without a self-import are not cycles. */
function components(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const component = new Map();
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [{ node: root, edges: graph.get(root) ?? [], i: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.i < frame.edges.length) {
        const to = frame.edges[frame.i++];
        if (!graph.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edges: graph.get(to) ?? [], i: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.set(member, frame.node);
        } while (member !== frame.node);
      }
    }
  }
  return component;
}

let cached = null;
function projectGraph(root) {
  if (cached?.root === root) return cached;
  const graph = new Map();
  for (const file of listSources(root, [])) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles.map((f) => resolveImport(file, f.fileName)).filter((f) => f !== null),
    );
  }
  cached = { root, graph, component: components(graph) };
  return cached;
}

/** The shortest way back from `to` to `from` inside their component, for the message. */
function pathBack(graph, component, from, to) {
  const id = component.get(from);
  const previous = new Map([[to, null]]);
  const queue = [to];
  while (queue.length) {
    const node = queue.shift();
    if (node === from) break;
    for (const nextNode of graph.get(node) ?? []) {
      if (component.get(nextNode) !== id || previous.has(nextNode)) continue;
      previous.set(nextNode, node);
      queue.push(nextNode);
    }
  }
  const path = [];
  for (let node = from; node; node = previous.get(node) ?? null) path.unshift(node);
  return path;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only and lazy imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = PROJECT_ROOT;
    const { graph, component } = projectGraph(root);
    if (!graph.has(file)) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolveImport(file, specifier);
      if (!target) return;
      const cycle = target === file || component.get(target) === component.get(file);
      if (!cycle) return;
      const names = [file, ...pathBack(graph, component, file, target)].map((f) => relative(root, f));
      context.report({ node, messageId: 'cycle', data: { path: names.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
