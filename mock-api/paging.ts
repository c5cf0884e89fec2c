/**
 * Django REST Framework PageNumberPagination, as the real API answers:
 * `{count, next, previous, results}`, `page` from 1 (or `last`), `size` sets the page size,
 * next/previous are absolute URLs built from the (forwarded) host that keep the other query
 * parameters (sorted, as DRF's replace_query_param writes them), `previous` of page 2 has no `page`.
 * A page out of range, 0 or not a number answers 404 {"detail": "Invalid page."}.
 */
import type { Request } from 'express';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

export type PageResult<T> =
  { ok: true; count: number; next: string | null; previous: string | null; items: T[] } | { ok: false };

function first(value: unknown): string | undefined {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === 'string' ? value : undefined;
}

export function pageSize(req: Request): number {
  const raw = first(req.query.size);
  // DRF falls back to the default size for a missing or invalid value.
  if (raw === undefined || !/^\s*\d+\s*$/.test(raw)) return DEFAULT_PAGE_SIZE;
  const n = Number(raw);
  if (n <= 0) return DEFAULT_PAGE_SIZE;
  return Math.min(n, MAX_PAGE_SIZE);
}

/** The origin the client used: forwarded host and protocol first (behind the dev proxy), else Host. */
export function requestOrigin(req: Request): string {
  const fwdHost = first(req.headers['x-forwarded-host'])?.split(',')[0]?.trim();
  const host = fwdHost || req.headers.host || '127.0.0.1';
  const proto = first(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim() || 'http';
  return `${proto}://${host}`;
}

function pageUrl(req: Request, page: number | null): string {
  const original = req.originalUrl;
  const q = original.indexOf('?');
  const path = q === -1 ? original : original.slice(0, q);
  const params = new URLSearchParams(q === -1 ? '' : original.slice(q + 1));
  const entries = [...params.entries()].filter(([k]) => k !== 'page');
  if (page !== null) entries.push(['page', String(page)]);
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const search = new URLSearchParams(entries).toString();
  return `${requestOrigin(req)}${path}${search ? `?${search}` : ''}`;
}

/** `count` items in total; `slice(start, end)` gives the page's items. */
export function paginate<T>(
  req: Request,
  count: number,
  slice: (start: number, end: number) => T[],
): PageResult<T> {
  const size = pageSize(req);
  const pages = Math.max(1, Math.ceil(count / size));
  const raw = first(req.query.page);
  let page: number;
  if (raw === undefined || raw === '') page = 1;
  else if (raw === 'last') page = pages;
  else if (/^\d+$/.test(raw)) page = Number(raw);
  else return { ok: false };
  if (page < 1 || page > pages) return { ok: false };
  const start = (page - 1) * size;
  return {
    ok: true,
    count,
    next: page < pages ? pageUrl(req, page + 1) : null,
    previous: page > 1 ? pageUrl(req, page === 2 ? null : page - 1) : null,
    items: slice(start, Math.min(start + size, count)),
  };
}

export const INVALID_PAGE = { detail: 'Invalid page.' } as const;
