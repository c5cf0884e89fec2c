/**
 * The one MSW server of the unit project. `tests/support/setup-unit.ts` starts it before the tests,
 * resets its handlers after each test and stops it at the end; tests add their answers with
 * `server.use(...)` (see `api-handlers.ts`).
 *
 * A request no handler answers is collected here and fails the test that made it (in the setup's
 * `afterEach`): MSW's own 'error' strategy only rejects the fetch, which a component may turn into an
 * error state that a test never looks at.
 */
import { setupServer } from 'msw/node';
import { apiAnswer } from './api-handlers';

/**
 * Answers every test starts with (tests add theirs in front with `server.use`). Only the text
 * dictionary: nearly every page reads it for its document title, and an empty one means each page
 * shows its built-in phrases. Everything else a test must answer itself.
 */
export const defaultHandlers = [apiAnswer('getContent', {})];

export const server = setupServer(...defaultHandlers);

const unhandled: string[] = [];

export function startServer(): void {
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
}

/** The requests no handler answered since the last call; empties the list. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}

export interface RecordedRequest {
  method: string;
  /** The path under `/api/v1` (or the whole path for other hosts) followed by the query string. */
  path: string;
  url: URL;
}

/**
 * Every request the page makes from now until the end of the test (handled or not), in order.
 * The setup removes the listener after each test.
 */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      path: `${url.pathname.replace(/^\/api\/v1(?=\/)/, '')}${url.search}`,
      url,
    });
  });
  return requests;
}
