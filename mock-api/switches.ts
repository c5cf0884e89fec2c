/**
 * What a tester switches while the mock runs: the scenario — globally, per browser (the
 * `mock-scenario` cookie, so testers sharing one mock do not disturb each other) or per request
 * (the `X-Mock-Scenario` header) — an added latency, and network faults for one request (the
 * `X-Mock-Fault` header) or one browser (the `mock-fault` cookie). The middleware applies them before the
 * API's routes; admin paths (/__mock) are never affected.
 */
import type { NextFunction, Request, Response } from 'express';
import { ChangeDates, conditionalGet } from './conditional';
import { sendJson } from './context';
import {
  FAULT_COOKIE,
  FAULT_HEADER,
  type Faults,
  corruptDelivery,
  parseFaults,
  sampleDelay,
  sendEmpty,
} from './faults';
import { type CompiledScenario, ScenarioRegistry } from './scenarios';
import { texts } from './texts';

export const SCENARIO_HEADER = 'x-mock-scenario';
export const SCENARIO_COOKIE = 'mock-scenario';
/** The value (header or cookie) that bypasses every scenario for that request or browser. */
export const NO_SCENARIO = 'none';

const MALFORMED_BODY = '{"count": 3, "results": [{"id": 1, "name_tm": "Habar';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** One cookie's value from the Cookie header ('' when absent). */
export function cookieValue(req: Request, name: string): string {
  const header = req.headers.cookie;
  if (!header) return '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return '';
      }
    }
  }
  return '';
}

/** This request's own faults: the header, else the browser's cookie; throws on a bad header. */
export function requestFaults(req: Request): Faults {
  const header = req.headers[FAULT_HEADER];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (value) return parseFaults(value);
  const cookie = cookieValue(req, FAULT_COOKIE);
  if (!cookie) return {};
  try {
    return parseFaults(cookie);
  } catch {
    // A stale or hand-edited cookie must not break the site: it is ignored, as an unknown scenario is.
    return {};
  }
}

export class Switches {
  active: string | null;
  latencyMs: number;
  jitterMs: number;
  /** When each answer last changed (conditional.ts): the `Last-Modified` of the API's reads. */
  readonly changeDates = new ChangeDates();

  constructor(
    readonly registry: ScenarioRegistry,
    private readonly start: { scenario: string | null; latencyMs: number; jitterMs: number },
  ) {
    this.active = start.scenario;
    this.latencyMs = start.latencyMs;
    this.jitterMs = start.jitterMs;
  }

  /** Throws for an unknown name. */
  setScenario(name: string | null): void {
    if (name !== null && !this.registry.get(name, true)) throw new Error(`unknown scenario "${name}"`);
    this.active = name;
    this.registry.resetCounters();
  }

  setLatency(ms: number, jitterMs: number): void {
    this.latencyMs = ms;
    this.jitterMs = jitterMs;
  }

  /** The start values again (POST /__mock/reset). */
  reset(): void {
    this.active = this.start.scenario;
    this.latencyMs = this.start.latencyMs;
    this.jitterMs = this.start.jitterMs;
    this.registry.resetCounters();
  }

  /**
   * The scenario for this request: the header, else the browser's cookie, else the global one.
   * `none` bypasses; an unknown header name is the caller's mistake (400), an unknown cookie (a
   * scenario file since deleted) falls back to the global scenario rather than breaking the site.
   */
  pick(req: Request): { scenario: CompiledScenario | undefined } | { unknown: string } {
    const header = req.headers[SCENARIO_HEADER];
    const requested = (Array.isArray(header) ? header[0] : header)?.trim();
    if (requested) {
      if (requested === NO_SCENARIO) return { scenario: undefined };
      const scenario = this.registry.get(requested);
      return scenario ? { scenario } : { unknown: requested };
    }
    const cookie = cookieValue(req, SCENARIO_COOKIE);
    if (cookie === NO_SCENARIO) return { scenario: undefined };
    const fromCookie = cookie ? this.registry.get(cookie) : undefined;
    if (fromCookie) return { scenario: fromCookie };
    return { scenario: this.active ? this.registry.get(this.active) : undefined };
  }

  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      void (async () => {
        const picked = this.pick(req);
        if ('unknown' in picked)
          return sendJson(res, 400, {
            detail: `Unknown scenario "${picked.unknown}" in X-Mock-Scenario.`,
            available: this.registry.names(),
          });
        let own: Faults;
        try {
          own = requestFaults(req);
        } catch (error) {
          return sendJson(res, 400, {
            detail: `X-Mock-Fault: ${error instanceof Error ? error.message : String(error)}`,
          });
        }
        const { scenario } = picked;
        const rule = scenario ? this.registry.match(scenario, req.method, req.path, req.query) : null;
        const jitter = this.jitterMs ? Math.floor(Math.random() * (this.jitterMs + 1)) : 0;
        const delay =
          this.latencyMs +
          jitter +
          (rule?.delayMs ?? 0) +
          sampleDelay(rule?.delayDistribution) +
          sampleDelay(own.delayDistribution);
        if (delay > 0) await sleep(delay);
        // The request's own fault wins over the scenario's: a tester aims it at one call.
        const fault = own.fault ?? rule?.fault;
        const dribble = own.fault ? own.dribble : rule?.dribble;
        if (rule && scenario) res.locals.scenario = scenario.name;
        if (fault === 'empty') return sendEmpty(req);
        if (fault === 'reset' || fault === 'dribble') corruptDelivery(res, fault, dribble);
        // After the fault's hook, so the fault corrupts what the validators leave (a 304 too), and
        // before any answer, so a scenario's forced answers get validators as the routes' do.
        conditionalGet(req, res, this.changeDates);
        if (!rule || !scenario) return next();
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
    };
  }
}
