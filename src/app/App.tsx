import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { queryClient } from '../api/client';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser router over the one route table; `hydrationData` when hydrating a prerendered page. */
export function createAppRouter(hydrationData?: HydrationState): AppRouter {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

let refreshedAfterHydration = false;

/**
 * After hydrating a prerendered page: everything it showed may be hours old, so every query is
 * marked stale once the page is live (active ones refetch now, the rest when they mount) and newer
 * data replaces the old without a mismatch. Once per page load (StrictMode runs effects twice).
 */
function RefreshAfterHydration() {
  useEffect(() => {
    if (refreshedAfterHydration) return;
    refreshedAfterHydration = true;
    void queryClient.invalidateQueries();
  }, []);
  return null;
}

export function App({ router, hydrated = false }: { router: AppRouter; hydrated?: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {hydrated ? <RefreshAfterHydration /> : null}
    </QueryClientProvider>
  );
}
