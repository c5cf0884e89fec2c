import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApi } from '../../src/api/calls';
import { ApiError } from '../../src/api/http';
import type { LangText } from '../../src/api/types';
import type { Db } from '../../mock-api/db-types';
import { type MockServer, type MockServerOptions, createMockServer } from '../../mock-api/server';
import { loadDb } from '../../mock-api/store';
import { DEFAULT_DB_PATH } from '../../mock-api/server';
import { LANGS } from '../../src/api/langs';

export const fixtureDb: Db = loadDb(DEFAULT_DB_PATH);

export interface Harness {
  mock: MockServer;
  api: ReturnType<typeof createApi>;
  /** The site's API functions with extra headers (e.g. X-Mock-Scenario). */
  apiWith(headers: Record<string, string>): ReturnType<typeof createApi>;
  /** Raw request to the mock (for the admin API and malformed requests). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/** One mock per test file, reset before each test. */
export function startMock(options: MockServerOptions = {}): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    h.mock = await createMockServer({ port: 0, quiet: true, mediaCacheDir: null, ...options });
    h.api = createApi({ baseUrl: `${h.mock.url}/api/v1` });
    h.apiWith = (headers) => createApi({ baseUrl: `${h.mock.url}/api/v1`, headers });
    h.fetch = (path, init) => fetch(`${h.mock.url}${path}`, init);
  });
  beforeEach(async () => {
    const res = await h.fetch('/__mock/reset', { method: 'POST' });
    if (!res.ok) throw new Error(`reset failed: ${res.status}`);
  });
  afterAll(async () => {
    await h.mock?.close();
  });
  return h;
}

/** The ApiError a call rejects with (fails the test if it resolves). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail, it succeeded');
}

export function expectLangText(value: unknown): void {
  if (typeof value !== 'object' || value === null)
    throw new Error(`not a {tm,ru,en} object: ${JSON.stringify(value)}`);
  const v = value as Record<string, unknown>;
  for (const lang of LANGS) {
    if (typeof v[lang] !== 'string' || !v[lang].trim())
      throw new Error(`detail.${lang} missing in ${JSON.stringify(value)}`);
  }
}

/** The refusal `promise` ends in: its status, and a `detail` in the three languages (requirements §8). */
export async function refusal(promise: Promise<unknown>, status = 400): Promise<LangText> {
  const error = await failure(promise);
  expect(error.status).toBe(status);
  expectLangText(error.detail);
  return error.detail as LangText;
}

export const LOCALIZED = (field: string) => [`${field}_tm`, `${field}_ru`, `${field}_en`];

/** A tiny valid PNG (1x1). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
