/**
 * The site search's records made from the API's data itself instead of prerendered pages: for the
 * development server, which has no prerendered pages (build/vite/searchIndexDev.ts). One record per
 * item and language, at the address its page has (src/app/pages.ts), with the same type, date and
 * language code (`tk` for Turkmen, as `<html lang>`) as the pages' index.
 */
import type { CustomRecord } from 'pagefind';
import { href } from '../../src/addresses/href';
import { LANGS, type Lang } from '../../src/api/langs';
import { pages, type SearchType } from '../../src/app/pages';
import { HTML_LANG } from '../../src/i18n/lang';

/** An item as the mock's live database holds it (`/__mock/db/<resource>`): what the records read. */
export type Item = Record<string, unknown> & { slug?: string };

/** The collections that have a page of their own, with the page and the type they are found as. */
export const SEARCHED = {
  services: { page: 'service', title: 'name' },
  notices: { page: 'notice', title: 'name' },
  posts: { page: 'post', title: 'name' },
  pages: { page: 'staticPage', title: 'title' },
  about_pages: { page: 'about', title: 'name' },
  welcome_sections: { page: 'welcomeSection', title: 'name' },
} as const satisfies Record<string, { page: keyof typeof pages; title: string }>;

export type SearchedData = Partial<Record<keyof typeof SEARCHED, Item[]>>;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'" };

/** The text of an API HTML field (good enough for an index: tags dropped, common entities read). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

function field(item: Item, name: string, lang: Lang): string {
  const value = item[`${name}_${lang}`];
  return typeof value === 'string' ? value : '';
}

export function searchRecords(data: SearchedData): CustomRecord[] {
  const records: CustomRecord[] = [];
  for (const [collection, { page: pageId, title: titleField }] of Object.entries(SEARCHED)) {
    for (const item of data[collection as keyof typeof SEARCHED] ?? []) {
      if (!item.slug) continue;
      // A news item of type `article` has the article page (pages.ts `article`).
      const id = pageId === 'post' && item.type === 'article' ? 'article' : pageId;
      const type: SearchType = pages[id].search;
      const slug = item.slug;
      for (const lang of LANGS) {
        const title = htmlText(field(item, titleField, lang));
        const content = htmlText(field(item, 'content', lang));
        // What has no text in this language has no page in it worth finding.
        if (!title && !content) continue;
        const date = typeof item.pub_date === 'string' ? item.pub_date : null;
        records.push({
          url: href(id, { slug }, lang),
          content: `${title}. ${content}`,
          language: HTML_LANG[lang],
          meta: { title: title || item.slug, type, ...(date ? { date } : {}) },
          filters: { type: [type] },
        });
      }
    }
  }
  return records;
}
