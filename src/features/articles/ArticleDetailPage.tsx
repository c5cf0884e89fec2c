import { useParams } from 'react-router-dom';
import { callQuery } from '../../api/queries';
import { NewsDetail } from '../../blocks/news/NewsDetail';
import { articlesTexts } from './texts';
import { commonTexts } from '../../i18n/texts';
import { href } from '../../addresses/href';

const ARTICLES = { label: articlesTexts.articles, to: href('articles') };

/**
 * `/article/:slug` (also reached from a post of type article): title, date, views, image and
 * sanitised content, with the post page's error texts and "No translation in …" notice.
 */
export function ArticleDetailPage() {
  const { slug = '' } = useParams();
  return (
    <NewsDetail
      queryOptions={callQuery('getArticleDetail', slug)}
      className="article-detail"
      section={ARTICLES}
      notFound={commonTexts.articleNotFound}
    />
  );
}

export { ArticleDetailPage as Component };
