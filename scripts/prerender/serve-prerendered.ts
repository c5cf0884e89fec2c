/**
 * A small stand-in for the production nginx (deploy/nginx, issue 12) with the same page lookup, for
 * checking the prerender and measuring it before that server is at hand:
 * `npx tsx scripts/prerender/serve-prerendered.ts` (PORT, HOST, DIST_DIR, API_ORIGIN).
 *
 * Lookup for a page: cookie `lang` (tm when absent or unknown) → `/_prerender/$lang$path/index.html`,
 * then the welcome shell for `/welcome/…`, then the language's `_shell.html`, then `/index.html`.
 * `/api/`, `/media/…`, `/weather` and `/rss/…` go to API_ORIGIN.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

function langOf(cookie: string | undefined): string {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookie ?? '');
  return match && ['tm', 'ru', 'en'].includes(match[1]!) ? match[1]! : 'tm';
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

export function startServer(options: { port: number; host?: string; distDir: string; apiOrigin: string }) {
  const dist = resolve(options.distDir);
  const api = new URL(options.apiOrigin);

  function proxy(req: IncomingMessage, res: ServerResponse): void {
    const upstream = request(
      { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  }

  function send(res: ServerResponse, file: string, html: boolean): void {
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': html ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    createReadStream(file).pipe(res);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    if (/^\/(api\/|media\/.|weather|rss\/)/.test(path)) return proxy(req, res);
    if (path.includes('..')) return void res.writeHead(400).end();
    const file = join(dist, path);
    if (!path.endsWith('/') && isFile(file) && !path.startsWith('/_prerender/'))
      return send(res, file, false);
    const lang = langOf(req.headers.cookie);
    const trimmed = path.replace(/\/+$/, '');
    const candidates = [
      join(dist, '_prerender', lang, trimmed, 'index.html'),
      ...(/^\/welcome(\/|$)/.test(path) ? [join(dist, '_prerender', lang, 'welcome', '_shell.html')] : []),
      join(dist, '_prerender', lang, '_shell.html'),
      join(dist, 'index.html'),
    ];
    const page = candidates.find(isFile);
    if (!page) return void res.writeHead(404).end();
    send(res, page, true);
  });
  return new Promise<typeof server>((done) =>
    server.listen(options.port, options.host ?? '127.0.0.1', () => done(server)),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT || 8080);
  const host = process.env.HOST || '127.0.0.1';
  await startServer({
    port,
    host,
    distDir: process.env.DIST_DIR || 'dist',
    apiOrigin: process.env.API_ORIGIN || 'http://127.0.0.1:3001',
  });
  console.log(`prerendered site on http://${host}:${port}`);
}
