import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { bundledEntry } from '../../apps/api/test/server-bundle';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export type RunningServer = { baseUrl: string; process: ChildProcess; stop: () => Promise<void> };

/**
 * Starts `apps/api/src/main.ts` as `npm run serve` does, from the server bundle that the global
 * setup checked (apps/api/test/server-bundle.ts), on a free loopback port (or on
 * `port`, e.g. to put a new build where the browser saw the old one).
 */
export async function startServer(env: NodeJS.ProcessEnv, port?: number): Promise<RunningServer> {
  port ??= await freePort();
  const child = spawn(process.execPath, bundledEntry('main'), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return { baseUrl, process: child, stop: () => stopProcess(child) };
}

/**
 * Waits until the server answers its health check or its process ends (which fails at once). The
 * deadline only guards against a hang: a fresh cluster's initdb and migrations on a loaded two-core
 * machine took over 60 s (docs/decisions/0050).
 */
export async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
