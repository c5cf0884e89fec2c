import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomicWrite';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'atomic-write-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('writeFileAtomic', () => {
  it('creates the folders and writes the file', () => {
    const file = join(tempDir(), 'ru', 'posts', 'index.html');
    writeFileAtomic(file, '<p>new</p>');
    expect(readFileSync(file, 'utf8')).toBe('<p>new</p>');
  });

  it('replaces an existing file and leaves no temporary file behind', () => {
    const dir = tempDir();
    const file = join(dir, 'index.html');
    writeFileSync(file, 'old');
    writeFileAtomic(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['index.html']);
  });

  it('keeps the old file and removes the temporary one when the rename fails', () => {
    const dir = tempDir();
    // A folder where the file should be: the rename onto it fails after the temp file is written.
    const target = join(dir, 'index.html');
    writeFileAtomic(join(target, 'keep.txt'), 'kept');
    expect(() => writeFileAtomic(target, 'new')).toThrow();
    expect(readdirSync(dir)).toEqual(['index.html']);
    expect(readFileSync(join(target, 'keep.txt'), 'utf8')).toBe('kept');
  });
});
