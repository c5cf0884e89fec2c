/**
 * The offline mock of the state service's /api/v1, built on json-server 0.17 (Express): its app
 * factory, and its router for the read-only `/__mock/db/*` view of stored messages and subscriptions. The API itself is served by our own handlers, because the
 * spec's paths, DRF paging and multipart flows do not fit json-server's REST router.
 *
 * `createMockServer()` is used by `npm run mock` (mock-api/cli.ts), by the e2e harness and by the
 * contract tests. See the README's "The mock API" section.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';
import jsonServer from 'json-server';
import { type MockContext, sendDetail, sendJson } from './context';
import type { Db } from './db-types';
import { ImageCache } from './media-gen';
import { Outbox } from './outbox';
import { registerApiRoutes } from './routes-api';
import { bodyErrorHandler, registerFormRoutes } from './routes-forms';
import { registerFeedRoutes } from './routes-feed';
import { registerMediaRoutes } from './routes-media';
import { type CompiledScenario, ScenarioRegistry } from './scenarios';
import { PostIndex, loadDb } from './store';
import { texts } from './texts';

export interface MockServerOptions {
  /** 0 = a free port. Default 3001. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** The database object or a path to a JSON file. Default fixtures/db.json. */
  db?: Db | string;
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
export const SCENARIO_HEADER = 'x-mock-scenario';

const MALFORMED_BODY = '{"count": 3, "results": [{"id": 1, "name_tm": "Habar';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const quiet = options.quiet ?? false;
  const print = (line: string) => {
    if (!quiet) console.log(line);
  };
  const initial: Db = structuredClone(loadDb(options.db ?? DEFAULT_DB_PATH));
  const registry = new ScenarioRegistry(options.scenariosDir ?? DEFAULT_SCENARIOS_DIR, (m) =>
    console.warn(m),
  );
  const startScenario = options.scenario || null;
  if (startScenario && !registry.get(startScenario, true))
    throw new Error(`unknown scenario "${startScenario}"; available: ${registry.names(true).join(', ')}`);
  let active: string | null = startScenario;
  const latencyMs = Math.max(0, options.latencyMs ?? 0);
  const jitterMs = Math.max(0, options.jitterMs ?? 0);

  const ctx: MockContext = {
    state: structuredClone(initial),
    index: new PostIndex(initial.posts),
    outbox: new Outbox(print),
    files: new Map(),
    images: new ImageCache(options.mediaCacheDir === undefined ? DEFAULT_MEDIA_CACHE : options.mediaCacheDir),
    otpTtlMs: options.otpTtlMs ?? 10 * 60_000,
    maxOtpAttempts: options.maxOtpAttempts ?? 5,
    weatherKey: options.weatherKey ?? null,
    log: print,
  };

  const dbRouter = jsonServer.router({
    messages: ctx.state.messages,
    subscriptions: ctx.state.subscriptions,
  });

  function reset(): void {
    ctx.state = structuredClone(initial);
    ctx.outbox.clear();
    ctx.files.clear();
    registry.resetCounters();
    active = startScenario;
    dbRouter.db.setState({ messages: ctx.state.messages, subscriptions: ctx.state.subscriptions });
  }

  function setScenario(name: string | null): void {
    if (name !== null && !registry.get(name, true)) throw new Error(`unknown scenario "${name}"`);
    active = name;
    registry.resetCounters();
  }

  const app = jsonServer.create();
  // Before any middleware: the router is created with these settings on first use.
  app.set('strict routing', true);
  app.set('case sensitive routing', true);
  app.set('etag', false);
  app.set('x-powered-by', false);
  app.set('query parser', 'simple');

  // One readable line per request.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (quiet) return next();
    const started = performance.now();
    const url = req.originalUrl;
    res.on('close', () => {
      const ms = (performance.now() - started).toFixed(1);
      const length = res.getHeader('content-length');
      const size =
        typeof length === 'number' ? ` ${length}B` : typeof length === 'string' ? ` ${length}B` : '';
      const scenario = res.locals.scenario ? ` [scenario ${String(res.locals.scenario)}]` : '';
      const status = res.writableFinished ? String(res.statusCode) : 'dropped';
      print(
        `${new Date().toISOString().slice(11, 19)} ${req.method} ${url} → ${status} ${ms} ms${size}${scenario}`,
      );
    });
    next();
  });

  // CORS (origin reflected, credentials allowed, any requested header such as X-Mock-Scenario) and
  // no-cache, as json-server's defaults do; written out because its defaults also stat a static
  // folder on every request, which costs more than the whole paged answer.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Vary', 'Origin');
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Methods', 'GET,HEAD,PUT,PATCH,POST,DELETE');
      const asked = req.headers['access-control-request-headers'];
      if (asked) res.setHeader('Access-Control-Allow-Headers', asked);
      res.setHeader('Access-Control-Max-Age', '600');
      res.statusCode = 204;
      res.setHeader('Content-Length', '0');
      res.end();
      return;
    }
    next();
  });

  // ---------- Admin ----------
  const adminJson = express.json({ limit: '16kb' });
  app.get('/__mock/health', (_req, res) =>
    sendJson(res, 200, {
      status: 'ok',
      scenario: active,
      posts: initial.posts.length,
      uptime_s: Math.round(process.uptime()),
    }),
  );
  const doReset = (_req: Request, res: Response) => {
    reset();
    sendJson(res, 200, { status: 'reset', scenario: active });
  };
  app.post('/__mock/reset', doReset);
  app.get('/__mock/reset', doReset);
  app.get('/__mock/outbox', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    sendJson(res, 200, ctx.outbox.list(to));
  });
  app.delete('/__mock/outbox', (_req, res) => {
    ctx.outbox.clear();
    sendJson(res, 200, []);
  });
  const scenarioInfo = () => {
    const all = registry.load(true);
    return {
      active,
      available: [...all.keys()],
      scenarios: [...all.values()].map((s) => ({ name: s.name, description: s.description })),
    };
  };
  app.get('/__mock/scenario', (_req, res) => sendJson(res, 200, scenarioInfo()));
  const putScenario = (req: Request, res: Response) => {
    const body: unknown = req.body;
    let name: unknown = typeof req.query.name === 'string' ? req.query.name : undefined;
    if (name === undefined && typeof body === 'object' && body !== null && 'name' in body) name = body.name;
    if (name === '' || name === undefined) name = null;
    if (name !== null && typeof name !== 'string')
      return sendDetail(res, 400, 'Send {"name": "<scenario>"} or {"name": null}.');
    try {
      setScenario(name);
    } catch (error) {
      return sendJson(res, 404, {
        detail: error instanceof Error ? error.message : String(error),
        available: registry.names(),
      });
    }
    sendJson(res, 200, scenarioInfo());
  };
  app.put('/__mock/scenario', adminJson, putScenario);
  app.post('/__mock/scenario', adminJson, putScenario);
  app.get('/__mock/messages', (_req, res) => sendJson(res, 200, ctx.state.messages));
  app.get('/__mock/subscriptions', (_req, res) => sendJson(res, 200, ctx.state.subscriptions));
  app.get('/__mock/messages/:id/file', (req, res) => {
    const id = Number(req.params.id);
    const message = ctx.state.messages.find((m) => m.id === id);
    const bytes = ctx.files.get(id);
    if (!message?.file || !bytes) return sendDetail(res, 404, texts.notFound);
    res.setHeader('Content-Type', message.file.mime);
    res.end(bytes);
  });
  // json-server's own router, read-only: /__mock/db/messages?email=…, /__mock/db/subscriptions?status=active.
  app.use(
    '/__mock/db',
    (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendDetail(res, 405, texts.methodNotAllowed);
      next();
    },
    dbRouter,
  );
  app.use('/__mock', (_req, res) => sendDetail(res, 404, texts.notFound));

  // ---------- Scenarios and latency ----------
  app.use((req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      let scenario: CompiledScenario | undefined;
      const header = req.headers[SCENARIO_HEADER];
      const requested = (Array.isArray(header) ? header[0] : header)?.trim();
      if (requested && requested !== 'none') {
        scenario = registry.get(requested);
        if (!scenario)
          return sendJson(res, 400, {
            detail: `Unknown scenario "${requested}" in X-Mock-Scenario.`,
            available: registry.names(),
          });
      } else if (!requested && active) {
        scenario = registry.get(active);
      }
      const rule = scenario ? registry.match(scenario, req.method, req.path, req.query) : null;
      const delay =
        latencyMs + (jitterMs ? Math.floor(Math.random() * (jitterMs + 1)) : 0) + (rule?.delayMs ?? 0);
      if (delay > 0) await sleep(delay);
      if (!rule) return next();
      res.locals.scenario = scenario!.name;
      for (const [k, v] of Object.entries(rule.headers ?? {})) res.setHeader(k, v);
      if (rule.drop) {
        req.socket.destroy();
        return;
      }
      if (rule.malformed) {
        res.status(rule.status ?? 200);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(MALFORMED_BODY);
        return;
      }
      if (rule.status === undefined && rule.body === undefined) return next();
      const status = rule.status ?? 200;
      const body = rule.body !== undefined ? rule.body : status >= 400 ? { detail: texts.serverError } : {};
      sendJson(res, status, body);
    })().catch(next);
  });

  // ---------- API, forms, media, weather, news feed ----------
  const getRoutes = registerApiRoutes(app, ctx);
  const postRoutes = registerFormRoutes(
    app,
    ctx,
    express.urlencoded({ extended: false, limit: '256kb' }),
    express.json({ limit: '256kb' }),
  );
  registerMediaRoutes(app, ctx, VIDEO_DIR);
  registerFeedRoutes(app, ctx);

  // A listed path asked with another method: 405; anything else: 404 with a detail.
  const toRe = (p: string) => new RegExp(`^${p.replace(/:[a-z]+/g, '[^/]+')}$`);
  const getRes = getRoutes.map(toRe);
  const postRes = postRoutes.map(toRe);
  app.use((req: Request, res: Response) => {
    const known =
      (req.method !== 'GET' && getRes.some((re) => re.test(req.path))) ||
      (req.method !== 'POST' && postRes.some((re) => re.test(req.path)));
    if (known) return sendDetail(res, 405, texts.methodNotAllowed);
    sendDetail(res, 404, texts.notFound);
  });

  app.use(bodyErrorHandler);
  // Express recognises error handlers by their four parameters.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error('[mock] unexpected error:', error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendDetail(res, 500, texts.serverError);
  });

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
    setScenario,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
