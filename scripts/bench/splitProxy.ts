/**
 * A page as it arrives on a slow network: a proxy in front of the site that sends one page's HTML
 * in parts and holds each part's end until its caller lets it go (`sent(i)` resolves when part i is
 * out, `release(i)` sends the next), so the caller can make the browser paint what it has so far.
 * Everything else (assets, API) passes through unchanged. Used by `--measure shifts`
 * (partialShifts.ts) and tests/e2e/prerender.spec.ts; `stop` closes it.
 */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
/** Loopback only, on a port the system chooses. */
const HOST = '127.0.0.1';

export interface SplitProxy {
  origin: string;
  /**
   * Resolves with the number of pauses once the page's HTML has been read from the site; rejects when
   * `pausesAfter` gave offsets outside it or out of order.
   */
  pauses(): Promise<number>;
  /** Resolves when the part that ends at pause `index` has been sent. */
  sent(index: number): Promise<void>;
  /** Lets the HTML go on after pause `index`. */
  release(index: number): void;
  stop(): Promise<void>;
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

export async function startSplitProxy(options: {
  /** The site's origin. */
  target: string;
  /** The address whose HTML arrives in parts. */
  path: string;
  /** Where the parts end: given the whole HTML, the offsets after which it pauses. */
  pausesAfter: (html: string) => number[];
}): Promise<SplitProxy> {
  const upstream = new URL(options.target);
  const sent: ReturnType<typeof deferred>[] = [];
  const released: ReturnType<typeof deferred>[] = [];
  const gate = (gates: ReturnType<typeof deferred>[], index: number) => (gates[index] ??= deferred());
  let counted = (_pauses: number) => {};
  let refused = (_error: Error) => {};
  const pauses = new Promise<number>((done, fail) => {
    counted = done;
    refused = fail;
  });
  // Read only by the bench; a test that never asks must not see an unhandled rejection.
  pauses.catch(() => {});
  const server = createServer((incoming, outgoing) => {
    // No compression from the site: the split is made in the HTML's text.
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
      (response) => {
        if (incoming.url !== options.path) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const offsets = options.pausesAfter(html);
          const wrong = offsets.filter((at, i) => at <= (offsets[i - 1] ?? 0) || at >= html.length);
          if (wrong.length > 0) {
            const message = `pauses ${offsets.join(', ')} are not in order inside the HTML of ${options.path}`;
            refused(new Error(message));
            outgoing.writeHead(500).end(message);
            return;
          }
          counted(offsets.length);
          // Sent in parts (chunked): the whole length no longer describes the first write.
          const partHeaders = { ...response.headers };
          delete partHeaders['content-length'];
          outgoing.writeHead(response.statusCode ?? 502, partHeaders);
          void (async () => {
            let from = 0;
            for (const [index, at] of offsets.entries()) {
              outgoing.write(html.slice(from, at));
              gate(sent, index).resolve();
              await gate(released, index).promise;
              from = at;
            }
            outgoing.end(html.slice(from));
          })();
        });
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((ready) => server.listen(0, HOST, ready));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${HOST}:${port}`,
    pauses: () => pauses,
    sent: (index) => gate(sent, index).promise,
    release: (index) => gate(released, index).resolve(),
    stop: () =>
      new Promise<void>((done) => {
        for (const held of released) held.resolve();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
