import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import type { Lang } from '../api/types';
import { isLang } from '../i18n/lang';

/** The id of the JSON block a prerendered page carries (never an executable script: strict CSP). */
export const PRERENDER_STATE_ID = 'prerender-state';

/** What a prerendered page was made from: enough for the client to hydrate exactly that render. */
export interface PrerenderState {
  lang: Lang;
  /** pathname + search of the page that was rendered (nginx ignores query strings). */
  path: string;
  /**
   * HTML served for addresses other than the one rendered (a layout's frame page, the 404 page):
   * never hydrated but rendered fresh, its data seeding the cache (decision 0195).
   */
  renderFresh?: boolean;
  /**
   * When the page's data was fetched (ISO 8601): the client fetches it again only once it is
   * older than VITE_PRERENDER_MAX_AGE (freshFor below, decision 0151).
   */
  renderedAt: string;
  /** React Query's cache as the render saw it. */
  queries: DehydratedState;
  /**
   * The ETag of each API read the render made, by its URL (`/api/v1/…`), where the API sent one:
   * the app's first refresh of this data asks with it, and a `304` keeps the data (decision 0270).
   */
  validators?: Record<string, string>;
  /** React Router's loader data for the matched routes (the loaders only prefetch: all null). */
  router: HydrationState;
}

/**
 * JSON safe inside `<script type="application/json">`: `<` is escaped so no `</script>` or
 * `<!--` in the data can end or change the block; U+2028/2029 and `>`/`&` for good measure.
 */
export function serializeState(state: PrerenderState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The state from its JSON text, or null when it is missing, malformed or of an unknown shape. */
export function parseState(text: string | null | undefined): PrerenderState | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { lang, path, queries, router } = value;
  if (!isLang(lang) || typeof path !== 'string' || !path.startsWith('/')) return null;
  if (!isRecord(queries) || !Array.isArray(queries.queries) || !Array.isArray(queries.mutations)) return null;
  if (!isRecord(router)) return null;
  // Validators of an unknown shape are left out: the refresh then fetches the answers whole.
  const { validators } = value;
  if (validators !== undefined && !(isRecord(validators) && Object.values(validators).every(isString)))
    delete value.validators;
  return value as unknown as PrerenderState;
}

export function readPrerenderState(doc: Document): PrerenderState | null {
  return parseState(doc.getElementById(PRERENDER_STATE_ID)?.textContent);
}

/**
 * Hydrate only the HTML of exactly this visit: the visitor's stored language and the same path and
 * query string. Anything else (a frame page, another language, `/posts?page=2` served the `/posts` file)
 * is rendered fresh by the client instead, which never mismatches.
 */
export function shouldHydrate(
  state: PrerenderState | null,
  storedLang: Lang,
  location: { pathname: string; search: string },
): state is PrerenderState {
  return (
    state !== null &&
    state.renderFresh !== true &&
    state.lang === storedLang &&
    state.path === `${location.pathname}${location.search}`
  );
}

/**
 * How much longer a page rendered at `renderedAt` counts as fresh, in ms (0: fetch again now).
 * A date in the future (the visitor's clock behind the server's) counts as just made; a date that
 * cannot be read, as old.
 */
export function freshFor(renderedAt: string, maxAgeMs: number, now = Date.now()): number {
  const made = Date.parse(renderedAt);
  if (!Number.isFinite(made) || maxAgeMs <= 0) return 0;
  return Math.max(0, Math.min(maxAgeMs, made + maxAgeMs - now));
}
