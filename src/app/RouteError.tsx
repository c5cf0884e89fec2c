import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The router's fallback (spec §2): 'Unexpected Application Error!' with the status or message. */
export function RouteError() {
  const error = useRouteError();
  let detail: string;
  if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`.trim();
  else if (error instanceof Error) detail = error.message;
  else detail = String(error);
  return (
    <main className="container page" id="main-content" tabIndex={-1}>
      <h1>Unexpected Application Error!</h1>
      <p>{detail}</p>
      <a className="button" href="/">
        /
      </a>
    </main>
  );
}
