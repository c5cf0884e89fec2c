import type { LangText } from './types';

export type ApiErrorKind = 'network' | 'http' | 'parse';

/** Every failed call rejects with this: the site decides what to show from `kind`, `status` and `detail`. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** The body's `detail`: per-language texts for visitor-facing refusals, a plain string otherwise. */
  readonly detail: LangText | string | null;

  constructor(kind: ApiErrorKind, status: number | null, detail: LangText | string | null, message?: string) {
    super(message ?? (typeof detail === 'string' ? detail : `${kind} error${status ? ` ${status}` : ''}`));
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.detail = detail;
  }

  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404;
  }

  /**
   * The backend could not be reached: no answer at all, or a gateway's 502/503/504 without a body
   * of the API's own (the proxy in front of a backend that is down or restarting).
   */
  get isUnreachable(): boolean {
    if (this.kind === 'network') return true;
    return this.kind === 'http' && this.detail === null && [502, 503, 504].includes(this.status ?? 0);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The longest a call may take, answer body included: an answer that stalls or trickles in ends,
 * so the visitor never faces an endless spinner (requirements §8). The time-out is reported as the
 * gateway's 504 without a body, what nginx gives for a backend too slow to answer, so every page
 * and form shows the text §8 gives for "a backend that is down or slow" (the service is unavailable
 * for now). Generous on purpose: a slow but moving 2G answer of a paged list arrives well within it.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * How a read meets the browser's HTTP cache (decision 0270): a kept answer is never used unasked,
 * but when it carries a validator (`ETag`, `Last-Modified`) the browser asks with `If-None-Match` /
 * `If-Modified-Since`, and a `304` from the API gives the kept body back: a refresh of unchanged
 * data costs its headers, not its body. Chromium, Firefox and WebKit alike, through the service
 * worker too (its `fetch(request)` keeps the mode), whatever `Cache-Control` the API sends, or none.
 * An answer without a validator is fetched in full, as before. Node's fetch (the prerender, the
 * contract tests) has no HTTP cache: the mode only adds `Cache-Control: max-age=0`.
 */
export const READ_CACHE: RequestCache = 'no-cache';

/**
 * A read's answer has not changed since the validator the caller named (`RequestOptions.revalidate`):
 * the API answered `304` and the caller keeps what it holds. Not an ApiError: nothing failed.
 */
export class NotModified extends Error {
  constructor() {
    super('Not modified');
    this.name = 'NotModified';
  }
}

/**
 * The ETags of reads whose answers the browser does not keep, by URL: the ones a prerendered page
 * carried in its state (decision 0270). The browser's cache can revalidate only what it fetched;
 * a page's data that came in its HTML is revalidated with these instead, by the app, for as long as
 * the tab holds that data (a changed answer brings its own ETag, kept here in turn).
 */
export type Validators = Map<string, string>;

export interface HttpOptions {
  /** `/api/v1` in the site; an absolute URL in Node (contract tests). */
  baseUrl: string;
  /** Extra headers on every request, e.g. `X-Mock-Scenario` in tests. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  /** Default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Validators of answers the browser does not keep (see `Validators`): read and updated here. */
  validators?: Validators;
}

export type QueryValue = string | number | undefined | null;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  form?: Record<string, string | Blob | null | undefined>;
  signal?: AbortSignal;
  /**
   * A GET whose answer the caller holds: when `validators` has one for its URL, it is sent as
   * `If-None-Match`, and a `304` rejects with `NotModified` (the caller keeps its answer).
   */
  revalidate?: boolean;
}

function isLangText(value: unknown): value is LangText {
  return typeof value === 'object' && value !== null && ('tm' in value || 'ru' in value || 'en' in value);
}

function readDetail(body: unknown): LangText | string | null {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return null;
  const detail = body.detail;
  if (typeof detail === 'string' || isLangText(detail)) return detail;
  return null;
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // Empty filters are left out: the API ignores them anyway and URLs stay readable.
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

export function createHttp(options: HttpOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function request<T>(method: 'GET' | 'POST', path: string, req: RequestOptions = {}): Promise<T> {
    const url = buildUrl(options.baseUrl, path, req.query);
    let body: FormData | undefined;
    if (req.form) {
      body = new FormData();
      for (const [key, value] of Object.entries(req.form)) {
        if (value === undefined || value === null) continue;
        body.append(key, value);
      }
    }
    // One controller for the caller's signal and the time limit; the timer is a plain setTimeout so
    // that fake clocks (unit tests, Playwright's page.clock) can move it.
    const controller = new AbortController();
    const forward = () => controller.abort(req.signal?.reason);
    if (req.signal?.aborted) forward();
    else req.signal?.addEventListener('abort', forward, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const failure = (status: number | null, error: unknown) =>
      timedOut
        ? new ApiError('http', 504, null, 'Timed out')
        : new ApiError('network', status, null, error instanceof Error ? error.message : 'Network error');
    // A held answer known by its ETag only: asked about with it. `no-store`, because a page's own
    // `If-None-Match` under the default modes is left to each engine's cache; this way the 304
    // reaches this code as it is, in every engine.
    const validator = method === 'GET' ? options.validators?.get(url) : undefined;
    const conditional = req.revalidate && validator !== undefined;
    let response: Response;
    let text: string;
    try {
      try {
        response = await doFetch(url, {
          method,
          body,
          signal: controller.signal,
          headers: {
            Accept: 'application/json',
            ...options.headers,
            ...(conditional ? { 'If-None-Match': validator } : {}),
          },
          ...(method === 'GET' ? { cache: conditional ? 'no-store' : READ_CACHE } : {}),
        });
      } catch (error) {
        if (req.signal?.aborted) throw error;
        throw failure(null, error);
      }
      try {
        text = await response.text();
      } catch (error) {
        if (req.signal?.aborted) throw error;
        throw failure(response.status, error);
      }
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', forward);
    }
    if (conditional && response.status === 304) throw new NotModified();
    // A new answer: its own ETag replaces the old one while the browser does not keep the answer
    // (`no-store`); one the browser fetched and keeps needs none of ours.
    if (validator !== undefined && response.ok) {
      const etag = response.headers.get('ETag');
      if (conditional && etag) options.validators!.set(url, etag);
      else options.validators!.delete(url);
    }
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        if (response.ok) throw new ApiError('parse', response.status, null, 'Malformed response body');
      }
    }
    if (!response.ok) throw new ApiError('http', response.status, readDetail(parsed));
    return parsed as T;
  }

  return {
    get: <T>(path: string, req?: RequestOptions) => request<T>('GET', path, req),
    post: <T>(path: string, req?: RequestOptions) => request<T>('POST', path, req),
  };
}

export type Http = ReturnType<typeof createHttp>;
