/**
 * The TLS and HTTP/2 front of the production path, for `npm run bench:lighthouse`. In production
 * TLS ends in front of nginx (docs/deploying.md), and what a visitor's browser speaks to that front
 * is HTTP/2: every request of a page shares one connection. nginx alone on loopback speaks
 * HTTP/1.1 without TLS, and Lighthouse's simulation then gives each parallel request of a page its
 * own connection, with its own handshake and slow start: a page with two more early requests than
 * its script-free snapshot (the app's boot script and the consent script) paid for two more
 * connections that a visitor never opens. This front is a second nginx on loopback, HTTP/2 over
 * TLS with a certificate made for the run (the browser is told to accept it), passing every request
 * unchanged to the site's nginx.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash, X509Certificate } from 'node:crypto';
import { tmpdir } from 'node:os';
import { connect as connectTls } from 'node:tls';
import { join } from 'node:path';
import { findNginx, findSetpriv, INSTALL_HINT, waitReady } from '../serve/nginx';

export interface TlsFront {
  /** `https://127.0.0.1:PORT` */
  url: string;
  /**
   * Chromium's flag that trusts this run's certificate as if a CA had signed it (by the SHA-256 of
   * its public key). Unlike ACCEPT_RUN_CERTIFICATE, an origin so trusted has an HTTP cache and
   * service workers: Chromium keeps nothing in its cache from a connection whose certificate error
   * it merely ignores, and registers no worker there, so a repeat visit measured that way loaded
   * everything again (about 190-260 kB of `/tm/`, where the visit really moves a few kB).
   */
  trustFlag: string;
  stop(): Promise<void>;
}

/**
 * Chromium's flag for the run's own certificate (Lighthouse's browser, whose first visits need no
 * cache); a repeat visit needs the front's `trustFlag`.
 */
export const ACCEPT_RUN_CERTIFICATE = '--ignore-certificate-errors';

/**
 * This run's front answers on `host:port`: a TLS handshake that trusts only the run's own
 * certificate, so another server already on the port (which would make nginx fail to bind and
 * exit) is not taken for it.
 */
function answering(host: string, port: number, cert: Buffer): Promise<boolean> {
  return new Promise((done) => {
    const socket = connectTls({ host, port, ca: cert, checkServerIdentity: () => undefined });
    socket.once('secureConnect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => {
      socket.destroy();
      done(false);
    });
  });
}

/** Starts the front on `host:port`, in front of `upstream` (the site's nginx, `http://…`). */
/**
 * `accessLog`: a file the front writes a JSON line to for each answer, with what it sent for it on
 * the HTTP/2 connection (`$bytes_sent`: its HEADERS and DATA frames, before TLS) and the body alone.
 * nginx encodes response headers with HPACK's static table and Huffman codes but no dynamic table,
 * so a header repeated on every answer is sent again each time, shorter but not as an index; this
 * is the count a visitor's line carries from such a front.
 */
export async function startTlsFront(
  host: string,
  port: number,
  upstream: string,
  { accessLog }: { accessLog?: string } = {},
): Promise<TlsFront> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-front-'));
  chmodSync(dir, 0o755);
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (made.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`openssl could not make the run's certificate: ${made.stderr.toString()}`);
  }
  // `listen … ssl http2` is the form nginx 1.22 (Debian 12) reads; newer versions also take it.
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events {}
http {
  ${
    accessLog
      ? `log_format wire escape=json '{"uri":"$request_uri","sent":$bytes_sent,"body":$body_bytes_sent}';
  access_log ${accessLog} wire;`
      : 'access_log off;'
  }
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen ${host}:${port} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Connection "";
      proxy_buffering off;
    }
  }
}
`,
  );
  const nginx = findNginx();
  if (!nginx) throw new Error(`nginx is missing: ${INSTALL_HINT}`);
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
  // As the site's nginx (scripts/serve/nginx.ts): stopped by the kernel if the bench dies.
  const setpriv = findSetpriv();
  const child = setpriv
    ? spawn(setpriv, ['--pdeathsig', 'TERM', '--', nginx, ...args], { stdio: 'ignore' })
    : spawn(nginx, args, { stdio: 'ignore' });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    const cert = readFileSync(join(dir, 'cert.pem'));
    await waitReady(() => answering(host, port, cert), `answer on ${host}:${port}`, child, exited, 10_000);
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the TLS front: ${(error as Error).message}\n${log}`.trim(), { cause: error });
  }
  const publicKey = new X509Certificate(readFileSync(join(dir, 'cert.pem'))).publicKey;
  const spki = createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return {
    url: `https://${host}:${port}`,
    trustFlag: `--ignore-certificate-errors-spki-list=${spki}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
