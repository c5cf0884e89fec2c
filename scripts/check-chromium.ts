/**
 * Runs before the browser tests (`npm run test:e2e`): they drive Debian's Chromium through
 * Playwright Test and never download a browser. A missing browser is a failure with the fix,
 * never a silent skip.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

function fail(message: string): never {
  console.error(`\n✖ Chromium check failed: ${message}\n`);
  console.error("The end-to-end tests need Debian's Chromium. Install it with:\n");
  console.error('    sudo apt-get update && sudo apt-get install -y chromium\n');
  console.error(
    '(as root, leave out "sudo"), or point CHROMIUM_PATH at an existing Chromium/Chrome binary.\n',
  );
  process.exit(1);
}

const path = chromiumPath();
try {
  accessSync(path, constants.X_OK);
} catch {
  fail(`no executable browser at ${path}${process.env.CHROMIUM_PATH ? ' (from CHROMIUM_PATH)' : ''}.`);
}

const version = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
// Debian's wrapper script prints a harmless "unexpected operator" line on stderr; only the exit code counts.
if (version.status !== 0) {
  fail(
    `${path} --version exited with ${version.status ?? version.signal ?? 'an error'}: ${version.stderr || version.error?.message || ''}`.trim(),
  );
}
console.log(`✔ ${version.stdout.trim()} (${path})`);
