import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useT } from '../i18n';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { frameTexts } from '../features/frame/texts';

const TITLE = 'Unexpected Application Error!';

/** The router's fallback (requirements §2): 'Unexpected Application Error!' with the status or message. */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  useDocumentTitle(TITLE);
  let detail: string;
  if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`.trim();
  else if (error instanceof Error) detail = error.message;
  else detail = String(error);
  return (
    <main className="container page" id="main-content" tabIndex={-1}>
      <h1>{TITLE}</h1>
      <p>{detail}</p>
      {/* A full page load: whatever broke the app is left behind. */}
      <a className="button" href="/">
        {t(frameTexts.home)}
      </a>
    </main>
  );
}
