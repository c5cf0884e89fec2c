import type { RouteObject } from 'react-router-dom';
import { prefetch } from '../shared/prefetch';
import { queries } from '../api/queries';
import { NEWS_CATEGORY_SLUGS } from '../api/types';
import { RootShell } from './RootShell';
import { MainLayout } from './MainLayout';
import { RouteError } from './RouteError';
import { FullPageSpinner } from '../shared/Spinner';
import { NotFoundPage } from './NotFoundPage';

/**
 * Every route of requirements §2. Each page's code is a lazy chunk; its loader is static (tiny: it only
 * prefetches query options) so the page's requests start in parallel with the chunk download.
 * This is also where features meet: a page that shows another feature's part (a form) receives it
 * here as a prop, since a feature never imports another one (eslint.config.js).
 */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        path: '/',
        element: <MainLayout />,
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            loader: () =>
              prefetch(
                queries.mainPost(),
                queries.categoryPosts(NEWS_CATEGORY_SLUGS.service, 30),
                queries.categoryPosts(NEWS_CATEGORY_SLUGS.other, 30),
                queries.services(),
                queries.onlineServices(),
                queries.departments(),
                queries.webLinks(),
                queries.mainNotices(),
                queries.mainAbout(),
              ),
            // The app layer composes features (HomeRoute.tsx): the page gets its lower part as a lazy slot.
            lazy: () => import('./HomeRoute'),
          },
          {
            path: 'about/:slug',
            loader: ({ params }) => prefetch(queries.aboutDetail(params.slug ?? '')),
            lazy: () => import('../features/about/AboutPage'),
          },
          {
            path: 'posts',
            loader: ({ request }) => {
              void import('./listLoaders').then((m) => m.prefetchPostsList(request.url));
              return null;
            },
            lazy: () => import('../features/posts/PostsPage'),
          },
          {
            path: 'articles',
            loader: ({ request }) => {
              void import('./listLoaders').then((m) => m.prefetchArticlesList(request.url));
              return null;
            },
            lazy: () => import('../features/articles/ArticlesPage'),
          },
          {
            path: 'media',
            loader: () => prefetch(queries.images(), queries.videos()),
            lazy: () => import('../features/media/MediaPage'),
          },
          {
            path: 'post/:slug',
            loader: ({ params }) => prefetch(queries.postDetail(params.slug ?? '')),
            lazy: () => import('../features/posts/PostDetailPage'),
          },
          {
            path: 'article/:slug',
            loader: ({ params }) => prefetch(queries.articleDetail(params.slug ?? '')),
            lazy: () => import('../features/articles/ArticleDetailPage'),
          },
          {
            path: 'services/:slug',
            loader: ({ params }) => prefetch(queries.serviceDetail(params.slug ?? '')),
            lazy: () => import('../features/services/ServiceDetailPage'),
          },
          {
            path: 'notices/:slug',
            loader: ({ params }) => prefetch(queries.noticeDetail(params.slug ?? '')),
            lazy: () => import('../features/notices/NoticeDetailPage'),
          },
          {
            path: 'pages/:slug',
            loader: ({ params }) => prefetch(queries.pageDetail(params.slug ?? '')),
            lazy: () => import('../features/pages/StaticPage'),
          },
          { path: 'email-activation/:token', lazy: () => import('../features/activation/ActivationPage') },
          {
            path: 'contacts',
            loader: () => prefetch(queries.departments(), queries.messageSubjects()),
            lazy: () => import('./ContactsRoute'),
          },
          { path: 'evisa', lazy: () => import('../features/evisa/EvisaPage') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: '/welcome',
        // The visitor guide has its own header: its code stays out of the main site's entry chunk.
        lazy: async () => ({ Component: (await import('./WelcomeLayout')).WelcomeLayout }),
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            loader: () => prefetch(queries.bannerSections(), queries.welcomeSections()),
            lazy: () => import('../features/welcome/WelcomeHomePage'),
          },
          {
            path: 'section/:slug',
            loader: () => prefetch(queries.welcomeSections()),
            lazy: () => import('../features/welcome/WelcomeSectionPage'),
          },
        ],
      },
    ],
  },
];
