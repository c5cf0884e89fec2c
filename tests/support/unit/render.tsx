/**
 * The one render helper of the component tests: `ui` inside a React Query client made for tests
 * and a memory data router, optionally in a language and under React's StrictMode.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';
import type { Lang } from '../../../src/api/types';
import { followAddress, setLang } from '../../../src/i18n/lang';
import { DocumentLang } from '../../../src/i18n/DocumentLang';

/** No retries (an error state shows at once) and nothing goes stale or is collected during a test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } },
  });
}

/** Prints the router's current location, for tests that check what a control did to the URL. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

export interface RenderOptions {
  /** The route pattern `ui` is rendered at (default `*`: any path). */
  path?: string;
  /** Where the router starts (default `/`). */
  entry?: InitialEntry;
  /** More routes beside `ui`'s, e.g. the page a link leads to. */
  extraRoutes?: RouteObject[];
  /** A whole route table instead of `ui` at `path`. */
  routes?: RouteObject[];
  /** Sets the site's language before rendering; unset leaves it as it is. */
  lang?: Lang;
  client?: QueryClient;
  /** Adds a `LocationProbe` (test id `location`) after `ui` and after each extra route's element. */
  showLocation?: boolean;
  strictMode?: boolean;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '*', entry = '/', extraRoutes = [], lang, client = createTestQueryClient() } = options;
  if (lang) setLang(lang);
  const withProbe = (element: ReactNode) =>
    options.showLocation ? (
      <>
        {element}
        <LocationProbe />
      </>
    ) : (
      element
    );
  const pageRoutes: RouteObject[] = [
    { path, element: withProbe(ui) },
    ...extraRoutes.map((route) => ({ ...route, element: withProbe(route.element) })),
  ];
  const router = createMemoryRouter(options.routes ?? pageRoutes, {
    initialEntries: [entry],
  });
  // As the app does (src/app/App.tsx): the language shown follows the address a link leads to.
  router.subscribe((state) => followAddress(state.location.pathname));
  const tree = (
    <QueryClientProvider client={client}>
      <DocumentLang />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const view = render(options.strictMode ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, router, client };
}

/** The `<section>` a block heading belongs to (blocks that are not named regions). */
export function sectionOf(heading: HTMLElement): HTMLElement {
  const section = heading.closest('section');
  if (!section) throw new Error(`no <section> around heading "${heading.textContent}"`);
  return section;
}
