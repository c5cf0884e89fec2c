/**
 * A render worker's API answers, kept for the run (decision 0141). Every page asks for the frame's
 * data (the menu, the texts, the footer's services …) and a news item for its category's "more
 * news": without this, each page fetched them again, 7–8 requests a page, and the render waited for
 * each. A GET's answer is fetched once per run and worker and answered from memory after that, the
 * same status and body, so a page reads what a fetch would have given it within the run.
 *
 * The run's view of the API was already "each source once": the incremental check fetches each
 * source once per run (scripts/prerender.ts). A page's sources and their hash are recorded the same
 * whether its answer came from the API or from here (`CachedAnswer.digest`, from the same bytes).
 * Nothing outlives the run: the cache belongs to a worker thread, and the workers end with the run.
 * Only successful answers are kept: an error (a 5xx, a 404 for a removed item) is asked again by
 * the next page that needs it.
 */
import { digestAnswer } from './incremental';

export interface CachedAnswer {
  status: number;
  statusText: string;
  /** The headers a reader sees: the body is already decoded, so no encoding or length. */
  headers: [string, string][];
  body: string;
  /** The answer as a page's data hash counts it (incremental.ts, `digestAnswer`). */
  digest: string;
}

/** The headers that describe the bytes on the wire, not the decoded body kept here. */
const WIRE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

export interface ResponseCacheOptions {
  /** The most body text kept (in UTF-16 code units, what a string holds); least recently used goes first. */
  maxChars: number;
}

export interface ResponseCache {
  /**
   * `fetch`, answering a GET without a body from the run's earlier answer to the same URL; every
   * answer comes with its digest. Concurrent requests for one URL share one fetch.
   */
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<{ response: Response; digest: string }>;
  /** What it holds now (tests, the run's report). */
  stats(): { entries: number; chars: number; hits: number; misses: number };
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

function cacheable(input: RequestInfo | URL, init?: RequestInit): boolean {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  return method === 'GET' && init?.body == null && !(input instanceof Request && input.body !== null);
}

function toResponse(answer: CachedAnswer): Response {
  // 204/304 and the like take no body.
  const empty = answer.status === 204 || answer.status === 304;
  return new Response(empty ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

async function read(response: Response): Promise<CachedAnswer> {
  const body = await response.text();
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers].filter(([name]) => !WIRE_HEADERS.has(name.toLowerCase())),
    body,
    digest: digestAnswer(response.status, body),
  };
}

export function createResponseCache(upstream: typeof fetch, options: ResponseCacheOptions): ResponseCache {
  /** By URL, least recently used first (a Map keeps insertion order; a hit moves its entry last). */
  const kept = new Map<string, CachedAnswer>();
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  let chars = 0;
  let hits = 0;
  let misses = 0;

  const keep = (url: string, answer: CachedAnswer) => {
    if (answer.status < 200 || answer.status > 299 || answer.body.length > options.maxChars) return;
    const old = kept.get(url);
    if (old) chars -= old.body.length;
    kept.delete(url);
    kept.set(url, answer);
    chars += answer.body.length;
    for (const [oldest, entry] of kept) {
      if (chars <= options.maxChars) break;
      kept.delete(oldest);
      chars -= entry.body.length;
    }
  };

  return {
    async fetch(input, init) {
      if (!cacheable(input, init)) {
        misses += 1;
        const answer = await read(await upstream(input, init));
        return { response: toResponse(answer), digest: answer.digest };
      }
      const url = urlOf(input);
      const found = kept.get(url);
      if (found) {
        hits += 1;
        kept.delete(url);
        kept.set(url, found);
        return { response: toResponse(found), digest: found.digest };
      }
      let pending = inFlight.get(url);
      if (pending) hits += 1;
      else {
        misses += 1;
        pending = upstream(input, init).then(read);
        inFlight.set(url, pending);
        // Kept once answered; a failure (no answer) is not kept, the next page asks again.
        pending.then(
          (answer) => keep(url, answer),
          () => undefined,
        );
        void pending.finally(() => inFlight.delete(url)).catch(() => undefined);
      }
      const answer = await pending;
      return { response: toResponse(answer), digest: answer.digest };
    },
    stats: () => ({ entries: kept.size, chars, hits, misses }),
  };
}
