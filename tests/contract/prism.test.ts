/**
 * The published document as Prism reads it: Prism's validating proxy (`prism proxy --errors`,
 * @stoplight/prism-cli) in front of the mock while the contract checks (remote/checks.ts) drive it.
 * Any violation Prism reports — of a request the site sends or of an answer the mock gives — fails.
 * A scenario that answers a deliberately wrong body must be caught, which proves Prism's body
 * validation is on (with an OAS dialect URI as `jsonSchemaDialect`, Prism checks nothing at all).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../mock-api/openapi/write';
import { DEFAULT_SCENARIOS_DIR, type MockServer, createMockServer } from '../../mock-api/server';
import { makeOfflineCaptchaToken } from '../../src/api/captcha';
import { runChecks } from './remote/checks';

const WRONG = 'contract-wrong-body';
const dir = mkdtempSync(join(tmpdir(), 'contract-prism-'));
for (const file of readdirSync(DEFAULT_SCENARIOS_DIR).filter((f) => f.endsWith('.json')))
  copyFileSync(join(DEFAULT_SCENARIOS_DIR, file), join(dir, file));
writeFileSync(
  join(dir, `${WRONG}.json`),
  JSON.stringify({
    name: WRONG,
    description: 'Answers that do not fit the document: a paged list of the wrong types, a plain-string 500.',
    rules: [
      { method: 'GET', path: '/api/v1/posts/all-posts/', status: 200, body: { count: 'x', results: {} } },
      { method: 'GET', path: '/api/v1/main/banners/', status: 500, body: { detail: 'plain string' } },
    ],
  }),
);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

let mock: MockServer;
let prism: ChildProcess;
let api: string;
let output = '';

beforeAll(async () => {
  mock = await createMockServer({
    port: 0,
    quiet: true,
    mediaCacheDir: null,
    watch: false,
    scenariosDir: dir,
  });
  const port = await freePort();
  api = `http://127.0.0.1:${port}`;
  prism = spawn(
    join('node_modules', '.bin', 'prism'),
    ['proxy', OPENAPI_FILE, `${mock.url}/api/v1`, '--errors', '--host', '127.0.0.1', '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) resolve();
    };
    prism.stdout!.on('data', seen);
    prism.stderr!.on('data', seen);
    prism.once('exit', (code) => reject(new Error(`prism exited (${code}):\n${output}`)));
  });
});

afterAll(async () => {
  if (prism && prism.exitCode === null) {
    const gone = new Promise((resolve) => prism.once('exit', resolve));
    prism.kill('SIGTERM');
    await gone;
  }
  await mock?.close();
});

/** Every `sl-violations` Prism attached, by request. */
function collector() {
  const violations: string[] = [];
  return {
    violations,
    onResponse: (request: string, res: Response) => {
      const header = res.headers.get('sl-violations');
      if (header) violations.push(`${request}: ${header}`);
      if (res.headers.get('content-type')?.includes('application/problem+json'))
        violations.push(`${request}: Prism answered ${res.status} itself`);
    },
  };
}

describe('Prism proxy (--errors) in front of the mock', () => {
  it('the contract checks, POSTs included, pass through it without a single violation', async () => {
    const { violations, onResponse } = collector();
    const checker = await runChecks({ api, withPosts: true, onResponse });
    expect(violations).toEqual([]);
    expect(checker.disagreements).toEqual([]);
  });

  it('every call failing with 500 (the server-error scenario) is a documented answer', async () => {
    const { violations, onResponse } = collector();
    await runChecks({ api, headers: { 'X-Mock-Scenario': 'server-error' }, onResponse });
    expect(violations).toEqual([]);
  });

  it('the bodies the mock accepts (multipart, url-encoded, JSON) are valid requests', async () => {
    const captcha = makeOfflineCaptchaToken();
    const fields = { email: 'prism-contract@example.com', captcha };
    const multipart = new FormData();
    for (const [k, v] of Object.entries(fields)) multipart.append(k, v);
    for (const [body, headers] of [
      [multipart, {}],
      [new URLSearchParams(fields), {}],
      [JSON.stringify(fields), { 'Content-Type': 'application/json' }],
    ] as const) {
      const res = await fetch(`${api}/subscribe/create/`, { method: 'POST', body, headers });
      expect(res.headers.get('sl-violations')).toBeNull();
      expect(res.status).toBe(200);
      mock.reset();
    }
    // An empty captcha is refused by the document as by the backend.
    const res = await fetch(`${api}/subscribe/create/`, {
      method: 'POST',
      body: new URLSearchParams({ email: fields.email, captcha: '' }),
    });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('captcha');
  });

  it('a deliberately wrong body is caught: validation is on', async () => {
    const headers = { 'X-Mock-Scenario': WRONG };
    for (const path of ['/posts/all-posts/', '/main/banners/']) {
      const res = await fetch(`${api}${path}`, { headers });
      expect(res.status, path).toBe(500);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.headers.get('sl-violations'), path).toMatch(/Response body/);
    }
    const { violations, onResponse } = collector();
    await runChecks({ api, headers, onResponse });
    expect(violations.some((v) => v.startsWith('GET /posts/all-posts/?size=20'))).toBe(true);
  });
});
