/**
 * The contract's read-only checks against any running API (the mock, a staging or production
 * backend, or Prism's proxy in front of either): shapes against the published OpenAPI document,
 * paging, filters, detail pages found through the lists, and the error shapes. Each check collects
 * disagreements instead of stopping at the first, so one run shows everything that differs.
 * POSTs are sent only with `withPosts`, and only ones the backend refuses (no side effects), so a
 * staging backend keeps no trace. Used by `npm run test:contract -- --api URL` (cli.ts) and by the
 * contract tests (remote.test.ts, prism.test.ts).
 */
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { createContractAjv, inContract } from '../../../mock-api/openapi/contract';
import { openApiDocument } from '../../../mock-api/openapi/document';

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

const LISTS = [
  '/main/header-menu/menus/',
  '/main/banners/',
  '/main/content/',
  '/multimedia/footer-images/',
  '/services/all/',
  '/services/',
  '/services/online/',
  '/posts/main-post/',
  '/posts/categories/',
  '/main/departments/',
  '/main/weblinks/',
  '/main/mainabout/',
  '/notices/main/',
  '/turkmenistan/banner-sections/',
  '/turkmenistan/sections/',
  '/multimedia/images/',
  '/multimedia/videos/',
  '/messages/subjects/',
];

export async function runChecks(options: CheckOptions): Promise<Checker> {
  const c = new Checker(options);

  // Shapes: every call without parameters.
  await Promise.all(LISTS.map((path) => c.call('shapes', 'GET', path, 200)));

  // Paging (DRF PageNumberPagination) on the three paged lists.
  for (const list of ['/posts/all-posts/', '/posts/all-articles/', '/notices/list/']) {
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
  const all = await c.call('filters', 'GET', '/posts/all-posts/?size=20', 200);
  const sample = resultsOf(all?.body)[0];
  if (sample) {
    const category = isRec(sample.category) ? String(sample.category.slug) : '';
    const byCategory = await c.call('filters', 'GET', `/posts/all-posts/?category=${category}&size=50`, 200);
    c.expect(
      'filters',
      `GET /posts/all-posts/?category=${category}`,
      resultsOf(byCategory?.body).every((p) => isRec(p.category) && p.category.slug === category),
      'a result of another category',
    );
    const day = ashgabatDay(String(sample.pub_date));
    const byDate = await c.call('filters', 'GET', `/posts/all-posts/?date=${day}&size=50`, 200);
    const dated = resultsOf(byDate?.body);
    c.expect(
      'filters',
      `GET /posts/all-posts/?date=${day}`,
      dated.length > 0 && dated.every((p) => ashgabatDay(String(p.pub_date)) === day),
      'a result of another day, or none',
    );
    const word = (String(sample.name_en).match(/\p{L}{4,}/u)?.[0] ?? '').toLowerCase();
    if (word) {
      const byWord = await c.call(
        'filters',
        'GET',
        `/posts/all-posts/?word=${encodeURIComponent(word)}&size=50`,
        200,
      );
      const found = resultsOf(byWord?.body);
      c.expect(
        'filters',
        `GET /posts/all-posts/?word=${word}`,
        found.length > 0 && found.every((p) => JSON.stringify(p).toLowerCase().includes(word)),
        'a result without the word, or none',
      );
    }
    await c.call('error shapes', 'GET', '/posts/all-posts/?date=yesterday', 400);
    await c.call('filters', 'GET', `/posts/get-posts/${category}/?size=3`, 200);
  }

  // Detail pages: each found through its list, and an unknown slug as a documented 404.
  const firstSlug = async (path: string, filter: (r: Rec) => boolean = () => true) => {
    const res = await c.call('detail pages', 'GET', path, 200);
    const list = Array.isArray(res?.body) ? records(res.body) : resultsOf(res?.body);
    const slug = list.find(filter)?.slug;
    return typeof slug === 'string' ? slug : null;
  };
  const details: [string, string | null][] = [
    ['/services/detail/{slug}/', await firstSlug('/services/all/')],
    ['/posts/post-detail/{slug}', await firstSlug('/posts/all-posts/?size=20', (p) => p.type === 'post')],
    ['/posts/article-detail/{slug}/', await firstSlug('/posts/all-articles/?size=3')],
    ['/notices/detail/{slug}/', await firstSlug('/notices/list/?size=3')],
  ];
  for (const [template, slug] of details) {
    if (slug) await c.call('detail pages', 'GET', template.replace('{slug}', encodeURIComponent(slug)), 200);
    else c.fail('detail pages', template, 'no slug found in its list');
    await c.call('error shapes', 'GET', template.replace('{slug}', 'no-such-slug-contract-check'), 404);
  }
  await c.call('error shapes', 'GET', '/posts/get-posts/no-such-category-contract-check/', 404);

  if (options.withPosts) {
    // Refusals only, each of a request the document accepts (a validating proxy forwards it):
    // a captcha no service issued, an unknown token, a code for an address with nothing waiting.
    // Nothing is stored and no e-mail goes out.
    const form = (fields: Record<string, string>) => new URLSearchParams(fields);
    const email = 'contract-check@example.com';
    const captcha = 'contract-check-not-a-captcha';
    await c.call('posts', 'POST', '/subscribe/create/', 400, form({ email, captcha }));
    await c.call('posts', 'POST', '/subscribe/check/', 400, form({ token: 'no-such-token-contract-check' }));
    await c.call(
      'posts',
      'POST',
      '/messages/create/',
      400,
      form({ captcha, message: 'Contract check', subject: '1', email, fullname: 'Contract Check' }),
    );
    await c.call('posts', 'POST', '/messages/check-otp/', 400, form({ otp: '000000', email }));
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
