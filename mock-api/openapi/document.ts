/**
 * The published contract: an OpenAPI 3.1 document of every /api/v1 call the site makes, served by
 * the mock at /__mock/openapi.json and written to mock-api/openapi/openapi.json
 * (`npm run openapi`) for a backend team or a tool such as Prism or Schemathesis. A GET call whose
 * entry in src/api/calls.ts names its answer (`answer: 'PagedFaqs'`) gets its operation built from
 * that entry (`derivedGet`: path, query, the 404 its kind of call answers, a path example from the
 * fixtures); the other calls are written out in `GETS` and `POSTS` with their own summaries and
 * errors. A GET call with neither stops the document (and `npm run openapi`) naming it, and the
 * contract tests check the document lists exactly the calls of `API_CALLS`.
 * (Over 300 lines on purpose: one entry per call, data only; the schemas are in schemas.ts.)
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
import { API_CALLS, type ApiCallName } from '../../src/api/calls';
import * as entitySchemas from '../../src/api/schemas';
import { type Db, dbResources } from '../db-types';
import { texts } from '../texts';
import { ref, schemas } from './schemas';

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

interface GetCall {
  id: string;
  path: string;
  summary: string;
  tag: string;
  ok: Schema;
  query?: (keyof typeof QUERY)[];
  /** Not found: a three-language detail (details, unknown category) and/or DRF's "Invalid page.". */
  notFound?: 'detail' | 'page' | 'both';
  badDate?: boolean;
}

const list = (name: string): Schema => ({ type: 'array', items: ref(name) });

const GETS: GetCall[] = [
  {
    id: 'getHeaderMenu',
    path: '/main/header-menu/menus/',
    summary: 'The header menu',
    tag: 'frame',
    ok: ref('HeaderMenu'),
  },
  {
    id: 'getBanners',
    path: '/main/banners/',
    summary: 'Banners of the main slider',
    tag: 'frame',
    ok: list('Banner'),
  },
  {
    id: 'getContent',
    path: '/main/content/',
    summary: 'The site texts dictionary',
    tag: 'frame',
    ok: ref('ContentDictionary'),
  },
  {
    id: 'getFooterImages',
    path: '/multimedia/footer-images/',
    summary: 'Footer images',
    tag: 'frame',
    ok: list('FooterImage'),
  },
  {
    id: 'getAllServices',
    path: '/services/all/',
    summary: 'Every service',
    tag: 'services',
    ok: list('Service'),
  },
  {
    id: 'getServices',
    path: '/services/',
    summary: 'General (offline) services',
    tag: 'services',
    ok: list('Service'),
  },
  {
    id: 'getOnlineServices',
    path: '/services/online/',
    summary: 'Online services',
    tag: 'services',
    ok: list('Service'),
  },
  {
    id: 'getServiceDetail',
    path: '/services/detail/{slug}/',
    summary: 'One service',
    tag: 'services',
    ok: ref('Service'),
    notFound: 'detail',
  },
  {
    id: 'getMainPost',
    path: '/posts/main-post/',
    summary: 'The main post of the home page',
    tag: 'posts',
    ok: ref('Post'),
    notFound: 'detail',
  },
  {
    id: 'getCategoryPosts',
    path: '/posts/get-posts/{category}/',
    summary: 'Posts of one category, newest first',
    tag: 'posts',
    ok: ref('PagedPosts'),
    query: ['page', 'size'],
    notFound: 'both',
  },
  {
    id: 'getAllPosts',
    path: '/posts/all-posts/',
    summary: 'Every post, newest first, filtered',
    tag: 'posts',
    ok: ref('PagedPosts'),
    query: ['page', 'size', 'word', 'category', 'date'],
    notFound: 'page',
    badDate: true,
  },
  {
    id: 'getCategories',
    path: '/posts/categories/',
    summary: 'Post categories',
    tag: 'posts',
    ok: list('Category'),
  },
  {
    id: 'getPostDetail',
    path: '/posts/post-detail/{slug}',
    summary: 'One post (no trailing slash)',
    tag: 'posts',
    ok: ref('Post'),
    notFound: 'detail',
  },
  {
    id: 'getAllArticles',
    path: '/posts/all-articles/',
    summary: 'Articles, newest first, filtered',
    tag: 'posts',
    ok: ref('PagedPosts'),
    query: ['page', 'size', 'word', 'date'],
    notFound: 'page',
    badDate: true,
  },
  {
    id: 'getArticleDetail',
    path: '/posts/article-detail/{slug}/',
    summary: 'One article',
    tag: 'posts',
    ok: ref('Post'),
    notFound: 'detail',
  },
  {
    id: 'getDepartments',
    path: '/main/departments/',
    summary: 'Offices with addresses and maps',
    tag: 'main',
    ok: list('Department'),
  },
  { id: 'getWebLinks', path: '/main/weblinks/', summary: 'Useful links', tag: 'main', ok: list('WebLink') },
  {
    id: 'getMainAbout',
    path: '/main/mainabout/',
    summary: 'The about block of the home page',
    tag: 'main',
    ok: ref('MainAbout'),
  },
  {
    id: 'getMainNotices',
    path: '/notices/main/',
    summary: 'The six newest notices',
    tag: 'notices',
    ok: list('Notice'),
  },
  {
    id: 'getNotices',
    path: '/notices/list/',
    summary: 'Notices, newest first',
    tag: 'notices',
    ok: ref('PagedNotices'),
    query: ['page', 'size'],
    notFound: 'page',
  },
  {
    id: 'getNoticeDetail',
    path: '/notices/detail/{slug}/',
    summary: 'One notice',
    tag: 'notices',
    ok: ref('Notice'),
    notFound: 'detail',
  },
  {
    id: 'getAboutDetail',
    path: '/about/about-detail/{slug}/',
    summary: 'One about page',
    tag: 'pages',
    ok: ref('AboutPage'),
    notFound: 'detail',
  },
  {
    id: 'getPageDetail',
    path: '/pages/detail/{slug}/',
    summary: 'One page',
    tag: 'pages',
    ok: ref('Page'),
    notFound: 'detail',
  },
  {
    id: 'getBannerSections',
    path: '/turkmenistan/banner-sections/',
    summary: 'Welcome banners',
    tag: 'welcome',
    ok: list('BannerSection'),
  },
  {
    id: 'getWelcomeSections',
    path: '/turkmenistan/sections/',
    summary: 'Welcome sections',
    tag: 'welcome',
    ok: list('WelcomeSection'),
  },
  {
    id: 'getImages',
    path: '/multimedia/images/',
    summary: 'Gallery images',
    tag: 'media',
    ok: list('GalleryImage'),
  },
  { id: 'getVideos', path: '/multimedia/videos/', summary: 'Videos', tag: 'media', ok: list('Video') },
  {
    id: 'getMessageSubjects',
    path: '/messages/subjects/',
    summary: 'Subjects of the contact form',
    tag: 'forms',
    ok: list('MessageSubject'),
  },
];

interface PostCall {
  id: string;
  path: string;
  summary: string;
  fields: Record<string, Schema>;
  required: string[];
  tooLarge?: boolean;
  /** A request body built from the fixtures (the file field, when there is one, is left out). */
  example: Record<string, string>;
}

const text: Schema = { type: 'string' };
/** The offline captcha's token or reCAPTCHA's; an empty one is refused (400), so the document refuses it too. */
const captcha: Schema = { type: 'string', minLength: 1 };
const POSTS: PostCall[] = [
  {
    id: 'createSubscription',
    path: '/subscribe/create/',
    summary: 'Subscribe to the newsletter: e-mails an activation link',
    fields: { email: { type: 'string', format: 'email' }, captcha },
    required: ['email', 'captcha'],
    example: { email: 'visitor@example.com', captcha: 'offline-captcha-example' },
  },
  {
    id: 'checkSubscription',
    path: '/subscribe/check/',
    summary: 'Activate a subscription with the token of its link',
    fields: { email: { type: 'string', format: 'email' }, token: text },
    required: ['token'],
    example: { email: 'visitor@example.com', token: 'activation-token-from-the-e-mail' },
  },
  {
    id: 'createMessage',
    path: '/messages/create/',
    summary: 'Send a contact message: e-mails a 6-digit code',
    fields: {
      captcha,
      message: { type: 'string', maxLength: 5000 },
      subject: { type: 'string', pattern: '^\\d+$', description: 'A MessageSubject id.' },
      email: { type: 'string', format: 'email' },
      fullname: { type: 'string', maxLength: 255 },
    },
    required: ['captcha', 'message', 'subject', 'email', 'fullname'],
    example: {
      captcha: 'offline-captcha-example',
      message: 'Salam! Pasport barada sorag.',
      subject: String(fixtures.message_subjects[0]!.id),
      email: 'visitor@example.com',
      fullname: 'Aman Amanow',
    },
  },
  {
    id: 'checkOtp',
    path: '/messages/check-otp/',
    summary: 'Confirm a contact message with its code (and the file, when the subject needs one)',
    fields: {
      file: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: 'PNG, GIF or JPEG, at most 5 MB.',
      },
      otp: { type: 'string', pattern: '^\\d{6}$' },
      email: { type: 'string', format: 'email' },
    },
    required: ['otp', 'email'],
    tooLarge: true,
    example: { otp: '123456', email: 'visitor@example.com' },
  },
];

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

/**
 * The operation of a GET call that names its answer in `API_CALLS`: a detail by `{slug}` (its 404
 * is the three-language detail; its example the first record of the resource of that entity), a
 * page of a list (DRF's "Invalid page."), or a plain list. Anything else stops with what to do.
 */
function derivedGet(id: string, entry: { path: string; query?: readonly string[]; answer: string }): GetCall {
  const plainList = entry.answer.endsWith('[]');
  const name = plainList ? entry.answer.slice(0, -2) : entry.answer;
  const schema = (entitySchemas as Record<string, unknown>)[name];
  if (!(schema instanceof z.ZodType) || !schemas[name])
    throw new Error(`${id}: its answer "${entry.answer}" is not an entity of src/api/schemas.ts`);
  const paged = schema instanceof z.ZodObject && 'results' in schema.shape && 'count' in schema.shape;
  const params = [...entry.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const query = [...(entry.query ?? [])];
  for (const q of query)
    if (!(q in QUERY)) throw new Error(`${id}: the query parameter "${q}" has no description in QUERY`);
  if (params.length > 0) {
    const resource = resourceOf(schema);
    if (params.join() !== 'slug' || !resource || plainList || paged)
      throw new Error(
        `${id}: only a detail by {slug} of an entity kept in fixtures/db.json is derived; write its operation in GETS`,
      );
    const first = (fixtures[resource] as { slug?: unknown }[])[0];
    if (typeof first?.slug !== 'string')
      throw new Error(
        `${id}: fixtures/db.json has no ${resource} record with a slug for the example (npm run fixtures)`,
      );
    PATH_EXAMPLES[id] = first.slug;
  }
  const tag = entry.path.split('/')[1]!;
  return {
    id,
    path: entry.path,
    summary:
      params.length > 0
        ? `One ${name}, by its slug`
        : paged
          ? `${itemOf(name)}: one page of the list`
          : `Every ${name}`,
    tag,
    ok: plainList ? list(name) : ref(name),
    ...(query.length > 0 ? { query } : {}),
    ...(params.length > 0
      ? { notFound: 'detail' as const }
      : query.includes('page')
        ? { notFound: 'page' as const }
        : {}),
    ...(query.includes('date') ? { badDate: true } : {}),
  };
}

/** Every GET call of `API_CALLS`: written out in `GETS`, or derived from its entry's `answer`. */
function everyGet(): GetCall[] {
  const written = new Map(GETS.map((call) => [call.id, call]));
  const out: GetCall[] = [];
  for (const [id, entry] of Object.entries(API_CALLS) as [ApiCallName, (typeof API_CALLS)[ApiCallName]][]) {
    if (entry.method !== 'GET') continue;
    const answer = 'answer' in entry ? (entry.answer as string) : undefined;
    const own = written.get(id);
    if (own && answer) throw new Error(`${id}: written in GETS and derived from its answer; keep one`);
    if (own) out.push(own);
    else if (answer) out.push(derivedGet(id, { ...entry, answer }));
    else
      throw new Error(
        `${id} (GET ${entry.path}) has no operation: name its answer in src/api/calls.ts (answer: '<Schema>') or write it in GETS`,
      );
  }
  // The written-out calls keep their place; a call of GETS no longer in API_CALLS is still published,
  // and the contract test that the document lists exactly the calls fails on it.
  for (const call of GETS) if (!out.includes(call)) out.push(call);
  return out;
}

function getOperation(call: GetCall): Schema {
  const params = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
    example: PATH_EXAMPLES[call.id],
  }));
  const responses: Record<string, unknown> = {
    '200': { ...response('OK', call.ok), headers: VALIDATOR_HEADERS },
    '304': NOT_MODIFIED,
  };
  if (call.badDate)
    responses['400'] = {
      ...response('`date` is not a valid YYYY-MM-DD day.', ref('ErrorDetail')),
      content: { 'application/json': { schema: ref('ErrorDetail'), example: { detail: texts.invalidDate } } },
    };
  if (call.notFound === 'detail') responses['404'] = response('Not found.', ref('ErrorDetail'));
  if (call.notFound === 'page')
    responses['404'] = response('Page out of range or not a number.', ref('InvalidPage'));
  if (call.notFound === 'both')
    responses['404'] = response('Unknown category, or a page out of range.', {
      oneOf: [ref('ErrorDetail'), ref('InvalidPage')],
    });
  responses['500'] = serverError;
  Object.assign(responses, GATEWAY_GET);
  return {
    operationId: call.id,
    summary: call.summary,
    tags: [call.tag],
    parameters: [...params, ...(call.query ?? []).map((q) => QUERY[q]), ...CONDITIONAL_PARAMETERS],
    responses,
  };
}

function postOperation(call: PostCall): Schema {
  const body = { type: 'object', required: call.required, properties: call.fields };
  // The mock (routes-forms.ts) and the backend read the same fields from a url-encoded or JSON
  // body; only multipart carries the file.
  const { file: _file, ...plainFields } = call.fields;
  const plain = { type: 'object', required: call.required, properties: plainFields };
  const responses: Record<string, unknown> = {
    '200': response('Accepted; the message says what happens next.', ref('MessageBody')),
    '400': response('Refused; the detail says why, in three languages.', ref('ErrorDetail')),
  };
  responses['500'] = serverError;
  Object.assign(responses, GATEWAY_POST);
  if (call.tooLarge)
    responses['413'] = gateway(
      'The file is over 5 MB (the API), or the whole body is over the upload limit (nginx).',
      texts.fileTooLarge,
    );
  return {
    operationId: call.id,
    summary: call.summary,
    tags: ['forms'],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: body,
          example: call.example,
          ...(call.fields.file
            ? { encoding: { file: { contentType: 'image/png, image/gif, image/jpeg' } } }
            : {}),
        },
        'application/x-www-form-urlencoded': { schema: plain, example: call.example },
        'application/json': { schema: plain, example: call.example },
      },
    },
    responses,
  };
}

export function openApiDocument(): Schema {
  const paths: Record<string, Schema> = {};
  const gets = everyGet();
  for (const call of gets) paths[call.path] = { get: getOperation(call) };
  for (const call of POSTS) paths[call.path] = { post: postOperation(call) };
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
    tags: [
      ...new Set([
        ...['frame', 'services', 'posts', 'main', 'notices', 'pages', 'welcome', 'media', 'forms'],
        ...gets.map((call) => call.tag),
      ]),
    ].map((name) => ({ name })),
    paths,
    components: { schemas },
  };
}
