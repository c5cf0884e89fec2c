import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import { LANG_ALTERNATIVES, LANGS, type Lang } from '../api/types';
import { DEFAULT_LANG } from '../i18n/lang';
import { layouts, pageList } from './pages';

/**
 * The lists whose items' full HTML bodies (`content_tm`, `content_ru`, `content_en`) the pages do not
 * show, as pages.ts declares them: a post, service or notice body is rendered only by its detail
 * page, from its own query. In the home page's prerendered state they were over half of the HTML
 * (about 165 of 300 kB), downloaded and parsed by every first visit for nothing.
 */
const declared = [...Object.values(layouts), ...pageList];
const LISTS_WITHOUT_BODIES: readonly QueryKey[] = declared.flatMap((page) => page.listsWithoutBodies ?? []);
const LISTS_WITH_BODIES: readonly QueryKey[] = pageList.flatMap((page) => page.listsWithBodies ?? []);
const BODY_FIELD = new RegExp(`^content_(?:${LANG_ALTERNATIVES})$`);

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => key[i] === part);

function withoutBodies(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
  return Object.fromEntries(Object.entries(item).filter(([field]) => !BODY_FIELD.test(field)));
}

function listItems(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data as unknown[];
  const results = (data as { results?: unknown } | null)?.results;
  return typeof data === 'object' && Array.isArray(results) ? (results as unknown[]) : null;
}

/**
 * The lists in `state` whose items carry bodies and that no page declares either way: the prerender
 * refuses them (src/entry-server.tsx), so a new list cannot silently swell every page's HTML.
 */
export function undeclaredListsWithBodies(state: DehydratedState): QueryKey[] {
  return state.queries
    .filter((query) => {
      const items = listItems(query.state.data);
      const hasBodies = items?.some(
        (item) =>
          typeof item === 'object' && item !== null && Object.keys(item).some((f) => BODY_FIELD.test(f)),
      );
      if (!hasBodies) return false;
      return ![...LISTS_WITHOUT_BODIES, ...LISTS_WITH_BODIES].some((prefix) =>
        startsWith(query.queryKey, prefix),
      );
    })
    .map((query) => query.queryKey);
}

function slimList(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withoutBodies);
  // A DRF page: { count, next, previous, results }.
  if (typeof data === 'object' && data !== null && Array.isArray((data as { results?: unknown }).results)) {
    const page = data as { results: unknown[] };
    return { ...page, results: page.results.map(withoutBodies) };
  }
  return data;
}

/**
 * A page's state carries the texts of its own language and of Turkmen (every text's fallback,
 * `pick`), not the third language's: the API answers every language at once (`name_tm`, `name_ru`,
 * `name_en`, the contract's `Localized` fields), and a third of the state was text the page can
 * never show. A third language's text stays where both the page's language and Turkmen are blank:
 * a text picked with the `any` fallback shows it, and hydration must render what the server did.
 */
function withoutLanguages(value: unknown, lang: Lang, others: readonly Lang[]): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutLanguages(item, lang, others));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const blank = (field: string) => typeof record[field] !== 'string' || !record[field].trim();
  const shown = (field: string) => {
    const match = new RegExp(`^(.*)_(${others.join('|')})$`).exec(field);
    if (!match) return true;
    return blank(`${match[1]}_${lang}`) && blank(`${match[1]}_${DEFAULT_LANG}`);
  };
  return Object.fromEntries(
    Object.entries(record)
      .filter(([field]) => shown(field))
      .map(([field, inner]) => [field, withoutLanguages(inner, lang, others)]),
  );
}

/**
 * The prerender's React Query state for the page in `lang`, without what its HTML never shows (see
 * above). Hydration renders from it exactly what the server rendered; the refresh after hydration
 * puts the full answers in the cache before anything could need a body (a detail page has its own
 * query) or another language.
 */
export function slimDehydratedState(state: DehydratedState, lang: Lang): DehydratedState {
  // Turkmen is the default language and every text's fallback: it always stays.
  const others = LANGS.filter((other) => other !== lang && other !== DEFAULT_LANG);
  return {
    ...state,
    queries: state.queries.map((query) => {
      const data = LISTS_WITHOUT_BODIES.some((prefix) => startsWith(query.queryKey, prefix))
        ? slimList(query.state.data)
        : query.state.data;
      return {
        ...query,
        state: { ...query.state, data: withoutLanguages(data, lang, others) },
      };
    }),
  };
}
