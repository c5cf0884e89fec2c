/** The end of the chain: 405 for a listed path asked with another method, 404 otherwise, and errors. */
import type { Express, NextFunction, Request, Response } from 'express';
import { sendDetail } from './context';
import { bodyErrorHandler } from './routes-forms';
import { texts } from './texts';

export function registerFallback(app: Express, getPaths: string[], postPaths: string[]): void {
  const toRe = (p: string) => new RegExp(`^${p.replace(/:[a-z]+/g, '[^/]+')}$`);
  const getRes = getPaths.map(toRe);
  const postRes = postPaths.map(toRe);
  app.use((req: Request, res: Response) => {
    const known =
      (req.method !== 'GET' && getRes.some((re) => re.test(req.path))) ||
      (req.method !== 'POST' && postRes.some((re) => re.test(req.path)));
    if (known) return sendDetail(res, 405, texts.methodNotAllowed);
    sendDetail(res, 404, texts.notFound);
  });

  app.use(bodyErrorHandler);
  // Express recognises error handlers by their four parameters.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error('[mock] unexpected error:', error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendDetail(res, 500, texts.serverError);
  });
}
