/**
 * The prerender's pages with their compressed copies (decision 0201): `<file>.br` and `<file>.gz`
 * beside each HTML page and XML sitemap, which nginx sends as they are (`brotli_static`,
 * `gzip_static`) instead of compressing the page on every request. Written by the render worker that
 * rendered the page, removed with it; a page and its copies always hold the same content.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What nginx serves as text from the prerender's files (robots.txt is far below MIN_BYTES). */
const COMPRESSED = /\.(html|xml)$/;
/** Below this, the headers of a compressed answer cost more than they save (as scripts/compress-dist.ts). */
export const MIN_BYTES = 512;
/**
 * Brotli quality 8: measured on the fixtures' 1,353 pages (100.5 MB), 15.55 MB in 1.7 s of CPU;
 * quality 5 gives 15.77 MB in 1.3 s, 11 about 50 times the time (decision 0201).
 */
export const BROTLI_QUALITY = 8;
const GZIP_LEVEL = 9;

/** The compressed copies nginx looks for beside a file, in the order they are written. */
export const SIBLINGS = ['.br', '.gz'] as const;
type Sibling = (typeof SIBLINGS)[number];

function compress(kind: Sibling, data: Buffer): Buffer {
  return kind === '.br'
    ? brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : gzipSync(data, { level: GZIP_LEVEL });
}

let counter = 0;
const tempName = (path: string) => `${path}.${process.pid}.${++counter}.tmp`;

/**
 * Writes `content` to `path` with its compressed copies, each through a temporary file and a rename,
 * so nginx reads an old file or a new one, never half of one. Every temporary file is written first;
 * then the copies are renamed into place, and the page last. Between those renames a browser that
 * takes brotli or gzip already gets the new page and one that takes neither the old one: each a
 * whole page, and never a copy older than the page beside it. A page too small to compress loses
 * the copies of its previous version before it is replaced. When anything fails, the page stays as
 * it was and the copies already renamed (the new content) are removed: what is left agrees.
 */
export function writeServedFile(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const data = Buffer.from(content, 'utf8');
  const compressible = COMPRESSED.test(path) && data.length >= MIN_BYTES;
  const temps: string[] = [];
  const renamed: string[] = [];
  const stale: string[] = [];
  try {
    const moves: [string, string][] = [];
    for (const kind of SIBLINGS) {
      const packed = compressible ? compress(kind, data) : null;
      if (packed && packed.length < data.length) {
        const temp = tempName(`${path}${kind}`);
        temps.push(temp);
        writeFileSync(temp, packed);
        moves.push([temp, `${path}${kind}`]);
      } else stale.push(`${path}${kind}`);
    }
    const temp = tempName(path);
    temps.push(temp);
    writeFileSync(temp, data);
    for (const [from, to] of moves) {
      renameSync(from, to);
      renamed.push(to);
    }
    for (const file of stale) rmSync(file, { force: true });
    renameSync(temp, path);
  } catch (error) {
    for (const file of [...temps, ...renamed]) rmSync(file, { force: true });
    throw error;
  }
}

/** Whether `path` holds `content` and has the copies writeServedFile would give it. */
export function servedFileIsCurrent(path: string, content: string): boolean {
  if (!existsSync(path) || readFileSync(path, 'utf8') !== content) return false;
  if (!COMPRESSED.test(path) || Buffer.byteLength(content) < MIN_BYTES) return true;
  return SIBLINGS.every((kind) => existsSync(`${path}${kind}`));
}

/** Removes a page and its copies, the copies first: none is ever left without its page. */
export function removeServedFile(path: string): void {
  for (const kind of SIBLINGS) rmSync(`${path}${kind}`, { force: true });
  rmSync(path, { force: true });
}
