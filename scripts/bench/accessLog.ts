/**
 * Reading an nginx JSON access log the benches have turned on (one JSON object a line): the lines a
 * visit added, once the log has stopped growing (nginx writes a line as each answer ends).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';

/** The log's length now: where the next visit's lines start. */
export function logSize(log: string): number {
  return existsSync(log) ? statSync(log).size : 0;
}

/** The lines written since `from`, once no line has been added for `quietMs` (at most `limitMs`). */
export async function logLinesSince<Line>(
  log: string,
  from: number,
  { quietMs = 250, limitMs = 5000 } = {},
): Promise<Line[]> {
  for (let last = -1, waited = 0; logSize(log) !== last && waited < limitMs; waited += quietMs) {
    last = logSize(log);
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
  return readFileSync(log, 'utf8')
    .slice(from)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);
}
