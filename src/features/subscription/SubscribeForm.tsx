import { lazy, Suspense } from 'react';

export type SubscribeVariant = 'header' | 'strip';

const SubscribeFormBody = lazy(() => import('./SubscribeFormBody'));

/** Space kept while the form's chunk loads, so the header and the home strip do not jump. */
const RESERVED_HEIGHT: Record<SubscribeVariant, string> = { header: '2.75rem', strip: '12rem' };

/**
 * The newsletter subscription block: `header` (compact, in the page header on every page) or
 * `strip` (the home page band). The form is its own small chunk: it sits on every page, and the
 * first page's critical JS budget has no room for it.
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
