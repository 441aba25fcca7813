// `npm test`: every check the project has, as the steps of package.json, run side by side where they
// do not depend on each other (docs/decisions/0028, 0051). Each step's output is printed whole when it
// ends (the unit and browser tests stream as they go), then a table of steps and times, and the ten
// slowest test files of both vitest runs. Exits non-zero when any step failed, naming it.
//
//   npm test
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatSlowest, type FileTiming, type RunRecord } from './slowest-files-reporter';

type Step = {
  name: string;
  /** An npm script of package.json (or a command line). */
  run: string[];
  /** Steps that must pass first. */
  after?: string[];
  /** Steps that must have ended first, passed or not (only to keep the machine for them). */
  follows?: string[];
  /** Print its output as it comes (only for steps that run alone or are the long one). */
  stream?: boolean;
  /** Run at low CPU priority: it takes the cores only when the test steps leave them idle. */
  background?: boolean;
  /** More environment for the step. */
  env?: Record<string, string>;
};

const npm = (script: string) => ['npm', 'run', '--silent', script];

/*
 * The build is quick and first, so the unit and API tests (some start the server process, which
 * serves apps/web/dist when present) and the browser tests never see it half-written. Then the unit
 * and API tests and the browser tests run side by side (docs/decisions/0051): the journeys mostly
 * wait on pages, and the API tests fill the cores meanwhile. Lint and tsc start at once in the
 * background (`nice`), so they use what the other steps leave idle and never hold them up.
 */
const STEPS: Step[] = [
  { name: 'build', run: npm('build') },
  { name: 'chromium', run: ['node', 'scripts/ensure-chromium.mjs'] },
  { name: 'lint', run: npm('lint'), background: true },
  { name: 'typecheck', run: npm('typecheck'), background: true },
  { name: 'unit+api', run: npm('test:unit'), after: ['build'], stream: true },
  // The journeys check; their screenshots are for a person, who runs the browser tests on their
  // own for them (e2e/support/browser.ts, docs/decisions/0070).
  {
    name: 'e2e',
    run: npm('test:e2e'),
    after: ['build', 'chromium'],
    stream: true,
    env: { E2E_SCREENSHOTS: 'off' },
  },
];

type Result = { status: 'passed' | 'failed' | 'not run'; ms: number; note?: string };

const timingsDir = mkdtempSync(path.join(os.tmpdir(), 'faza-test-timings-'));
const timingsFile = path.join(timingsDir, 'files.jsonl');
const results = new Map<string, Result>();
const running = new Map<string, ChildProcess>();
const started = Date.now();

function start(step: Step): Promise<void> {
  const begin = Date.now();
  console.log(`▶ ${step.name}: ${step.run.join(' ')}${step.background ? ' (nice)' : ''}`);
  // `nice` (coreutils) rather than setting the priority after the spawn: the whole step, every
  // process it starts, is low priority from its first instruction.
  const argv = step.background ? ['nice', '-n', '15', ...step.run] : step.run;
  const child = spawn(argv[0]!, argv.slice(1), {
    stdio: ['ignore', step.stream ? 'inherit' : 'pipe', step.stream ? 'inherit' : 'pipe'],
    env: { ...process.env, FAZA_TEST_TIMINGS: timingsFile, ...step.env },
    // Its own process group, so an interrupted run can stop the step and everything it started.
    detached: true,
  });
  running.set(step.name, child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    let done = false;
    const finish = (code: number | null, signal: NodeJS.Signals | null, error?: Error) => {
      if (done) return;
      done = true;
      running.delete(step.name);
      const ms = Date.now() - begin;
      const ok = code === 0 && !error;
      const how = error ? error.message : signal ? `killed by ${signal}` : `exit code ${code}`;
      results.set(step.name, { status: ok ? 'passed' : 'failed', ms, note: ok ? '' : how });
      const head = `${ok ? '✔' : '✘'} ${step.name} ${ok ? 'passed' : `FAILED (${how})`} in ${secs(ms)}`;
      if (output.trim()) console.log(`${head}\n${indent(output.trimEnd())}\n`);
      else console.log(head);
      resolve();
    };
    child.once('error', (error) => finish(null, null, error));
    child.once('close', (code, signal) => finish(code, signal));
  });
}

async function main(): Promise<number> {
  const pending = new Set(STEPS);
  const active = new Set<Promise<void>>();
  for (;;) {
    for (const step of [...pending]) {
      const deps = step.after ?? [];
      const failed = deps.filter((d) => results.get(d) && results.get(d)!.status !== 'passed');
      if (failed.length) {
        pending.delete(step);
        results.set(step.name, { status: 'not run', ms: 0, note: `${failed.join(', ')} failed` });
        continue;
      }
      if ([...deps, ...(step.follows ?? [])].every((d) => results.has(d))) {
        pending.delete(step);
        const p = start(step).then(() => void active.delete(p));
        active.add(p);
      }
    }
    if (!active.size) break;
    await Promise.race(active);
  }
  return summarise();
}

function summarise(): number {
  const width = Math.max(...STEPS.map((s) => s.name.length));
  const rows = STEPS.map((s) => {
    const r = results.get(s.name)!;
    const time = r.status === 'not run' ? '' : secs(r.ms);
    return `  ${s.name.padEnd(width)}  ${r.status.padEnd(7)}  ${time.padStart(10)}  ${r.note ?? ''}`.trimEnd();
  });
  console.log(`\nSteps (wall time ${secs(Date.now() - started)}):\n${rows.join('\n')}`);
  let records: RunRecord[] = [];
  try {
    records = readFileSync(timingsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as RunRecord);
  } catch {
    // no vitest run got far enough to report
  }
  const timings = records.filter((r): r is FileTiming => r.type === 'file');
  if (timings.length) console.log(`\n${formatSlowest(timings)}`);
  const tests = { passed: 0, failed: 0, skipped: 0 };
  for (const r of records)
    if (r.type === 'run')
      for (const k of ['passed', 'failed', 'skipped'] as const) tests[k] += r[k];
  if (records.length)
    console.log(
      `\ntests: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped`,
    );
  rmSync(timingsDir, { recursive: true, force: true });
  const bad = STEPS.filter((s) => results.get(s.name)!.status !== 'passed');
  if (!bad.length) {
    console.log(`\nnpm test: all ${STEPS.length} steps passed.`);
    return 0;
  }
  const failed = bad.filter((s) => results.get(s.name)!.status === 'failed').map((s) => s.name);
  const notRun = bad.filter((s) => results.get(s.name)!.status === 'not run').map((s) => s.name);
  console.error(
    `\nnpm test FAILED: ${failed.join(', ')} failed` +
      (notRun.length ? `; not run because of that: ${notRun.join(', ')}` : '') +
      '. Its output is above.',
  );
  return 1;
}

const secs = (ms: number) =>
  ms >= 60_000
    ? `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`
    : `${(ms / 1000).toFixed(1)} s`;
const indent = (text: string) => text.replace(/^/gm, '  │ ');

function stopAll(signal: NodeJS.Signals) {
  for (const child of running.values()) {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  }
  rmSync(timingsDir, { recursive: true, force: true });
  process.exit(130);
}
process.once('SIGINT', () => stopAll('SIGINT'));
process.once('SIGTERM', () => stopAll('SIGTERM'));

process.exitCode = await main();
