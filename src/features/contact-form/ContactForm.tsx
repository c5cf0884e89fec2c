import { Suspense } from 'react';
import { lazyWithPreload } from '../../shared/lazyWithPreload';
import { SkeletonBlock } from '../../shared/Skeleton';

/** The body's chunk; a hydrating /contacts loads it first (see preloadPrerenderedFrameParts). */
const body = lazyWithPreload(() => import('./ContactFormBody'));
export const preloadContactFormBody = body.preload;
const ContactFormBody = body.Component;

/**
 * The contact form, placed on the home page and on /contacts. Its code is a separate chunk: on the
 * home page it sits far below the fold and must not weigh on the first page's JS budget.
 */
export function ContactForm() {
  return (
    <Suspense
      fallback={
        <div className="contact contact--loading" style={{ minHeight: '36rem' }}>
          <SkeletonBlock lines={8} />
        </div>
      }
    >
      <ContactFormBody />
    </Suspense>
  );
}
