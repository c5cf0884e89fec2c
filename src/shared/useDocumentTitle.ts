import { useEffect } from 'react';

export interface DocumentHead {
  title?: string;
  description?: string;
}

/** "News | State Migration Service", or the title alone when it is the site's name. */
export function documentTitle(title: string, siteName?: string): string {
  return siteName && siteName !== title ? `${title} | ${siteName}` : title;
}

let serverHead: DocumentHead | null = null;

/** Outside the hook: the prerender's render (no effects there) records what the page asked for. */
function recordServerHead(title: string, siteName?: string, description?: string): void {
  if (typeof document !== 'undefined' || !serverHead) return;
  serverHead.title = documentTitle(title, siteName);
  if (description !== undefined) serverHead.description = description.slice(0, 160);
}

/**
 * The prerender (src/entry-server.tsx) has no `document` and runs no effects: it collects what the
 * page's render asked for here and writes it into the HTML's `<title>` and meta description.
 */
export function collectServerHead(): DocumentHead {
  serverHead = {};
  return serverHead;
}

/** Sets the document title (and description) for the page, e.g. "News | State Migration Service". */
export function useDocumentTitle(title: string | undefined, siteName?: string, description?: string): void {
  if (title) recordServerHead(title, siteName, description);
  useEffect(() => {
    if (!title) return;
    document.title = documentTitle(title, siteName);
    if (description !== undefined) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description.slice(0, 160);
    }
  }, [title, siteName, description]);
}
