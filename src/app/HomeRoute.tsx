import { HomePage } from '../features/home/HomePage';
import { lazyWithPreload } from '../shared/lazyWithPreload';

/** The home page's lower part (the contact and subscription forms in it), loaded after the first paint. */
const belowFold = lazyWithPreload(() => import('./HomeBelowFoldWithForms'));
/** The prerendered home holds the lower part too: a hydrating `/` loads it first (pages.ts). */
export const preloadHomeBelowFold = belowFold.preload;

/** `/`: the home page with its lower part as a lazy slot. */
export function Component() {
  return <HomePage belowFold={<belowFold.Component />} />;
}
