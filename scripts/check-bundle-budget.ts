/**
 * Bundle budget for `/` over the production build (`npm run build` first; `npm run test:budget`).
 * Everything is read from the build's manifest (`dist/.vite/manifest.json`): its chunks, their
 * static and dynamic imports, and the page modules declared in src/app/pages.ts, which are manifest keys.
 *
 * - Critical JS: the entry chunk and everything it imports statically, the boot chunk of prerendered
 *   pages (src/boot.ts), plus the home route's chunk (`homeModule`) and its static imports — what
 *   the browser must download before `/` can render or hydrate.
 * - Deferred JS: chunks reachable from those by dynamic `import()` (Swiper, the captcha, DOMPurify …),
 *   following their own static and dynamic imports. The chunks of the other pages (their lazy
 *   modules, their layouts', and what only they load: `alsoLoads`) are not loaded by `/` until the
 *   visitor navigates, so they are left out. Any other dynamic chunk counts: a chunk the budget
 *   cannot place is counted against `/`, never silently left out. src/app/routes.test.tsx checks
 *   that each declared `module` is the module the page loads.
 * - CSS: every stylesheet of the critical and deferred chunks (all CSS the page `/` loads).
 * - Sampled JS: what only a sampled page load fetches, after the app has started and the browser is
 *   idle (budget.json's `sampledOnly`: the field measurements, web-vitals inside, decision 0180).
 *   It is neither critical nor the app's: it is left out of both totals above and has its own
 *   limit, `sampledJsGzipKB`.
 *
 * Sizes are gzip level 9 in kB (1000 bytes). Limits live in budget.json. Exit 1 when over.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { layouts, pages, pageList } from '../src/app/pages';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Budget {
  criticalJsGzipKB: number;
  cssGzipKB: number;
  totalJsGzipKB: number;
  sampledJsGzipKB: number;
  sampledOnly: string[];
}

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, process.env.BUDGET_DIST ?? 'dist');
const budget = JSON.parse(readFileSync(join(root, 'budget.json'), 'utf8')) as Budget;

function fail(message: string): never {
  console.error(`✖ bundle budget: ${message}`);
  process.exit(1);
}

const manifestPath = join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  fail(`${manifestPath} is missing — run \`npm run build\` first (vite.config.ts sets build.manifest).`);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

// Two entries: index.html (the SPA and the frame pages) and src/boot.ts, which a prerendered page
// loads instead and which starts index.html's entry once the page has loaded. `/` needs both.
const entryKey = 'index.html';
const bootKey = 'src/boot.ts';
for (const key of [entryKey, bootKey]) {
  if (!manifest[key]?.isEntry) fail(`the manifest has no entry chunk ${key} (vite.config.ts's build inputs)`);
}

/** A module budget.json names must be a chunk of its own that the app loads with `import()`. */
function dynamicChunk(key: string): string {
  const chunk = manifest[key];
  if (!chunk)
    fail(
      `budget.json names ${key}, but the build's manifest has no chunk for it (renamed or no longer lazy?)`,
    );
  if (!chunk.isDynamicEntry) fail(`budget.json names ${key}, but the build does not load it with import()`);
  return key;
}

// The page declaration (src/app/pages.ts) names each page's lazy module as a manifest key: `/` is the
// home page's; the other pages' and layouts', and what only they load, are left out of `/`.
const homeModule = dynamicChunk(pages.home.module);
const otherRoutes = new Set(
  [
    ...pageList
      .filter((page) => page.id !== 'home')
      .flatMap((page) => [page.module, ...(page.alsoLoads ?? [])]),
    ...Object.values(layouts).flatMap((layout) => (layout.module ? [layout.module] : [])),
  ].map(dynamicChunk),
);
// Loaded only by a sampled page load (decision 0180): measured apart, below.
const sampledOnly = new Set(budget.sampledOnly.map(dynamicChunk));
if (otherRoutes.has(homeModule)) fail(`${homeModule} is both the home page and another page's module`);

function staticClosure(keys: string[], into = new Set<string>()): Set<string> {
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (into.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) fail(`the manifest refers to a missing chunk ${key}`);
    into.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return into;
}

const critical = staticClosure([entryKey, bootKey, homeModule]);

// Dynamic imports reachable from `/`, except other routes' pages (loaded only on navigation).
const deferred = new Set<string>();
const queue = [...critical];
while (queue.length) {
  const key = queue.pop()!;
  for (const dynamic of manifest[key]?.dynamicImports ?? []) {
    if (
      otherRoutes.has(dynamic) ||
      sampledOnly.has(dynamic) ||
      critical.has(dynamic) ||
      deferred.has(dynamic)
    )
      continue;
    for (const reached of staticClosure([dynamic])) {
      if (critical.has(reached) || deferred.has(reached)) continue;
      deferred.add(reached);
      queue.push(reached);
    }
  }
}

const sizeCache = new Map<string, { raw: number; gzip: number }>();
function size(file: string): { raw: number; gzip: number } {
  let cached = sizeCache.get(file);
  if (!cached) {
    const bytes = readFileSync(join(distDir, file));
    cached = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizeCache.set(file, cached);
  }
  return cached;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(2);
interface Row {
  kind: string;
  file: string;
  source: string;
  raw: number;
  gzip: number;
}

function rows(keys: Set<string>, kind: string): Row[] {
  return [...keys]
    .map((key) => ({ key, chunk: manifest[key]! }))
    .map(({ key, chunk }) => ({ kind, file: chunk.file, source: chunk.src ?? key, ...size(chunk.file) }))
    .sort((a, b) => b.gzip - a.gzip);
}

function cssRows(keys: Set<string>, kind: string, seen: Set<string>): Row[] {
  const result: Row[] = [];
  for (const key of keys) {
    for (const file of manifest[key]?.css ?? []) {
      if (seen.has(file)) continue;
      seen.add(file);
      result.push({ kind, file, source: manifest[key]?.src ?? key, ...size(file) });
    }
  }
  return result.sort((a, b) => b.gzip - a.gzip);
}

const criticalRows = rows(critical, 'critical JS');
const deferredRows = rows(deferred, 'deferred JS');
// What the sampled chunks add to a page that already has the app's (their own static imports).
const sampled = new Set(
  [...staticClosure([...sampledOnly])].filter((k) => !critical.has(k) && !deferred.has(k)),
);
const sampledRows = rows(sampled, 'sampled JS');
// The stylesheet the built index.html links (with cssCodeSplit off, the site's only one), then any
// CSS a chunk of / would add (none while the CSS is not split; counted if it ever is).
const linkedFiles = new Set(
  [
    ...readFileSync(join(distDir, 'index.html'), 'utf8').matchAll(
      /<link rel="stylesheet"[^>]*href="\/([^"]+)"/g,
    ),
  ].map((match) => match[1]!),
);
const linkedCss: Row[] = [...linkedFiles].map((file) => ({
  kind: 'critical CSS',
  file,
  source: 'index.html',
  ...size(file),
}));
const cssSeen = new Set(linkedFiles);
const criticalCss = [...linkedCss, ...cssRows(critical, 'critical CSS', cssSeen)];
const deferredCss = cssRows(deferred, 'deferred CSS', cssSeen);

const table = [...criticalRows, ...deferredRows, ...sampledRows, ...criticalCss, ...deferredCss];
const width = Math.max(...table.map((r) => r.file.length), 10);
console.log(`Bundle budget for / (${distDir})\n`);
console.log(
  `${'kind'.padEnd(13)} ${'file'.padEnd(width)} ${'raw kB'.padStart(9)} ${'gzip kB'.padStart(9)}  source`,
);
for (const r of table) {
  console.log(
    `${r.kind.padEnd(13)} ${r.file.padEnd(width)} ${kB(r.raw).padStart(9)} ${kB(r.gzip).padStart(9)}  ${r.source}`,
  );
}

const sum = (list: Row[]) => list.reduce((total, r) => total + r.gzip, 0);
const criticalJs = sum(criticalRows);
const totalJs = criticalJs + sum(deferredRows);
const css = sum(criticalCss) + sum(deferredCss);

const checks = [
  { name: 'critical JS for / (gzip)', value: criticalJs, limit: budget.criticalJsGzipKB * 1000 },
  { name: 'all JS reachable from / (gzip)', value: totalJs, limit: budget.totalJsGzipKB * 1000 },
  { name: 'CSS loaded for / (gzip)', value: css, limit: budget.cssGzipKB * 1000 },
  { name: 'sampled visits only (gzip)', value: sum(sampledRows), limit: budget.sampledJsGzipKB * 1000 },
];
console.log('');
let over = false;
for (const check of checks) {
  const ok = check.value <= check.limit;
  over ||= !ok;
  console.log(
    `${ok ? '✔' : '✖'} ${check.name.padEnd(32)} ${kB(check.value).padStart(8)} kB of ${kB(check.limit)} kB${ok ? '' : '  OVER BUDGET'}`,
  );
}
if (over) {
  console.error(
    '\nThe bundle for / is over budget (limits in budget.json). Move heavy code behind import() or into a lazy route.',
  );
  process.exit(1);
}
