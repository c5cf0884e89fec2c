import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/** Renders `element` at `path` in a memory router with a fresh query client (no retries). */
export function renderWithProviders(
  element: ReactElement,
  options: { path?: string; routes?: RouteObject[]; client?: QueryClient } = {},
) {
  const client =
    options.client ?? new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter(options.routes ?? [{ path: '*', element }], {
    initialEntries: [options.path ?? '/'],
  });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, client, router };
}
