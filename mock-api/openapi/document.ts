/**
 * The published contract: an OpenAPI 3.1 document of every /api/v1 call the site makes, served by
 * the mock at /__mock/openapi.json and written to mock-api/openapi/openapi.json
 * (`npm run openapi`) for a backend team or a tool such as Prism or Schemathesis. The paths are
 * written out here on purpose (not derived from src/api/calls.ts): the contract tests check both
 * lists name exactly the same operations, so neither side can drift silently.
 * (Over 300 lines on purpose: one entry per call, data only; the schemas are in schemas.ts.)
 */
import { ref, schemas } from './schemas';

type Schema = Record<string, unknown>;

const json = (schema: Schema) => ({ 'application/json': { schema } });
const response = (description: string, schema: Schema) => ({ description, content: json(schema) });
const serverError = response(
  "Server failure (forced by the mock's scenarios, or a real one).",
  ref('ErrorDetail'),
);

const QUERY: Record<string, Schema> = {
  page: {
    name: 'page',
    in: 'query',
    description: 'Page number from 1, or `last`.',
    schema: {
      anyOf: [
        { type: 'integer', minimum: 1 },
        { type: 'string', const: 'last' },
      ],
    },
  },
  size: {
    name: 'size',
    in: 'query',
    description: 'Page size (default 10, at most 1000; an invalid size falls back to 10).',
    schema: { type: 'integer', minimum: 1 },
  },
  word: {
    name: 'word',
    in: 'query',
    description: 'Case-insensitive substring of the name and text in any language.',
    schema: { type: 'string' },
  },
  category: { name: 'category', in: 'query', description: 'Category slug.', schema: { type: 'string' } },
  date: {
    name: 'date',
    in: 'query',
    description: 'The day of `pub_date` (Ashgabat time).',
    schema: { type: 'string', format: 'date' },
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
}

const text: Schema = { type: 'string' };
const POSTS: PostCall[] = [
  {
    id: 'createSubscription',
    path: '/subscribe/create/',
    summary: 'Subscribe to the newsletter: e-mails an activation link',
    fields: { email: { type: 'string', format: 'email' }, captcha: text },
    required: ['email', 'captcha'],
  },
  {
    id: 'checkSubscription',
    path: '/subscribe/check/',
    summary: 'Activate a subscription with the token of its link',
    fields: { email: { type: 'string', format: 'email' }, token: text },
    required: ['token'],
  },
  {
    id: 'createMessage',
    path: '/messages/create/',
    summary: 'Send a contact message: e-mails a 6-digit code',
    fields: {
      captcha: text,
      message: { type: 'string', maxLength: 5000 },
      subject: { type: 'string', pattern: '^\\d+$', description: 'A MessageSubject id.' },
      email: { type: 'string', format: 'email' },
      fullname: { type: 'string', maxLength: 255 },
    },
    required: ['captcha', 'message', 'subject', 'email', 'fullname'],
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
  },
];

function getOperation(call: GetCall): Schema {
  const params = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const responses: Record<string, unknown> = { '200': response('OK', call.ok) };
  if (call.badDate) responses['400'] = response('`date` is not a valid YYYY-MM-DD day.', ref('ErrorDetail'));
  if (call.notFound === 'detail') responses['404'] = response('Not found.', ref('ErrorDetail'));
  if (call.notFound === 'page')
    responses['404'] = response('Page out of range or not a number.', ref('InvalidPage'));
  if (call.notFound === 'both')
    responses['404'] = response('Unknown category, or a page out of range.', {
      oneOf: [ref('ErrorDetail'), ref('InvalidPage')],
    });
  responses['500'] = serverError;
  return {
    operationId: call.id,
    summary: call.summary,
    tags: [call.tag],
    parameters: [...params, ...(call.query ?? []).map((q) => QUERY[q])],
    responses,
  };
}

function postOperation(call: PostCall): Schema {
  const body = { type: 'object', required: call.required, properties: call.fields };
  const responses: Record<string, unknown> = {
    '200': response('Accepted; the message says what happens next.', ref('MessageBody')),
    '400': response('Refused; the detail says why, in three languages.', ref('ErrorDetail')),
  };
  if (call.tooLarge) responses['413'] = response('The file is over 5 MB.', ref('ErrorDetail'));
  responses['500'] = serverError;
  return {
    operationId: call.id,
    summary: call.summary,
    tags: ['forms'],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: body,
          ...(call.fields.file
            ? { encoding: { file: { contentType: 'image/png, image/gif, image/jpeg' } } }
            : {}),
        },
      },
    },
    responses,
  };
}

export function openApiDocument(): Schema {
  const paths: Record<string, Schema> = {};
  for (const call of GETS) paths[call.path] = { get: getOperation(call) };
  for (const call of POSTS) paths[call.path] = { post: postOperation(call) };
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'State Migration Service of Turkmenistan — public site API',
      version: '1.0.0',
      description:
        "Every /api/v1 call the public site makes. Texts come in Turkmen (tm), Russian (ru) and English (en); refusals carry `detail` in the three languages. Paged lists follow Django REST Framework's PageNumberPagination.",
    },
    servers: [{ url: 'http://127.0.0.1:3001/api/v1', description: 'The offline mock (npm run mock).' }],
    tags: ['frame', 'services', 'posts', 'main', 'notices', 'pages', 'welcome', 'media', 'forms'].map(
      (name) => ({ name }),
    ),
    paths,
    components: { schemas },
  };
}
