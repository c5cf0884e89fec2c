import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { siteConfig } from './build/vite/siteConfig.ts';

export default defineConfig({
  plugins: [react(), siteConfig()],
  test: {
    // One test file per core. Vitest's default keeps a core for its main process, which mostly
    // waits: on CI's 2 cores that was one worker, and the unit project took 134 s instead of 84 s.
    maxWorkers: availableParallelism(),
    // V8 coverage of the site's code by the unit project (`--project unit --coverage`). The floors are
    // the levels measured when they were set, rounded down: a change that lowers one fails the run.
    // Raised 2026-11-26 to the levels measured then, less about a point for the run-to-run spread
    // noted below: 90.00 / 83.09 / 90.50 / 91.54 % (the same with and without isolation).
    // Raised 2026-11-24 (the build-time config plugin, the boot script and the prerender's state
    // slimming got their unit tests; the config rules moved here from the serve project). The same
    // commit measured 81.12 / 76.58 / 80.65 / 82.44 % in two runs and 80.24 / 75.75 / 79.44 / 81.62 %
    // in four others, one of them on an idle machine (21 statements, 10 functions apart). The cause is
    // not pinned down yet (the same commit gave both sets, an hour apart). The floors sit under the
    // lower set. Before that, measured 2026-11-23 on the integrated tree (this round's prerender, dev panel, forms and mock
    // work merged; 440 tests): statements 79.22 %, branches 74.69 %, functions 78.72 %, lines
    // 80.63 %. The unit branch alone measured 86.97/81.01/85.05/88.35 before the merge; the code
    // added since that only the browser reaches (src/entry-server.tsx, src/app/startFromPrerender.tsx,
    // src/dev-panel) is covered by the end-to-end suite, not here.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'build/**/*.ts'],
      // The service worker's entry runs only in a worker: tests/e2e/offline.spec.ts covers it; its
      // functions (src/sw/routes.ts, sizeLimit.ts) have unit tests.
      exclude: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'src/**/*.d.ts', 'src/sw/sw.ts'],
      reporter: ['text-summary', 'html'],
      reportsDirectory: 'coverage',
      // The summary is printed even when a test fails, so a run always shows where coverage stands.
      reportOnFailure: true,
      thresholds: { statements: 89, branches: 82, functions: 89, lines: 90 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: [
            'src/**/*.test.{ts,tsx}',
            'build/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/support/unit/**/*.test.ts',
          ],
          setupFiles: ['tests/support/setup-unit.ts'],
          // One jsdom and one Testing Library per worker, not per file: each file paid about 1 s for
          // its jsdom and 0.7 s for the setup file, and the project took 121-133 s instead of 30-35 s
          // on the 2-core machine. The setup file still runs for each file (MSW started and closed,
          // the DOM, storage and handlers reset after every test). Shuffled runs
          // (`--sequence.shuffle --sequence.seed=N`, seven seeds) pass; the one order dependence they
          // found (a test not waiting for its lazy form body) was a bug in that test, fixed.
          isolate: false,
          // Twice Testing Library's wait limit (setup-unit.ts): an expired wait reports itself.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'serve',
          environment: 'node',
          include: ['tests/serve/**/*.test.ts'],
          // Each file starts its own nginx instances on free ports.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The visitor journeys in Chromium, Firefox ESR and WebKitGTK (tests/engines, decision 0210):
        // one production site for all (the global setup builds, prerenders and serves it), one file
        // per engine, one file at a time: each journey's timing is the engine's, not a neighbour's.
        test: {
          name: 'engines',
          environment: 'node',
          include: ['tests/engines/**/*.test.ts'],
          globalSetup: ['tests/engines/support/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
