/**
 * The live database: one state that json-server's router serves and edits at /__mock/db/<resource>
 * and that every /api/v1 handler reads. The fixture file is never written (json-server keeps the
 * state in memory). The post index (search terms, sort order, pre-serialised posts) and the page
 * cache are derived from it: every change bumps `generation`, and they are rebuilt or dropped on
 * the next read, so an answer is never stale and a mock that is not edited pays nothing.
 */
import type { Request, Response } from 'express';
import jsonServer, { type JsonServerRouter } from 'json-server';
import type { Db } from './db-types';
import { recordProblem } from './openapi/contract';
import { PostIndex } from './store';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class LiveDb {
  readonly router: JsonServerRouter;
  private initial: Db;
  private gen = 0;
  private indexed: { gen: number; index: PostIndex } | null = null;

  constructor(initial: Db) {
    this.initial = structuredClone(initial);
    // json-server makes one route per object or array; `main_post_slug` is a plain string, which
    // it refuses, so the routes are made without it and the whole state is set afterwards.
    const { main_post_slug: _slug, ...resources } = structuredClone(initial);
    this.router = jsonServer.router(resources);
    this.router.db.setState(structuredClone(initial));
    // json-server renders every answer after its handler changed the state (synchronously): the
    // exact moment to mark the derived indexes out of date.
    this.router.render = (req: Request, res: Response) => {
      if (WRITES.has(req.method) && res.statusCode < 400) this.changed();
      res.jsonp(res.locals.data);
    };
  }

  get state(): Db {
    return this.router.db.getState() as Db;
  }

  /** Bumped on every change; caches keyed by it are never served stale. */
  get generation(): number {
    return this.gen;
  }

  changed(): void {
    this.gen += 1;
  }

  /** The post index of the current state, rebuilt on the first read after a change. */
  get index(): PostIndex {
    if (!this.indexed || this.indexed.gen !== this.gen)
      this.indexed = { gen: this.gen, index: new PostIndex(this.state.posts) };
    return this.indexed.index;
  }

  /** Back to the fixture (or the last good reload of the file). */
  reset(): void {
    this.router.db.setState(structuredClone(this.initial));
    this.changed();
  }

  /**
   * A new fixture (the watched file changed): served at once. Contact messages and subscriptions
   * made while the mock runs are kept, since the file edit is about content, not the visitors' work.
   */
  replace(next: Db): void {
    const { messages, subscriptions } = this.state;
    this.initial = structuredClone(next);
    this.router.db.setState({ ...structuredClone(next), messages, subscriptions });
    this.changed();
  }

  /**
   * Checks a write through /__mock/db before json-server applies it: the record it would leave
   * must fit the contract, so a typo cannot break the site's pages. null: fine.
   */
  writeProblem(method: string, path: string, body: unknown): string | null {
    const [resource, id] = path.split('/').filter(Boolean);
    if (!resource || !WRITES.has(method) || method === 'DELETE') return null;
    const current = (this.state as unknown as Record<string, unknown>)[resource];
    if (current === undefined) return null;
    const patch = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    let record: unknown;
    if (Array.isArray(current)) {
      if (id === undefined) record = { id: 0, ...patch };
      else {
        const existing = (current as { id: unknown }[]).find((r) => String(r.id) === id);
        if (!existing) return null; // json-server answers 404
        record = method === 'PATCH' ? { ...existing, ...patch } : { ...patch, id: existing.id };
      }
    } else {
      record = method === 'PATCH' ? { ...(current as object), ...patch } : patch;
    }
    return recordProblem(resource, record);
  }
}
