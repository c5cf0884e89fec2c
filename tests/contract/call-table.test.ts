/**
 * The call table (src/api/calls.ts) is the one declaration of each call: every schema it names
 * exists, every override of the published document names a call, and the mock refuses every body
 * its call's schema refuses (a field too long, a wrong file type, a missing field), each time with
 * the specification's text, while it accepts the same body made valid.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OVERRIDES, openApiDocument } from '../../mock-api/openapi/document';
import { makeOfflineCaptchaToken } from '../../src/api/captcha';
import { API_CALLS, callPath, type ApiCallName, type CallEntry } from '../../src/api/calls';
import * as S from '../../src/api/schemas';
import { GIF_1X1, PNG_1X1, expectLangText, fixtureDb, startMock } from './support';
import { makeMessageRequest, makeSubscriptionRequest, requestFactories } from '../support/unit/factories';

const h = startMock();
const entries = Object.entries(API_CALLS) as [ApiCallName, CallEntry][];
const schemaNamed = (name: string): unknown => (S as Record<string, unknown>)[name.replace(/\[\]$/, '')];

describe('the call table', () => {
  it.each(entries)(
    '%s names a schema of src/api/schemas.ts for its answer, query and body',
    (_name, entry) => {
      const named: string[] = [entry.answer];
      if ('query' in entry && entry.query) named.push(entry.query);
      if ('body' in entry) named.push(entry.body);
      for (const name of named) expect(schemaNamed(name), name).toBeInstanceOf(z.ZodType);
      if ('query' in entry && entry.query) expect(schemaNamed(entry.query)).toBeInstanceOf(z.ZodObject);
      if ('body' in entry) expect(schemaNamed(entry.body)).toBeInstanceOf(z.ZodObject);
    },
  );

  it("the document's overrides name calls of the table; one that names none stops the document", () => {
    expect(Object.keys(OVERRIDES).filter((id) => !(id in API_CALLS))).toEqual([]);
    OVERRIDES.getNoSuchCall = { summary: 'A call nobody declared' };
    try {
      expect(() => openApiDocument()).toThrow(/names no call of src\/api\/calls\.ts: getNoSuchCall/);
    } finally {
      delete OVERRIDES.getNoSuchCall;
    }
  });
});

type Body = Record<string, string | Blob>;
const subject = fixtureDb.message_subjects.find((s) => s.file_required)!;

function form(body: Body): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(body))
    if (value instanceof Blob) data.append(key, value, key === 'file' ? 'picture.png' : undefined);
    else data.append(key, value);
  return data;
}
const send = (name: ApiCallName, body: Body) =>
  h.fetch(`/api/v1${callPath(name)}`, { method: 'POST', body: form(body) });

/** A body of `name` its schema accepts, with what the mock needs to accept it too (a code sent). */
async function validBody(name: ApiCallName): Promise<Body> {
  const captcha = makeOfflineCaptchaToken();
  const subscription = makeSubscriptionRequest({ email: 'schema@example.com', captcha });
  if (name === 'createSubscription') return subscription;
  if (name === 'checkSubscription') {
    expect((await send('createSubscription', subscription)).status).toBe(200);
    const [mail] = (await (await h.fetch('/__mock/outbox?to=schema@example.com')).json()) as {
      token: string;
    }[];
    return { token: mail!.token, email: 'schema@example.com' };
  }
  const message = makeMessageRequest({ captcha, subject: String(subject.id), email: 'schema@example.com' });
  if (name === 'createMessage') return message;
  expect((await send('createMessage', message)).status).toBe(200);
  const [mail] = (await (await h.fetch('/__mock/outbox?to=schema@example.com')).json()) as { code: string }[];
  return { email: 'schema@example.com', otp: mail!.code, file: new Blob([PNG_1X1], { type: 'image/png' }) };
}

/** The string fields of a body's schema with a maximum length, and its required fields. */
function limitsOf(schema: z.ZodObject) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, { maxLength?: number; format?: string }>;
    required?: string[];
  };
  const tooLong = Object.entries(json.properties)
    .filter(([, p]) => p.maxLength !== undefined && p.format !== 'binary')
    .map(([field, p]) => [field, p.maxLength!] as const);
  const files = Object.entries(json.properties)
    .filter(([, p]) => p.format === 'binary')
    .map(([field]) => field);
  return { tooLong, required: json.required ?? [], files };
}

const posts = entries.filter(([, e]) => e.method === 'POST') as [ApiCallName, CallEntry & { body: string }][];

describe('request factories', () => {
  it.each(posts)("%s: its body's schema has a factory whose body it accepts", (name, entry) => {
    const make = (requestFactories as Record<string, (() => object) | undefined>)[entry.body];
    expect(
      make,
      `${entry.body} has a factory in tests/support/unit/factories.ts (requestFactories)`,
    ).toBeDefined();
    expect(
      (schemaNamed(entry.body) as z.ZodType).safeParse(make!()).success,
      `${name}: the schema accepts its factory's body`,
    ).toBe(true);
  });
});

describe('the mock refuses what the request schema refuses', () => {
  it.each(posts)('%s', async (name, entry) => {
    const schema = schemaNamed(entry.body) as z.ZodObject;
    const { tooLong, required, files } = limitsOf(schema);
    const variants: [string, (body: Body) => Body][] = [
      ...tooLong.map(([field, max]): [string, (b: Body) => Body] => [
        `${field} of ${max + 1} characters`,
        (b) => ({
          ...b,
          [field]: field === 'email' ? `${'a'.repeat(max)}@example.com` : 'a'.repeat(max + 1),
        }),
      ]),
      ...required.map((field): [string, (b: Body) => Body] => [
        `no ${field}`,
        (b) => Object.fromEntries(Object.entries(b).filter(([k]) => k !== field)),
      ]),
      ...files.map((field): [string, (b: Body) => Body] => [
        `a ${field} that is not an image`,
        (b) => ({ ...b, [field]: new Blob(['%PDF-1.4 not an image'], { type: 'image/png' }) }),
      ]),
    ];
    // Each of the three kinds is tried where the table's calls have it.
    expect(variants.length).toBeGreaterThan(0);
    for (const [what, change] of variants) {
      const body = change(await validBody(name));
      const asSchemaSees = Object.fromEntries(
        Object.entries(body).map(([k, v]) => [
          k,
          v instanceof Blob ? new File([v], 'x', { type: v.type }) : v,
        ]),
      );
      // The file that is not an image claims to be a PNG; the mock judges it by its bytes.
      if (!what.includes('not an image'))
        expect(schema.safeParse(asSchemaSees).success, `${name}: the schema refuses ${what}`).toBe(false);
      const res = await send(name, body);
      expect(res.status, `${name} with ${what}`).toBe(400);
      expectLangText(((await res.json()) as { detail: unknown }).detail);
    }
    // The same body, valid, is accepted: the refusals above were the schema's.
    const ok = await send(name, await validBody(name));
    expect(ok.status, `${name}, valid`).toBe(200);
  });

  it('a GIF named otherwise is accepted by its bytes', async () => {
    const body = await validBody('checkOtp');
    const res = await send('checkOtp', { ...body, file: new Blob([GIF_1X1]) });
    expect(res.status).toBe(200);
  });
});
