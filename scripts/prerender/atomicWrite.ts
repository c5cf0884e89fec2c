import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

let counter = 0;

/**
 * Writes `content` to `path` through a temporary file in the same folder and a rename: a reader (nginx
 * serving the page) sees the old file or the new one, never half of one.
 */
export function writeFileAtomic(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  counter += 1;
  const temp = `${path}.${process.pid}.${counter}.tmp`;
  try {
    writeFileSync(temp, content);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
