/**
 * Test helpers for the content blocks (component tests only): a fresh QueryClient without retries,
 * a memory router, and a `fetch` stub that answers the API paths a test gives it.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { Lang } from '../../api/types';
import { setLang } from '../../i18n/lang';

// Six helpers share two cores: lazy chunks (DOMPurify) can take longer than the default 1 s to arrive.
configure({ asyncUtilTimeout: 5000 });

export interface StubAnswer {
  status?: number;
  body: unknown;
}

/** Answers for `/api/v1` paths (with query string, exactly as the site requests them). */
export type StubRoutes = Record<string, StubAnswer | ((url: string) => StubAnswer)>;

export interface FetchStub {
  calls: string[];
  routes: StubRoutes;
}

/** Replaces global fetch; unknown paths answer 404 `{"detail": "Not found."}`. */
export function stubFetch(routes: StubRoutes): FetchStub {
  const stub: FetchStub = { calls: [], routes };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = raw.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api\/v1/, '');
      stub.calls.push(path);
      const route = stub.routes[path];
      const answer: StubAnswer = route
        ? typeof route === 'function'
          ? route(path)
          : route
        : { status: 404, body: { detail: 'Not found.' } };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return stub;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } },
  });
}

export function renderBlock(
  ui: ReactElement,
  {
    lang = 'en',
    client = testQueryClient(),
    path = '/',
  }: { lang?: Lang; client?: QueryClient; path?: string } = {},
) {
  setLang(lang);
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** Localized fields `{field}_tm/_ru/_en` from one text per language. */
export function localized<K extends string>(field: K, tm: string, ru: string, en: string) {
  return { [`${field}_tm`]: tm, [`${field}_ru`]: ru, [`${field}_en`]: en } as Record<`${K}_${Lang}`, string>;
}

/** The `<section>` a block heading belongs to (blocks that are not named regions). */
export function sectionOf(heading: HTMLElement): HTMLElement {
  const section = heading.closest('section');
  if (!section) throw new Error(`no <section> around heading "${heading.textContent}"`);
  return section;
}
