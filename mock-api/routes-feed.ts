/**
 * `/rss/{lang}`: the latest-news feed the header links to (requirements §1, its path is the deployment's
 * business: README, VITE_NEWS_FEED_PATH). Offline it is an RSS 2.0 document of the newest posts in
 * the asked language (Turkmen where a text is missing), linking to the site's own post pages.
 */
import type { Express, Request, Response } from 'express';
import { LANGS, type Lang, type Post } from '../src/api/types';
import { commonTexts } from '../src/i18n/texts';
import type { MockContext } from './context';
import { requestOrigin } from './paging';
import { htmlToText } from './store';
import { texts } from './texts';

export const FEED_SIZE = 20;
const NEWS_WORD: Record<Lang, string> = { tm: 'täzelikler', ru: 'новости', en: 'news' };
/** "{the service's name} — news": the name is the site's own fallback, imported, not retyped. */
const channelTitle = (lang: Lang) => `${commonTexts.siteName[lang]} — ${NEWS_WORD[lang]}`;
const RSS_LANG: Record<Lang, string> = { tm: 'tk', ru: 'ru', en: 'en' };

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

function field(post: Post, name: 'name' | 'short_content', lang: Lang): string {
  const value = post[`${name}_${lang}`];
  return (value && value.trim()) || post[`${name}_tm`] || '';
}

export function feedXml(posts: Post[], lang: Lang, siteOrigin: string): string {
  const items = posts.map((post) => {
    const link = `${siteOrigin}/post/${encodeURIComponent(post.slug)}`;
    const date = new Date(post.pub_date);
    return [
      '    <item>',
      `      <title>${escapeXml(field(post, 'name', lang).trim())}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      Number.isNaN(date.getTime()) ? '' : `      <pubDate>${date.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(htmlToText(field(post, 'short_content', lang)).trim())}</description>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    `    <title>${escapeXml(channelTitle(lang))}</title>`,
    `    <link>${escapeXml(`${siteOrigin}/posts`)}</link>`,
    `    <description>${escapeXml(channelTitle(lang))}</description>`,
    `    <language>${RSS_LANG[lang]}</language>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function registerFeedRoutes(app: Express, ctx: MockContext): void {
  app.get('/rss/:lang', (req: Request, res: Response) => {
    const lang = (req.params as { lang?: string }).lang as Lang;
    if (!LANGS.includes(lang)) {
      res.status(404).type('text/plain; charset=utf-8').send(`${texts.notFound.en}\n`);
      return;
    }
    // The links go to the site, which is the forwarded host when the site's server proxies the feed.
    const xml = feedXml(
      ctx.index.sorted.filter((p) => p.type !== 'article').slice(0, FEED_SIZE),
      lang,
      requestOrigin(req),
    );
    res.status(200).type('application/rss+xml; charset=utf-8').send(xml);
  });
}
