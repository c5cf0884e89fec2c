import { useEffect } from 'react';

/** Sets the document title (and description) for the page, e.g. "News | State Migration Service". */
export function useDocumentTitle(title: string | undefined, siteName?: string, description?: string): void {
  useEffect(() => {
    if (!title) return;
    document.title = siteName && siteName !== title ? `${title} | ${siteName}` : title;
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
