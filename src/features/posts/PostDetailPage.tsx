import { useParams } from 'react-router-dom';
import { callQuery } from '../../api/queries';
import { commonTexts } from '../../i18n';
import { ServicesBlock } from '../../blocks/ServicesBlock';
import { NewsAside } from './NewsAside';
import { NewsDetail } from '../../blocks/news/NewsDetail';
import { postsTexts } from './texts';
import { href } from '../../addresses/href';

export { BREADCRUMB_TITLE_MAX } from '../../blocks/DetailPage';

const NEWS = { label: postsTexts.news, to: href('posts') };

/**
 * `/post/:slug`: breadcrumb, date, views, image, sanitised content, a side column of other news and
 * the services block. A post of type article opens the article page instead (requirements §2).
 */
export function PostDetailPage() {
  const { slug = '' } = useParams();
  return (
    <NewsDetail
      queryOptions={callQuery('getPostDetail', slug)}
      className="post-detail"
      section={NEWS}
      notFound={commonTexts.newsNotFound}
      redirectTo={(post) => (post.type === 'article' ? href('article', { slug: post.slug || slug }) : null)}
      aside={({ post, pending }) => (
        <NewsAside ready={!pending} category={post?.category?.slug} excludeSlug={post?.slug ?? slug} />
      )}
      below={<ServicesBlock className="news-services" />}
    />
  );
}

export { PostDetailPage as Component };
