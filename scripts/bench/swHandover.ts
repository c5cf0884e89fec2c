/**
 * A probe of Chromium, not of the site (decision 0161): what becomes of a navigation that starts a
 * service worker's hand-over, with and without DevTools attached to the workers.
 *
 *   npx tsx scripts/bench/swHandover.ts [--runs 12]
 *
 * Each run: a fresh profile and a server of its own on loopback, whose worker calls skipWaiting. A
 * controlled page has the server publish a new worker and sends messages to the old one while the
 * new one installs, so that in some runs the new worker is parked in waiting (an event reached the
 * old worker while it stopped). Then the page follows a link. The server records whether the next
 * page's script arrived, and how long after the click.
 *
 * - `plain`: the browser started as a visitor's is, no DevTools.
 * - `automated`: launched by Playwright, which attaches DevTools to every worker (the e2e suite).
 *
 * Prints each mode's runs: parked or not, and the next page arrived (ms) or lost (none in 10 s).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../chromium';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '12' } } });
const RUNS = Number(values.runs);
const WAIT_MS = 10_000;

/** The page's script: the steps above, reported to `/report`. */
const PAGE_SCRIPT = `
const report = (what) => fetch('/report?' + encodeURIComponent(what), { cache: 'no-store' });
(async () => {
  const here = new URL(location.href);
  if (here.pathname === '/next') return report('arrived ' + (Date.now() - Number(here.searchParams.get('t'))));
  const registration = await navigator.serviceWorker.register('/sw.js');
  if (!navigator.serviceWorker.controller) {
    await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
    location.assign('/controlled');
    return;
  }
  const old = navigator.serviceWorker.controller;
  await fetch('/publish', { cache: 'no-store' });
  const messages = setInterval(() => old.postMessage('ping'), 5);
  void registration.update();
  const start = Date.now();
  while (Date.now() - start < 5000 && !registration.waiting && registration.active === old)
    await new Promise((done) => setTimeout(done, 50));
  clearInterval(messages);
  await new Promise((done) => setTimeout(done, 500));
  await report('parked ' + (!!registration.waiting && registration.active === old));
  location.assign('/next?t=' + Date.now());
})();
`;

interface Outcome {
  parked: boolean | null;
  arrivedMs: number | null;
}

/** A server for one run; `outcome` settles once the next page arrived, or after WAIT_MS. */
async function runServer(): Promise<{ origin: string; outcome: Promise<Outcome>; close: () => void }> {
  let version = 1;
  const result: Outcome = { parked: null, arrivedMs: null };
  let settle: (outcome: Outcome) => void = () => {};
  const outcome = new Promise<Outcome>((done) => (settle = done));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://probe');
    const send = (type: string, body: string) => {
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
      response.end(body);
    };
    if (url.pathname === '/sw.js')
      return send(
        'text/javascript',
        `// ${version}
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', () => {});
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.respondWith(fetch(event.request));
});`,
      );
    if (url.pathname === '/page.js') return send('text/javascript', PAGE_SCRIPT);
    if (url.pathname === '/publish') {
      version += 1;
      return send('text/plain', 'ok');
    }
    if (url.pathname === '/report') {
      const [what, value] = decodeURIComponent(url.search.slice(1)).split(' ');
      if (what === 'parked') result.parked = value === 'true';
      if (what === 'arrived') {
        result.arrivedMs = Number(value);
        settle(result);
      }
      return send('text/plain', 'ok');
    }
    if (url.pathname === '/favicon.ico') return send('text/plain', '');
    send(
      'text/html',
      '<!doctype html><meta charset="utf-8"><title>probe</title><script src="/page.js"></script>',
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  setTimeout(() => settle(result), WAIT_MS);
  return { origin: `http://127.0.0.1:${port}`, outcome, close: () => server.close() };
}

async function plainRun(): Promise<Outcome> {
  const { origin, outcome, close } = await runServer();
  const profile = mkdtempSync(join(tmpdir(), 'sw-handover-'));
  const browser = spawn(E2E_CHROMIUM_PATH, [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, `${origin}/`], {
    stdio: 'ignore',
  });
  const result = await outcome;
  browser.kill();
  await new Promise((done) => browser.once('exit', done));
  rmSync(profile, { recursive: true, force: true });
  close();
  return result;
}

async function automatedRun(): Promise<Outcome> {
  const { origin, outcome, close } = await runServer();
  const browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await (await browser.newContext({ serviceWorkers: 'allow' })).newPage();
  await page.goto(`${origin}/`);
  const result = await outcome;
  await browser.close();
  close();
  return result;
}

for (const [mode, run] of [
  ['plain', plainRun],
  ['automated', automatedRun],
] as const) {
  const outcomes: Outcome[] = [];
  for (let index = 0; index < RUNS; index++) outcomes.push(await run());
  const line = (parked: boolean) => {
    const these = outcomes.filter((outcome) => outcome.parked === parked);
    const arrived = these
      .filter((outcome) => outcome.arrivedMs !== null)
      .map((outcome) => outcome.arrivedMs!);
    return `${parked ? 'parked' : 'took over'} ${these.length}: arrived ${arrived.length} (${arrived.join(', ')} ms), lost ${these.length - arrived.length}`;
  };
  const unknown = outcomes.filter((outcome) => outcome.parked === null).length;
  console.log(`${mode}: ${line(true)}; ${line(false)}${unknown ? `; did not get that far ${unknown}` : ''}`);
}
