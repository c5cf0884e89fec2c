/**
 * `npm run fixtures [-- --seed N --scale S --out path]` regenerates the mock's database from a fixed
 * seed. Defaults: seed 20260101, scale 1, fixtures/db.json. The same seed and scale always give a
 * byte-identical file. `--scale 25 --out fixtures/db.large.json` gives the 10 000-post benchmark set
 * (git-ignored).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SEED, generateDb, serializeDb } from '../mock-api/generate/generate';
import { ImageCache } from '../mock-api/media-gen';
import { parseImageName, referencedImages } from '../mock-api/media-names';
import { DEFAULT_MEDIA_CACHE } from '../mock-api/server';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    scale: { type: 'string' },
    out: { type: 'string' },
    media: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log('usage: npm run fixtures -- [--seed 20260101] [--scale 1] [--out fixtures/db.json] [--media]');
  console.log("  --media  also draw every referenced image into the mock's disk cache (.mock-data/media)");
  process.exit(0);
}

const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
const scale = values.scale === undefined ? 1 : Number(values.scale);
if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got ${values.seed}`);
if (!(scale > 0)) throw new Error(`--scale must be a positive number, got ${values.scale}`);
const out = resolve(values.out ?? 'fixtures/db.json');

const started = performance.now();
const db = generateDb({ seed, scale });
const text = serializeDb(db);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, text);
console.log(
  `wrote ${out}: ${db.posts.length} posts (${JSON.stringify(db.meta.counts)}), ${(text.length / 1024).toFixed(0)} KiB, seed ${seed}, scale ${scale}, ${(performance.now() - started).toFixed(0)} ms`,
);

if (values.media) {
  // The mock draws images on first request; drawing them all now makes the first page loads fast.
  const cache = new ImageCache(DEFAULT_MEDIA_CACHE);
  const files = [...referencedImages(db)];
  const t = performance.now();
  for (const file of files) {
    const name = parseImageName(file);
    if (name) cache.get(file, name);
  }
  console.log(
    `drew ${files.length} images into ${DEFAULT_MEDIA_CACHE} in ${(performance.now() - t).toFixed(0)} ms`,
  );
}
