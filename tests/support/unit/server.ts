/**
 * The one MSW server of the unit project. `tests/support/setup-unit.ts` starts it before the tests,
 * resets its handlers after each test and stops it at the end; tests add their answers with
 * `server.use(...)` (see `api-handlers.ts`).
 *
 * A request no handler answers is collected here and fails the test that made it (in the setup's
 * `afterEach`): MSW's own 'error' strategy only rejects the fetch, which a component may turn into an
 * error state that a test never looks at.
 */
import { matchRequestUrl } from 'msw';
import { setupServer } from 'msw/node';
import { apiAnswer, apiUrl, contractRoute, type ApiCall } from './api-handlers';

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
  sendFormsAsABrowserDoes();
}

/**
 * jsdom brings its own `FormData` and `File`, but `fetch` here is Node's, which cannot read jsdom's
 * files: a picked file would leave as an empty part named "blob", and a handler could not see what a
 * browser sends (its name, type and bytes). So the `fetch` that MSW has just put in place is wrapped
 * once: a jsdom `FormData` body is copied into Node's own before the request leaves. Nothing else
 * about the request changes. Installed after `server.listen()`, so the copy is what MSW receives.
 */
function sendFormsAsABrowserDoes(): void {
  const fetchThroughMsw = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const body = init?.body;
    if (!(body instanceof FormData)) return fetchThroughMsw(input, init);
    // Node's own FormData and Blob, made by Node's Response (the globals here are jsdom's).
    const form = await new Response(new URLSearchParams()).formData();
    for (const [name, value] of body.entries()) {
      if (typeof value === 'string') form.append(name, value);
      else {
        const bytes = new Response(await value.arrayBuffer(), { headers: { 'Content-Type': value.type } });
        form.append(name, await bytes.blob(), value.name);
      }
    }
    return fetchThroughMsw(input, { ...init, body: form });
  };
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
  /** The query string's parameters. */
  query: Record<string, string>;
  /** A POST's multipart fields as the server receives them (a file with its name, type and bytes). */
  form: () => Promise<Record<string, string | File>>;
}

/**
 * Every request the page makes from now until the end of the test (handled or not), in order.
 * The setup removes the listener after each test.
 */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    // Copied now, before a handler reads the body; read only when a test asks for it.
    const copy = request.clone();
    requests.push({
      method: request.method,
      path: `${url.pathname.replace(/^\/api\/v1(?=\/)/, '')}${url.search}`,
      url,
      query: Object.fromEntries(url.searchParams),
      form: async () => Object.fromEntries((await copy.formData()).entries()),
    });
  });
  return requests;
}

/** The recorded requests that went to the contract's `call` (its method, its path pattern), in order. */
export function requestsTo(requests: readonly RecordedRequest[], call: ApiCall): RecordedRequest[] {
  const { method } = contractRoute(call);
  return requests.filter(
    (request) => request.method === method && matchRequestUrl(request.url, apiUrl(call)).matches,
  );
}
