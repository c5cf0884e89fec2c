import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { queryClient } from '../api/client';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser router over the one route table; `hydrationData` when hydrating a prerendered page. */
export function createAppRouter(hydrationData?: HydrationState): AppRouter {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
