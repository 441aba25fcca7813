import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default leaves one core free, which on a two-core machine is one test file at a time
// while PostgreSQL and the other core wait on it.
const cores = os.availableParallelism();
// Browser test files side by side, each worker with its own production server (e2e/global-setup.ts;
// docs/decisions/0028). Two keeps a two-core machine busy through the journeys' waits.
const e2eWorkers = Number(process.env.E2E_WORKERS ?? 2);

// One runner, three projects: pure rules, API against real PostgreSQL, browser journeys in chromium.
export default defineConfig({
  test: {
    // The ten slowest test files after the summary (scripts/slowest-files-reporter.ts).
    reporters: ['default', './scripts/slowest-files-reporter.ts'],
    projects: [
      {
        test: {
          name: 'shared',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          maxWorkers: cores,
          // A hang detector, not a speed check: vitest's own 5 s failed the cart and layer tests
          // on a two-core machine shared with other suites (docs/decisions/0067).
          testTimeout: 60_000,
          // Files share their worker's modules instead of importing them afresh each: importing was
          // three quarters of this project's CPU (docs/decisions/0067). The rules are pure; the
          // few files with state (the cart's storage) reset it before each test.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Hang detectors, not speed checks: on a two-core machine shared with other suites the
          // simulations and process tests took over 30 s and failed (docs/decisions/0051).
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: cores,
          // Files share their worker's module cache instead of importing the app afresh each:
          // importing took more CPU than the tests (docs/decisions/0060). Each file still has its
          // own database and app; a file must leave no module-level state behind.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // A failed journey prints the pages it left open (e2e/support/on-failure.ts).
          setupFiles: ['e2e/support/on-failure.ts'],
          // A backstop only: every wait in a journey has its own 30 s deadline naming what it waited
          // for. The 90 s it was failed the circle journey (a dozen pages, screenshots and axe) at a
          // load average of 40 on two cores, with no step stuck (docs/decisions/0067).
          testTimeout: 300_000,
          hookTimeout: 120_000,
          // expect.poll's own default is 1 s, a quiet machine's guess: a page that takes longer
          // under load failed the test (docs/decisions/0050). Playwright's locators wait 30 s.
          expect: { poll: { timeout: 30_000 } },
          maxWorkers: e2eWorkers,
          fileParallelism: e2eWorkers > 1,
          // The files of a worker share its modules (playwright, the API code the fixtures write
          // accounts with): importing them afresh cost ~1.3 s of CPU a file (docs/decisions/0067).
          // Each file still launches its own browser; the support modules keep no per-file state.
          isolate: false,
          // A run of every project does the browser files after the others, with their own workers.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
