/**
 * The mock's admin API as the panel uses it, through the dev server's proxy (`/__mock` on the site's
 * own origin, so the scenario cookie the mock sets belongs to this site and rides on every /api call).
 */
export interface ScenarioInfo {
  /** The global scenario (every browser without its own). */
  active: string | null;
  /** This browser's own (the `mock-scenario` cookie); 'none' = no scenario here whatever the global one. */
  browser: string | null;
  effective: string | null;
  scenarios: { name: string; description: string }[];
}

export interface OutboxMail {
  id: number;
  to: string;
  kind: 'otp' | 'activation';
  subject: string;
  code?: string;
  link?: string;
  created_at: string;
}

export interface Latency {
  latency_ms: number;
  jitter_ms: number;
}

/** This browser's faults (the `mock-fault` cookie, X-Mock-Fault syntax; null: none). */
export interface FaultInfo {
  browser: string | null;
}

/** The faults testers reach for most (mock-api/faults.ts; mock-api/README.md "Faults"). */
export const FAULT_PRESETS: { value: string; label: string }[] = [
  { value: 'reset', label: 'reset: connection reset halfway through the body' },
  { value: 'empty', label: 'empty: the connection closes with no answer' },
  { value: 'dribble;duration=10000;chunks=20', label: 'dribble: the body over 10 s' },
  {
    value: 'dribble;duration=45000;chunks=30',
    label: 'dribble: the body over 45 s (past the site’s time limit)',
  },
  { value: 'latency;type=fixed;ms=2000', label: 'latency: fixed 2 s' },
  { value: 'latency;type=uniform;lower=200;upper=3000', label: 'latency: uniform 0.2–3 s' },
  { value: 'latency;type=lognormal;median=800;sigma=0.6', label: 'latency: log-normal, median 0.8 s' },
];

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/__mock${path}`, {
    ...init,
    credentials: 'same-origin',
    headers: init?.body ? { 'Content-Type': 'application/json' } : undefined,
  });
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} /__mock${path}: ${res.status}`);
  return (await res.json()) as T;
}

const put = (body: unknown): RequestInit => ({ method: 'PUT', body: JSON.stringify(body) });

export const mockAdmin = {
  scenario: () => call<ScenarioInfo>('/scenario'),
  setScenario: (name: string | null, scope: 'browser' | 'global') =>
    call<ScenarioInfo>('/scenario', put({ name, scope })),
  latency: () => call<Latency>('/latency'),
  setLatency: (latency_ms: number) => call<Latency>('/latency', put({ latency_ms, jitter_ms: 0 })),
  fault: () => call<FaultInfo>('/fault'),
  setFault: (value: string | null) => call<FaultInfo>('/fault', put({ value })),
  outbox: () => call<OutboxMail[]>('/outbox'),
  reset: () => call<{ status: string }>('/reset', { method: 'POST' }),
};
