import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../../apps/api/src/config';
import { freePort, stopProcess, waitForHealth } from '../../e2e/support/server';

export type BenchProcess = { baseUrl: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * The API as `npm run serve` runs it, in its own process, its log written to /dev/null (what it
 * costs to write stays in the figures; the terminal stays readable). Warnings go to stderr.
 */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<BenchProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: findRepoRoot(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return { baseUrl, child, stop: () => stopProcess(child) };
}

/** bench/support/serve-bytes.ts in its own process: a bare Fastify route sending a recorded answer. */
export async function startBareProcess(answerFile: string, urlPath: string): Promise<BenchProcess> {
  const script = path.join(findRepoRoot(), 'bench', 'support', 'serve-bytes.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, answerFile, urlPath], {
    cwd: findRepoRoot(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the bare server did not start')), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening (\d+)/.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child, stop: () => stopProcess(child) };
}

/** CPU seconds a set of processes has used (Linux /proc; children not yet reaped excluded). */
export function cpuSeconds(pids: number[]): number {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}
