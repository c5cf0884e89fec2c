/**
 * `npm run mock`: the mock API on 127.0.0.1. Environment (mock-api/README.md, "Running it alone"):
 * MOCK_PORT (3001), MOCK_HOST (127.0.0.1), MOCK_DB (fixtures/db.json), MOCK_SCENARIO,
 * MOCK_LATENCY_MS (0), MOCK_JITTER_MS (0), MOCK_QUIET, MOCK_OTP_TTL_MS, MOCK_WEATHER_KEY,
 * MOCK_PICTURES (drawn; `set`: the real pictures of fixtures/pictures).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_DB_PATH, createMockServer } from './server';
import { PICTURE_SOURCES, type PictureSource } from './picture-set';

function numberEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

function picturesEnv(): PictureSource {
  const raw = process.env.MOCK_PICTURES || 'drawn';
  if (!(PICTURE_SOURCES as readonly string[]).includes(raw))
    throw new Error(`MOCK_PICTURES must be ${PICTURE_SOURCES.join(' or ')}, got "${raw}"`);
  return raw as PictureSource;
}

async function main(): Promise<void> {
  const db = process.env.MOCK_DB ? resolve(process.env.MOCK_DB) : DEFAULT_DB_PATH;
  if (!existsSync(db)) throw new Error(`database ${db} not found; run "npm run fixtures" first`);
  const mock = await createMockServer({
    port: numberEnv('MOCK_PORT', 3001),
    host: process.env.MOCK_HOST || '127.0.0.1',
    db,
    scenario: process.env.MOCK_SCENARIO || undefined,
    latencyMs: numberEnv('MOCK_LATENCY_MS', 0),
    jitterMs: numberEnv('MOCK_JITTER_MS', 0),
    quiet: ['1', 'true', 'yes'].includes((process.env.MOCK_QUIET ?? '').toLowerCase()),
    otpTtlMs: numberEnv('MOCK_OTP_TTL_MS', 10 * 60_000),
    weatherKey: process.env.MOCK_WEATHER_KEY || null,
    pictures: picturesEnv(),
  });
  console.log(
    `[mock] API on ${mock.url}/api/v1 (db ${db}${process.env.MOCK_SCENARIO ? `, scenario ${process.env.MOCK_SCENARIO}` : ''})`,
  );
  console.log(
    `[mock] admin: ${mock.url}/__mock/health, /__mock/outbox, /__mock/scenario, POST /__mock/reset`,
  );
  const stop = () => {
    void mock.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[mock] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
