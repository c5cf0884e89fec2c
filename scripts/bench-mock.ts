/**
 * `npm run bench:mock [-- --word wiza --requests 20000 --seconds 20 --connections 16]`
 *
 * Requests per second and p50/p99 latency of `/api/v1/posts/all-posts/?size=100&word=<word>` over
 * the 10 000-post fixtures (fixtures/db.large.json, generated at scale 25 when missing), on
 * loopback only. The mock runs in its own process (as `npm run mock` does) so the client does not
 * share its event loop. Bounded by a request count and a time limit, whichever comes first.
 * Runs twice: with `Accept-Encoding: gzip`, as browsers and fetch send it (the mock keeps each
 * page's gzip form; like wrk and autocannon, the client times the last byte and does not inflate),
 * then without it (plain JSON). For context on a shared machine it also measures a bare Node HTTP
 * server sending the same bytes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { generateDb, serializeDb } from '../mock-api/generate/generate';

const { values } = parseArgs({
  options: {
    word: { type: 'string', default: 'wiza' },
    requests: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '16' },
    warmup: { type: 'string', default: '300' },
    db: { type: 'string', default: 'fixtures/db.large.json' },
    baseline: { type: 'boolean', default: true },
    encodings: { type: 'string', default: 'gzip,identity' },
  },
  allowNegative: true,
});

const maxRequests = Number(values.requests);
const maxSeconds = Number(values.seconds);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const dbPath = resolve(values.db);

/** A process's CPU time so far (user + system, ms), from /proc; null where there is no /proc. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

function ensureLargeDb(): void {
  if (existsSync(dbPath)) return;
  console.log(`generating ${dbPath} (scale 25, 10 000 posts)…`);
  writeFileSync(dbPath, serializeDb(generateDb({ scale: 25 })));
}

/** Starts a child process and resolves with the URL it prints. */
function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  pattern: RegExp,
): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = pattern.exec(out);
      if (m) resolvePromise({ child, url: m[1]! });
    });
    child.once('exit', (code) => reject(new Error(`child exited early (${code}): ${out}`)));
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Answer {
  ms: number;
  status: number;
  encoding: string;
  body: Buffer;
}

interface LoadResult {
  requests: number;
  seconds: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  bytesPerAnswer: number;
  cpuPerRequest: number | null;
}

async function load(
  url: string,
  path: string,
  pid: number | undefined,
  encoding: string,
): Promise<{ probe: Answer; result: LoadResult }> {
  const target = new URL(url);
  if (target.hostname !== '127.0.0.1') throw new Error('the benchmark only runs on loopback');
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const one = (keep = false) =>
    new Promise<Answer>((res, rej) => {
      const started = performance.now();
      const req = http.get(
        { host: '127.0.0.1', port: target.port, path, agent, headers: { 'Accept-Encoding': encoding } },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (c: Buffer) => {
            size += c.length;
            if (keep) chunks.push(c);
          });
          response.on('end', () =>
            res({
              ms: performance.now() - started,
              status: response.statusCode ?? 0,
              encoding: String(response.headers['content-encoding'] ?? 'identity'),
              body: keep ? Buffer.concat(chunks) : Buffer.alloc(size),
            }),
          );
          response.on('error', rej);
        },
      );
      req.on('error', rej);
    });
  try {
    const probe = await one(true);
    if (probe.status !== 200) throw new Error(`probe answered ${probe.status}`);
    if (probe.encoding !== encoding) throw new Error(`asked for ${encoding}, got ${probe.encoding}`);
    // Warm-up: JIT, indexes, sockets.
    for (let i = 0; i < warmup; i += connections)
      await Promise.all(Array.from({ length: connections }, () => one()));
    const latencies: number[] = [];
    let bytes = 0;
    let errors = 0;
    let issued = 0;
    const cpuBefore = cpuMs(pid);
    const started = performance.now();
    const deadline = started + maxSeconds * 1000;
    const worker = async () => {
      while (issued < maxRequests && performance.now() < deadline) {
        issued++;
        try {
          const r = await one();
          if (r.status !== 200) errors++;
          latencies.push(r.ms);
          bytes += r.body.length;
        } catch {
          errors++;
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuMs(pid);
    latencies.sort((a, b) => a - b);
    return {
      probe,
      result: {
        requests: latencies.length,
        seconds,
        errors,
        rps: latencies.length / seconds,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? NaN,
        bytesPerAnswer: bytes / Math.max(1, latencies.length),
        cpuPerRequest:
          cpuBefore !== null && cpuAfter !== null
            ? (cpuAfter - cpuBefore) / Math.max(1, latencies.length)
            : null,
      },
    };
  } finally {
    agent.destroy();
  }
}

function describe(label: string, r: LoadResult): void {
  console.log(`${label}`);
  console.log(
    `  ${r.requests} requests in ${r.seconds.toFixed(2)} s with ${connections} connections, ${r.errors} errors, ${(r.bytesPerAnswer / 1024).toFixed(0)} KiB per answer`,
  );
  console.log(
    `  ${r.rps.toFixed(0)} req/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   max ${r.max.toFixed(2)} ms`,
  );
  if (r.cpuPerRequest !== null)
    console.log(
      `  server CPU ${r.cpuPerRequest.toFixed(3)} ms per request (≈ ${(1000 / r.cpuPerRequest).toFixed(0)} req/s per free core)`,
    );
}

async function main(): Promise<void> {
  ensureLargeDb();
  const path = `/api/v1/posts/all-posts/?size=100&word=${encodeURIComponent(values.word)}`;
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (${process.platform}, Node ${process.version})`,
  );
  const mock = await startChild(
    ['--import', 'tsx', 'mock-api/cli.ts'],
    {
      MOCK_PORT: '0',
      MOCK_HOST: '127.0.0.1',
      MOCK_DB: dbPath,
      MOCK_QUIET: '1',
      MOCK_SCENARIO: '',
      MOCK_LATENCY_MS: '0',
      MOCK_JITTER_MS: '0',
    },
    /API on (http:\/\/127\.0\.0\.1:\d+)\/api\/v1/,
  );
  const encodings = values.encodings
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const probes = new Map<string, Buffer>();
  try {
    for (const encoding of encodings) {
      const { probe, result } = await load(mock.url, path, mock.child.pid, encoding);
      probes.set(encoding, probe.body);
      const json = encoding === 'gzip' ? gunzipSync(probe.body) : probe.body;
      const parsed = JSON.parse(json.toString()) as { count: number; results: unknown[] };
      console.log(`\nmock, Accept-Encoding: ${encoding}: GET ${path} over ${dbPath}`);
      console.log(
        `  ${parsed.count} matching posts, ${parsed.results.length} in the page, ${(json.length / 1024).toFixed(0)} KiB of JSON`,
      );
      describe('', result);
      const ok = result.rps >= 2000 && result.p99 < 20;
      console.log(`  target ≥ 2000 req/s and p99 < 20 ms: ${ok ? 'met' : 'NOT met'}`);
    }
  } finally {
    mock.child.kill('SIGTERM');
  }

  if (values.baseline) {
    // The same bytes from a bare node:http server: the floor this machine allows right now.
    for (const [encoding, body] of probes) {
      const dir = mkdtempSync(join(tmpdir(), 'bench-mock-'));
      const bodyFile = join(dir, 'body.json');
      writeFileSync(bodyFile, body);
      const extra =
        encoding === 'identity' ? '' : `r.setHeader('Content-Encoding',${JSON.stringify(encoding)});`;
      const script = `const http=require('http');const b=require('fs').readFileSync(${JSON.stringify(bodyFile)});
const s=http.createServer((q,r)=>{r.setHeader('Content-Type','application/json');${extra}r.setHeader('Content-Length',b.length);r.end(b)});
s.listen(0,'127.0.0.1',()=>console.log('BARE http://127.0.0.1:'+s.address().port));`;
      const bare = await startChild(['-e', script], {}, /BARE (http:\/\/127\.0\.0\.1:\d+)/);
      try {
        const { result } = await load(bare.url, path, bare.child.pid, encoding);
        console.log('');
        describe(`baseline: bare node:http server sending the same ${encoding} bytes`, result);
      } finally {
        bare.child.kill('SIGTERM');
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  console.log(
    `\nload average after: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
