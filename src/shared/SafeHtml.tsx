import { useEffect, useState } from 'react';
import { SkeletonBlock } from './Skeleton';

type Purify = typeof import('dompurify').default;
let purifyPromise: Promise<Purify> | null = null;

/** DOMPurify is loaded on first use, so pages without API HTML never download it. */
export function loadPurify(): Promise<Purify> {
  purifyPromise ??= import('dompurify').then(({ default: purify }) => {
    purify.addHook('afterSanitizeAttributes', (node) => {
      // Links that open a new tab must not hand the opener to the other site.
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
      if (node.tagName === 'IMG') {
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
      }
    });
    return purify;
  });
  return purifyPromise;
}

export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await loadPurify();
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    // The HTML profile keeps <style> and style="": hostile content could hide or overlay the whole
    // page (body{display:none}, position:fixed) or fake the site's own forms. API text needs none.
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * API-provided HTML, sanitised before insertion: scripts, event handlers and `javascript:` URLs
 * are removed; headings, lists, tables, images and links keep working.
 */
export function SafeHtml({ html, className = 'rich-text' }: { html: string; className?: string }) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let active = true;
    void sanitizeHtml(html).then((result) => {
      if (active) setClean({ source: html, html: result });
    });
    return () => {
      active = false;
    };
  }, [html]);

  if (!clean || clean.source !== html) return <SkeletonBlock lines={4} />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
