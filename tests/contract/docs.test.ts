/**
 * The docs speak of the project and stay findable (decision 0198): every decision record has its
 * date and is listed in the index; no document speaks of the work's history by issue number or
 * "this round"; every file the page-type walk (docs/adding-a-page.md) names exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const DECISIONS = join(ROOT, 'docs', 'decisions');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const records = readdirSync(DECISIONS)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort();

/** Every Markdown file of docs/ (records included), the README and the mock's README. */
function documents(): string[] {
  const found: string[] = ['README.md', 'mock-api/README.md'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  walk('docs');
  return found;
}

/**
 * The work's history, not the project: "issue 12", "issues 9–13", "#33", "this round", "this stop".
 * A `#` number after "error" is a library's own error code (React's #418), not an issue.
 */
const HISTORY = /\bissues? #?\d+|(?<![\w&]|error )#\d{1,4}\b|\bthis (?:round|stop)\b/i;

/** A record that says it changes, or is changed by, another: "amends 0162", "superseded by 0201". */
const AMENDS = /\b(?:amends|amended by|supersedes|superseded by)\s+\[?\d{4}/i;

describe('decision records', () => {
  it('there are records', () => {
    expect(records.length).toBeGreaterThan(50);
  });

  it.each(records)('%s has a title with its number and a Date line', (name) => {
    const text = read(`docs/decisions/${name}`);
    expect(text.split('\n')[0], 'the first line is "# NNNN. The decision"').toMatch(
      new RegExp(`^# ${name.slice(0, 4)}\\. \\S`),
    );
    expect(text, `docs/decisions/${name} needs "- Date: YYYY-MM-DD" (the day it was taken)`).toMatch(
      /^- Date: \d{4}-\d{2}-\d{2}$/m,
    );
    // A later decision on the topic edits this record instead (docs/decisions/README.md).
    expect(text, `docs/decisions/${name} amends or supersedes another record`).not.toMatch(AMENDS);
  });

  it('the amendment pattern finds what it is for', () => {
    expect('- Status: accepted; amends 0162 (a second spec)').toMatch(AMENDS);
    expect('- Status: superseded by 0201').toMatch(AMENDS);
    expect('amended by [0189](0189-x.md)').toMatch(AMENDS);
    expect('- Status: accepted (its commits)').not.toMatch(AMENDS);
  });

  it('the index lists every record once, and every record it links exists', () => {
    const index = read('docs/decisions/README.md');
    const linked = [...index.matchAll(/^- \[(\d{4})\]\(([^)]+)\)/gm)].map((m) => m[2]!);
    const missing = records.filter((name) => !linked.includes(name));
    expect(missing, 'records not listed in docs/decisions/README.md').toEqual([]);
    expect(
      linked.filter((name) => !records.includes(name)),
      'listed records that do not exist',
    ).toEqual([]);
    expect(new Set(linked).size, 'a record listed twice').toBe(linked.length);
  });
});

describe('documents speak of the project', () => {
  it.each(documents())('%s names no issue number and no "this round"', (path) => {
    const lines = read(path)
      .split('\n')
      .map((line, i) => `${path}:${i + 1}: ${line}`)
      .filter((line) => HISTORY.test(line.slice(line.indexOf(': ') + 2)));
    expect(lines).toEqual([]);
  });

  it('the pattern finds what it is for', () => {
    for (const bad of ['see issue 12', 'Issues 9–13 were open', 'fixed in #33', '(#7)', 'in this round'])
      expect(HISTORY.test(bad), bad).toBe(true);
    for (const good of ['React error #418', 'a round trip', 'issues a token', '&#39;', 'a stop word'])
      expect(HISTORY.test(good), good).toBe(false);
  });
});

describe('the page-type walk', () => {
  it('every file docs/adding-a-page.md names exists (but the example feature it adds)', () => {
    const guide = read('docs/adding-a-page.md');
    const named = [
      ...guide.matchAll(/`((?:src|mock-api|tests|fixtures|scripts)\/[\w./-]+\.(?:ts|tsx|json|md))`/g),
    ]
      .map((m) => m[1]!)
      .filter((path) => !path.startsWith('src/features/faq/'));
    expect(named.length).toBeGreaterThan(12);
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});
