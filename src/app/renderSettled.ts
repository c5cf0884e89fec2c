/**
 * A page rendered until nothing is left pending (its queries answered, its lazy parts loaded), for
 * the prerender (src/entry-server.tsx): the final markup holds the whole page and no Suspense
 * fallback, which would otherwise need React's inline scripts (refused by the CSP).
 */
import type { Query } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { queryClient } from '../api/client';
import { isApiError } from '../api/http';
import { collectServerHead, type DocumentHead } from '../shared/useDocumentTitle';

/** More passes than any page needs (a page takes 2-4: data, then lazy parts and their data). */
const MAX_PASSES = 12;

/** The API did not answer (down, unreachable, 5xx): the prerender must stop and write nothing. */
export class ApiUnavailableError extends Error {
  /**
   * @param unreachable the API did not answer at all (down, refused, timed out): the prerender stops
   *   the run; an error status (5xx) fails this page only.
   */
  constructor(
    message: string,
    readonly unreachable = false,
  ) {
    super(message);
    this.name = 'ApiUnavailableError';
  }
}

function waitingQueries(): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.fetchStatus === 'fetching') return true;
      if (query.state.status !== 'pending') return false;
      // A component that disabled its query (weather before mount, say) does not want it fetched.
      const enabled = (query.options as { enabled?: unknown }).enabled;
      return enabled !== false && typeof enabled !== 'function';
    });
}

/** Lets resolved dynamic imports (React.lazy) and fetch callbacks run before the next pass. */
function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A boundary whose content suspended: `<!--$?-->` (pending) or `<!--$!-->` (client-rendered). */
const SUSPENDED_BOUNDARY = /<!--\$[?!]-->/;

function assertApiAnswered(path: string): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const { error } = query.state;
    if (!error) continue;
    const status = isApiError(error) ? error.status : null;
    if (!isApiError(error) || error.isUnreachable || (status !== null && status >= 500)) {
      throw new ApiUnavailableError(
        `${path}: ${JSON.stringify(query.queryKey)} failed: ${error.message}${status ? ` (HTTP ${status})` : ''}`,
        !isApiError(error) || error.isUnreachable,
      );
    }
  }
}

/**
 * Renders until nothing is pending, and returns the last pass: with every query answered and every
 * lazy part loaded, a render of the same tree and cache gives the same markup, so it is the page
 * (rendering it once more, as the prerender did, only cost time). The head the page asked for is
 * collected from that same pass.
 */
export async function renderSettled(
  path: string,
  element: () => ReactElement,
): Promise<{ html: string; head: DocumentHead }> {
  // The route's loader (pages.ts `prefetch`) has started the page's own queries: waiting for them
  // first spares a pass that would render only their loading state.
  await settle(path, waitingQueries());
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const head = collectServerHead();
    const html = renderToString(element());
    const waiting = waitingQueries();
    if (waiting.length === 0 && !SUSPENDED_BOUNDARY.test(html)) return { html, head };
    await settle(path, waiting);
  }
  throw new Error(`${path}: still loading after ${MAX_PASSES} render passes`);
}

/** Fetches `waiting`, fails on an API error, and lets resolved lazy parts and callbacks run. */
async function settle(path: string, waiting: Query[]): Promise<void> {
  if (waiting.length === 0) return;
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  assertApiAnswered(path);
  await nextMacrotask();
}
