import { useParams } from 'react-router-dom';
import { queries } from '../../api/queries';
import { phrases } from '../../i18n';
import { ServicesBlock } from '../../shared/blocks/ServicesBlock';
import { NewsAside } from '../../shared/news/NewsAside';
import { NewsDetail } from '../../shared/news/NewsDetail';
import { newsPhrases } from '../../shared/news/newsPhrases';

export { BREADCRUMB_TITLE_MAX } from '../../shared/DetailPage';

const NEWS = { label: newsPhrases.news, to: '/posts' };

/**
 * `/post/:slug`: breadcrumb, date, views, image, sanitised content, a side column of other news and
 * the services block. A post of type article opens the article page instead (requirements §2).
 */
export function PostDetailPage() {
  const { slug = '' } = useParams();
  return (
    <NewsDetail
      queryOptions={queries.postDetail(slug)}
      className="post-detail"
      section={NEWS}
      notFound={phrases.newsNotFound}
      redirectTo={(post) =>
        post.type === 'article' ? `/article/${encodeURIComponent(post.slug || slug)}` : null
      }
      aside={({ post, pending }) => (
        <NewsAside ready={!pending} category={post?.category?.slug} excludeSlug={post?.slug ?? slug} />
      )}
      below={<ServicesBlock className="news-services" />}
    />
  );
}

export { PostDetailPage as Component };
