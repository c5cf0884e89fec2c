/** The mock's plumbing before any route: one log line per request, CORS and no-cache. */
import type { NextFunction, Request, Response } from 'express';

/** One readable line per request: `03:01:02 GET /api/v1/… → 200 3.1 ms 512B [scenario slow]`. */
export function requestLog(print: (line: string) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const url = req.originalUrl;
    res.on('close', () => {
      const ms = (performance.now() - started).toFixed(1);
      const length = res.getHeader('content-length');
      const size =
        typeof length === 'number' ? ` ${length}B` : typeof length === 'string' ? ` ${length}B` : '';
      const scenario = res.locals.scenario ? ` [scenario ${String(res.locals.scenario)}]` : '';
      const status = res.writableFinished ? String(res.statusCode) : 'dropped';
      print(
        `${new Date().toISOString().slice(11, 19)} ${req.method} ${url} → ${status} ${ms} ms${size}${scenario}`,
      );
    });
    next();
  };
}

/**
 * CORS (origin reflected, credentials allowed, any requested header such as X-Mock-Scenario) and
 * no-cache, as json-server's defaults do; written out because its defaults also stat a static
 * folder on every request, which costs more than the whole paged answer.
 */
export function cors(req: Request, res: Response, next: NextFunction): void {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  }
  res.setHeader('Cache-Control', 'no-cache');
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    res.setHeader('Access-Control-Allow-Methods', 'GET,HEAD,PUT,PATCH,POST,DELETE');
    const asked = req.headers['access-control-request-headers'];
    if (asked) res.setHeader('Access-Control-Allow-Headers', asked);
    res.setHeader('Access-Control-Max-Age', '600');
    res.statusCode = 204;
    res.setHeader('Content-Length', '0');
    res.end();
    return;
  }
  next();
}
