/**
 * The contract's read-only checks against any running API (the mock, a staging or production
 * backend, or Prism's proxy in front of either): shapes against the published OpenAPI document,
 * paging, filters, detail pages found through the lists, and the error shapes. Each check collects
 * disagreements instead of stopping at the first, so one run shows everything that differs.
 * POSTs are sent only with `withPosts`, and only ones the backend refuses (no side effects), so a
 * staging backend keeps no trace. Used by `npm run test:contract -- --api URL` (cli.ts) and by the
 * contract tests (remote.test.ts, prism.test.ts). The calls checked come from the call table
 * (src/api/calls.ts): every GET without path parameters for its shape, every one with a `page`
 * for the paging rules, every detail through a list of its entity, every POST with the document's
 * example body; remote.test.ts checks that a run requests every call of the table.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { createContractAjv, inContract } from '../../../mock-api/openapi/contract';
import { openApiDocument } from '../../../mock-api/openapi/document';
import { API_CALLS, callPath, pathParamsOf, type ApiCallName, type CallEntry } from '../../../src/api/calls';

export interface Disagreement {
  check: string;
  request: string;
  problem: string;
}

export interface CheckOptions {
  /** The API root, e.g. https://example.org/api/v1 (no trailing slash needed). */
  api: string;
  withPosts?: boolean;
  /** Extra headers on every request (e.g. X-Mock-Scenario). */
  headers?: Record<string, string>;
  /** Sees every response (the Prism test reads its violation header here). */
  onResponse?: (request: string, res: Response) => void;
}

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { example?: Record<string, string> }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
const doc = openApiDocument() as { paths: Record<string, Record<string, Operation>> };
const ajv = createContractAjv();
const validators = new Map<string, ValidateFunction>();

/** The document's operation for a concrete path ("/posts/post-detail/abc" → its template). */
function operationFor(method: string, path: string): Operation | null {
  for (const [template, ops] of Object.entries(doc.paths)) {
    const re = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    if (re.test(path)) return ops[method.toLowerCase()] ?? null;
  }
  return null;
}

function validatorFor(op: Operation, status: number): ValidateFunction | null {
  const key = `${op.operationId} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const schema = op.responses[String(status)]?.content?.['application/json']?.schema;
    if (!schema) return null;
    validate = ajv.compile(inContract(schema));
    validators.set(key, validate);
  }
  return validate;
}

export interface Answer {
  status: number;
  body: unknown;
}

export class Checker {
  readonly disagreements: Disagreement[] = [];
  readonly checked: string[] = [];
  private readonly root: string;
  constructor(private readonly options: CheckOptions) {
    this.root = options.api.replace(/\/$/, '');
  }

  fail(check: string, request: string, problem: string): void {
    this.disagreements.push({ check, request, problem });
  }

  /**
   * One call; its status must be `expected` and its body must fit the document's schema for that
   * status. Returns the answer, or null when it could not be read (already reported).
   */
  async call(
    check: string,
    method: 'GET' | 'POST',
    pathAndQuery: string,
    expected: number,
    body?: URLSearchParams,
  ): Promise<Answer | null> {
    const request = `${method} ${pathAndQuery}`;
    this.checked.push(request);
    let res: Response;
    try {
      res = await fetch(`${this.root}${pathAndQuery}`, {
        method,
        body,
        headers: { Accept: 'application/json', ...this.options.headers },
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      this.fail(check, request, `no answer: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
    this.options.onResponse?.(request, res);
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      this.fail(check, request, `${res.status}: the body is not JSON: ${text.slice(0, 80)}`);
      return null;
    }
    if (res.status !== expected)
      this.fail(check, request, `status ${res.status}, expected ${expected}: ${text.slice(0, 120)}`);
    const op = operationFor(method, pathAndQuery.split('?')[0]!);
    if (!op) this.fail(check, request, 'not in the OpenAPI document');
    else {
      const validate = validatorFor(op, res.status);
      if (!validate) this.fail(check, request, `status ${res.status} is not documented`);
      else if (!validate(parsed))
        this.fail(
          check,
          request,
          `${res.status} body: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`,
        );
    }
    return { status: res.status, body: parsed };
  }

  /** A named claim about an answer; false is reported with the message. */
  expect(check: string, request: string, ok: boolean, problem: string): void {
    if (!ok) this.fail(check, request, problem);
  }
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const records = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter(isRec) : []);
const resultsOf = (v: unknown): Rec[] => (isRec(v) ? records(v.results) : []);
/** The day of a timestamp in Ashgabat (UTC+5, no daylight saving): what `date` filters by. */
const ashgabatDay = (iso: string) => new Date(Date.parse(iso) + 5 * 3600_000).toISOString().slice(0, 10);

const calls = Object.entries(API_CALLS) as [ApiCallName, CallEntry][];
const operationOf = (name: ApiCallName) =>
  doc.paths[API_CALLS[name].path]![API_CALLS[name].method.toLowerCase()]!;
const queryOf = (name: ApiCallName) =>
  (operationOf(name).parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
/** The item entity of a call's answer: `Post` for `Post`, `Post[]` and `PagedPosts`. */
const itemOf = (answer: string) => {
  const name = answer.replace(/\[\]$/, '');
  const results = (
    doc as {
      components?: {
        schemas?: Record<string, { properties?: Record<string, { items?: { $ref?: string } }> }>;
      };
    }
  ).components?.schemas?.[name]?.properties?.results?.items?.$ref
    ?.split('/')
    .pop();
  return results ?? name;
};

/** The GET calls without path parameters: each one's shape is checked. */
export const PLAIN_GETS = calls
  .filter(([n, e]) => e.method === 'GET' && pathParamsOf(n).length === 0)
  .map(([n]) => n);
/** The paged lists (a `page` parameter, no path parameters): DRF's paging rules. */
export const PAGED_LISTS = PLAIN_GETS.filter((n) => queryOf(n).includes('page'));
/** The details by `{slug}`: each found through a list of its entity, and an unknown slug as a 404. */
export const DETAILS = calls
  .filter(([n, e]) => e.method === 'GET' && pathParamsOf(n).join() === 'slug')
  .map(([n]) => n);
/** Calls by other path parameters (a category's posts): an unknown value as a 404, a known one from the filters. */
export const OTHER_PATHS = calls
  .filter(([n, e]) => e.method === 'GET' && pathParamsOf(n).length > 0 && pathParamsOf(n).join() !== 'slug')
  .map(([n]) => n);
export const POSTS = calls.filter(([, e]) => e.method === 'POST').map(([n]) => n);

/**
 * Where a detail's slug is found when the entity's first list is not the right one: posts and
 * articles are both `Post`s, from lists of their own type.
 */
const SLUG_SOURCES: Partial<
  Record<ApiCallName, { list: ApiCallName; query: string; filter?: (r: Rec) => boolean }>
> = {
  getPostDetail: { list: 'getAllPosts', query: '?size=20', filter: (p) => p.type === 'post' },
  getArticleDetail: { list: 'getAllArticles', query: '?size=3' },
};
/** A plain or paged list of the same entity as a detail, if there is one. */
function slugSource(
  detail: ApiCallName,
): { list: ApiCallName; query: string; filter?: (r: Rec) => boolean } | null {
  const own = SLUG_SOURCES[detail];
  if (own) return own;
  const entity = itemOf(API_CALLS[detail].answer);
  const list = PLAIN_GETS.find(
    (n) => API_CALLS[n].answer !== entity && itemOf(API_CALLS[n].answer) === entity,
  );
  return list ? { list, query: PAGED_LISTS.includes(list) ? '?size=3' : '' } : null;
}

/** The operation a request reached (`GET /posts/post-detail/x` → getPostDetail), or null. */
export function operationIdOf(request: string): string | null {
  const [method, pathAndQuery] = request.split(' ');
  return operationFor(method!, pathAndQuery!.split('?')[0]!)?.operationId ?? null;
}

export async function runChecks(options: CheckOptions): Promise<Checker> {
  const c = new Checker(options);

  // Shapes: every call without path parameters.
  await Promise.all(PLAIN_GETS.map((name) => c.call('shapes', 'GET', callPath(name), 200)));

  // Paging (DRF PageNumberPagination) on the paged lists.
  for (const list of PAGED_LISTS.map((name) => callPath(name))) {
    const first = await c.call('paging', 'GET', `${list}?size=3`, 200);
    if (first && isRec(first.body)) {
      const { count, next, previous } = first.body;
      const n = resultsOf(first.body).length;
      const req = `GET ${list}?size=3`;
      c.expect(
        'paging',
        req,
        typeof count === 'number' && n === Math.min(3, count),
        `size=3 gave ${n} of ${String(count)}`,
      );
      c.expect('paging', req, previous === null, 'the first page has a previous link');
      if (typeof count === 'number' && count > 3) {
        c.expect(
          'paging',
          req,
          typeof next === 'string' && /[?&]page=2(&|$)/.test(next),
          `next is ${String(next)}`,
        );
        const second = await c.call('paging', 'GET', `${list}?size=3&page=2`, 200);
        const ids = new Set(resultsOf(first.body).map((r) => r.id));
        c.expect(
          'paging',
          `GET ${list}?size=3&page=2`,
          !!second && resultsOf(second.body).every((r) => !ids.has(r.id)),
          'page 2 repeats items of page 1',
        );
      }
    }
    await c.call('paging', 'GET', `${list}?page=last`, 200);
    const fallback = await c.call('paging', 'GET', `${list}?size=0`, 200);
    if (fallback)
      c.expect(
        'paging',
        `GET ${list}?size=0`,
        resultsOf(fallback.body).length <= 10,
        'size=0 did not fall back to 10',
      );
    for (const bad of ['abc', '0', '999999']) {
      const res = await c.call('error shapes', 'GET', `${list}?page=${bad}`, 404);
      if (res)
        c.expect(
          'error shapes',
          `GET ${list}?page=${bad}`,
          isRec(res.body) && res.body.detail === 'Invalid page.',
          'not {"detail": "Invalid page."}',
        );
    }
  }

  // Filters, with values read from the API itself.
  const allPosts = callPath('getAllPosts');
  const all = await c.call('filters', 'GET', `${allPosts}?size=20`, 200);
  const sample = resultsOf(all?.body)[0];
  if (sample) {
    const category = isRec(sample.category) ? String(sample.category.slug) : '';
    const byCategory = await c.call('filters', 'GET', `${allPosts}?category=${category}&size=50`, 200);
    c.expect(
      'filters',
      `GET ${allPosts}?category=${category}`,
      resultsOf(byCategory?.body).every((p) => isRec(p.category) && p.category.slug === category),
      'a result of another category',
    );
    const day = ashgabatDay(String(sample.pub_date));
    const byDate = await c.call('filters', 'GET', `${allPosts}?date=${day}&size=50`, 200);
    const dated = resultsOf(byDate?.body);
    c.expect(
      'filters',
      `GET ${allPosts}?date=${day}`,
      dated.length > 0 && dated.every((p) => ashgabatDay(String(p.pub_date)) === day),
      'a result of another day, or none',
    );
    const word = (String(sample.name_en).match(/\p{L}{4,}/u)?.[0] ?? '').toLowerCase();
    if (word) {
      const byWord = await c.call(
        'filters',
        'GET',
        `${allPosts}?word=${encodeURIComponent(word)}&size=50`,
        200,
      );
      const found = resultsOf(byWord?.body);
      c.expect(
        'filters',
        `GET ${allPosts}?word=${word}`,
        found.length > 0 && found.every((p) => JSON.stringify(p).toLowerCase().includes(word)),
        'a result without the word, or none',
      );
    }
    for (const name of PLAIN_GETS.filter((n) => queryOf(n).includes('date')))
      await c.call('error shapes', 'GET', `${callPath(name)}?date=yesterday`, 400);
    await c.call('filters', 'GET', `${callPath('getCategoryPosts', { category })}?size=3`, 200);
  }

  // Detail pages: each found through a list of its entity, and an unknown slug as a documented 404.
  for (const name of DETAILS) {
    const source = slugSource(name);
    let slug: string | null = null;
    if (source) {
      const res = await c.call('detail pages', 'GET', `${callPath(source.list)}${source.query}`, 200);
      const list = Array.isArray(res?.body) ? records(res.body) : resultsOf(res?.body);
      const found = list.find(source.filter ?? (() => true))?.slug;
      slug = typeof found === 'string' ? found : null;
    }
    if (slug) await c.call('detail pages', 'GET', callPath(name, { slug }), 200);
    else if (source) c.fail('detail pages', API_CALLS[name].path, 'no slug found in its list');
    await c.call('error shapes', 'GET', callPath(name, { slug: 'no-such-slug-contract-check' }), 404);
  }
  for (const name of OTHER_PATHS) {
    const params = Object.fromEntries(pathParamsOf(name).map((p) => [p, `no-such-${p}-contract-check`]));
    await c.call('error shapes', 'GET', callPath(name, params), 404);
  }

  if (options.withPosts) {
    // Refusals only, each of a request the document accepts (a validating proxy forwards it): the
    // document's example body of each call, whose captcha no service issued, whose token is
    // unknown, whose code is for an address with nothing waiting. Nothing is stored and no e-mail
    // goes out.
    for (const name of POSTS) {
      const example = operationOf(name).requestBody?.content['application/x-www-form-urlencoded']?.example;
      if (!example) c.fail('posts', `POST ${API_CALLS[name].path}`, 'the document gives no example body');
      else await c.call('posts', 'POST', callPath(name), 400, new URLSearchParams(example));
    }
  }
  return c;
}

/** A plain-text table of the disagreements, one line each, columns padded. */
export function formatTable(rows: Disagreement[]): string {
  const head = { check: 'check', request: 'request', problem: 'disagreement' };
  const all = [head, ...rows];
  const w = (k: keyof Disagreement) => Math.min(60, Math.max(...all.map((r) => r[k].length)));
  const cell = (s: string, width: number) =>
    s.length > width ? `${s.slice(0, width - 1)}…` : s.padEnd(width);
  const line = (r: Disagreement) =>
    `${cell(r.check, w('check'))} | ${cell(r.request, w('request'))} | ${r.problem}`;
  return [
    line(head),
    `${'-'.repeat(w('check'))}-+-${'-'.repeat(w('request'))}-+-${'-'.repeat(12)}`,
    ...rows.map(line),
  ].join('\n');
}
