import { useEffect, useState } from 'react';
import { config } from './config';
import { imageSrcSet } from './imageWidths';
import { SkeletonBlock } from './Skeleton';
import { stripInlineCode } from './stripInlineCode';
import { sanitizerPolicy } from './trustedTypes';
import { useHydrated } from './useHydrated';

type Purify = typeof import('dompurify').default;
let purifyPromise: Promise<Purify> | null = null;
/** Set once DOMPurify is loaded: SafeHtml then sanitises during render (the prerender, hydration). */
let purifyReady: Purify | null = null;

function configure(purify: Purify): Purify {
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Links that open a new tab must not hand the opener to the other site.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      // A picture the API's editor gave no text: a screen reader would read its file name out
      // (WCAG 1.1.1). Marked decorative: the text around it is what the article says.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      sizeRemotePicture(node as HTMLImageElement);
    }
  });
  purifyReady = purify;
  return purify;
}

/**
 * The widest a picture in API HTML is shown: the page's container (global.css `.container`: 1rem
 * inside each side of the viewport, at most 1200 px), and never past its `width` attribute
 * (`max-width: 100%` keeps it to its column, and never wider than that). Written with a media
 * condition, not `min()`: Safari before 26.4 cannot read `min()` in `sizes` (decision 0150).
 */
function widestSizes(width: number | null): string {
  const widest = width !== null && width < 1200 ? width : 1200;
  return `(min-width: ${widest + 32}px) ${widest}px, calc(100vw - 2rem)`;
}

/** A `width` or `height` attribute's pixels, or null when it has none a browser would read as such. */
function dimension(image: HTMLImageElement, name: 'width' | 'height'): number | null {
  const value = Number(image.getAttribute(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * A picture of the API's HTML at the size it is shown, like every other API picture
 * (ResponsiveImage, decision 0150): a `srcset` over the one width list when the server can resize
 * its `src` (the same rule), and a hint of the widest the picture can be (its `width` attribute if it
 * has one, as `max-width: 100%` keeps it to the column), so it is never blurrier than the original.
 * `sizes="auto, …"` (the browser measures the lazy picture's own box) only for a picture with both a
 * `width` and a `height`: the browsers that read `auto` give such a picture a size of its own
 * (`contain: size`, 300 × 150 px until the CSS sizes it), and without both attributes the CSS
 * (`height: auto`) has no shape to give it, so a 3:2 photo showed squashed in a 300 × 150 box. A
 * picture the API already gave a `srcset` is left as the API wrote it. Called after DOMPurify has
 * checked the attributes: the `src` it reads is a kept one.
 */
function sizeRemotePicture(image: HTMLImageElement): void {
  const src = image.getAttribute('src');
  if (!src || image.hasAttribute('srcset')) return;
  const srcSet = imageSrcSet(src, config.mediaResizeOrigins);
  if (!srcSet) return;
  const width = dimension(image, 'width');
  const hint = widestSizes(width);
  image.setAttribute('srcset', srcSet);
  image.setAttribute('sizes', width !== null && dimension(image, 'height') !== null ? `auto, ${hint}` : hint);
}

/** DOMPurify is loaded on first use, so pages without API HTML never download it. */
export function loadPurify(): Promise<Purify> {
  purifyPromise ??= import('dompurify').then(({ default: purify }) => configure(purify));
  return purifyPromise;
}

/** The prerender (Node) gives a DOMPurify bound to a jsdom window, so pages hold their text at once. */
export function installPurify(purify: Purify): void {
  purifyPromise = Promise.resolve(configure(purify));
}

const CONFIG = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  // The HTML profile keeps <style> and style="": hostile content could hide or overlay the whole
  // page (body{display:none}, position:fixed) or fake the site's own forms. API text needs none.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['style'],
};

/** The sanitised markup as a string (the prerender's HTML, the tests). */
function sanitizeWith(purify: Purify, html: string): string {
  return purify.sanitize(stripInlineCode(html), CONFIG);
}

/**
 * The sanitised markup as dangerouslySetInnerHTML takes it: TrustedHTML from the site's policy
 * where the browser enforces Trusted Types (docs/decisions/0034), else the string. React 19.3
 * assigns `__html` to innerHTML unchanged, so the TrustedHTML reaches the sink as it is; it is
 * kept in state, since React compares `__html` by identity to decide whether to set it again.
 */
function sanitizeForDom(purify: Purify, html: string): string | TrustedHTML {
  const policy = sanitizerPolicy();
  if (!policy) return sanitizeWith(purify, html);
  return purify.sanitize(stripInlineCode(html), {
    ...CONFIG,
    TRUSTED_TYPES_POLICY: policy,
    RETURN_TRUSTED_TYPE: true,
  });
}

export async function sanitizeHtml(html: string): Promise<string> {
  return sanitizeWith(await loadPurify(), html);
}

/**
 * API-provided HTML, sanitised before insertion: scripts, event handlers and `javascript:` URLs
 * are removed; headings, lists, tables, images and links keep working.
 */
export function SafeHtml({ html, className = 'rich-text' }: { html: string; className?: string }) {
  // Hydrating a prerendered page: the element holds the prerender's sanitised copy of this very
  // `html` (the same DOMPurify, the same configuration), which React leaves alone when hydrating an
  // element with dangerouslySetInnerHTML. It stays as long as the source is the same: sanitising it
  // again and replacing the element's whole content with an equal copy was a long task of its own
  // on a phone (parsing, sanitising and laying out a whole article) and a 28 kB download for
  // nothing. A new source (the refetch brought a changed text, another page) is sanitised here.
  const hydrated = useHydrated();
  // The prerender itself (the SSR build) renders the sanitised copy.
  const [serverSource, setServerSource] = useState(hydrated || import.meta.env.SSR ? null : html);
  // Once another text has replaced it, the element no longer holds the server's markup: the server's
  // source coming back (a language switched there and back) is sanitised like any other. Kept, it
  // emptied the element, and where Trusted Types are enforced the empty string was refused and the
  // page fell to its error page. (State adjusted during render, as React documents for a prop change.)
  if (serverSource !== null && serverSource !== html) setServerSource(null);
  const keepServerMarkup = serverSource === html;
  const [clean, setClean] = useState<{ source: string; html: string | TrustedHTML } | null>(() =>
    purifyReady && !keepServerMarkup ? { source: html, html: sanitizeForDom(purifyReady, html) } : null,
  );

  useEffect(() => {
    if (keepServerMarkup || clean?.source === html) return;
    let active = true;
    void loadPurify().then((purify) => {
      if (active) setClean({ source: html, html: sanitizeForDom(purify, html) });
    });
    return () => {
      active = false;
    };
  }, [html, clean?.source, keepServerMarkup]);

  // The markup is the server's on purpose: React is told not to report it as a mismatch.
  if (keepServerMarkup)
    return <div className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  if (!clean || clean.source !== html) return <SkeletonBlock lines={4} />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
