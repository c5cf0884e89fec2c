import { lazyWithPreload } from '../shared/lazyWithPreload';

/**
 * Lazy parts the app layer hands to pages. Kept out of routes.tsx on purpose: the bundle budget
 * (scripts/check-bundle-budget.ts) reads every `import()` in routes.tsx as a route's page, and this
 * chunk is part of `/` itself, loaded after the first paint.
 */
const homeBelowFold = lazyWithPreload(() => import('./HomeBelowFoldWithForms'));
export const LazyHomeBelowFold = homeBelowFold.Component;
/** The prerendered home holds the lower part too: a hydrating `/` loads it first. */
export const preloadHomeBelowFold = homeBelowFold.preload;
