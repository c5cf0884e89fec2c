/**
 * Writes `.br` and `.gz` next to every text file of the build (the end of `npm run build`), which
 * nginx serves as they are (`brotli_static`, `gzip_static`): the best compression once, at build
 * time, instead of a fast one on every request.
 *
 * `_prerender/` is left alone: the prerender rewrites those pages on a schedule after the build and
 * writes each page's `.br` and `.gz` itself, with the page (scripts/prerender/servedFile.ts, decision
 * 0201); compressing them here would leave copies that a later run's page no longer matches. A
 * compressed file that would not be smaller is not written.
 *
 * Usage: `tsx scripts/compress-dist.ts [dir]` (default DIST_DIR or dist).
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this, the headers of a compressed answer cost more than they save. */
const MIN_BYTES = 512;
const SKIP_DIRS = new Set(['_prerender']);

async function* files(dir: string, top: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir === top && SKIP_DIRS.has(entry.name)) continue;
      yield* files(path, top);
    } else if (entry.isFile() && TEXT.test(entry.name)) {
      yield path;
    }
  }
}

export interface CompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function compressDist(dir: string): Promise<CompressResult> {
  const result: CompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for await (const path of files(dir, dir)) {
    const data = await readFile(path);
    // A rebuilt file must never keep the siblings of its previous content.
    await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
    if (data.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gz(data, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    result.files += 1;
    result.bytes += data.length;
    if (br.length < data.length) {
      await writeFile(`${path}.br`, br);
      result.brotliBytes += br.length;
    }
    if (gzipped.length < data.length) {
      await writeFile(`${path}.gz`, gzipped);
      result.gzipBytes += gzipped.length;
    }
  }
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = resolve(process.argv[2] ?? process.env.DIST_DIR ?? 'dist');
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  compressDist(dir)
    .then((r) => {
      console.log(
        `[compress] ${r.files} files in ${relative(process.cwd(), dir) || '.'}: ${kb(r.bytes)} → brotli ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)}`,
      );
    })
    .catch((error: unknown) => {
      console.error(`[compress] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
