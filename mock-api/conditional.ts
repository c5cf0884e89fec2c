/**
 * Conditional GETs, as the real backend answers them with Django's `ConditionalGetMiddleware`
 * (docs/decisions/0270): every successful GET or HEAD of /api/v1 and of the weather emulation gets
 * an `ETag`, the MD5 of the JSON it sends (Django's `set_response_etag`), and a `Last-Modified`, the
 * time the mock first sent that body for that address; a request whose `If-None-Match` names that
 * ETag (or, without `If-None-Match`, whose `If-Modified-Since` is not older) is answered
 * `304 Not Modified` with no body. Derived from the bytes, the validator changes exactly when the
 * answer does: a write through /__mock/db, a new stored message, a reset, a reloaded fixture.
 *
 * A gzip-coded answer's ETag is its JSON's, made weak (`W/"…"`), as Django's GZipMiddleware leaves it.
 *
 * It is installed on each answer by the switches (switches.ts), after a network fault's own hook, so
 * an answer a scenario forces gets validators too, and a fault corrupts what this sends (a 304
 * included). The comparison follows RFC 9110 §13.2.2 as Django's `get_conditional_response` does:
 * `If-None-Match` compares weakly (nginx's gzip turns a strong ETag into `W/"…"`), and
 * `If-Modified-Since` is ignored when `If-None-Match` is present. The `fresh` package Express uses
 * differs on purpose for other servers (it checks both headers, and never answers 304 to a request
 * that says `Cache-Control: no-cache`), so it is not used here.
 */
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** The addresses whose answers carry validators: the API's reads and the weather's. */
export function takesValidators(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return req.path.startsWith('/api/v1/') || req.path.startsWith('/weather/data/');
}

/** Django's `set_response_etag`: the quoted MD5 of the body as sent. */
export function etagOf(body: Buffer): string {
  return `"${createHash('md5').update(body).digest('hex')}"`;
}

/** The entity tags of an `If-None-Match` header (`*` as itself), each without its weak prefix. */
function listedTags(header: string): string[] {
  if (header.trim() === '*') return ['*'];
  return [...header.matchAll(/(?:W\/)?("[^"]*")/g)].map((m) => m[1]!);
}

/** Whether the client's copy is current: the answer is then a 304 (RFC 9110 §13.2.2). */
export function notModified(req: Request, etag: string, lastModifiedMs: number): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (typeof noneMatch === 'string' && noneMatch.trim() !== '') {
    const tags = listedTags(noneMatch);
    const own = etag.replace(/^W\//, '');
    return tags.includes('*') || tags.includes(own);
  }
  const since = req.headers['if-modified-since'];
  if (typeof since !== 'string') return false;
  const sinceMs = Date.parse(since);
  // An unreadable date is ignored, as Django ignores it.
  return Number.isFinite(sinceMs) && Math.floor(lastModifiedMs / 1000) * 1000 <= sinceMs;
}

/**
 * The headers a 304 keeps: those Django's `HttpResponseNotModified` copies, and the CORS headers a
 * cross-origin client needs to read it.
 */
const KEPT_ON_304 = new Set([
  'cache-control',
  'content-location',
  'date',
  'etag',
  'expires',
  'last-modified',
  'vary',
  'access-control-allow-origin',
  'access-control-allow-credentials',
]);

/**
 * When each address last changed, as the mock saw it: the first time it sent the body that has
 * this ETag. Bounded; an address dropped from it starts again at the next answer (a later date,
 * never an earlier one).
 */
export class ChangeDates {
  private readonly seen = new Map<string, { etag: string; since: number }>();

  constructor(private readonly limit = 5000) {}

  /**
   * The body's change date in ms. A new body gets a date at least a second after the one it
   * replaces: HTTP dates count whole seconds, and two versions within one second must not share
   * one, or `If-Modified-Since` would call the second unchanged.
   */
  dateOf(address: string, etag: string, now = Date.now()): number {
    const known = this.seen.get(address);
    if (known?.etag === etag) return known.since;
    const second = Math.floor(now / 1000) * 1000;
    const since = known ? Math.max(second, known.since + 1000) : second;
    this.seen.delete(address);
    this.seen.set(address, { etag, since });
    for (const oldest of this.seen.keys()) {
      if (this.seen.size <= this.limit) break;
      this.seen.delete(oldest);
    }
    return since;
  }
}

function bodyBytes(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.alloc(0);
}

/**
 * Adds validators to this answer and answers 304 for a current copy. The answer must be sent with
 * one `res.end(body)` after `setHeader`s (every JSON answer of the mock is), not with `writeHead`.
 */
export function conditionalGet(req: Request, res: Response, dates: ChangeDates): void {
  if (!takesValidators(req)) return;
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: unknown) => Response;
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    if (res.headersSent || res.statusCode < 200 || res.statusCode >= 300) return end(chunk, encoding);
    const body = bodyBytes(chunk, encoding);
    // Django's order (its middleware docs): ConditionalGetMiddleware sets the ETag of the content,
    // then GZipMiddleware compresses it and makes the ETag weak. So a gzip-coded answer (the mock's
    // news pages, routes-api.ts) has the ETag of its JSON, weak: the same entity as the plain one,
    // which the prerender (Node's fetch) and a browser behind nginx may each have been sent.
    const gzipped = res.getHeader('content-encoding') === 'gzip';
    const etag = gzipped ? `W/${etagOf(gunzipSync(body))}` : etagOf(body);
    const lastModified = dates.dateOf(req.originalUrl, etag.replace(/^W\//, ''));
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', new Date(lastModified).toUTCString());
    if (!notModified(req, etag, lastModified)) return end(chunk, encoding);
    res.statusCode = 304;
    for (const name of res.getHeaderNames()) if (!KEPT_ON_304.has(name)) res.removeHeader(name);
    return end();
  }) as Response['end'];
}
