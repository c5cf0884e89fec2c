import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { queryClient } from '../api/client';
import { refreshHydratedQueries } from './refreshHydratedQueries';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser router over the one route table; `hydrationData` when hydrating a prerendered page. */
export function createAppRouter(hydrationData?: HydrationState): AppRouter {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

let refreshedAfterHydration = false;

/** Once per page load (StrictMode runs effects twice). */
function RefreshAfterHydration() {
  useEffect(() => {
    if (refreshedAfterHydration) return;
    refreshedAfterHydration = true;
    void refreshHydratedQueries(queryClient);
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
