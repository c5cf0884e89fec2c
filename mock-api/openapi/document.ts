/**
 * The published contract: an OpenAPI 3.1 document of every /api/v1 call the site makes, served by
 * the mock at /__mock/openapi.json and written to mock-api/openapi/openapi.json
 * (`npm run openapi`) for a backend team or a tool such as Prism or Schemathesis. Every operation is
 * derived from its call's entry in the call table (src/api/calls.ts): the path and its parameters,
 * the query's parameters (the keys of its schema, each described in QUERY below), the request body
 * (its schema's JSON Schema), the answer, and the errors its kind of call answers (a detail's 404, a
 * page's "Invalid page.", a dated list's 400). `OVERRIDES` adds only the summaries, the examples of
 * the bodies and the errors special to one call. The contract tests check the document lists
 * exactly the calls of `API_CALLS`.
 * (Over 300 lines on purpose: the parameters' descriptions and one override per call, data mostly.)
 *
 * Written for the tools testers run (docs/decisions/0061-mock-openapi-contract.md): Prism compiles
 * every schema with `jsonSchemaDialect`, and only JSON Schema 2020-12 itself compiles there (with the
 * OAS dialect URI it silently checks nothing); parameters admit every value the backend answers
 * for, and the answer is described, so a validating proxy forwards what the site may send; the
 * examples are real records of fixtures/db.json.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { commonTexts } from '../../src/i18n/texts';
import { z } from 'zod';
import { API_CALLS, type ApiCallName, type CallEntry } from '../../src/api/calls';
import * as entitySchemas from '../../src/api/schemas';
import { type Db, dbResources } from '../db-types';
import { texts } from '../texts';
import { jsonSchemaOf, ref, schemas } from './schemas';

type Schema = Record<string, unknown>;

const json = (schema: Schema) => ({ 'application/json': { schema } });
const response = (description: string, schema: Schema) => ({ description, content: json(schema) });
const serverError = response(
  "Server failure (forced by the mock's scenarios, or a real one).",
  ref('ErrorDetail'),
);

/**
 * Conditional GETs (docs/decisions/0270), as Django's ConditionalGetMiddleware answers them: every
 * read's 200 carries an ETag (and a Last-Modified where the backend knows one), and a request that
 * names the current one is answered 304 with no body. The site's browser sends these headers itself
 * when it revalidates a kept answer.
 */
const VALIDATOR_HEADERS = {
  ETag: {
    description:
      'The answer\'s entity tag (Django: the MD5 of the body). Weak (`W/"…"`) after a proxy compressed it.',
    schema: { type: 'string' },
  },
  'Last-Modified': {
    description: 'When the answer last changed (optional: only where the backend knows a date).',
    schema: { type: 'string' },
  },
};
const CONDITIONAL_PARAMETERS = [
  {
    name: 'If-None-Match',
    in: 'header',
    required: false,
    description: 'The ETag of a kept answer: answered 304 while it is current (compared weakly).',
    schema: { type: 'string' },
  },
  {
    name: 'If-Modified-Since',
    in: 'header',
    required: false,
    description: 'The Last-Modified of a kept answer; ignored when If-None-Match is sent.',
    schema: { type: 'string' },
  },
];
const NOT_MODIFIED = {
  description:
    'Not modified: the kept answer is current. No body; ETag and Last-Modified as the 200 would send.',
  headers: VALIDATOR_HEADERS,
};

/** The examples' source: the committed fixtures, so they name records that really exist. */
const fixtures = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../fixtures/db.json', import.meta.url)), 'utf8'),
) as Db;
const firstPost = fixtures.posts.find((p) => p.type === 'post') ?? fixtures.posts[0]!;
const firstArticle = fixtures.posts.find((p) => p.type === 'article') ?? fixtures.posts[0]!;
/** A word that occurs in the posts (the first word of the first post's English name). */
const searchWord = (firstPost.name_en.match(/\p{L}{4,}/u)?.[0] ?? 'visa').toLowerCase();

/** Example values of the path parameters, per operation. */
const PATH_EXAMPLES: Record<string, string> = {
  getServiceDetail: fixtures.services[0]!.slug,
  getCategoryPosts: firstPost.category.slug,
  getPostDetail: firstPost.slug,
  getArticleDetail: firstArticle.slug,
  getNoticeDetail: fixtures.notices[0]!.slug,
  getAboutDetail: fixtures.about_pages[0]!.slug,
  getPageDetail: fixtures.pages[0]!.slug,
};

/**
 * What nginx in front of the API answers itself (deploy/nginx, rendered by scripts/serve.ts), in the
 * API's own `detail` shape and with the same texts the site shows for them.
 */
const gateway = (description: string, detail: { tm: string; ru: string; en: string }) => ({
  description,
  content: { 'application/json': { schema: ref('ErrorDetail'), example: { detail } } },
});
const GATEWAY_GET: Record<string, unknown> = {
  '502': gateway('The gateway: the API is down (nginx).', commonTexts.serviceUnavailable),
  '503': gateway('The gateway: the API is unavailable (nginx).', commonTexts.serviceUnavailable),
  '504': gateway('The gateway: the API did not answer in time (nginx).', commonTexts.serviceUnavailable),
};
const GATEWAY_POST: Record<string, unknown> = {
  '413': gateway('The gateway: the body is over the upload limit (nginx).', commonTexts.requestTooLarge),
  '429': gateway('The gateway: too many visitor POSTs in a short time (nginx).', commonTexts.tooManyRequests),
  ...GATEWAY_GET,
};

const QUERY: Record<string, Schema> = {
  page: {
    name: 'page',
    in: 'query',
    description:
      'Page number from 1, or `last`. Any other value (0, `abc`, past the last page) is answered 404 `{"detail": "Invalid page."}`.',
    // A string on purpose: the backend answers every value (see the 404), so a validating proxy must forward it.
    schema: { type: 'string', examples: ['2', 'last'] },
    example: '2',
  },
  size: {
    name: 'size',
    in: 'query',
    description:
      'Page size (default 10, at most 1000). A value that is not a positive whole number (0, `abc`) falls back to 10.',
    schema: { type: 'string', examples: ['10'] },
    example: '10',
  },
  word: {
    name: 'word',
    in: 'query',
    description: 'Case-insensitive substring of the name and text in any language.',
    schema: { type: 'string' },
    example: searchWord,
  },
  category: {
    name: 'category',
    in: 'query',
    description: 'Category slug; an unknown slug gives an empty list.',
    schema: { type: 'string' },
    example: firstPost.category.slug,
  },
  date: {
    name: 'date',
    in: 'query',
    description:
      'The day of `pub_date` (Ashgabat time), YYYY-MM-DD. Anything else (`yesterday`, 2026-02-30) is answered 400 with a three-language detail.',
    schema: { type: 'string' },
    example: firstPost.pub_date.slice(0, 10),
  },
};

/**
 * What an operation says beyond its call's entry in src/api/calls.ts: its summary and, where the
 * call answers something its kind of call does not, its special errors. Everything else (the path,
 * its parameters and their examples, the query, the body, the answer, the errors every detail, page
 * or dated list answers) is derived from the entry. A call without an override gets a summary made
 * from its answer; an override that names no call stops the document.
 */
interface Override {
  summary: string;
  /** Responses by status, added to the derived ones. */
  errors?: Record<string, unknown>;
  /** A POST's example body, built from the fixtures (the file field, when there is one, left out). */
  example?: Record<string, string>;
}

export const OVERRIDES: Record<string, Override> = {
  getHeaderMenu: { summary: 'The header menu' },
  getBanners: { summary: 'Banners of the main slider' },
  getContent: { summary: 'The site texts dictionary' },
  getFooterImages: { summary: 'Footer images' },
  getAllServices: { summary: 'Every service' },
  getServices: { summary: 'General (offline) services' },
  getOnlineServices: { summary: 'Online services' },
  getServiceDetail: { summary: 'One service' },
  getMainPost: {
    summary: 'The main post of the home page',
    errors: { '404': response('No post is the main post.', ref('ErrorDetail')) },
  },
  getCategoryPosts: { summary: 'Posts of one category, newest first' },
  getAllPosts: { summary: 'Every post, newest first, filtered' },
  getCategories: { summary: 'Post categories' },
  getPostDetail: { summary: 'One post (no trailing slash)' },
  getAllArticles: { summary: 'Articles, newest first, filtered' },
  getArticleDetail: { summary: 'One article' },
  getDepartments: { summary: 'Offices with addresses and maps' },
  getWebLinks: { summary: 'Useful links' },
  getMainAbout: { summary: 'The about block of the home page' },
  getMainNotices: { summary: 'The six newest notices' },
  getNotices: { summary: 'Notices, newest first' },
  getNoticeDetail: { summary: 'One notice' },
  getAboutDetail: { summary: 'One about page' },
  getPageDetail: { summary: 'One page' },
  getBannerSections: { summary: 'Welcome banners' },
  getWelcomeSections: { summary: 'Welcome sections' },
  getImages: { summary: 'Gallery images' },
  getVideos: { summary: 'Videos' },
  getMessageSubjects: { summary: 'Subjects of the contact form' },
  createSubscription: {
    summary: 'Subscribe to the newsletter: e-mails an activation link',
    example: { email: 'visitor@example.com', captcha: 'offline-captcha-example' },
  },
  checkSubscription: {
    summary: 'Activate a subscription with the token of its link',
    example: { email: 'visitor@example.com', token: 'activation-token-from-the-e-mail' },
  },
  createMessage: {
    summary: 'Send a contact message: e-mails a 6-digit code',
    example: {
      captcha: 'offline-captcha-example',
      message: 'Salam! Pasport barada sorag.',
      subject: String(fixtures.message_subjects[0]!.id),
      email: 'visitor@example.com',
      fullname: 'Aman Amanow',
    },
  },
  checkOtp: {
    summary: 'Confirm a contact message with its code (and the file, when the subject needs one)',
    example: { otp: '123456', email: 'visitor@example.com' },
  },
};

const list = (name: string): Schema => ({ type: 'array', items: ref(name) });

/** A schema of src/api/schemas.ts by the name the call table gives it; stops on a name that is none. */
function schemaNamed(id: string, name: string): z.ZodType {
  const schema = (entitySchemas as Record<string, unknown>)[name];
  if (!(schema instanceof z.ZodType))
    throw new Error(`${id}: "${name}" is not a schema of src/api/schemas.ts`);
  return schema;
}

/** The answer's schema in the document: a named component, or a list of one. */
function answerOf(id: string, answer: string): { schema: Schema; name: string; plainList: boolean } {
  const plainList = answer.endsWith('[]');
  const name = plainList ? answer.slice(0, -2) : answer;
  schemaNamed(id, name);
  if (!schemas[name]) throw new Error(`${id}: its answer "${name}" is not a registered entity (entity(...))`);
  return { schema: plainList ? list(name) : ref(name), name, plainList };
}

/** The resource of fixtures/db.json that holds records of `entity` (a list of exactly that schema). */
function resourceOf(entity: z.ZodType): keyof typeof dbResources.shape | undefined {
  const shape = dbResources.shape;
  return (Object.keys(shape) as (keyof typeof shape)[]).find((key) => {
    const schema: z.ZodType = shape[key];
    return schema instanceof z.ZodArray && schema.element === entity;
  });
}

/** The entity a page of a list holds (`PagedFaqs` → `Faq`), from its component's `results`. */
function itemOf(paged: string): string {
  const results = (schemas[paged]?.properties as Record<string, { items?: { $ref?: string } }> | undefined)
    ?.results;
  return results?.items?.$ref?.split('/').pop() ?? paged;
}

/** A path parameter's example: given above, or the first slug of the resource of the call's answer. */
function pathExample(id: string, param: string, answer: string): string {
  const given = PATH_EXAMPLES[id];
  if (given) return given;
  const resource = param === 'slug' ? resourceOf(schemaNamed(id, answer)) : undefined;
  const first = resource ? (fixtures[resource] as { slug?: unknown }[])[0] : undefined;
  if (typeof first?.slug !== 'string')
    throw new Error(
      `${id}: no example for {${param}}: give one in PATH_EXAMPLES, or keep records with a slug of its answer in fixtures/db.json (npm run fixtures)`,
    );
  return first.slug;
}

/** The query parameters of a call, from the keys of its query schema, each described in QUERY. */
function queryOf(id: string, entry: CallEntry): string[] {
  if (!('query' in entry) || !entry.query) return [];
  const schema = schemaNamed(id, entry.query);
  if (!(schema instanceof z.ZodObject)) throw new Error(`${id}: its query "${entry.query}" is not an object`);
  const names = Object.keys(schema.shape);
  for (const q of names)
    if (!(q in QUERY)) throw new Error(`${id}: the query parameter "${q}" has no description in QUERY`);
  return names;
}

function getOperation(id: string, entry: CallEntry): Schema {
  const override = OVERRIDES[id];
  const ok = answerOf(id, entry.answer);
  const pathParams = [...entry.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const query = queryOf(id, entry);
  const params = pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    example: pathExample(id, name, ok.name),
  }));
  const responses: Record<string, unknown> = {
    '200': { ...response('OK', ok.schema), headers: VALIDATOR_HEADERS },
    '304': NOT_MODIFIED,
  };
  if (query.includes('date'))
    responses['400'] = {
      ...response('`date` is not a valid YYYY-MM-DD day.', ref('ErrorDetail')),
      content: { 'application/json': { schema: ref('ErrorDetail'), example: { detail: texts.invalidDate } } },
    };
  // A detail of an unknown slug is the three-language detail; a page out of range DRF's own string.
  if (pathParams.length > 0 && query.includes('page'))
    responses['404'] = response(`Unknown ${pathParams.join(', ')}, or a page out of range.`, {
      oneOf: [ref('ErrorDetail'), ref('InvalidPage')],
    });
  else if (pathParams.length > 0) responses['404'] = response('Not found.', ref('ErrorDetail'));
  else if (query.includes('page'))
    responses['404'] = response('Page out of range or not a number.', ref('InvalidPage'));
  Object.assign(responses, override?.errors);
  responses['500'] = serverError;
  Object.assign(responses, GATEWAY_GET);
  const paged = !ok.plainList && 'results' in ((schemas[ok.name]?.properties as object | undefined) ?? {});
  return {
    operationId: id,
    summary:
      override?.summary ??
      (pathParams.length > 0
        ? `One ${ok.name}, by its ${pathParams.join(', ')}`
        : paged
          ? `${itemOf(ok.name)}: one page of the list`
          : `Every ${ok.name}`),
    tags: [tagOf(entry)],
    parameters: [...params, ...query.map((q) => QUERY[q]), ...CONDITIONAL_PARAMETERS],
    responses,
  };
}

function postOperation(id: string, entry: CallEntry & { method: 'POST' }): Schema {
  const override = OVERRIDES[id];
  const body = jsonSchemaOf(schemaNamed(id, entry.body));
  const properties = (body.properties ?? {}) as Record<string, Schema>;
  // The mock (routes-forms.ts) and the backend read the same fields from a url-encoded or JSON
  // body; only multipart carries a file.
  const files = Object.keys(properties).filter((name) => properties[name]?.format === 'binary');
  const plainProperties = Object.fromEntries(
    Object.entries(properties).filter(([name]) => !files.includes(name)),
  );
  const required = ((body.required ?? []) as string[]).filter((name) => !files.includes(name));
  const plain = { ...body, properties: plainProperties, ...(required.length ? { required } : {}) };
  const example = override?.example;
  const responses: Record<string, unknown> = {
    '200': response('Accepted; the message says what happens next.', ref(entry.answer)),
    '400': response('Refused; the detail says why, in three languages.', ref('ErrorDetail')),
  };
  Object.assign(responses, override?.errors);
  responses['500'] = serverError;
  Object.assign(responses, GATEWAY_POST);
  if (files.length > 0)
    responses['413'] = gateway(
      'The file is over 5 MB (the API), or the whole body is over the upload limit (nginx).',
      texts.fileTooLarge,
    );
  const withExample = (schema: Schema) => ({ schema, ...(example ? { example } : {}) });
  return {
    operationId: id,
    summary: override?.summary ?? `${id} (${entry.body})`,
    tags: [tagOf(entry)],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          ...withExample(body),
          ...(files.length > 0
            ? {
                encoding: Object.fromEntries(
                  files.map((name) => [name, { contentType: 'image/png, image/gif, image/jpeg' }]),
                ),
              }
            : {}),
        },
        'application/x-www-form-urlencoded': withExample(plain),
        'application/json': withExample(plain),
      },
    },
    responses,
  };
}

/** An operation's tag: the first segment of its path (the backend's app). */
const tagOf = (entry: CallEntry) => entry.path.split('/')[1]!;

/** Every name of `OVERRIDES` is a call of the table; the document stops otherwise. */
function checkOverrides(): void {
  const unknown = Object.keys(OVERRIDES).filter((id) => !(id in API_CALLS));
  if (unknown.length > 0)
    throw new Error(
      `OVERRIDES in mock-api/openapi/document.ts names no call of src/api/calls.ts: ${unknown.join(', ')}`,
    );
}

export function openApiDocument(): Schema {
  checkOverrides();
  const paths: Record<string, Schema> = {};
  for (const [id, entry] of Object.entries(API_CALLS) as [ApiCallName, CallEntry][]) {
    const operation = entry.method === 'GET' ? getOperation(id, entry) : postOperation(id, entry);
    paths[entry.path] = { ...paths[entry.path], [entry.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'State Migration Service of Turkmenistan — public site API',
      version: '1.0.0',
      description:
        "Every /api/v1 call the public site makes. Texts come in Turkmen (tm), Russian (ru) and English (en); refusals carry `detail` in the three languages. Paged lists follow Django REST Framework's PageNumberPagination.",
    },
    servers: [{ url: 'http://127.0.0.1:3001/api/v1', description: 'The offline mock (npm run mock).' }],
    tags: [...new Set((Object.values(API_CALLS) as CallEntry[]).map(tagOf))].map((name) => ({ name })),
    paths,
    components: { schemas },
  };
}
