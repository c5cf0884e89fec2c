/**
 * The mock API as the tests see it: the site's own API functions pointed at the mock (to read what
 * a page should show, never hard-coding it) and the mock's admin endpoints (`/__mock/…`).
 */
import type { OutboxEntry } from '../../../mock-api/outbox';
import { createApi } from '../../../src/api/calls';
import { mockOrigin } from './env';

/** Absolute URL of a path on the mock, e.g. `mockUrl('/weather/data/2.5/weather?q=ahal')`. */
export function mockUrl(path = '/'): string {
  return new URL(path, mockOrigin()).toString();
}

/** The site's API functions against the mock, with the given scenario for every call. */
export function mockApi(scenario?: string) {
  return createApi({
    baseUrl: `${mockOrigin()}/api/v1`,
    headers: scenario ? { 'X-Mock-Scenario': scenario } : undefined,
  });
}

/** A mail in the mock's outbox, as `GET /__mock/outbox` lists it: the mock's own type. */
export type OutboxMail = OutboxEntry;

async function admin<T>(method: 'GET' | 'POST', path: string): Promise<T> {
  const response = await fetch(mockUrl(path), { method });
  if (!response.ok)
    throw new Error(`${method} ${path} on the mock answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * The admin endpoints the tests use. There is deliberately no way to set the mock's global
 * scenario here: tests share one mock, so each page sends its own scenario (fixtures.ts).
 */
export const mockAdmin = {
  health: () => admin<unknown>('GET', '/__mock/health'),
  /** Initial data, empty outbox, scenario counters back to zero. */
  reset: () => admin<unknown>('POST', '/__mock/reset'),
  /** Mails the mock "sent" to `to`, newest first. */
  outbox: (to: string) => admin<OutboxMail[]>('GET', `/__mock/outbox?to=${encodeURIComponent(to)}`),
};
