/**
 * The files docs/deploying.md gives in full (the env file, the systemd units): each is a fenced
 * block whose first line is a comment naming where it goes (`# /etc/migration-site/site.env`).
 * `npm run check:debian` and the tests read them from the page, so the page is what is checked.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const DEPLOYING_DOC = resolve(import.meta.dirname, '..', '..', 'docs', 'deploying.md');

/** Every block of the page that names its file, by that file's path. */
export function documentedFiles(text = readFileSync(DEPLOYING_DOC, 'utf8')): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of text.matchAll(/^```[a-z]*\n# (\/\S+)\n([\s\S]*?)^```$/gm)) {
    files.set(match[1]!, `# ${match[1]!}\n${match[2]!}`);
  }
  return files;
}

/** One documented file's text; throws when the page has none of that name. */
export function documentedFile(path: string): string {
  const text = documentedFiles().get(path);
  if (text === undefined) throw new Error(`docs/deploying.md gives no ${path}`);
  return text;
}

/** The env file of the docs' deployment. */
export const DOCUMENTED_ENV_FILE = '/etc/migration-site/site.env';
