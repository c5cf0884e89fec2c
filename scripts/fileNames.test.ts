/**
 * No two files or folders in one folder may differ only in case: on the case-insensitive disks of
 * macOS and Windows the second one does not exist, and an import without an extension
 * (`./Pagination` beside `./pagination.ts`) resolves to the wrong module there.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Pairs of paths among `paths` that are equal but for case, one pair per line. */
export function caseCollisions(paths: readonly string[]): string[] {
  const entries = new Set<string>();
  for (const path of paths) {
    const parts = path.split('/');
    // Every prefix counts: a folder `Gallery/` beside a file `gallery.ts` collides too.
    for (let end = 1; end <= parts.length; end += 1) entries.add(parts.slice(0, end).join('/'));
  }
  const seen = new Map<string, string>();
  const found: string[] = [];
  for (const entry of [...entries].sort()) {
    const key = entry.toLowerCase();
    const other = seen.get(key);
    if (other !== undefined && other !== entry) found.push(`${other} ~ ${entry}`);
    else seen.set(key, entry);
  }
  return found;
}

/** Module names that differ only in case once the extension is dropped (`Clock.tsx` ~ `clock.ts`). */
export function moduleCollisions(paths: readonly string[]): string[] {
  const modules = paths
    .filter((path) => /\.(?:tsx?|jsx?|mjs|cjs)$/.test(path))
    .map((path) => path.replace(/\.[^./]+$/, ''));
  return caseCollisions([...new Set(modules)]);
}

describe('file names', () => {
  it('finds names that differ only in case', () => {
    expect(caseCollisions(['src/a/Clock.tsx', 'src/a/clock.tsx', 'src/b/x.ts'])).toEqual([
      'src/a/Clock.tsx ~ src/a/clock.tsx',
    ]);
    expect(moduleCollisions(['src/a/Clock.tsx', 'src/a/clock.ts', 'src/a/Clock.test.tsx'])).toEqual([
      'src/a/Clock ~ src/a/clock',
    ]);
    expect(caseCollisions(['src/Gallery/x.ts', 'src/gallery/y.ts'])).toEqual(['src/Gallery ~ src/gallery']);
  });

  it('no two files of the repository differ only in case', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(caseCollisions(files)).toEqual([]);
    expect(moduleCollisions(files)).toEqual([]);
  });
});
