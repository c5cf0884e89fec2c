/**
 * Test helper (component tests only): renders a route element in a memory router with a fresh
 * query client, and answers the API's fetches from a table of paths.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { vi } from 'vitest';

export type FakeAnswer = { status?: number; body?: unknown } | 'network-error' | 'pending';
export type FakeRoutes = Record<string, FakeAnswer | (() => FakeAnswer)>;

/** Replaces `fetch`: a path (under /api/v1, query string ignored) answers from the table, else 404. */
export function fakeApi(routes: FakeRoutes) {
  const calls: string[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://site.test',
    );
    const path = url.pathname.replace(/^\/api\/v1/, '');
    calls.push(path);
    const entry = routes[path];
    const answer: FakeAnswer =
      typeof entry === 'function' ? entry() : (entry ?? { status: 404, body: { detail: 'Not found.' } });
    if (answer === 'pending') return new Promise<Response>(() => {});
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body ?? null), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

export function renderRoute(
  element: ReactElement,
  {
    path = '/',
    entry = '/',
    extraRoutes = [],
  }: { path?: string; entry?: InitialEntry; extraRoutes?: { path: string; element: ReactElement }[] } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter([{ path, element }, ...extraRoutes], { initialEntries: [entry] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
