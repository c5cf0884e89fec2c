import { useDocumentTitle } from '../shared/useDocumentTitle';

/** Spec §2: unknown routes show the bare text 'Page404'. */
export function NotFoundPage() {
  useDocumentTitle('Page404');
  return (
    <div className="container page">
      <h1 className="page-title">Page404</h1>
    </div>
  );
}
