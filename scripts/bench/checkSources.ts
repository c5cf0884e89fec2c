/**
 * `tsx scripts/bench/checkSources.ts <dist> <api origin> [api pid]`: asks every news item's source
 * that a prerendered site's manifest names (`/api/v1/posts/post-detail/…`, one a news page), four at
 * a time as a run's checks do, once with Node's `fetch` and once with the prerender's own client
 * (scripts/prerender/apiGet.ts), hashing each body as a run does. Prints each one's time, its CPU,
 * its memory (RSS) after, and the API process's CPU when its pid is given (from /proc). The
 * numbers of docs/performance.md, "The checks without `fetch`".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiGet } from '../prerender/apiGet';
import { digestAnswer, type Manifest } from '../prerender/incremental';

const [distDir, apiOrigin, apiPid] = process.argv.slice(2);
if (!distDir || !apiOrigin) {
  console.error('usage: tsx scripts/bench/checkSources.ts <dist> <api origin> [api pid]');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(join(distDir, '_prerender', '.manifest.json'), 'utf8')) as Manifest;
const sources = [...new Set(Object.values(manifest.pages).flatMap((page) => page.sources))].filter((source) =>
  source.includes('/post-detail/'),
);
const AT_ONCE = 4;
const headers = { Accept: 'application/json' };

const cpuSeconds = (pid: string) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

async function measure(name: string, ask: (source: string) => Promise<string>) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const apiCpu = apiPid ? cpuSeconds(apiPid) : 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < sources.length) await ask(sources[next++]!);
    }),
  );
  const used = process.cpuUsage(cpu);
  console.log(
    `${name}: ${sources.length} sources in ${((performance.now() - started) / 1000).toFixed(2)} s, ` +
      `${((used.user + used.system) / 1e6).toFixed(2)} s of CPU, RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB` +
      (apiPid ? `; the API ${(cpuSeconds(apiPid) - apiCpu).toFixed(2)} s of CPU` : ''),
  );
}

// `request` first: its RSS is its own; `fetch`'s, printed after, is at least what it adds to that.
const apiGet = createApiGet(apiOrigin, { connections: AT_ONCE, timeoutMs: 15_000, headers });
await measure('request (apiGet.ts)', async (source) => {
  const { status, body } = await apiGet(source);
  return digestAnswer(status, body);
});
await apiGet.close();
await measure('fetch', async (source) => {
  const response = await fetch(new URL(source, apiOrigin), { headers, signal: AbortSignal.timeout(15_000) });
  return digestAnswer(response.status, await response.text());
});
