/**
 * The admin API under /__mock: health, reset, the outbox, scenarios (global or for this browser),
 * latency, the stored messages and subscriptions, the OpenAPI document, and json-server's own
 * router over the live database at /__mock/db/<resource> (GET, POST, PUT, PATCH, DELETE with its
 * filters). Nothing here is affected by scenarios or latency.
 */
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { type MockContext, sendDetail, sendJson } from './context';
import type { LiveDb } from './live-db';
import { FAULT_COOKIE, parseFaults } from './faults';
import { openApiDocument } from './openapi/document';
import { NO_SCENARIO, SCENARIO_COOKIE, type Switches, cookieValue } from './switches';
import { texts } from './texts';

export interface AdminDeps {
  ctx: MockContext;
  live: LiveDb;
  switches: Switches;
  /** Everything POST /__mock/reset restores. */
  reset(): void;
}

function scenarioCookie(name: string | null): string {
  // Session cookie for the whole site (the API and the pages share the origin behind the proxy).
  return name === null
    ? `${SCENARIO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${SCENARIO_COOKIE}=${encodeURIComponent(name)}; Path=/; SameSite=Lax`;
}

export function registerAdminRoutes(app: Express, deps: AdminDeps): void {
  const { ctx, live, switches } = deps;
  const { registry } = switches;
  const adminJson = express.json({ limit: '16kb' });

  app.get('/__mock/health', (_req, res) =>
    sendJson(res, 200, {
      status: 'ok',
      scenario: switches.active,
      posts: live.state.posts.length,
      uptime_s: Math.round(process.uptime()),
    }),
  );
  const doReset = (_req: Request, res: Response) => {
    deps.reset();
    sendJson(res, 200, { status: 'reset', scenario: switches.active });
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

  /** `active`: global; `browser`: this browser's cookie (null: none set); `effective`: what applies. */
  const scenarioInfo = (req: Request, browserOverride?: string | null) => {
    const all = registry.load(true);
    const cookie =
      browserOverride !== undefined ? browserOverride : cookieValue(req, SCENARIO_COOKIE) || null;
    const browser = cookie === NO_SCENARIO || (cookie !== null && all.has(cookie)) ? cookie : null;
    return {
      active: switches.active,
      browser,
      effective: browser === null ? switches.active : browser === NO_SCENARIO ? null : browser,
      available: [...all.keys()],
      scenarios: [...all.values()].map((s) => ({ name: s.name, description: s.description })),
    };
  };
  app.get('/__mock/scenario', (req, res) => sendJson(res, 200, scenarioInfo(req)));
  const putScenario = (req: Request, res: Response) => {
    const body: Record<string, unknown> =
      typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
    const raw: unknown = typeof req.query.name === 'string' ? req.query.name : body.name;
    if (raw !== null && raw !== undefined && typeof raw !== 'string')
      return sendDetail(res, 400, 'Send {"name": "<scenario>"} or {"name": null}.');
    let name: string | null = raw || null;
    const scope = (typeof req.query.scope === 'string' ? req.query.scope : body.scope) ?? 'global';
    if (scope !== 'global' && scope !== 'browser')
      return sendDetail(
        res,
        400,
        'scope is "global" (default) or "browser" (a cookie for this browser only).',
      );
    if (name !== null && name !== NO_SCENARIO && !registry.get(name, true))
      return sendJson(res, 404, { detail: `unknown scenario "${name}"`, available: registry.names() });
    if (scope === 'browser') {
      res.setHeader('Set-Cookie', scenarioCookie(name));
      registry.resetCounters();
      return sendJson(res, 200, scenarioInfo(req, name));
    }
    if (name === NO_SCENARIO) name = null;
    switches.setScenario(name);
    sendJson(res, 200, scenarioInfo(req));
  };
  app.put('/__mock/scenario', adminJson, putScenario);
  app.post('/__mock/scenario', adminJson, putScenario);

  const latencyInfo = () => ({ latency_ms: switches.latencyMs, jitter_ms: switches.jitterMs });
  app.get('/__mock/latency', (_req, res) => sendJson(res, 200, latencyInfo()));
  const putLatency = (req: Request, res: Response) => {
    const body: Record<string, unknown> =
      typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
    const ms = body.latency_ms ?? 0;
    const jitter = body.jitter_ms ?? 0;
    const valid = (n: unknown): n is number =>
      typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 60_000;
    if (!valid(ms) || !valid(jitter))
      return sendDetail(res, 400, 'Send {"latency_ms": 0…60000, "jitter_ms": 0…60000} (whole milliseconds).');
    switches.setLatency(ms, jitter);
    sendJson(res, 200, latencyInfo());
  };
  app.put('/__mock/latency', adminJson, putLatency);
  app.post('/__mock/latency', adminJson, putLatency);

  // Faults for this browser only (the `mock-fault` cookie, in the X-Mock-Fault syntax): a fault
  // for everyone would break the other testers sharing the mock, so there is no global switch.
  app.get('/__mock/fault', (req, res) =>
    sendJson(res, 200, { browser: cookieValue(req, FAULT_COOKIE) || null }),
  );
  const putFault = (req: Request, res: Response) => {
    const body: Record<string, unknown> =
      typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
    const value = body.value ?? null;
    if (value !== null && typeof value !== 'string')
      return sendDetail(res, 400, 'Send {"value": "dribble;duration=8000"} or {"value": null}.');
    if (value) {
      try {
        parseFaults(value);
      } catch (error) {
        return sendDetail(res, 400, error instanceof Error ? error.message : String(error));
      }
    }
    res.setHeader(
      'Set-Cookie',
      value
        ? `${FAULT_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`
        : `${FAULT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
    );
    sendJson(res, 200, { browser: value || null });
  };
  app.put('/__mock/fault', adminJson, putFault);
  app.post('/__mock/fault', adminJson, putFault);

  app.get('/__mock/messages', (_req, res) => sendJson(res, 200, live.state.messages));
  app.get('/__mock/subscriptions', (_req, res) => sendJson(res, 200, live.state.subscriptions));
  app.get('/__mock/messages/:id/file', (req, res) => {
    const id = Number(req.params.id);
    const message = live.state.messages.find((m) => m.id === id);
    const bytes = ctx.files.get(id);
    if (!message?.file || !bytes) return sendDetail(res, 404, texts.notFound);
    res.setHeader('Content-Type', message.file.mime);
    res.end(bytes);
  });

  const document = JSON.stringify(openApiDocument(), null, 2);
  app.get('/__mock/openapi.json', (_req, res) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(document);
  });

  // json-server's router over the live database; a write that would leave a record outside the
  // contract is refused with the reason, so the site's pages keep working.
  app.use(
    '/__mock/db',
    express.json({ limit: '1mb' }),
    (req: Request, res: Response, next: NextFunction) => {
      const problem = live.writeProblem(req.method, req.path, req.body);
      if (problem) return sendJson(res, 400, { detail: `Does not fit the contract: ${problem}` });
      next();
    },
    live.router,
  );
  app.use('/__mock', (_req, res) => sendDetail(res, 404, texts.notFound));
}
