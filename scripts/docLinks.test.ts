/**
 * The docs' links resolve: every relative link of the README, docs/ and mock-api/README.md names a
 * file or folder of the repository, and nothing points outside it (a clone has only itself).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** The targets of markdown links `[text](target)` outside code spans and blocks. */
export function markdownLinks(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

/** The links of `file` that name no file of the repository (or leave it). */
export function brokenLinks(file: string): string[] {
  const base = dirname(file);
  return markdownLinks(readFileSync(file, 'utf8')).filter((target) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|#)/i.test(target)) return false;
    const path = resolve(base, decodeURIComponent(target.split('#')[0]!));
    return relative(root, path).startsWith('..') || !existsSync(path);
  });
}

describe('documentation links', () => {
  it('finds the links of a text, and the broken ones', () => {
    expect(markdownLinks('see [a](docs/a.md#x), `[b](no.md)` and [c](https://x.example)')).toEqual([
      'docs/a.md#x',
      'https://x.example',
    ]);
  });

  it('every relative link of the docs names a file of the repository', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !file.startsWith('node_modules/') && !file.startsWith('fixtures/'))
      .map((file) => join(root, file));
    expect(files.length).toBeGreaterThan(5);
    const broken = files.flatMap((file) =>
      brokenLinks(file).map((target) => `${relative(root, file)}: ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
