import { useSiteTexts } from '../features/frame';
import { useDocumentTitle } from '../shared/useDocumentTitle';

/** Requirements §2: unknown routes show the bare text 'Page404' inside the main layout. */
export function NotFoundPage() {
  const { siteName } = useSiteTexts();
  useDocumentTitle('Page404', siteName);
  return (
    <div className="container page">
      <h1 className="page-title">Page404</h1>
    </div>
  );
}
