import { Suspense } from 'react';
import { lazyWithPreload } from '../../shared/lazyWithPreload';
import { useHydrated } from '../../shared/useHydrated';
import { ClockPlaceholder } from './ClockPlaceholder';
import { MenuSkeleton } from './MenuSkeleton';

/**
 * Below-the-fold and secondary parts of the frame load after the first render, in their own
 * chunks, so they stay out of the critical JS of `/` (budget.json). Each fallback keeps the space
 * the part will take, so nothing jumps when it arrives.
 */
const footer = lazyWithPreload(() => import('./Footer').then((m) => ({ default: m.Footer })));
const mainNav = lazyWithPreload(() => import('./MainNav').then((m) => ({ default: m.MainNav })));
const FooterChunk = footer.Component;
const MainNavChunk = mainNav.Component;
// After the start only (useHydrated below), never preloaded: the loader's Component alone.
const ClockChunk = lazyWithPreload(() => import('./Clock').then((m) => ({ default: m.Clock }))).Component;
const WeatherChunk = lazyWithPreload(() =>
  import('./Weather').then((m) => ({ default: m.Weather })),
).Component;

/**
 * The lazy parts that are in the prerendered HTML (the menu, the footer). A hydrating page loads
 * them before `hydrateRoot`: a boundary still waiting for its chunk would otherwise hydrate later
 * with whatever changed meanwhile (a language switched at once) and mismatch the server's text.
 */
export function preloadPrerenderedFrameParts(): Promise<unknown> {
  return Promise.all([footer.preload(), mainNav.preload()]);
}

export function LazyFooter() {
  return (
    <Suspense fallback={<footer className="site-footer site-footer--loading" aria-busy="true" />}>
      <FooterChunk />
    </Suspense>
  );
}

export function LazyClock() {
  // The visitor's time is unknown to the prerendered HTML and hydration: the clock's code (and the
  // calendar names it uses) loads after the first render, into the placeholder's box.
  if (!useHydrated()) return <ClockPlaceholder />;
  return (
    <Suspense fallback={<ClockPlaceholder />}>
      <ClockChunk />
    </Suspense>
  );
}

const weatherPlaceholder = <div className="frame-weather frame-weather--loading" aria-hidden="true" />;

export function LazyWeather() {
  // Live data of the moment: the prerendered HTML keeps its place, the widget fills it after mount.
  if (!useHydrated()) return weatherPlaceholder;
  return (
    <Suspense fallback={weatherPlaceholder}>
      <WeatherChunk />
    </Suspense>
  );
}

/** The menu shows its skeleton until the menu call succeeds (requirements §4); the code loads meanwhile. */
export function LazyMainNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Suspense fallback={<MenuSkeleton standalone />}>
      <MainNavChunk onNavigate={onNavigate} />
    </Suspense>
  );
}
