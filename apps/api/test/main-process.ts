import { spawn, type ChildProcess } from 'node:child_process';
import { findRepoRoot } from '../src/config';
import { bundledEntry } from './server-bundle';

export type MainProcess = {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr apart. */
  output: { stdout: string; stderr: string };
  exited: Promise<number | null>;
};

/**
 * How long a test lets one server or CLI process it waits on run (`spawnSync`'s timeout), and the
 * test around it: a start took a few seconds alone (under tsx, before the bundle) and several times that
 * on a machine busy with other work; 20 s failed there. A hang still fails, a minute later.
 */
export const PROCESS_TIMEOUT_MS = 60_000;
export const PROCESS_TEST_TIMEOUT_MS = 90_000;

const running = new Set<ChildProcess>();
// Should a test fail half-way, its servers go with the test process.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Runs `apps/api/src/main.ts` as `npm run serve` does, from the server bundle
 * (test/server-bundle.ts), with `env` over a clean base.
 */
export function runMain(env: NodeJS.ProcessEnv): MainProcess {
  const child = spawn(process.execPath, bundledEntry('main'), {
    cwd: findRepoRoot(),
    env: {
      ...process.env,
      DATABASE_URL: '',
      PUBLIC_URL: '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      JOB_RUNNER: 'in-process',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  running.add(child);
  void exited.then(() => running.delete(child));
  return { child, output, exited };
}

/** Resolves when the server logged that it is ready; rejects if it exits first or takes too long. */
export async function ready(main: MainProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!main.output.stdout.includes('Faza is ready')) {
    if (main.child.exitCode !== null)
      throw new Error(`main exited with ${main.child.exitCode}: ${main.output.stderr}`);
    if (Date.now() > deadline) throw new Error(`main not ready: ${main.output.stdout}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
