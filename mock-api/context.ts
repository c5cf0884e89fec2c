import type { Request, Response } from 'express';
import type { LangText } from '../src/api/types';
import type { Db } from './db-types';
import type { ImageCache } from './media-gen';
import type { Outbox } from './outbox';
import type { PictureSource } from './picture-set';
import type { PostIndex } from './store';

/** What every handler reads: the live database (mock-api/live-db.ts) and the mock's own stores. */
export interface MockContext {
  /** The live state json-server's router serves at /__mock/db (replaced on reset and reload). */
  readonly state: Db;
  /** The post index of the current state (rebuilt after a change). */
  readonly index: PostIndex;
  /** Bumped on every change of the state: caches derived from it are keyed by it. */
  readonly generation: number;
  readonly outbox: Outbox;
  /** Uploaded files of confirmed messages, by message id (kept in memory only). */
  readonly files: Map<number, Buffer>;
  readonly images: ImageCache;
  /** Where `/media/img/…` comes from: the drawn JPEGs, or the set of real pictures (picture-set.ts). */
  readonly pictures: PictureSource;
  readonly otpTtlMs: number;
  readonly maxOtpAttempts: number;
  readonly weatherKey: string | null;
  log(line: string): void;
}

export function sendJson(res: Response, status: number, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body));
  res.status(status);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

export function sendDetail(res: Response, status: number, detail: LangText | string): void {
  sendJson(res, status, { detail });
}

/** A field of a multipart/urlencoded/JSON body as a string ('' when absent or not a string). */
export function field(req: Request, name: string): string {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : '';
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : '';
}

export function nowIso(ms = Date.now()): string {
  return new Date(ms).toISOString();
}
