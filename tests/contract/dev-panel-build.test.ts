/**
 * The mock's developer panel exists only on the dev server: a production build of the site must not
 * contain its code. The build goes to a temporary folder, as `npm run build` would make dist/.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';

/** Strings only the panel's code holds (its root id, its label and the admin API it calls). */
const MARKERS = ['mock-dev-panel', 'Mock developer panel', '/__mock'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const outDir = mkdtempSync(join(tmpdir(), 'dev-panel-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('the panel source holds the markers (so their absence from the build means something)', () => {
  const source = ['mount.tsx', 'DevPanel.tsx', 'mockAdmin.ts']
    .map((f) => readFileSync(join('src/dev-panel', f), 'utf8'))
    .join('\n');
  for (const marker of MARKERS) expect(source).toContain(marker);
});

it('a production build contains none of the panel’s code', { timeout: 300_000 }, async () => {
  // Vitest runs with NODE_ENV=test, which would give a development build (import.meta.env.DEV true).
  // A build for the mock chooses the offline captcha, as npm test's build step does.
  const before = { NODE_ENV: process.env.NODE_ENV, VITE_CAPTCHA: process.env.VITE_CAPTCHA };
  process.env.NODE_ENV = 'production';
  process.env.VITE_CAPTCHA = 'offline';
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [key, value] of Object.entries(before))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  }
  const built = files(outDir).filter((f) => /\.(js|css|html)$/.test(f));
  expect(built.some((f) => f.endsWith('.js'))).toBe(true);
  for (const file of built) {
    const text = readFileSync(file, 'utf8');
    for (const marker of MARKERS) expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
  }
});
