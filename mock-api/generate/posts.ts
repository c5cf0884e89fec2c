/**
 * Post categories, posts (news and articles, with deliberate edge cases) and notices.
 */
import type { Category, Notice, Post } from '../../src/api/types';
import { NEWS_CATEGORY_SLUGS } from '../../src/api/types';
import { imageUrl } from '../media-names';
import { LONG_TITLES, TITLES, slugify } from './bank';
import {
  ANCHOR,
  ARTICLES_CATEGORY_SLUG,
  Gen,
  HOSTILE_HTML,
  type Lang,
  constTri,
  emptyLang,
  htmlBody,
  isoDate,
  joinTri,
  loc,
} from './text';

export function buildCategories(): Category[] {
  return [
    {
      id: 1,
      slug: NEWS_CATEGORY_SLUGS.service,
      ...loc('name', { tm: 'Gullugyň habarlary', ru: 'Новости службы', en: 'Service news' }),
    },
    {
      id: 2,
      slug: NEWS_CATEGORY_SLUGS.other,
      ...loc('name', { tm: 'Beýleki habarlar', ru: 'Другие новости', en: 'Other news' }),
    },
    {
      id: 3,
      slug: ARTICLES_CATEGORY_SLUG,
      ...loc('name', { tm: 'Makalalar', ru: 'Статьи', en: 'Articles' }),
    },
  ];
}

export function buildPosts(g: Gen, total: number, categories: Category[]): Post[] {
  const [service, other, articles] = categories as [Category, Category, Category];
  const anchorMs = Date.parse(ANCHOR);
  // Roughly three years of news whatever the scale: larger scales put more posts on each day.
  const step = Math.floor((1100 * 24 * 3600_000) / total);
  const posts: Post[] = [];
  const perCategory = new Map<string, number>();
  let cursor = anchorMs;
  for (let i = 0; i < total; i++) {
    const roll = g.int(0, 99);
    const category = roll < 46 ? service : roll < 86 ? other : articles;
    const rank = perCategory.get(category.slug) ?? 0;
    perCategory.set(category.slug, rank + 1);
    const fill = g.slots();
    const id = total - i;
    let type: Post['type'] = category === articles || g.chance(0.04) ? 'article' : 'post';
    let name = fill(g.pick(TITLES));
    let rich = g.chance(0.15);
    let hostile = false;
    let dropLang: Lang | null = g.chance(0.05) ? 'en' : g.chance(0.04) ? 'ru' : null;
    // Fixed edge cases among the newest posts, where the home page and page 1 of the lists show them.
    if (category === service) {
      if (rank === 0) dropLang = null;
      if (rank === 1) name = g.pick(LONG_TITLES);
      if (rank === 2) dropLang = 'en';
      if (rank === 3) hostile = true;
      if (rank === 4) dropLang = 'ru';
      if (rank === 5) rich = true;
      if (rank < 6 && rank !== 2 && rank !== 4) dropLang = null;
    } else if (category === other) {
      if (rank === 0) rich = true;
      if (rank === 1) dropLang = 'en';
      if (rank === 2) type = 'article';
      if (rank === 3) name = g.pick(LONG_TITLES);
      if (rank === 4) hostile = true;
      if (rank < 5 && rank !== 1) dropLang = null;
    } else if (rank === 0) {
      rich = true;
      dropLang = null;
    }
    if (g.chance(0.01)) name = g.pick(LONG_TITLES);
    const short = g.sentences(2, fill);
    let content = htmlBody(g, fill, { rich });
    if (hostile) content = joinTri([content, constTri(HOSTILE_HTML)], '\n');
    // Now and then two or more posts on the same day, as a newsroom publishes.
    cursor -=
      i === 0
        ? g.int(1, 6) * 3600_000
        : g.chance(0.25)
          ? g.int(1, 4) * 3600_000
          : g.int(Math.floor(step * 0.7), Math.floor(step * 1.25));
    const pubMs = cursor;
    let post: Post = {
      id,
      slug: `${slugify(name.tm)}-${id}`,
      type,
      image: imageUrl('post', g.int(1, 40), 1200, 800),
      ...loc('name', name),
      ...loc('short_content', short),
      ...loc('content', content),
      pub_date: isoDate(pubMs),
      views: g.int(12, 9800),
      category: { ...category },
    };
    if (dropLang) post = emptyLang(post, dropLang, ['name', 'short_content', 'content']);
    posts.push(post);
  }
  return posts;
}

export function buildNotices(g: Gen): Notice[] {
  const anchorMs = Date.parse(ANCHOR);
  const notices: Notice[] = [];
  const total = 14;
  for (let i = 0; i < total; i++) {
    const fill = g.slots();
    const id = total - i;
    const name =
      i === 4
        ? g.pick(LONG_TITLES)
        : joinTri([{ tm: 'Bildiriş', ru: 'Объявление', en: 'Notice' }, fill(g.pick(TITLES))], ': ');
    let content = htmlBody(g, fill, { rich: i === 0 });
    if (i === 2) content = joinTri([content, constTri(HOSTILE_HTML)], '\n');
    // The newest three are "new"; the rest reach back more than a year.
    const daysBack = i < 3 ? i * 2 + 1 : 20 + i * 30 + g.int(0, 20);
    notices.push({
      id,
      slug: `bildiris-${slugify(name.tm, 40)}-${id}`,
      pub_date: isoDate(anchorMs - daysBack * 24 * 3600_000 - g.int(0, 8) * 3600_000),
      ...loc('name', name),
      ...loc('short_content', g.sentences(1, fill)),
      ...loc('content', content),
      is_new: i < 3,
      views: g.int(5, 4000),
    });
  }
  return notices;
}
