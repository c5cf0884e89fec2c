/**
 * The site search's engine in the browser: Pagefind's script, written with the index by the
 * prerender (scripts/search-index) to `/pagefind/<lang>/`, loaded when a search first runs. It is
 * not part of the build: Vite must not try to bundle it (`@vite-ignore`).
 *
 * Each language has an index of its own (decision 0241), in the folder of its address prefix
 * (tm, ru, en): the engine of the document's language (`<html lang>`: tk, ru, en) loads that one,
 * and merges the parts its `parts.json` names (the pages written since the index was made whole:
 * scripts/search-index). One instance per language, made again after a language switch.
 */
import { HTML_LANG } from '../../i18n/lang';
import { TYPE_LABELS } from './searchTypes';
import { turkmenQuery } from './turkmenQuery';

/** Where the prerender writes the indexes, one folder per language (scripts/search-index/build.ts). */
export const SEARCH_ROOT = '/pagefind/';

/** The folder of the index of `<html lang>`'s language: `/pagefind/tm/` for `tk`. */
export function searchBase(htmlLang: string): string {
  const lang = Object.keys(HTML_LANG).find((key) => HTML_LANG[key as keyof typeof HTML_LANG] === htmlLang);
  return `${SEARCH_ROOT}${lang ?? htmlLang}/`;
}

/** One result, as the page shows it. */
export interface SearchHit {
  url: string;
  title: string;
  /** The page's type (src/app/pages.ts `search`), null if the index has none. */
  type: string | null;
  /** ISO date of a news item, article or notice; null for the others. */
  date: string | null;
  /** Pagefind's excerpt: escaped text with the matched words in `<mark>` (excerpt.ts). */
  excerpt: string;
}

export interface SearchAnswer {
  /** Results for the query and the type chosen, best first; each loads its details on demand. */
  results: { id: string; load: () => Promise<SearchHit> }[];
  /** How many results each type has for the query alone (the filter's counts). */
  counts: Record<string, number>;
  /** How many results the query has, whatever the type. */
  total: number;
}

export interface SearchEngine {
  search(query: string, type: string | null): Promise<SearchAnswer>;
}

/** What we use of Pagefind's `createInstance` (pagefind.js, Pagefind 1.5). */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[]>;
}
interface PagefindInstance {
  search(
    term: string,
    options: { filters?: Record<string, string | { any: string[] }> },
  ): Promise<{
    results: { id: string; data: () => Promise<PagefindResultData> }[];
    unfilteredResultCount: number;
    totalFilters?: Record<string, Record<string, number>>;
  } | null>;
  /** Adds another index's results and counts to this one's (Pagefind's own merge). */
  mergeIndex(basePath: string): Promise<void>;
  destroy(): Promise<void>;
}
export interface PagefindModule {
  createInstance(options: { basePath: string; noWorker: boolean }): PagefindInstance;
}

/** Loads Pagefind's script of the index at `base` (what the page uses; tests pass a module of their own). */
export type PagefindLoader = (base: string) => Promise<PagefindModule>;

/** The parts to merge into the index at `base` (folders below it), from its `parts.json`. */
export type PartsLoader = (base: string) => Promise<string[]>;

const loadPagefind: PagefindLoader = (base) =>
  import(/* @vite-ignore */ `${base}pagefind.js`) as Promise<PagefindModule>;

// An index written before the parts were (or a failed fetch) is searched alone: its base still answers.
const loadParts: PartsLoader = (base) =>
  fetch(`${base}parts.json`)
    .then((response) => (response.ok ? (response.json() as Promise<{ merge?: string[] }>) : { merge: [] }))
    .then((parts) => parts.merge ?? [])
    .catch(() => []);

let engine: { lang: string; load: PagefindLoader; instance: Promise<PagefindInstance> } | null = null;

function instanceFor(lang: string, load: PagefindLoader, parts: PartsLoader): Promise<PagefindInstance> {
  if (engine?.lang === lang && engine.load === load) return engine.instance;
  const previous = engine;
  const instance = (async () => {
    if (previous) await (await previous.instance.catch(() => null))?.destroy();
    const base = searchBase(lang);
    // Both at once: the small list comes while the script does.
    const [module, merge] = await Promise.all([load(base), parts(base)]);
    // No worker: the search runs on the page. Pagefind's worker file is not shipped (decision 0170),
    // and its WebAssembly is allowed on the search page's own CSP (0172).
    const instance = module.createInstance({ basePath: base, noWorker: true });
    for (const part of merge) await instance.mergeIndex(`${base}${part}`);
    return instance;
  })();
  engine = { lang, load, instance };
  // A failed load (no index yet, a network error) is tried again on the next search.
  instance.catch(() => {
    if (engine?.instance === instance) engine = null;
  });
  return instance;
}

function toHit(data: PagefindResultData): SearchHit {
  return {
    url: data.url,
    title: data.meta.title ?? data.url,
    type: data.meta.type ?? data.filters?.type?.[0] ?? null,
    date: data.meta.date ?? null,
    excerpt: data.excerpt,
  };
}

/** The engine of the document's language (`<html lang>`, which Pagefind reads). */
export function searchEngine(
  load: PagefindLoader = loadPagefind,
  parts: PartsLoader = loadParts,
): SearchEngine {
  return {
    async search(query, type) {
      const lang = document.documentElement.lang;
      const instance = await instanceFor(lang, load, parts);
      // Turkmen has no stemmer in Pagefind: the query's words lose their endings (turkmenQuery.ts).
      const term = lang === 'tk' ? turkmenQuery(query) : query;
      // "Any type" rather than no filter: only then does Pagefind count the results of each type.
      const answer = await instance.search(term, {
        filters: { type: type ?? { any: Object.keys(TYPE_LABELS) } },
      });
      if (!answer) return { results: [], counts: {}, total: 0 };
      const counts = answer.totalFilters?.type ?? {};
      return {
        results: answer.results.map((result) => ({
          id: result.id,
          load: async () => toHit(await result.data()),
        })),
        counts,
        total: Object.values(counts).reduce((sum, n) => sum + n, 0) || answer.unfilteredResultCount,
      };
    },
  };
}
