/**
 * The "e-mails" the mock would send: printed on the console and kept for `GET /__mock/outbox`.
 */
import type { Request } from 'express';
import { requestOrigin } from './paging';

export interface OutboxEntry {
  id: number;
  to: string;
  kind: 'otp' | 'activation';
  subject: string;
  text: string;
  code?: string;
  token?: string;
  link?: string;
  created_at: string;
}

export class Outbox {
  private entries: OutboxEntry[] = [];
  private nextId = 1;
  constructor(private readonly print: (text: string) => void) {}

  add(entry: Omit<OutboxEntry, 'id' | 'created_at'>): OutboxEntry {
    const full: OutboxEntry = { id: this.nextId++, ...entry, created_at: new Date().toISOString() };
    this.entries.push(full);
    this.print(`[mock] ✉  to ${full.to} — ${full.subject}\n${full.text.replace(/^/gm, '      ')}`);
    return full;
  }

  /** Newest first; `to` compares case-insensitively. */
  list(to?: string): OutboxEntry[] {
    const wanted = to?.trim().toLowerCase();
    return this.entries.filter((e) => !wanted || e.to.toLowerCase() === wanted).reverse();
  }

  clear(): void {
    this.entries = [];
    this.nextId = 1;
  }
}

/** The site's origin as the visitor's browser saw it: Origin, then Referer, then the (forwarded) host. */
export function siteOrigin(req: Request): string {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = req.headers.referer;
  if (referer) {
    try {
      return new URL(referer).origin;
    } catch {
      // fall through to the host
    }
  }
  return requestOrigin(req);
}
