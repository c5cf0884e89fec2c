/**
 * One language's index in a worker thread of its own (scripts/search-index/build.ts, side by side):
 * the thread's own Pagefind wrapper, so its own Pagefind process. Answers once, then ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { indexLanguage, type LanguageAnswer, type LanguageJob } from './language';

const answer: LanguageAnswer = await indexLanguage(workerData as LanguageJob).then(
  (result) => ({ ok: true, ...result }),
  (error: unknown) => ({ ok: false, message: error instanceof Error ? error.message : String(error) }),
);
parentPort!.postMessage(answer);
