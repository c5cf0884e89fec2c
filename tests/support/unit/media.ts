import { vi } from 'vitest';

/**
 * jsdom has no `matchMedia`: this one answers `prefers-reduced-motion` as `reduce` says and every
 * other query with false. Undone by `vi.unstubAllGlobals()` in the test's own cleanup.
 */
export function mockReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
