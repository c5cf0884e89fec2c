import { lazy } from 'react';

/**
 * Lazy parts the app layer hands to pages. Kept out of routes.tsx on purpose: the bundle budget
 * (scripts/check-bundle-budget.ts) reads every `import()` in routes.tsx as a route's page, and this
 * chunk is part of `/` itself, loaded after the first paint.
 */
export const LazyHomeBelowFold = lazy(() => import('./HomeBelowFoldWithForms'));
