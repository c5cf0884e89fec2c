/**
 * The GET calls of requirements §7 under /api/v1, at exactly their paths (strict routing: trailing slashes
 * matter; `/posts/post-detail/{slug}` has none).
 */
import { gzipSync } from 'node:zlib';
import type { Express, Request, Response } from 'express';
import type { LangText } from '../src/api/types';
import { type MockContext, sendDetail, sendJson } from './context';
import { INVALID_PAGE, paginate, requestOrigin } from './paging';
import { intersect } from './store';
import { texts } from './texts';

export const API = '/api/v1';

function first(value: unknown): string {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === 'string' ? value : '';
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function validDay(day: string): boolean {
  if (!DATE_RE.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

function param(req: Request, name: string): string {
  const value = (req.params as Record<string, string | undefined>)[name];
  return value ?? '';
}

/** A paged answer kept by URL: its JSON bytes, and their gzip form once a client asked for it. */
interface CachedPage {
  plain: Buffer;
  gzip: Buffer | null;
}

/** Browsers and fetch send `Accept-Encoding: gzip`; a production server behind nginx compresses too. */
function acceptsGzip(req: Request): boolean {
  const header = req.headers['accept-encoding'];
  return typeof header === 'string' && /\bgzip\b(?!;q=0(\.0*)?(,|$))/.test(header);
}

/** Registers the GET routes; returns their path patterns (the server answers 405 to other methods there). */
export function registerApiRoutes(app: Express, ctx: MockContext): string[] {
  const routes: string[] = [];
  const get = (path: string, handler: (req: Request, res: Response) => void) => {
    routes.push(API + path);
    app.get(API + path, handler);
  };
  const list = (path: string, read: () => unknown) => get(path, (_req, res) => sendJson(res, 200, read()));
  const detail = <T extends { slug: string }>(path: string, items: () => T[], missing: LangText) =>
    get(path, (req, res) => {
      const slug = param(req, 'slug');
      const item = items().find((i) => i.slug === slug);
      if (item) sendJson(res, 200, item);
      else sendDetail(res, 404, missing);
    });

  /**
   * Post pages answered before, by origin + URL (the links depend on both), for the live database's
   * current generation: any change (a write through /__mock/db, a reset, a file reload) empties it
   * before the next answer. Bounded to ~32 MB, oldest dropped first.
   */
  const pageCache = new Map<string, CachedPage>();
  let cachedBytes = 0;
  let cachedGeneration = ctx.generation;
  const currentCache = () => {
    if (cachedGeneration !== ctx.generation) {
      pageCache.clear();
      cachedBytes = 0;
      cachedGeneration = ctx.generation;
    }
    return pageCache;
  };
  const cacheKey = (req: Request) => `${requestOrigin(req)}${req.originalUrl}`;
  // Headers set one by one, never with writeHead: the validators (conditional.ts) add theirs at `end`.
  const sendBytes = (req: Request, res: Response, page: CachedPage) => {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    if (acceptsGzip(req)) {
      if (!page.gzip) {
        // Compressed once per page and kept: a hundred posts shrink about tenfold.
        page.gzip = gzipSync(page.plain, { level: 6 });
        cachedBytes += page.gzip.length;
      }
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', page.gzip.length);
      res.end(page.gzip);
      return;
    }
    res.setHeader('Content-Length', page.plain.length);
    res.end(page.plain);
  };
  const fromCache = (req: Request, res: Response): boolean => {
    const hit = currentCache().get(cacheKey(req));
    if (hit) sendBytes(req, res, hit);
    return hit !== undefined;
  };

  /** Posts paged from the index: the page's bytes are concatenated from pre-serialised posts. */
  const sendPosts = (req: Request, res: Response, positions: number[]) => {
    const page = paginate(req, positions.length, (start, end) => positions.slice(start, end));
    if (!page.ok) return sendDetail(res, 404, INVALID_PAGE.detail);
    const parts: Buffer[] = [
      Buffer.from(
        `{"count":${page.count},"next":${JSON.stringify(page.next)},"previous":${JSON.stringify(page.previous)},"results":[`,
      ),
    ];
    page.items.forEach((pos, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(ctx.index.json[pos]!);
    });
    parts.push(CLOSE);
    // One copy into one buffer and one write: far cheaper than a write per post through Node's HTTP layer.
    const entry: CachedPage = { plain: Buffer.concat(parts), gzip: null };
    currentCache().set(cacheKey(req), entry);
    cachedBytes += entry.plain.length;
    for (const [oldKey, old] of pageCache) {
      if (cachedBytes <= 32 * 1024 * 1024) break;
      pageCache.delete(oldKey);
      cachedBytes -= old.plain.length + (old.gzip?.length ?? 0);
    }
    sendBytes(req, res, entry);
  };

  /** Filters of the news and article lists; an empty filter is ignored. null: an invalid date was answered. */
  const filtered = (
    req: Request,
    res: Response,
    base: number[] | null,
    allowCategory: boolean,
  ): number[] | null => {
    const lists: number[][] = [];
    if (base) lists.push(base);
    const word = first(req.query.word).trim();
    if (word) lists.push(ctx.index.search(word));
    if (allowCategory) {
      const category = first(req.query.category).trim();
      if (category) lists.push(ctx.index.category(category));
    }
    const date = first(req.query.date).trim();
    if (date) {
      if (!validDay(date)) {
        sendDetail(res, 400, texts.invalidDate);
        return null;
      }
      lists.push(ctx.index.date(date));
    }
    return lists.length === 0 ? ctx.index.all : intersect(lists);
  };

  // Frame
  list('/main/header-menu/menus/', () => ctx.state.header_menu);
  list('/main/banners/', () => ctx.state.banners);
  list('/main/content/', () => ctx.state.content);
  list('/multimedia/footer-images/', () => ctx.state.footer_images);

  // Services: the home grid shows the general (offline) services, the footer all of them.
  list('/services/all/', () => ctx.state.services);
  list('/services/', () => ctx.state.services.filter((s) => !s.is_online));
  list('/services/online/', () => ctx.state.services.filter((s) => s.is_online));
  detail('/services/detail/:slug/', () => ctx.state.services, texts.serviceNotFound);

  // Posts
  get('/posts/main-post/', (_req, res) => {
    const post = ctx.index.get(ctx.state.main_post_slug);
    if (post) sendJson(res, 200, post);
    else sendDetail(res, 404, texts.mainPostMissing);
  });
  get('/posts/get-posts/:slug/', (req, res) => {
    if (fromCache(req, res)) return;
    const slug = param(req, 'slug');
    if (!ctx.index.hasCategory(slug) && !ctx.state.categories.some((c) => c.slug === slug))
      return sendDetail(res, 404, texts.categoryNotFound);
    sendPosts(req, res, ctx.index.category(slug));
  });
  get('/posts/all-posts/', (req, res) => {
    if (fromCache(req, res)) return;
    const positions = filtered(req, res, null, true);
    if (positions) sendPosts(req, res, positions);
  });
  list('/posts/categories/', () => ctx.state.categories);
  get('/posts/post-detail/:slug', (req, res) => {
    const post = ctx.index.get(param(req, 'slug'));
    if (post) sendJson(res, 200, post);
    else sendDetail(res, 404, texts.newsNotFound);
  });
  get('/posts/all-articles/', (req, res) => {
    if (fromCache(req, res)) return;
    const positions = filtered(req, res, ctx.index.articles, false);
    if (positions) sendPosts(req, res, positions);
  });
  get('/posts/article-detail/:slug/', (req, res) => {
    const post = ctx.index.get(param(req, 'slug'));
    if (post && post.type === 'article') sendJson(res, 200, post);
    else sendDetail(res, 404, texts.articleNotFound);
  });

  // Main
  list('/main/departments/', () => ctx.state.departments);
  list('/main/weblinks/', () => ctx.state.weblinks);
  list('/main/mainabout/', () => ctx.state.main_about);

  // Notices: the home block gets the six newest.
  const noticesNewest = () =>
    [...ctx.state.notices].sort((a, b) => Date.parse(b.pub_date) - Date.parse(a.pub_date) || b.id - a.id);
  list('/notices/main/', () => noticesNewest().slice(0, 6));
  get('/notices/list/', (req, res) => {
    const all = noticesNewest();
    const page = paginate(req, all.length, (s, e) => all.slice(s, e));
    if (!page.ok) return sendDetail(res, 404, INVALID_PAGE.detail);
    sendJson(res, 200, { count: page.count, next: page.next, previous: page.previous, results: page.items });
  });
  detail('/notices/detail/:slug/', () => ctx.state.notices, texts.noticeNotFound);

  // Subjects, about, pages
  list('/messages/subjects/', () => ctx.state.message_subjects);
  detail('/about/about-detail/:slug/', () => ctx.state.about_pages, texts.pageNotFound);
  detail('/pages/detail/:slug/', () => ctx.state.pages, texts.pageNotFound);

  // Welcome
  list('/turkmenistan/banner-sections/', () => ctx.state.banner_sections);
  list('/turkmenistan/sections/', () => ctx.state.welcome_sections);

  // Media lists
  list('/multimedia/images/', () => ctx.state.images);
  list('/multimedia/videos/', () => ctx.state.videos);
  return routes;
}

const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']}');
