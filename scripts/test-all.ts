/**
 * `npm test`: every check that proves the project, in order. Steps after a failure still run where
 * they can (so one run shows everything that is wrong); the exit code is non-zero if any failed.
 * Ends with a plain "N passed, N failed" line summing the Vitest projects' test counts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

interface Step {
  name: string;
  command: string[];
  /** Vitest project whose JSON report is counted. */
  project?: string;
  /** Skip (and count as failed) when an earlier step of these names failed. */
  needs?: string[];
}

const artifacts = join(process.cwd(), 'tests', '.artifacts');
mkdirSync(artifacts, { recursive: true });

const vitest = (project: string): string[] => [
  'npx',
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(artifacts, `${project}.json`)}`,
];

const steps: Step[] = [
  { name: 'typecheck', command: ['npx', 'tsc', '-b', '--pretty', 'false'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
  // With V8 coverage: prints the summary and fails when a floor in vitest.config.ts is not met.
  { name: 'unit', command: [...vitest('unit'), '--coverage'], project: 'unit' },
  { name: 'contract', command: vitest('contract'), project: 'contract' },
  { name: 'build', command: ['npx', 'vite', 'build'] },
  { name: 'budget', command: ['npx', 'tsx', 'scripts/check-bundle-budget.ts'], needs: ['build'] },
  { name: 'chromium', command: ['npx', 'tsx', 'scripts/check-chromium.ts'] },
  { name: 'e2e', command: vitest('e2e'), project: 'e2e', needs: ['build', 'chromium'] },
];

const failed = new Set<string>();
let passedTests = 0;
let failedTests = 0;
const summary: string[] = [];

for (const step of steps) {
  const blockedBy = step.needs?.filter((n) => failed.has(n)) ?? [];
  if (blockedBy.length) {
    failed.add(step.name);
    summary.push(`✗ ${step.name}: not run (needs ${blockedBy.join(', ')})`);
    continue;
  }
  const report = step.project ? join(artifacts, `${step.project}.json`) : null;
  if (report) rmSync(report, { force: true });
  console.log(`\n━━ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const [cmd, ...args] = step.command;
  const result = spawnSync(cmd!, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = '';
  if (report && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passedTests += json.numPassedTests;
    failedTests += json.numFailedTests;
    counts = ` (${json.numPassedTests} passed, ${json.numFailedTests} failed)`;
  }
  if (result.status === 0) {
    summary.push(`✓ ${step.name}${counts} ${seconds}s`);
  } else {
    failed.add(step.name);
    summary.push(`✗ ${step.name}${counts} ${seconds}s — exit ${result.status ?? result.signal}`);
  }
}

console.log('\n━━ summary');
for (const line of summary) console.log(line);
if (failed.size) console.log(`failed steps: ${[...failed].join(', ')}`);
console.log(`${passedTests} passed, ${failedTests} failed`);
process.exit(failed.size ? 1 : 0);
