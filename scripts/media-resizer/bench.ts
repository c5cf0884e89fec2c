/**
 * `npm run bench:pictures`: the resizer's choice on the set of real pictures (fixtures/pictures,
 * decision 0250) at the widths a phone and a desktop ask for, for a browser that accepts WebP and
 * one that does not, with the time each took; and AVIF beside it (bytes and encode time), the
 * alternative weighed. One picture at a time, as the resizer makes them (one libvips thread each).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { PICTURE_SET_DIR } from '../../mock-api/picture-set';
import { RESIZER_DEFAULTS } from './server';
import { transformPicture, type NegotiatedFormat } from './transform';

const WIDTHS = [240, 480, 800, 1280] as const;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

async function main(): Promise<void> {
  sharp.concurrency(1);
  sharp.cache(false);
  const limits = { maxPixels: RESIZER_DEFAULTS.maxPixels, timeoutSeconds: 60 };
  console.log(
    'picture | original kB | width | webp-accepting: kB (encoding, ms) | other: kB (encoding, ms) | AVIF q50: kB, ms',
  );
  for (const name of readdirSync(PICTURE_SET_DIR).filter((file) => /\.(jpe?g|png)$/.test(file))) {
    const source = readFileSync(join(PICTURE_SET_DIR, name));
    for (const width of WIDTHS) {
      const cells: string[] = [];
      for (const format of ['webp', 'original'] as NegotiatedFormat[]) {
        const { value, ms } = await timed(() => transformPicture(source, width, format, limits));
        cells.push(`${kB(value.bytes.length)} (${value.encoding}, ${ms.toFixed(0)})`);
      }
      const avif = await timed(() =>
        sharp(source).resize({ width, withoutEnlargement: true }).avif({ quality: 50, effort: 4 }).toBuffer(),
      );
      console.log(
        `${name} | ${kB(source.length)} | ${width} | ${cells.join(' | ')} | ${kB(avif.value.length)}, ${avif.ms.toFixed(0)}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
