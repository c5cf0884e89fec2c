import { useQuery } from '@tanstack/react-query';
import { Link } from '../../shared/LangLink';
import { callQuery } from '../../api/queries';
import { NEWS_CATEGORY_SLUGS } from '../../api/types';
import { formatDate, useLang, useT, commonTexts } from '../../i18n';
import { SideColumn } from '../../blocks/SideColumn';
import { selectColumnPosts } from '../../blocks/selectColumnPosts';
import { QueryStates } from '../../blocks/QueryStates';
import { SkeletonBlock } from '../../shared/Skeleton';
import { truncate } from '../../shared/truncate';
import { postHref } from '../../addresses/href';
import { pickLocalized } from '../../i18n/pick';
import { postsTexts } from './texts';
import '../../blocks/news/news.css';
import { decorativePicture, ResponsiveImage } from '../../shared/ResponsiveImage';

export const ASIDE_MAX = 5;
const ASIDE_TITLE_MAX = 100;
/** The thumbnail's box (news.css): 5.5rem wide, at 4:3. */
const THUMB = decorativePicture({ className: 'news-aside__thumb', sizes: '5.5rem', width: 88, height: 66 });

/**
 * The side column of a news page: other posts of the same category (the home page's size=30 call,
 * so it is usually already cached), without the one being read and without those that have no
 * title in the current language.
 */
export function NewsAside({
  category,
  excludeSlug,
  ready = true,
}: {
  category?: string;
  excludeSlug?: string;
  /** false while the page's own post loads, so the column asks for the right category only once. */
  ready?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const query = useQuery({
    ...callQuery('getCategoryPosts', category || NEWS_CATEGORY_SLUGS.other, { size: 30 }),
    enabled: ready,
  });
  // As on the home page's columns (requirements §9): only posts titled in the visitor's language.
  const posts = selectColumnPosts(
    query.data?.results.filter((post) => post.slug !== excludeSlug),
    lang,
    ASIDE_MAX,
  );

  return (
    <SideColumn className="news-aside" heading={t(postsTexts.otherNews)}>
      <QueryStates
        query={query}
        skeleton={<SkeletonBlock lines={6} label={t(commonTexts.loading)} />}
        isEmpty={() => posts.length === 0}
      >
        {() => (
          <ul className="news-aside__list">
            {posts.map((post) => {
              const title = pickLocalized(post, 'name', lang, 'any');
              return (
                <li
                  key={post.id}
                  className={`news-aside__item${post.image ? '' : ' news-aside__item--text'}`}
                >
                  {post.image ? <ResponsiveImage src={post.image} {...THUMB} /> : null}
                  <span>
                    <Link className="news-aside__title" to={postHref(post)} lang={title.langAttr}>
                      {truncate(title.text, ASIDE_TITLE_MAX)}
                    </Link>
                    <time className="news-aside__date" dateTime={post.pub_date}>
                      {formatDate(post.pub_date)}
                    </time>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
    </SideColumn>
  );
}
