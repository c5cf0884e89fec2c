/**
 * Network faults as WireMock names them, for testing the site on slow and broken mobile networks:
 * `reset` (CONNECTION_RESET_BY_PEER after part of the body), `dribble` (chunkedDribbleDelay: the
 * body in small pieces over a duration), `empty` (EMPTY_RESPONSE: the connection closes with no
 * reply) and latency drawn from a distribution (fixed, uniform, log-normal). They come from a
 * scenario rule (`fault`, `dribble`, `delayDistribution`), from the `X-Mock-Fault` header of one
 * request, or from the `mock-fault` cookie the dev panel sets for one browser. The header syntax is
 * in mock-api/README.md ("Faults").
 */
import type { Request, Response } from 'express';

export const FAULT_HEADER = 'x-mock-fault';
export const FAULT_COOKIE = 'mock-fault';

export type FaultKind = 'reset' | 'empty' | 'dribble';
export const FAULT_KINDS: readonly FaultKind[] = ['reset', 'empty', 'dribble'];

export interface Dribble {
  /** The whole body takes this long to arrive. */
  durationMs: number;
  /** In this many pieces (default 10). */
  chunks?: number;
}

export type DelayDistribution =
  | { type: 'fixed'; milliseconds: number }
  | { type: 'uniform'; lower: number; upper: number }
  | { type: 'lognormal'; median: number; sigma: number };

export interface Faults {
  fault?: FaultKind;
  dribble?: Dribble;
  delayDistribution?: DelayDistribution;
}

const DEFAULT_DRIBBLE: Dribble = { durationMs: 10_000, chunks: 10 };
/** A log-normal draw is capped: one unlucky request must not hang a test run. */
const MAX_DELAY_MS = 60_000;

const nonNegative = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** null when valid, else why not (the scenario loader and the header parser share it). */
export function faultsProblem(f: Faults): string | null {
  if (f.fault !== undefined && !FAULT_KINDS.includes(f.fault))
    return `"fault" is one of ${FAULT_KINDS.join(', ')}`;
  if (f.dribble !== undefined) {
    const { durationMs, chunks } = f.dribble;
    if (!nonNegative(durationMs) || durationMs > MAX_DELAY_MS)
      return `"dribble.durationMs" is 0…${MAX_DELAY_MS}`;
    if (chunks !== undefined && (!Number.isInteger(chunks) || chunks < 1 || chunks > 1000))
      return '"dribble.chunks" is 1…1000';
  }
  const d = f.delayDistribution;
  if (d !== undefined) {
    if (d.type === 'fixed' && nonNegative(d.milliseconds)) return null;
    if (d.type === 'uniform' && nonNegative(d.lower) && nonNegative(d.upper) && d.lower <= d.upper)
      return null;
    if (d.type === 'lognormal' && nonNegative(d.median) && nonNegative(d.sigma)) return null;
    return '"delayDistribution" is {type:"fixed",milliseconds} | {type:"uniform",lower,upper} | {type:"lognormal",median,sigma}';
  }
  return null;
}

/** One standard normal draw (Box–Muller). */
function gaussian(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Milliseconds to wait, drawn from the distribution (WireMock's meaning of each parameter). */
export function sampleDelay(d: DelayDistribution | undefined, random: () => number = Math.random): number {
  if (!d) return 0;
  let ms: number;
  if (d.type === 'fixed') ms = d.milliseconds;
  else if (d.type === 'uniform') ms = d.lower + random() * (d.upper - d.lower);
  else ms = d.median * Math.exp(d.sigma * gaussian(random));
  return Math.min(MAX_DELAY_MS, Math.max(0, Math.round(ms)));
}

/**
 * `X-Mock-Fault` / `mock-fault` syntax: comma-separated items, each a name and `;key=value` options:
 * `reset`, `empty`, `dribble;duration=8000;chunks=20`, `latency;type=fixed;ms=500`,
 * `latency;type=uniform;lower=100;upper=900`, `latency;type=lognormal;median=300;sigma=0.5`.
 * Throws with a readable message on anything else.
 */
export function parseFaults(value: string): Faults {
  const out: Faults = {};
  for (const item of value.split(',')) {
    const [rawName, ...parts] = item.split(';').map((s) => s.trim());
    const name = rawName ?? '';
    if (!name) continue;
    const opts: Record<string, number | string> = {};
    for (const part of parts) {
      const eq = part.indexOf('=');
      if (eq === -1) throw new Error(`"${part}" is not key=value`);
      const key = part.slice(0, eq).trim();
      const raw = part.slice(eq + 1).trim();
      opts[key] = key === 'type' ? raw : Number(raw);
    }
    const num = (key: string, fallback?: number): number => {
      const v = opts[key] ?? fallback;
      if (typeof v !== 'number' || Number.isNaN(v)) throw new Error(`${name} needs a number "${key}"`);
      return v;
    };
    if (name === 'reset' || name === 'empty') out.fault = name;
    else if (name === 'dribble') {
      out.fault = 'dribble';
      out.dribble = {
        durationMs: num('duration', DEFAULT_DRIBBLE.durationMs),
        chunks: num('chunks', DEFAULT_DRIBBLE.chunks),
      };
    } else if (name === 'latency') {
      const type = opts.type ?? 'fixed';
      if (type === 'fixed') out.delayDistribution = { type, milliseconds: num('ms') };
      else if (type === 'uniform') out.delayDistribution = { type, lower: num('lower'), upper: num('upper') };
      else if (type === 'lognormal')
        out.delayDistribution = { type, median: num('median'), sigma: num('sigma') };
      else throw new Error(`latency type is fixed, uniform or lognormal, not "${String(type)}"`);
    } else throw new Error(`unknown fault "${name}" (reset, empty, dribble, latency)`);
  }
  const problem = faultsProblem(out);
  if (problem) throw new Error(problem);
  return out;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Closes the connection without a byte of answer (curl: "Empty reply from server"). */
export function sendEmpty(req: Request): void {
  req.socket.end();
}

/**
 * Lets the route answer as usual, then corrupts how the answer travels: `reset` sends the headers
 * and half the body, then a TCP reset; `dribble` sends the body in pieces spread over the duration.
 * Catches the body at `res.end` (every JSON answer of the mock ends there in one piece).
 */
export function corruptDelivery(res: Response, fault: 'reset' | 'dribble', dribble?: Dribble): void {
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: BufferEncoding) => Response;
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    const body = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.alloc(0);
    if (!res.hasHeader('Content-Length')) res.setHeader('Content-Length', body.length);
    if (fault === 'reset') {
      res.write(body.subarray(0, Math.floor(body.length / 2)), () => {
        // A real RST, as a dead mobile link or a killed proxy gives, not a polite FIN.
        res.socket?.resetAndDestroy();
      });
      return res;
    }
    const { durationMs, chunks = DEFAULT_DRIBBLE.chunks! } = dribble ?? DEFAULT_DRIBBLE;
    const pieces = Math.max(1, Math.min(chunks, body.length || 1));
    const size = Math.ceil(body.length / pieces);
    const gap = pieces > 1 ? durationMs / (pieces - 1) : durationMs;
    void (async () => {
      for (let i = 0; i < pieces - 1 && !closed; i++) {
        res.write(body.subarray(i * size, (i + 1) * size));
        await sleep(gap);
      }
      if (!closed) end(body.subarray((pieces - 1) * size));
    })();
    return res;
  }) as Response['end'];
}

export { sleep };
