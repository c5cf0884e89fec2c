import type { Lang, Post } from '../api/types';
import { pick } from '../i18n/pick';

/** Home news columns show at most 4 posts (requirements §9). */
export const NEWS_COLUMN_MAX = 4;

/**
 * The first `max` posts whose name in `lang` is not empty: untranslated posts are left out, not
 * shown in Turkmen (requirements §9 for the home columns; the news page's side column does the same).
 */
export function selectColumnPosts(
  posts: readonly Post[] | null | undefined,
  lang: Lang,
  max = NEWS_COLUMN_MAX,
): Post[] {
  return (posts ?? []).filter((post) => pick(post, 'name', lang, 'none').trim() !== '').slice(0, max);
}
