/** The small part of json-server 0.17's CommonJS API the mock uses (the package ships no types). */
declare module 'json-server' {
  import type { Express, Request, RequestHandler, Response, Router } from 'express';

  interface DefaultsOptions {
    static?: string;
    logger?: boolean;
    bodyParser?: boolean;
    noCors?: boolean;
    noGzip?: boolean;
    readOnly?: boolean;
  }

  interface LowDb {
    getState(): unknown;
    setState(state: object): unknown;
  }

  export interface JsonServerRouter extends Router {
    db: LowDb;
    /** Called after every handler with `res.locals.data`; replaceable. */
    render: (req: Request, res: Response) => void;
  }

  interface JsonServer {
    create(): Express;
    defaults(options?: DefaultsOptions): RequestHandler[];
    router(source: string | object, options?: { foreignKeySuffix?: string }): JsonServerRouter;
  }

  const jsonServer: JsonServer;
  export default jsonServer;
}
