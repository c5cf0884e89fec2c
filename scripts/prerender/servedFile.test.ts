import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { removeServedFile, servedFileIsCurrent, writeServedFile } from './servedFile';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'served-file-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const page = (word: string) => `<!doctype html><p>${`${word} Döwlet migrasiýa gullugy. `.repeat(40)}</p>`;
/** The page and its copies as nginx would send them, decoded. */
const trio = (file: string) => ({
  html: readFileSync(file, 'utf8'),
  br: brotliDecompressSync(readFileSync(`${file}.br`)).toString('utf8'),
  gz: gunzipSync(readFileSync(`${file}.gz`)).toString('utf8'),
});

describe('writeServedFile', () => {
  it('writes the page, its .br and its .gz, each decoding to the page, and no temporary file', () => {
    const dir = tempDir();
    const file = join(dir, 'ru', 'posts', 'index.html');
    writeServedFile(file, page('old'));
    writeServedFile(file, page('new'));
    expect(trio(file)).toEqual({ html: page('new'), br: page('new'), gz: page('new') });
    expect(readdirSync(join(dir, 'ru', 'posts')).sort()).toEqual([
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
    expect(servedFileIsCurrent(file, page('new'))).toBe(true);
  });

  it('compresses neither a small page (dropping its old copies) nor a file nginx does not serve as text', () => {
    const dir = tempDir();
    const file = join(dir, 'index.html');
    writeServedFile(file, page('big'));
    writeServedFile(file, '<p>small</p>');
    writeServedFile(join(dir, 'sw.js'), page('script'));
    expect(readdirSync(dir).sort()).toEqual(['index.html', 'sw.js']);
    expect(readFileSync(file, 'utf8')).toBe('<p>small</p>');
  });

  it('leaves the old page and no copy that disagrees with it when a rename fails', () => {
    const dir = tempDir();
    const file = join(dir, 'index.html');
    writeServedFile(file, page('old'));
    // A folder where the .gz goes: its rename fails after the new .br is in place.
    rmSync(`${file}.gz`);
    mkdirSync(join(`${file}.gz`, 'blocker'), { recursive: true });
    expect(() => writeServedFile(file, page('new'))).toThrow();
    expect(readFileSync(file, 'utf8')).toBe(page('old'));
    expect(readdirSync(dir).sort()).toEqual(['index.html', 'index.html.gz']);
  });

  it('keeps the old page when the page itself cannot be renamed', () => {
    const dir = tempDir();
    const target = join(dir, 'index.html');
    // A folder where the page should be: the copies are renamed, then the page's rename fails.
    mkdirSync(target);
    writeFileSync(join(target, 'keep.txt'), 'kept');
    expect(() => writeServedFile(target, page('new'))).toThrow();
    expect(readdirSync(dir)).toEqual(['index.html']);
    expect(readFileSync(join(target, 'keep.txt'), 'utf8')).toBe('kept');
  });
});

describe('removeServedFile', () => {
  it('removes the page with its copies', () => {
    const dir = tempDir();
    writeServedFile(join(dir, 'index.html'), page('gone'));
    writeServedFile(join(dir, 'other.html'), page('kept'));
    removeServedFile(join(dir, 'index.html'));
    expect(readdirSync(dir).sort()).toEqual(['other.html', 'other.html.br', 'other.html.gz']);
  });
});
