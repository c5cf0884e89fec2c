/**
 * What the Playwright config, the site server script and the tests share: the browser to drive and
 * the addresses of the servers of this run.
 *
 * The config file is evaluated in the runner and again in every worker process. Ports are chosen
 * once, in the runner, and handed on through `process.env` (workers inherit the runner's
 * environment), so every process sees the same servers.
 */
import { spawnSync } from 'node:child_process';

export const HOST = '127.0.0.1';

export { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_CHROMIUM_PATH } from '../../../scripts/chromium';

/**
 * Free loopback ports, asked of the kernel (bind to port 0) in a child process: the config is
 * evaluated synchronously, and the child's sockets are closed before it exits, so the ports are
 * free (and, being fresh ephemeral ports, unlikely to be taken by anyone else before the servers
 * bind them a moment later).
 */
export function freePorts(count: number): number[] {
  const script = `
    const net = require('node:net');
    const servers = [];
    let left = ${count};
    const ports = [];
    for (let i = 0; i < ${count}; i++) {
      const server = net.createServer();
      servers.push(server);
      server.listen(0, '${HOST}', () => {
        ports.push(server.address().port);
        if (--left === 0) {
          console.log(JSON.stringify(ports));
          for (const s of servers) s.close();
        }
      });
    }`;
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`could not find free ports: ${result.stderr}`);
  return JSON.parse(result.stdout) as number[];
}

/** Sets the run's ports in `process.env` unless an earlier evaluation (the runner's) did. */
export function ensurePorts(): { mockPort: number; sitePort: number } {
  if (!process.env.E2E_MOCK_PORT || !process.env.E2E_SITE_PORT) {
    const [mockPort, sitePort] = freePorts(2) as [number, number];
    process.env.E2E_MOCK_PORT = String(mockPort);
    process.env.E2E_SITE_PORT = String(sitePort);
  }
  return { mockPort: Number(process.env.E2E_MOCK_PORT), sitePort: Number(process.env.E2E_SITE_PORT) };
}

/** The mock API's origin (its `/api/v1`, `/__mock/…`), set by the config. */
export function mockOrigin(): string {
  const port = process.env.E2E_MOCK_PORT;
  if (!port) throw new Error('E2E_MOCK_PORT is not set: run the tests with `npx playwright test`.');
  return `http://${HOST}:${port}`;
}
