import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's time: from its worker starting on it to its last hook, import included. */
export type FileTiming = { type: 'file'; project: string; file: string; ms: number };
/** How many tests of a run ended in each state. */
export type RunCounts = { type: 'run'; passed: number; failed: number; skipped: number };
export type RunRecord = FileTiming | RunCounts;

/**
 * A vitest reporter that adds, after the usual summary, the ten slowest test files of the run with
 * their times. When `FAZA_TEST_TIMINGS` names a file, it appends the run's file times and test
 * counts there (JSON lines) instead: `npm test` (scripts/test.ts) runs vitest twice and prints one
 * list for both at its end.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const timings = modules.map(timingOf).filter((t) => t.ms > 0);
    const out = process.env.FAZA_TEST_TIMINGS;
    if (out) {
      const records: RunRecord[] = [...timings, countsOf(modules)];
      appendFileSync(out, records.map((r) => JSON.stringify(r) + '\n').join(''));
    } else if (timings.length) {
      process.stdout.write(`\n${formatSlowest(timings)}\n`);
    }
  }
}

function timingOf(module: TestModule): FileTiming {
  const d = module.diagnostic();
  const ms =
    d.environmentSetupDuration +
    d.prepareDuration +
    d.collectDuration +
    d.setupDuration +
    d.duration;
  return {
    type: 'file',
    project: module.project.name,
    file: path.relative(process.cwd(), module.moduleId),
    ms: Math.round(ms),
  };
}

function countsOf(modules: ReadonlyArray<TestModule>): RunCounts {
  const counts: RunCounts = { type: 'run', passed: 0, failed: 0, skipped: 0 };
  for (const module of modules) {
    // A file that failed to load has no tests to count, and is a failure of its own.
    if (module.state() === 'failed' && !module.children.size) counts.failed++;
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') counts.passed++;
      else if (state === 'failed') counts.failed++;
      else counts.skipped++;
    }
  }
  return counts;
}

/** "Slowest test files" and the ten longest, longest first, as a block of lines. */
export function formatSlowest(timings: readonly FileTiming[], count = 10): string {
  const top = [...timings].sort((a, b) => b.ms - a.ms).slice(0, count);
  const width = Math.max(...top.map((t) => t.project.length));
  const lines = top.map(
    (t) => `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.project.padEnd(width)}  ${t.file}`,
  );
  return [`Slowest test files (${top.length} of ${timings.length}):`, ...lines].join('\n');
}
