/**
 * The picture resizer (decision 0250): a small HTTP service on a unix socket only nginx reaches.
 * nginx's cache location (deploy/nginx/media-sizes-location.conf) asks it for
 * `/_media_sized/{width}/media/…` (or `/media-origins/{host}/…`) with the format it negotiated from
 * the visitor's Accept in `X-Media-Format`; it fetches the original from nginx's own source socket
 * (media-sizes.conf: the API, or a host MEDIA_ORIGINS names), makes the picture (transform.ts) and
 * answers it, or the source when nothing made is smaller. nginx keeps either answer in its cache.
 *
 * It trusts nothing of the request: only listed widths, only the two negotiated formats, only the
 * two path shapes; the source is read up to MEDIA_RESIZE_MAX and a picture of at most
 * MEDIA_RESIZE_PIXELS pixels is decoded. Two pictures are made at a time and a few dozen wait; past
 * that it answers 503. What it cannot read, or may not, answers 415: nginx then sends the original
 * as the API sent it. Every wait is bounded (the source, the work).
 */
import { chmodSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../src/shared/imageWidths';
import { NEGOTIATED_FORMATS, transformPicture, UnreadablePicture, type NegotiatedFormat } from './transform';

export interface ResizerOptions {
  /** Where it listens (a unix socket). */
  socket: string;
  /** nginx's source socket: `GET /_media_sized/N/media/…` there answers the original. */
  sourceSocket: string;
  /** The largest source read, in bytes (MEDIA_RESIZE_MAX). */
  maxSourceBytes: number;
  /** The most pixels a source may have (MEDIA_RESIZE_PIXELS). */
  maxPixels: number;
  /** Pictures made at the same time. */
  concurrency: number;
  /** Requests that may wait for a turn; more answer 503. */
  queueLimit: number;
  /** Longest wait for the source, and longest work on one picture, in milliseconds. */
  sourceTimeoutMs: number;
  workTimeoutMs: number;
}

export const RESIZER_DEFAULTS = {
  // A 12-megapixel camera picture is read; a decompression bomb is not.
  maxPixels: 40_000_000,
  concurrency: 2,
  queueLimit: 64,
  sourceTimeoutMs: 30_000,
  workTimeoutMs: 20_000,
} as const;

export interface RunningResizer {
  socket: string;
  /** Pictures made and sources sent since the start, for the operator's log. */
  stats: { resized: number; source: number; refused: number };
  stop(): Promise<void>;
}

/** `/_media_sized/{width}{source path}` as nginx sends it, or null. */
const PATH = /^\/_media_sized\/([0-9]{1,5})(\/media\/[^?#]+|\/media-origins\/[^/?#]+\/[^?#]*)$/;
const LISTED = new Set<number>(IMAGE_WIDTHS);

/** A limited number of jobs at a time, and a limited queue. */
function limiter(concurrency: number, queueLimit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    /** Runs `job` when a turn comes, or returns null when the queue is full. */
    async run<T>(job: () => Promise<T>): Promise<T | null> {
      if (running >= concurrency) {
        if (waiting.length >= queueLimit) return null;
        await new Promise<void>((turn) => waiting.push(turn));
      }
      running += 1;
      try {
        return await job();
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
  };
}

class SourceTooLarge extends Error {}

interface Source {
  status: number;
  bytes: Buffer;
  cacheControl: string | undefined;
}

/** The original from nginx's source socket, read up to `maxBytes`. */
function fetchSource(options: ResizerOptions, path: string): Promise<Source> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath: options.sourceSocket, path, method: 'GET', headers: { host: 'media-sizes' } },
      (res) => {
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > options.maxSourceBytes) {
          res.destroy();
          reject(new SourceTooLarge(`the source is ${declared} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let length = 0;
        res.on('data', (chunk: Buffer) => {
          length += chunk.length;
          if (length > options.maxSourceBytes) {
            res.destroy();
            reject(new SourceTooLarge(`the source is over ${options.maxSourceBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 502,
            bytes: Buffer.concat(chunks),
            cacheControl: res.headers['cache-control'],
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(options.sourceTimeoutMs, () =>
      req.destroy(new Error('the source did not answer in time')),
    );
    req.on('error', reject);
    req.end();
  });
}

function answer(
  res: ServerResponse,
  status: number,
  body: Buffer | string,
  headers: Record<string, string> = {},
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/octet-stream',
    ...headers,
    'content-length': String(bytes.length),
  });
  res.end(res.req.method === 'HEAD' ? undefined : bytes);
}

export async function startResizer(options: ResizerOptions): Promise<RunningResizer> {
  // One libvips thread per picture (`concurrency` pictures at once); no memory cache of operations:
  // each size is made once and then nginx's cache answers.
  sharp.concurrency(1);
  sharp.cache(false);
  const stats = { resized: 0, source: 0, refused: 0 };
  const turns = limiter(options.concurrency, options.queueLimit);
  let fetching = 0;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'GET or HEAD only\n');
    // nginx passes the visitor's query on; the width is in the path, the rest is not needed.
    const path = (req.url ?? '').split('?')[0]!;
    const match = PATH.exec(path);
    const format = req.headers['x-media-format'];
    const width = Number(match?.[1]);
    if (!match || !LISTED.has(width) || /(^|\/)\.\.?(\/|$)|%2e|%2f/i.test(match[2]!))
      return answer(res, 400, 'not a listed width of a media path\n');
    if (typeof format !== 'string' || !(NEGOTIATED_FORMATS as readonly string[]).includes(format))
      return answer(res, 400, 'X-Media-Format must be webp or original\n');

    // The source is fetched outside the turns (only the work on pixels is limited to the cores),
    // but no more sources are held at once than pictures may wait.
    if (fetching >= options.concurrency + options.queueLimit)
      return answer(res, 503, 'too many pictures waiting\n', { 'retry-after': '1' });
    fetching += 1;
    let source: Source;
    try {
      source = await fetchSource(options, path);
    } finally {
      fetching -= 1;
    }
    // The API's 404 (or 5xx) passes as it came; nginx does not keep it.
    if (source.status !== 200)
      return answer(res, source.status, source.bytes, { 'content-type': 'application/json' });
    const picture = await turns.run(() =>
      transformPicture(source.bytes, width, format as NegotiatedFormat, {
        maxPixels: options.maxPixels,
        timeoutSeconds: Math.ceil(options.workTimeoutMs / 1000),
      }),
    );
    if (picture === null) return answer(res, 503, 'too many pictures waiting\n', { 'retry-after': '1' });
    stats[picture.made] += 1;
    answer(res, 200, picture.bytes, {
      'content-type': picture.contentType,
      'x-media-result': `${picture.made}; ${picture.encoding}`,
      ...(source.cacheControl ? { 'cache-control': source.cacheControl } : {}),
    });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof UnreadablePicture || error instanceof SourceTooLarge) {
        stats.refused += 1;
        // nginx sends the original (media-sizes-location.conf: error_page 415).
        return answer(res, 415, `${error.message}\n`);
      }
      answer(res, 502, `the source could not be read: ${(error as Error).message}\n`);
    });
  });
  // Slow or stuck clients cannot hold it: nginx sends its request at once.
  server.headersTimeout = 10_000;
  server.requestTimeout = options.sourceTimeoutMs + options.workTimeoutMs;
  rmSync(options.socket, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.socket, resolve);
  });
  // nginx's workers may run as another user (NGINX_USER); the socket's folder is private to the
  // runtime directory (or /run), so only they and root reach it.
  chmodSync(options.socket, 0o666);

  let stopping: Promise<void> | null = null;
  return {
    socket: options.socket,
    stats,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => rmSync(options.socket, { force: true }));
      return stopping;
    },
  };
}
