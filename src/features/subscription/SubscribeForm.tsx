import { Suspense } from 'react';
import { lazyWithPreload } from '../../shared/lazyWithPreload';
// A type from the lazy body costs nothing at run time (erased), and keeps the import one-way.
import type { SubscribeVariant } from './SubscribeFormBody';

export type { SubscribeVariant };

/** The body's chunk; a hydrating page loads it first (see preloadPrerenderedFrameParts). */
const body = lazyWithPreload(() => import('./SubscribeFormBody'));
export const preloadSubscribeFormBody = body.preload;
const SubscribeFormBody = body.Component;

/**
 * Space kept while the form's chunk loads, so the header and the home strip do not jump: the
 * rendered height of each variant (header: title, field and button stacked, ≈177 px at every
 * width; measured in Chromium, tests/e2e/frame.test.ts checks the header does not shift).
 */
const RESERVED_HEIGHT: Record<SubscribeVariant, string> = { header: '11.05rem', strip: '12rem' };

/**
 * The newsletter subscription block: `header` (compact, in the page header on every page) or
 * `strip` (the home page band). The form is its own small chunk, loaded after the first render: it
 * sits on every page, and every page's start would otherwise carry it.
 */
export function SubscribeForm({ variant }: { variant: SubscribeVariant }) {
  return (
    <Suspense
      fallback={
        <div className={`subscribe subscribe--${variant}`} style={{ minHeight: RESERVED_HEIGHT[variant] }} />
      }
    >
      <SubscribeFormBody variant={variant} />
    </Suspense>
  );
}
