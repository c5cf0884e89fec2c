import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { queryClient } from '../api/client';
import { DocumentLang } from '../i18n/DocumentLang';
import { followAddress } from '../i18n/lang';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser router over the one route table; `hydrationData` when hydrating a prerendered page. */
export function createAppRouter(hydrationData?: HydrationState): AppRouter {
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  // The language shown is the one the address names (decision 0028): a link, the switcher, back
  // and forward all change it through the address. Subscribed before React renders, so the new
  // page's first render already has its language.
  router.subscribe((state) => followAddress(state.location.pathname));
  return router;
}

export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DocumentLang />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
