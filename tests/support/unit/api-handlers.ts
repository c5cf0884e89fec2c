/**
 * MSW handlers typed by the API contract (`src/api/calls.ts`, `src/api/types.ts`).
 *
 * A handler is named by the contract's own function (`'getPostDetail'`, `'createMessage'` …): its
 * method and path are read from the contract's table of calls (`API_CALLS`, from which the client
 * builds its URLs), and its body must be the type that function returns. A renamed path or a changed body type in the contract
 * therefore changes or breaks the tests' handlers too, instead of leaving them answering a path the
 * site no longer calls.
 *
 *   server.use(apiAnswer('getMainPost', makePost({ name_en: 'Main' })));
 *   server.use(apiError('getPostDetail', 404, { tm: '…', ru: '…', en: 'News not found!' }));
 *   server.use(apiHandler('getAllPosts', ({ request }) => HttpResponse.json(makePaged([...]))));
 */
import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { API_CALLS, type Api } from '../../../src/api/calls';
import type { ErrorBody, WeatherResponse } from '../../../src/api/types';

/** Every function of the contract: one call of requirements §7 each. */
export type ApiCall = keyof Api;
/** What the contract's function resolves to: the body its answer must have. */
export type ApiBody<K extends ApiCall> = Awaited<ReturnType<Api[K]>>;

interface ContractRoute {
  method: string;
  /** The path under `/api/v1`, with `:param` where the contract puts an argument. */
  path: string;
}

/**
 * The method and path the site's own client uses for `call`, from the contract's table of calls
 * (`API_CALLS`, which the client builds its URLs from): a new call needs no entry here.
 */
export function contractRoute(call: ApiCall): ContractRoute {
  const { method, path } = API_CALLS[call];
  return { method, path: path.replace(/\{(\w+)\}/g, ':$1') };
}

/** MSW's URL pattern for a contract call on any origin (the site calls `/api/v1` on its own). */
export function apiUrl(call: ApiCall): string {
  return `*/api/v1${contractRoute(call).path}`;
}

type Resolver<K extends ApiCall> = HttpResponseResolver<PathParams, DefaultBodyType, ApiBody<K> | ErrorBody>;

/** `once`: the handler answers the first matching request only (MSW's own option), then the next one in line does. */
export interface HandlerOptions {
  once?: boolean;
}

function route(call: ApiCall, resolver: HttpResponseResolver, options?: HandlerOptions): HttpHandler {
  const { method } = contractRoute(call);
  return method === 'POST'
    ? http.post(apiUrl(call), resolver, options)
    : http.get(apiUrl(call), resolver, options);
}

/** A handler for one contract call with a resolver of its own (to read the request, vary answers …). */
export function apiHandler<K extends ApiCall>(
  call: K,
  resolver: Resolver<K>,
  options?: HandlerOptions,
): HttpHandler {
  // The resolver's body type is checked at the call site; MSW's router only needs a resolver.
  return route(call, resolver as HttpResponseResolver, options);
}

/** Answers `call` with `body` (status 200 unless given). */
export function apiAnswer<K extends ApiCall>(
  call: K,
  body: ApiBody<K>,
  init?: ResponseInit,
  options?: HandlerOptions,
): HttpHandler {
  // `body` is typed by the contract in the signature; MSW cannot follow the generic.
  return route(call, () => HttpResponse.json(body as DefaultBodyType, init), options);
}

/** Answers `call` with an error status: the API's `{detail}` body, or no body for `null`. */
export function apiError(
  call: ApiCall,
  status: number,
  detail: ErrorBody['detail'] | null = null,
  options?: HandlerOptions,
): HttpHandler {
  return route(
    call,
    () => (detail === null ? new HttpResponse(null, { status }) : HttpResponse.json({ detail }, { status })),
    options,
  );
}

/** `call` is answered 200 with a body that is not JSON (an HTML page): the client's `parse` failure. */
export function apiUnreadable(call: ApiCall, options?: HandlerOptions): HttpHandler {
  return route(
    call,
    () => new HttpResponse('<html>Not the API</html>', { headers: { 'Content-Type': 'text/html' } }),
    options,
  );
}

/** `call` gets no answer at all: the request fails as when the network is down. */
export function apiNetworkError(call: ApiCall, options?: HandlerOptions): HttpHandler {
  return route(call, () => HttpResponse.error(), options);
}

/**
 * Answers `call` with `body` only when the test says so: the page stays in its in-flight state (a
 * busy button, a spinner) until `release()`; every request that arrived meanwhile is then answered.
 */
export function apiHeld<K extends ApiCall>(
  call: K,
  body: ApiBody<K>,
): { handler: HttpHandler; release: () => void } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = route(call, async () => {
    await released;
    return HttpResponse.json(body as DefaultBodyType);
  });
  return { handler, release };
}

/** `call` never answers: the page stays in its loading state. */
export function apiPending(call: ApiCall): HttpHandler {
  return route(call, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 504 });
  });
}

/** The weather widget's third-party call (any origin and path ending like OpenWeather's). */
export function weatherHandler(
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, WeatherResponse | DefaultBodyType>,
): HttpHandler {
  return http.get('*/data/2.5/weather', resolver);
}
