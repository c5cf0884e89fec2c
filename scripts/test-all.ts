/**
 * `npm test`: every check that proves the project, in order. Steps after a failure still run where
 * they can (so one run shows everything that is wrong); the exit code is non-zero if any failed.
 * Ends with a plain "N passed, N failed" line summing the test counts of the Vitest projects
 * and of Playwright Test, each read from its JSON report.
 *
 * Steps that wait more than they compute run side by side, to keep a CI run on 2 cores short: the
 * three static checks (each single-threaded), and the contract and serve projects (servers on
 * loopback, mostly waiting on them). Their output is printed whole, step by step, as each ends. The
 * unit tests (all cores), the end-to-end tests (Chromium, timings) and the engine journeys (three
 * browsers, one after another) run alone.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

interface Step {
  name: string;
  command: string[];
  /** JSON report whose test counts are added up, and how to read it. */
  report?: { file: string; format: 'vitest' | 'playwright' };
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

const vitestReport = (project: string): Step['report'] => ({
  file: join(artifacts, `${project}.json`),
  format: 'vitest',
});

const playwrightReport = join(artifacts, 'e2e.json');

// First, and alone: without Chromium, nginx and its brotli module half the steps cannot run. It
// installs them from Debian's packages when it can (root with apt-get), else the run stops here
// with the exact command (scripts/check-chromium.ts).
const system = spawnSync('npx', ['tsx', 'scripts/check-chromium.ts'], { stdio: 'inherit' });
if (system.status !== 0) process.exit(1);

const typecheck: Step = { name: 'typecheck', command: ['npx', 'tsc', '-b', '--pretty', 'false'] };
const lint: Step = { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] };
const format: Step = { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] };
// With V8 coverage: prints the summary and fails when a floor in vitest.config.ts is not met.
const unit: Step = { name: 'unit', command: [...vitest('unit'), '--coverage'], report: vitestReport('unit') };
const contract: Step = { name: 'contract', command: vitest('contract'), report: vitestReport('contract') };
const serve: Step = { name: 'serve', command: vitest('serve'), report: vitestReport('serve') };
// A build for the mock: it says so, or the production build refuses to run (src/shared/configRules.ts).
const build: Step = { name: 'build', command: ['env', 'VITE_CAPTCHA=offline', 'npx', 'vite', 'build'] };
const budget: Step = {
  name: 'budget',
  command: ['npx', 'tsx', 'scripts/check-bundle-budget.ts'],
  needs: ['build'],
};
// Playwright Test builds and serves the site itself (playwright.config.ts's webServer).
const e2e: Step = {
  name: 'e2e',
  command: ['npx', 'playwright', 'test'],
  report: { file: playwrightReport, format: 'playwright' },
};

// The visitor journeys in Chromium, Firefox ESR and WebKitGTK (tests/engines, decision 0210): a
// production site of their own (its global setup builds, prerenders and serves it), one engine at a
// time. Alone, after the end-to-end tests: both are browsers timing clicks on 2 cores.
const engines: Step = { name: 'engines', command: vitest('engines'), report: vitestReport('engines') };

/** In order; the steps of one stage run at the same time. */
const stages: Step[][] = [
  [typecheck, lint, format],
  [unit],
  [contract, serve],
  [build],
  [budget],
  [e2e],
  [engines],
];

/** Passed and failed test counts from a Vitest or Playwright JSON report. */
function readCounts(file: string, format: 'vitest' | 'playwright'): { passed: number; failed: number } {
  const json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (format === 'vitest') {
    const report = json as { numPassedTests: number; numFailedTests: number };
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  }
  // Playwright: `expected` passed as written; `unexpected` failed; `flaky` passed only on a retry
  // (there are none: retries are 0), counted as failed all the same.
  const { stats } = json as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky };
}

const failed = new Set<string>();
let passedTests = 0;
let failedTests = 0;
const summary: string[] = [];

interface Outcome {
  status: number | null;
  signal: NodeJS.Signals | null;
  seconds: string;
}

const stepEnv = (step: Step) =>
  step.report?.format === 'playwright' ? { ...process.env, E2E_JSON_REPORT: step.report.file } : process.env;

/** A step alone: its output goes straight to the terminal. */
function runAlone(step: Step): Promise<Outcome> {
  console.log(`\n━━ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const [cmd, ...args] = step.command;
  const result = spawnSync(cmd!, args, { stdio: 'inherit', env: stepEnv(step) });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return Promise.resolve({ status: result.status, signal: result.signal, seconds });
}

/** A step beside others: its output is kept and printed whole when it ends. */
function runBeside(step: Step): Promise<Outcome> {
  const started = Date.now();
  const [cmd, ...args] = step.command;
  const child = spawn(cmd!, args, { stdio: ['ignore', 'pipe', 'pipe'], env: stepEnv(step) });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((done) => {
    child.on('close', (status, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n━━ ${step.name}: ${step.command.join(' ')} (beside others)`);
      process.stdout.write(Buffer.concat(output));
      done({ status, signal, seconds });
    });
  });
}

function record(step: Step, outcome: Outcome): void {
  const report = step.report ?? null;
  let counts = '';
  if (report && existsSync(report.file)) {
    const { passed, failed: failedHere } = readCounts(report.file, report.format);
    passedTests += passed;
    failedTests += failedHere;
    counts = ` (${passed} passed, ${failedHere} failed)`;
  }
  if (outcome.status === 0) {
    summary.push(`✓ ${step.name}${counts} ${outcome.seconds}s`);
  } else {
    failed.add(step.name);
    summary.push(`✗ ${step.name}${counts} ${outcome.seconds}s — exit ${outcome.status ?? outcome.signal}`);
  }
}

for (const stage of stages) {
  const runnable = stage.filter((step) => {
    const blockedBy = step.needs?.filter((n) => failed.has(n)) ?? [];
    if (!blockedBy.length) return true;
    failed.add(step.name);
    summary.push(`✗ ${step.name}: not run (needs ${blockedBy.join(', ')})`);
    return false;
  });
  for (const step of runnable) if (step.report) rmSync(step.report.file, { force: true });
  const outcomes = await Promise.all(
    runnable.map((step) => (runnable.length > 1 ? runBeside(step) : runAlone(step))),
  );
  runnable.forEach((step, index) => record(step, outcomes[index]!));
}

console.log('\n━━ summary');
for (const line of summary) console.log(line);
if (failed.size) console.log(`failed steps: ${[...failed].join(', ')}`);
console.log(`${passedTests} passed, ${failedTests} failed`);
process.exit(failed.size ? 1 : 0);
