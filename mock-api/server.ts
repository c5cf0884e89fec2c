/**
 * The offline mock of the state service's /api/v1, built on json-server 0.17 (Express): its app
 * factory, its router over the live database (/__mock/db), and our own handlers for the API, since
 * the paths of requirements §7, DRF paging and multipart flows do not fit json-server's REST router. This file
 * only composes the parts, in the order a request meets them:
 * log → CORS → admin (/__mock, live-db) → scenarios and latency (switches) → API, forms, media,
 * weather, feed → 404/405 (fallback).
 *
 * `createMockServer()` is used by `npm run mock` (mock-api/cli.ts), by the e2e harness and by the
 * contract tests. See mock-api/README.md.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import express from 'express';
import jsonServer from 'json-server';
import type { MockContext } from './context';
import type { Db } from './db-types';
import { registerFallback } from './fallback';
import { cors, requestLog } from './http-basics';
import { LiveDb } from './live-db';
import { ImageCache } from './media-gen';
import { dbProblem } from './openapi/contract';
import { Outbox } from './outbox';
import { registerAdminRoutes } from './routes-admin';
import { registerApiRoutes } from './routes-api';
import { registerFeedRoutes } from './routes-feed';
import { registerFormRoutes } from './routes-forms';
import { registerMediaRoutes } from './routes-media';
import type { PictureSource } from './picture-set';
import { ScenarioRegistry } from './scenarios';
import { Switches } from './switches';
import { type FixtureWatcher, fixtureStamp, readFixture, watchFixture } from './watch';

export { SCENARIO_COOKIE, SCENARIO_HEADER } from './switches';

export interface MockServerOptions {
  /** 0 = a free port. Default 3001. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** The database object or a path to a JSON file. Default fixtures/db.json. */
  db?: Db | string;
  /** Reload the database file when it changes (only when `db` is a path). Default true. */
  watch?: boolean;
  /** Scenario active from the start (and again after a reset). */
  scenario?: string;
  /** Added to every answer outside /__mock, plus a random 0..jitterMs. Default 0. */
  latencyMs?: number;
  jitterMs?: number;
  /** No request log and no outbox printing. */
  quiet?: boolean;
  /** Default fixtures/scenarios. */
  scenariosDir?: string;
  /** How long an e-mailed contact code stays valid. Default 10 minutes. */
  otpTtlMs?: number;
  /** Wrong codes allowed per message. Default 5. */
  maxOtpAttempts?: number;
  /** Only this weather `appid` is accepted; default: any non-empty key. */
  weatherKey?: string | null;
  /** Disk cache of generated images; null keeps them in memory only. Default .mock-data/media. */
  mediaCacheDir?: string | null;
  /** `set`: `/media/img/…` answers the set of real pictures (fixtures/pictures); default the drawn ones. */
  pictures?: PictureSource;
  /** Where warnings go (a bad fixture file, a bad scenario file). Default console.warn. */
  warn?: (message: string) => void;
}

export interface MockServer {
  url: string;
  port: number;
  close(): Promise<void>;
  /** The same as POST /__mock/reset. */
  reset(): void;
  /** The same as PUT /__mock/scenario; throws for an unknown name. */
  setScenario(name: string | null): void;
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
export const DEFAULT_DB_PATH = here('../fixtures/db.json');
export const DEFAULT_SCENARIOS_DIR = here('../fixtures/scenarios');
export const VIDEO_DIR = here('./media/video');
export const DEFAULT_MEDIA_CACHE = here('../.mock-data/media');

function initialDb(source: Db | string): Db {
  if (typeof source === 'string') return readFixture(source);
  const problem = dbProblem(source);
  if (problem) throw new Error(`the database does not fit the contract: ${problem}`);
  return source;
}

export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const quiet = options.quiet ?? false;
  const print = (line: string) => {
    if (!quiet) console.log(line);
  };
  const warn = options.warn ?? ((m: string) => console.warn(m));
  const source = options.db ?? DEFAULT_DB_PATH;
  // Taken before the file is read: an edit made while the mock starts is still seen as a change.
  const stamp = typeof source === 'string' ? fixtureStamp(source) : '';
  const live = new LiveDb(initialDb(source));
  const registry = new ScenarioRegistry(options.scenariosDir ?? DEFAULT_SCENARIOS_DIR, warn);
  const startScenario = options.scenario || null;
  if (startScenario && !registry.get(startScenario, true))
    throw new Error(`unknown scenario "${startScenario}"; available: ${registry.names(true).join(', ')}`);
  const switches = new Switches(registry, {
    scenario: startScenario,
    latencyMs: Math.max(0, options.latencyMs ?? 0),
    jitterMs: Math.max(0, options.jitterMs ?? 0),
  });

  const ctx: MockContext = {
    get state() {
      return live.state;
    },
    get index() {
      return live.index;
    },
    get generation() {
      return live.generation;
    },
    outbox: new Outbox(print),
    files: new Map(),
    images: new ImageCache(options.mediaCacheDir === undefined ? DEFAULT_MEDIA_CACHE : options.mediaCacheDir),
    otpTtlMs: options.otpTtlMs ?? 10 * 60_000,
    maxOtpAttempts: options.maxOtpAttempts ?? 5,
    weatherKey: options.weatherKey ?? null,
    pictures: options.pictures ?? 'drawn',
    log: print,
  };

  function reset(): void {
    live.reset();
    ctx.outbox.clear();
    ctx.files.clear();
    switches.reset();
  }

  const app = jsonServer.create();
  // Before any middleware: the router is created with these settings on first use.
  app.set('strict routing', true);
  app.set('case sensitive routing', true);
  app.set('etag', false);
  app.set('x-powered-by', false);
  app.set('query parser', 'simple');

  if (!quiet) app.use(requestLog(print));
  app.use(cors);
  registerAdminRoutes(app, { ctx, live, switches, reset });
  app.use(switches.middleware());
  const getPaths = registerApiRoutes(app, ctx);
  const postPaths = registerFormRoutes(
    app,
    ctx,
    express.urlencoded({ extended: false, limit: '256kb' }),
    express.json({ limit: '256kb' }),
  );
  registerMediaRoutes(app, ctx, VIDEO_DIR);
  registerFeedRoutes(app, ctx);
  registerFallback(app, getPaths, postPaths);

  const watcher: FixtureWatcher | null =
    typeof source === 'string' && options.watch !== false
      ? watchFixture(source, stamp, (db) => live.replace(db), print, warn)
      : null;

  const host = options.host ?? '127.0.0.1';
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port ?? 3001, host);
    s.once('listening', () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url,
    port,
    reset,
    setScenario: (name) => switches.setScenario(name),
    close: () =>
      new Promise<void>((resolve, reject) => {
        watcher?.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
