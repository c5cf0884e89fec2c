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
  /**
   * `npm run prerender`'s own script run again on this site's build, as its timer would after the
   * API's data changed (strict about pictures, as the suite's first run): its output, or a failure
   * with it.
   */
  prerender(env?: Record<string, string>): Promise<string>;
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
  const apiOrigin = options.apiOrigin ?? mockOrigin();
  return {
    origin,
    distDir,
    prerender: (env = {}) =>
      new Promise((done, fail) => {
        const run = spawn(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], {
          cwd: root,
          env: {
            ...process.env,
            API_ORIGIN: apiOrigin,
            DIST_DIR: distDir,
            // The origin the build was made with and is served at (the prerender holds it against the build).
            SITE_ORIGIN: origin,
            PRERENDER_STRICT_MEDIA: '1',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let said = '';
        run.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
        run.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
        run.on('exit', (code) =>
          code === 0 ? done(said) : fail(new Error(`the prerender exited ${code}:\n${said}`)),
        );
      }),
    async stop() {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
