/**
 * WireMock-style faults (mock-api/faults.ts), seen from a plain HTTP client: what reaches the
 * socket for `reset`, `empty` and `dribble`, latency by distribution, and the three ways to ask for
 * them (a scenario rule, the X-Mock-Fault header, the dev panel's mock-fault cookie).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFaults, sampleDelay } from '../../mock-api/faults';
import { compileScenario } from '../../mock-api/scenarios';
import { startMock } from './support';

const dir = mkdtempSync(join(tmpdir(), 'mock-faults-'));
writeFileSync(
  join(dir, 'faulty.json'),
  JSON.stringify({
    name: 'faulty',
    rules: [
      { path: '/api/v1/notices/list/', fault: 'reset' },
      { path: '/api/v1/posts/categories/', fault: 'empty' },
      { path: '/api/v1/main/weblinks/', fault: 'dribble', dribble: { durationMs: 600, chunks: 4 } },
      { path: '/api/v1/main/departments/', delayDistribution: { type: 'uniform', lower: 300, upper: 350 } },
    ],
  }),
);
const h = startMock({ scenariosDir: dir });

interface Outcome {
  status: number | null;
  /** Each piece of the body as it arrived, with its time since the request was sent. */
  pieces: { at: number; bytes: number }[];
  body: string;
  error: string | null;
  headersAt: number | null;
  endedAt: number;
}

function hit(path: string, headers: Record<string, string> = {}): Promise<Outcome> {
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const out: Outcome = { status: null, pieces: [], body: '', error: null, headersAt: null, endedAt: 0 };
    const done = (error: string | null) => {
      out.error ??= error;
      out.endedAt = since();
      resolve(out);
    };
    const req = request(`${h.mock.url}${path}`, { headers }, (res) => {
      out.status = res.statusCode ?? null;
      out.headersAt = since();
      res.on('data', (chunk: Buffer) => {
        out.pieces.push({ at: since(), bytes: chunk.length });
        out.body += chunk.toString();
      });
      res.on('end', () => done(null));
      res.on('error', (e: NodeJS.ErrnoException) => done(e.code ?? e.message));
      res.on('aborted', () => done('aborted'));
    });
    req.on('error', (e: NodeJS.ErrnoException) => done(e.code ?? e.message));
    req.end();
  });
}

describe.each([
  ['a scenario rule', 'faulty', ''],
  ['the X-Mock-Fault header', '', 'header'],
  ['the mock-fault cookie', '', 'cookie'],
] as const)('faults from %s', (_label, scenario, via) => {
  const ask = (path: string, fault: string) => {
    const headers: Record<string, string> = {};
    if (scenario) headers['X-Mock-Scenario'] = scenario;
    else if (via === 'header') headers['X-Mock-Fault'] = fault;
    else headers.Cookie = `mock-fault=${encodeURIComponent(fault)}`;
    return hit(path, headers);
  };

  it('reset: the status line and part of the body, then a connection reset', async () => {
    const out = await ask('/api/v1/notices/list/', 'reset');
    expect(out.status).toBe(200);
    expect(out.body.length).toBeGreaterThan(0);
    expect(out.error).toMatch(/ECONNRESET|aborted/);
    expect(() => JSON.parse(out.body) as unknown).toThrow();
  });

  it('empty: the connection closes without a byte of answer', async () => {
    const out = await ask('/api/v1/posts/categories/', 'empty');
    expect(out.status).toBeNull();
    expect(out.error).toMatch(/ECONNRESET|socket hang up/);
  });

  it('dribble: the whole body, in pieces spread over the duration', async () => {
    const out = await ask('/api/v1/main/weblinks/', 'dribble;duration=600;chunks=4');
    expect(out.error).toBeNull();
    expect(out.status).toBe(200);
    expect(Array.isArray(JSON.parse(out.body))).toBe(true);
    expect(out.pieces.length).toBeGreaterThanOrEqual(4);
    expect(out.endedAt - out.headersAt!).toBeGreaterThanOrEqual(550);
  });

  it('latency: the answer waits for the drawn delay, then arrives whole', async () => {
    const out = await ask('/api/v1/main/departments/', 'latency;type=uniform;lower=300;upper=350');
    expect(out.error).toBeNull();
    expect(out.headersAt).toBeGreaterThanOrEqual(290);
    expect(Array.isArray(JSON.parse(out.body))).toBe(true);
  });
});

describe('fault settings', () => {
  it('the header is refused with a readable 400 when it does not parse', async () => {
    const out = await hit('/api/v1/main/weblinks/', { 'X-Mock-Fault': 'explode' });
    expect(out.status).toBe(400);
    expect(out.body).toContain('unknown fault');
  });

  it('the dev panel endpoint sets and clears the cookie, refusing a bad value', async () => {
    let res = await h.fetch('/__mock/fault', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: 'dribble;duration=5000' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('mock-fault=dribble%3Bduration%3D5000');
    res = await h.fetch('/__mock/fault', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: 'latency;type=lognormal' }),
    });
    expect(res.status).toBe(400);
    res = await h.fetch('/__mock/fault', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: null }),
    });
    expect(res.headers.get('set-cookie')).toContain('Max-Age=0');
  });

  it('a scenario file with a bad fault is refused with the reason', () => {
    expect(() => compileScenario({ rules: [{ path: '/x', fault: 'melt' }] }, 'x')).toThrow(/"fault"/);
    expect(() =>
      compileScenario({ rules: [{ path: '/x', delayDistribution: { type: 'uniform', lower: 5 } }] }, 'x'),
    ).toThrow(/delayDistribution/);
  });

  it('distributions draw as WireMock defines them', () => {
    expect(sampleDelay({ type: 'fixed', milliseconds: 120 })).toBe(120);
    expect(sampleDelay({ type: 'uniform', lower: 100, upper: 200 }, () => 0.5)).toBe(150);
    // random() = 1 - e^{-1/2}… gives u with -2 ln u = 1 and v = 0: one sigma above the median.
    const u = Math.exp(-0.5);
    const draws = [1 - u, 0];
    expect(sampleDelay({ type: 'lognormal', median: 100, sigma: 0.5 }, () => draws.shift()!)).toBe(
      Math.round(100 * Math.exp(0.5)),
    );
    expect(parseFaults('latency;type=lognormal;median=300;sigma=0.4, reset')).toEqual({
      fault: 'reset',
      delayDistribution: { type: 'lognormal', median: 300, sigma: 0.4 },
    });
  });
});
