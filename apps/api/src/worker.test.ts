import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../e2e/support/server';
import { findRepoRoot } from './config';
import { embeddedDatabaseHome } from './db/embedded';
import { processesIn } from './db/embedded-earlier-run';
import { bundledEntry } from '../test/server-bundle';

const dir = mkdtempSync(path.join(os.tmpdir(), 'faza-worker-'));
afterAll(() => {
  const home = embeddedDatabaseHome(dir);
  for (const pid of processesIn(path.join(home, 'pg'))) process.kill(pid, 'SIGQUIT');
  for (const d of new Set([home, dir])) rmSync(d, { recursive: true, force: true });
});

describe('npm run worker', () => {
  it('answers health, readiness and metrics on WORKER_PORT, and stops cleanly', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, bundledEntry('worker'), {
      cwd: findRepoRoot(),
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dir,
        WORKER_PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((r) => child.once('exit', r));
    try {
      const base = `http://127.0.0.1:${port}`;
      let ready: Response | null = null;
      for (let i = 0; i < 600 && ready?.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        if (child.exitCode !== null) throw new Error(`worker exited: ${output}`);
        ready = await fetch(`${base}/api/ready`).catch(() => null);
      }
      expect(await ready!.json()).toMatchObject({
        data: { checks: { database: 'up', migrations: 'current', jobQueue: 'up' } },
      });
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(metrics).toContain('faza_job_queue_depth{state="ready"}');
      expect(metrics).toContain('faza_ledger_imbalance_kobo 0');
      // It serves no customers.
      expect((await fetch(`${base}/api/shop`)).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  }, 120_000);
});
