import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LANGS, type Lang } from '../api/types';
import { langAddress, langOfPath, pagePath } from '../i18n/addresses';
import { HTML_LANG } from '../i18n/lang';
import { config } from '../shared/config';

/**
 * The language part of every page's head (decision 0028): its canonical address, the same page in
 * each language for search engines (`hreflang`, with the address without a language as
 * `x-default`: it sends each visitor to their own), Open Graph's url and locales, and the
 * language's news feed. The prerender writes it into the HTML (src/entry-server.tsx); the app keeps
 * it in step while the visitor moves around (useLanguageHead).
 */

/** Open Graph locales (language_TERRITORY). */
export const OG_LOCALE: Record<Lang, string> = { tm: 'tk_TM', ru: 'ru_RU', en: 'en_US' };

export type HeadTag =
  | { tag: 'link'; rel: string; href: string; hreflang?: string; type?: string }
  | { tag: 'meta'; property: string; content: string };

/** Marks the tags this module owns, so the app replaces the prerender's instead of adding more. */
export const HEAD_ATTRIBUTE = 'data-lang-head';

function absolute(path: string, origin: string | undefined): string {
  return origin ? new URL(path, origin).href : path;
}

/** The head tags of the page at `address` (path and query, e.g. `/en/posts?page=2`). */
export function languageHead(address: string, origin?: string): HeadTag[] {
  const end = address.search(/[?#]/);
  const pathname = end === -1 ? address : address.slice(0, end);
  const search = end === -1 ? '' : address.slice(end).replace(/#.*$/, '');
  const lang = langOfPath(pathname);
  if (!lang) return [];
  const page = `${pagePath(pathname)}${search}`;
  const canonical = absolute(langAddress(page, lang), origin);
  return [
    { tag: 'link', rel: 'canonical', href: canonical },
    ...LANGS.map((other): HeadTag => ({
      tag: 'link',
      rel: 'alternate',
      hreflang: HTML_LANG[other],
      href: absolute(langAddress(page, other), origin),
    })),
    { tag: 'link', rel: 'alternate', hreflang: 'x-default', href: absolute(page, origin) },
    {
      tag: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      href: absolute(`${config.newsFeedPath.replace(/\/$/, '')}/${lang}`, origin),
    },
    { tag: 'meta', property: 'og:url', content: canonical },
    { tag: 'meta', property: 'og:locale', content: OG_LOCALE[lang] },
    ...LANGS.filter((other) => other !== lang).map((other): HeadTag => ({
      tag: 'meta',
      property: 'og:locale:alternate',
      content: OG_LOCALE[other],
    })),
  ];
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The tags as HTML, for the prerender. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      const attributes =
        tag.tag === 'link'
          ? { rel: tag.rel, hreflang: tag.hreflang, type: tag.type, href: tag.href }
          : { property: tag.property, content: tag.content };
      const text = Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${name}="${escapeAttribute(value!)}"`)
        .join(' ');
      return `<${tag.tag} ${text} ${HEAD_ATTRIBUTE} />`;
    })
    .join('\n    ');
}

/** Keeps the head's language tags in step with the address the visitor is on. */
export function useLanguageHead(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const tags = languageHead(`${pathname}${search}`, window.location.origin);
    document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
    for (const tag of tags) {
      const element = document.createElement(tag.tag);
      if (tag.tag === 'link') {
        element.setAttribute('rel', tag.rel);
        if (tag.hreflang) element.setAttribute('hreflang', tag.hreflang);
        if (tag.type) element.setAttribute('type', tag.type);
        element.setAttribute('href', tag.href);
      } else {
        element.setAttribute('property', tag.property);
        element.setAttribute('content', tag.content);
      }
      element.setAttribute(HEAD_ATTRIBUTE, '');
      document.head.append(element);
    }
  }, [pathname, search]);
}
