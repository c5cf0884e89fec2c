/**
 * The render workers (scripts/prerender/worker.ts): a fixed number of threads, each rendering one
 * page at a time; a page goes to the first idle one.
 */
import { Worker } from 'node:worker_threads';
import type { RenderResult } from './incremental';
import type { WorkerAnswer, WorkerSetup } from './worker';

/**
 * A worker thread that runs a TypeScript module: the thread registers tsx's loader first (a worker
 * does not inherit the loader `tsx scripts/prerender.ts` started the main thread with). Also the
 * search index's languages side by side (scripts/search-index/build.ts).
 */
export function typeScriptWorker(module: URL): URL {
  return new URL(
    `data:text/javascript,${encodeURIComponent(
      `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};\n` +
        `register();\n` +
        `await import(${JSON.stringify(module.href)});\n`,
    )}`,
  );
}

const WORKER_BOOT = typeScriptWorker(new URL('./worker.ts', import.meta.url));

/**
 * Each render worker's heap limits. A page needs far less; smaller generations make V8 collect
 * before the thread grows past them, which keeps the whole run under 1 GB (decision 0241; a full
 * run of the fixtures peaked at 1.1 GB with no limit, and the process tree at 1.11 GB with 256 MB
 * and V8's default young generation).
 */
const WORKER_HEAP_MB = 192;
const WORKER_YOUNG_MB = 16;

export interface RenderPool {
  render(path: string): Promise<RenderResult>;
  close(): Promise<void>;
}

export async function startPool(size: number, setup: WorkerSetup): Promise<RenderPool> {
  const waiting = new Map<number, (result: RenderResult) => void>();
  const idle: Worker[] = [];
  const queued: { id: number; path: string }[] = [];
  let next = 0;
  const dispatch = () => {
    while (idle.length && queued.length) idle.pop()!.postMessage(queued.shift());
  };
  const workers = await Promise.all(
    Array.from(
      { length: size },
      () =>
        new Promise<Worker>((ready, fail) => {
          const worker = new Worker(WORKER_BOOT, {
            workerData: setup,
            resourceLimits: {
              maxOldGenerationSizeMb: WORKER_HEAP_MB,
              maxYoungGenerationSizeMb: WORKER_YOUNG_MB,
            },
          });
          worker.once('error', fail);
          worker.on('message', (message: WorkerAnswer | 'ready') => {
            if (message === 'ready') {
              worker.off('error', fail);
              worker.on('error', (error) => {
                // A worker that dies takes its page with it: every waiting page fails, the run reports it.
                for (const [id, done] of waiting) {
                  waiting.delete(id);
                  done({
                    status: 'failed',
                    reason: `render worker crashed: ${error.message}`,
                    unreachable: true,
                  });
                }
              });
              ready(worker);
            } else {
              waiting.get(message.id)?.(message.result);
              waiting.delete(message.id);
            }
            idle.push(worker);
            dispatch();
          });
        }),
    ),
  );
  return {
    render(path) {
      const id = (next += 1);
      return new Promise((done) => {
        waiting.set(id, done);
        queued.push({ id, path });
        dispatch();
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
