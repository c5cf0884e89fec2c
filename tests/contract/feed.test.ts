/**
 * `/rss/{lang}`: the latest-news feed behind the header's link, served offline by the mock.
 */
import { describe, expect, it } from 'vitest';
import { pick } from '../../src/i18n/pick';
import { FEED_SIZE } from '../../mock-api/routes-feed';
import { fixtureDb, startMock } from './support';
import { LANGS } from '../../src/api/langs';

const h = startMock();

const newsNewestFirst = fixtureDb.posts
  .filter((p) => p.type !== 'article')
  .sort((a, b) => Date.parse(b.pub_date) - Date.parse(a.pub_date) || b.id - a.id);

function itemsOf(xml: string): { title: string; link: string }[] {
  return [
    ...xml.matchAll(
      /<item>[\s\S]*?<title>([\s\S]*?)<\/title>[\s\S]*?<link>([\s\S]*?)<\/link>[\s\S]*?<\/item>/g,
    ),
  ].map((m) => ({
    title: m[1]!
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
    link: m[2]!.replace(/&amp;/g, '&'),
  }));
}

describe('news feed', () => {
  it.each(LANGS)('/rss/%s lists the newest news in that language, linking to the site', async (lang) => {
    const res = await h.fetch(`/rss/${lang}`, { headers: { 'X-Forwarded-Host': 'site.example:8080' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0">/);
    expect(xml).toContain(`<language>${lang === 'tm' ? 'tk' : lang}</language>`);
    const expected = newsNewestFirst.slice(0, FEED_SIZE);
    expect(itemsOf(xml)).toEqual(
      expected.map((p) => ({
        title: pick(p, 'name', lang, 'tm').trim(),
        link: `http://site.example:8080/post/${encodeURIComponent(p.slug)}`,
      })),
    );
  });

  it('answers 404 for a language the site does not have', async () => {
    expect((await h.fetch('/rss/de')).status).toBe(404);
  });
});
