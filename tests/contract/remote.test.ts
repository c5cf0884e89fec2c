/**
 * The contract suite's `--api` mode (tests/contract/remote): against the mock every read-only check
 * agrees and no POST is sent unless asked; against a second mock whose weblinks lose a field, the
 * broken shape is reported, in the table the command prints, with exit code 1.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, createMockServer } from '../../mock-api/server';
import { parseArgs } from './remote/cli';
import { API_CALLS } from '../../src/api/calls';
import { operationIdOf, runChecks } from './remote/checks';

const dir = mkdtempSync(join(tmpdir(), 'contract-remote-'));
writeFileSync(
  join(dir, 'broken-shape.json'),
  JSON.stringify({
    name: 'broken-shape',
    description: 'A backend whose useful links come without their image.',
    rules: [
      {
        method: 'GET',
        path: '/api/v1/main/weblinks/',
        status: 200,
        body: [
          { id: 1, name_tm: 'Gullugyň', name_ru: 'Служба', name_en: 'Service', url: 'https://example.org' },
        ],
      },
    ],
  }),
);

let good: MockServer;
let broken: MockServer;
beforeAll(async () => {
  [good, broken] = await Promise.all([
    createMockServer({ port: 0, quiet: true, mediaCacheDir: null, watch: false }),
    createMockServer({
      port: 0,
      quiet: true,
      mediaCacheDir: null,
      watch: false,
      scenariosDir: dir,
      scenario: 'broken-shape',
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([good?.close(), broken?.close()]);
});

describe('--api against a backend', () => {
  it('the mock agrees with every read-only check, and no POST is sent', async () => {
    const checker = await runChecks({ api: `${good.url}/api/v1` });
    expect(checker.disagreements).toEqual([]);
    expect(checker.checked.length).toBeGreaterThan(50);
    expect(checker.checked.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('requests every call of the call table, the POSTs with --with-posts, and only those', async () => {
    const checker = await runChecks({ api: `${good.url}/api/v1`, withPosts: true });
    expect(checker.disagreements).toEqual([]);
    const reached = new Set(checker.checked.map(operationIdOf));
    expect([...reached].sort()).toEqual(Object.keys(API_CALLS).sort());
  });

  it('--with-posts adds the refused POSTs, which the mock answers as documented', async () => {
    const checker = await runChecks({ api: `${good.url}/api/v1`, withPosts: true });
    expect(checker.disagreements).toEqual([]);
    expect(checker.checked.filter((r) => r.startsWith('POST'))).toHaveLength(4);
  });

  it('a backend that breaks one shape is reported: exactly that call, naming the field', async () => {
    const checker = await runChecks({ api: `${broken.url}/api/v1` });
    expect(checker.disagreements).toHaveLength(1);
    expect(checker.disagreements[0]).toMatchObject({ check: 'shapes', request: 'GET /main/weblinks/' });
    expect(checker.disagreements[0]!.problem).toContain("must have required property 'image'");
  });

  it('the command prints the table and exits 1 (npm run test:contract -- --api URL)', async () => {
    const run = promisify(execFile)('npx', [
      'tsx',
      'tests/contract/remote/cli.ts',
      '--api',
      `${broken.url}/api/v1`,
    ]);
    const failure = (await run.catch((e: unknown) => e)) as { code: number; stdout: string };
    expect(failure.code).toBe(1);
    expect(failure.stdout).toMatch(/^check +\| request +\| disagreement$/m);
    expect(failure.stdout).toMatch(/^shapes +\| GET \/main\/weblinks\/ +\| 200 body: .*'image'/m);
    expect(failure.stdout).toContain('1 disagreement(s)');
  });

  it('reads the URL from --api, --api= or CONTRACT_API, and passes anything else to Vitest', () => {
    expect(parseArgs(['--api', 'http://a/api/v1'], {})).toEqual({
      api: 'http://a/api/v1',
      withPosts: false,
      rest: [],
    });
    expect(parseArgs(['--api=http://b', '--with-posts'], {}).api).toBe('http://b');
    expect(parseArgs([], { CONTRACT_API: 'http://c', CONTRACT_WITH_POSTS: '1' })).toMatchObject({
      api: 'http://c',
      withPosts: true,
    });
    expect(parseArgs(['tests/contract/x.test.ts'], {})).toEqual({
      api: null,
      withPosts: false,
      rest: ['tests/contract/x.test.ts'],
    });
  });
});
