/**
 * A second site server for the tests that need a differently configured build (the real
 * reCAPTCHA widget): the same script the config's `webServer` runs, started from a worker fixture
 * on a free port in front of the run's mock, and stopped with its whole process group.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { HOST, freePorts, mockOrigin } from './env';

const root = resolve(import.meta.dirname, '../../..');

export interface SiteProcess {
  origin: string;
  /** The folder nginx serves: its prerendered pages and search index below it (a test may deploy into it: offline.spec.ts). */
  distDir: string;
  stop(): Promise<void>;
}

export async function startSiteServer(
  buildEnv: Record<string, string>,
  /**
   * `prerender`: run the prerender before serving; `prerenderPages`: only these pages (seconds, not
   * minutes); `accessLog`: a file for nginx's access log (else none), for a test that reads it;
   * `apiOrigin`: another API than the run's mock (a spec's own mock, whose data it changes).
   */
  options: {
    prerender?: boolean;
    prerenderPages?: readonly string[];
    accessLog?: string;
    apiOrigin?: string;
    /** Variables of `npm run serve` for this site's nginx (e.g. RUM_SAMPLE). */
    serveEnv?: Record<string, string>;
  } = {},
): Promise<SiteProcess> {
  const [port] = freePorts(1) as [number];
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/site-server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST,
      PORT: String(port),
      API_ORIGIN: options.apiOrigin ?? mockOrigin(),
      E2E_BUILD_ENV: JSON.stringify(buildEnv),
      E2E_PRERENDER: options.prerender ? '1' : '',
      E2E_PRERENDER_PAGES: options.prerenderPages?.join(',') ?? '',
      E2E_ACCESS_LOG: options.accessLog ?? '',
      E2E_SERVE_ENV: JSON.stringify(options.serveEnv ?? {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const origin = `http://${HOST}:${port}`;
  let output = '';
  let distDir = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  await new Promise<void>((ready, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The script says where it serves once the server is listening.
      // `[site] nginx (pid N) serves <dir> on <origin>, API …` (site-server.ts).
      const serving = new RegExp(`serves (\\S+) on ${origin},`).exec(output);
      if (serving) {
        distDir = serving[1]!;
        ready();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) =>
      fail(new Error(`the site server exited (${code}) before it served:\n${output}`)),
    );
  });
  return {
    origin,
    distDir,
    async stop() {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
