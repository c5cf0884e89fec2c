/**
 * The prerender's own questions to the API, asked by the run's main process: the API's item lists
 * before the walk, and the answers each kept page was made from (incremental.ts, `unchanged`). At
 * 10,000 news items a run asks more than 10,000 of these, one per news item, so their cost is the
 * cost of a run that renders little (docs/performance.md, "The checks without fetch").
 *
 * undici's `request`, the client under Node's `fetch` without its WHATWG layer (Request and Response
 * objects, streams, an AbortSignal each): on the 8,197 news items of that site, 1.1–1.7 s of CPU and
 * 130–160 MB of memory instead of 3.1–4.0 s and 290 MB, with the same answers. It answers as `fetch`
 * did here: redirects followed, the body decoded as UTF-8 (a leading BOM dropped), and one more try
 * on a new connection when a kept-alive one was closed by the API. The render workers keep `fetch`:
 * they run the site's own API client (src/api/http.ts).
 */
import { Agent, interceptors, request } from 'undici';

export interface ApiAnswer {
  status: number;
  body: string;
}

export interface ApiGetOptions {
  /** Connections kept open to the API: as many as questions asked at once. */
  connections: number;
  /** The longest wait for the headers, and then between two pieces of the body. */
  timeoutMs: number;
  headers: Record<string, string>;
}

export interface ApiGet {
  /** GET `path` (below the origin, or absolute); rejects when the API gives no answer at all. */
  (path: string): Promise<ApiAnswer>;
  close(): Promise<void>;
}

/** Errors that are an answer not given in time: asked again, they would wait as long again. */
const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

export function createApiGet(origin: string, options: ApiGetOptions): ApiGet {
  // As fetch (20 redirects at most, its own limit): an API that adds a trailing slash answers 301 first.
  const agent = new Agent({ connections: options.connections }).compose(
    interceptors.redirect({ maxRedirections: 20 }),
  );
  const once = async (url: URL): Promise<ApiAnswer> => {
    const response = await request(url, {
      dispatcher: agent,
      headers: options.headers,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    return { status: response.statusCode, body: await response.body.text() };
  };
  const get = async (path: string): Promise<ApiAnswer> => {
    const url = new URL(path, origin);
    try {
      return await once(url);
    } catch (error) {
      // A kept-alive connection the API closed between two questions fails at once: one more try.
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && TIMEOUTS.has(code)) throw error;
      return once(url);
    }
  };
  return Object.assign(get, { close: () => agent.close() });
}
