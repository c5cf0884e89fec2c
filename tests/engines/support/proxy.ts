/**
 * A loopback proxy in front of the site's nginx, one per engine: what a journey needs of the network
 * that no driver offers alike in all three engines.
 *
 * - `holdApp()`: the app's entry script (/assets/index-*.js, the chunk src/boot.ts loads once the
 *   page has loaded) waits until the test releases it, so "before the app has started" is a state a
 *   journey can act in, deterministically, in every engine.
 * - `failApp('missing' | 'throws')`: the entry answers 404, or loads and throws at once, as in a
 *   browser too old for its syntax.
 * - `offline(true)`: every request is cut, as a lost connection (the service worker's journey).
 * - Uncaught script errors: every HTML answer gets a first script, /__engines/listener.js, served
 *   here, which sends each `error` and `unhandledrejection` of the page to /__engines/error, where
 *   it is kept. WebKit's WebDriver reports no page error; this works the same in every engine. The
 *   listener is test-only: it exists nowhere but in this proxy.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The app's entry chunk (src/boot.ts names it in `data-app`; Vite calls it index-<hash>.js). */
const APP_ENTRY = /^\/assets\/index-[^/]+\.js$/;
const LISTENER_PATH = '/__engines/listener.js';
const ERROR_PATH = '/__engines/error';

/** The listener: each uncaught error's message, sent to the proxy. Runs before the page's own scripts. */
const LISTENER = `(() => {
  const send = (kind, message) => navigator.sendBeacon(${JSON.stringify(ERROR_PATH)},
    JSON.stringify({ kind, message: String(message), page: location.pathname }));
  const seen = (window.__enginesErrors = []);
  const report = (kind, message) => { seen.push(kind + ': ' + message); send(kind, message); };
  // The error's own words, then where it was thrown: Firefox's and WebKit's stacks leave the words out.
  const described = (error) => error instanceof Error ? String(error) + '\\n' + (error.stack || '') : String(error);
  addEventListener('error', (event) => report('error', event.error ? described(event.error) : event.message));
  addEventListener('unhandledrejection', (event) => report('unhandledrejection', described(event.reason)));
})();`;

export interface PageError {
  kind: string;
  message: string;
  page: string;
}

export type AppFailure = 'missing' | 'throws';

/** What an entry that throws at once answers: the first statement of the app fails. */
const THROWN_MESSAGE = 'engines test: this browser cannot run the app';
export const THROWING_ENTRY = `throw new SyntaxError(${JSON.stringify(THROWN_MESSAGE)});\n`;

export interface SiteProxy {
  origin: string;
  /** Holds the app's entry until the returned function is called (then it is answered as `failApp` says). */
  holdApp(): () => void;
  /** The app's entry fails from now on (null: it loads again). */
  failApp(failure: AppFailure | null): void;
  /** Cuts (or restores) every connection through the proxy. */
  offline(cut: boolean): void;
  /** Uncaught errors reported by the pages since the last `takeErrors()`. */
  takeErrors(): PageError[];
  /**
   * Whether the app's entry has failed on the page at this path: answered failing by this proxy to
   * that page (its Referer), or, for an entry that throws, its error reported from that page. The
   * second is how a later page fails: the service worker keeps the entry's answer (a hashed asset,
   * whatever its headers say) and serves it without asking the proxy again, as it would the real
   * script that a browser too old cannot run.
   */
  appFailedOn(path: string): boolean;
  /** How many times the page at this path loaded the app's entry through this proxy (a reload loads it again). */
  entryLoadsBy(path: string): number;
  close(): Promise<void>;
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** The HTML with the listener as the first thing in <head>. */
function withListener(html: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script src="${LISTENER_PATH}"></script>`);
}

export async function startProxy(target: string): Promise<SiteProxy> {
  const upstream = new URL(target);
  let held: Promise<void> | null = null;
  let failure: AppFailure | null = null;
  let cut = false;
  let errors: PageError[] = [];
  /** How many times the entry was answered (as it is, or failing) to each page: path and query. */
  const entryLoads = new Map<string, number>();

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        // The Host the browser sent: nginx builds its redirects (/cookie-consent's 303) from it.
        headers: req.headers,
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html') || req.method === 'HEAD') {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const encoding = answer.headers['content-encoding'];
          const html = withListener(decoded(Buffer.concat(chunks), encoding).toString('utf8'));
          const headers = { ...answer.headers };
          delete headers['content-encoding'];
          delete headers['content-length'];
          // The page changed: its validators no longer name these bytes.
          delete headers.etag;
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(html);
        });
      },
    );
    out.on('error', () => res.destroy());
    out.end(body);
  };

  /** The app's entry as the journey wants it now: failing, held (then looked at again), or as served. */
  const answerEntry = (req: IncomingMessage, res: ServerResponse, body: Buffer): void => {
    if (failure !== null || !held) {
      const page = req.headers.referer ? new URL(req.headers.referer) : null;
      // The page's loads of the entry (GET), not the boot script's HEAD asking whether it is gone.
      if (page && req.method === 'GET') {
        const at = `${page.pathname}${page.search}`;
        entryLoads.set(at, (entryLoads.get(at) ?? 0) + 1);
      }
    }
    if (failure === 'missing') {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('not found');
    } else if (failure === 'throws') {
      res
        .writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
        .end(THROWING_ENTRY);
    } else if (held) {
      void held.then(() => answerEntry(req, res, body));
    } else {
      forward(req, res, body);
    }
  };

  const server: Server = createServer((req, res) => {
    if (cut) {
      req.socket.destroy();
      return;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (path === LISTENER_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
        res.end(LISTENER);
        return;
      }
      if (path === ERROR_PATH) {
        try {
          errors.push(JSON.parse(body.toString('utf8')) as PageError);
        } catch {
          errors.push({ kind: 'unreadable', message: body.toString('utf8'), page: '' });
        }
        res.writeHead(204).end();
        return;
      }
      if (APP_ENTRY.test(path)) answerEntry(req, res, body);
      else forward(req, res, body);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    holdApp() {
      let release = () => {};
      held = new Promise<void>((done) => (release = done));
      return () => {
        held = null;
        release();
      };
    },
    failApp(next) {
      failure = next;
    },
    offline(next) {
      cut = next;
    },
    takeErrors() {
      const taken = errors;
      errors = [];
      return taken;
    },
    appFailedOn(path) {
      if (failure !== null && entryLoads.has(path)) return true;
      return (
        failure === 'throws' && errors.some((e) => e.page === path && e.message.includes(THROWN_MESSAGE))
      );
    },
    entryLoadsBy(path) {
      return entryLoads.get(path) ?? 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((closed) => server.close(() => closed()));
    },
  };
}
