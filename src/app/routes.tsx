import type { RouteObject } from 'react-router-dom';
import { LANGS, type Lang } from '../api/types';
import { FullPageSpinner } from '../shared/Spinner';
import { LanguageRedirect } from './LanguageRedirect';
import { MainLayout } from './MainLayout';
import { NotFoundPage } from './NotFoundPage';
import { layouts, pageList, type Layout } from './pages';
import { RootGate } from './RootGate';
import { RouteError } from './RouteError';

/**
 * The route objects, made from the page declaration (pages.ts) under each language's address
 * (`/tm`, `/ru`, `/en`: decision 0028). Each page's code is a lazy chunk; its loader only starts its
 * queries, so the requests run in parallel with the chunk download. A path without a language
 * goes to the address of the visitor's language (LanguageRedirect).
 * This is also where features meet: a page that shows another feature's part (a form) receives it
 * in its app-layer module (HomeRoute, ContactsRoute), since a feature never imports another one.
 */
function pageRoutes(layout: Layout): RouteObject[] {
  return pageList
    .filter((page) => page.layout === layout)
    .map((page) => ({
      ...(page.path ? { path: page.path } : { index: true }),
      loader: page.prefetch
        ? ({ params, request }) => {
            page.prefetch!({ params, url: new URL(request.url) });
            return null;
          }
        : undefined,
      lazy: page.load,
      // The layout reads it to mark the page's content for the site search (searchBody.ts).
      handle: { search: page.search },
    }));
}

function languageRoutes(lang: Lang): RouteObject {
  return {
    path: `/${lang}`,
    children: [
      {
        element: <MainLayout />,
        errorElement: <RouteError />,
        children: [...pageRoutes('main'), { path: '*', element: <NotFoundPage /> }],
      },
      {
        path: layouts.welcome.base,
        // The visitor guide has its own header: its code stays out of the main site's entry chunk.
        lazy: async () => ({ Component: (await import('./WelcomeLayout')).WelcomeLayout }),
        errorElement: <RouteError />,
        children: pageRoutes('welcome'),
      },
    ],
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootGate />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: LANGS.map(languageRoutes),
  },
  { path: '*', element: <LanguageRedirect /> },
];
