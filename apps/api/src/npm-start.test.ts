import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from './config';
import { embeddedDatabaseHome } from './db/embedded';
import { processesIn } from './db/embedded-earlier-run';

/*
 * `npm start` as an operator runs it: npm's own process is the one a terminal's Ctrl-C, a
 * process manager or `kill` signals. The signal must reach the server, which then stops the
 * embedded PostgreSQL; nothing of ours may outlive npm.
 */

const made: string[] = [];
const started: ChildProcess[] = [];
afterAll(() => {
  // Should a test fail half-way: the whole process group npm leads, then its database.
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const dir of made) {
    const home = embeddedDatabaseHome(dir);
    for (const pid of processesIn(path.join(home, 'pg'))) process.kill(pid, 'SIGQUIT');
    for (const d of new Set([home, dir])) rmSync(d, { recursive: true, force: true });
  }
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** This process's environment without what vitest adds (NODE_ENV=test would build React for tests). */
function operatorEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
  );
}

async function npmStart(signal: NodeJS.Signals) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'faza-npm-start-'));
  made.push(dir);
  const port = await freePort();
  // Its own process group, as a terminal gives a command; we signal npm's pid alone.
  const npm = spawn('npm', ['start'], {
    cwd: findRepoRoot(),
    env: {
      ...operatorEnv(),
      DATA_DIR: dir,
      DATABASE_URL: '',
      PUBLIC_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(npm);
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));

  // The first start builds the web app: minutes on a busy two-core machine.
  const deadline = Date.now() + 540_000;
  while (!output.includes('Faza is ready')) {
    if (npm.exitCode !== null) throw new Error(`npm start exited ${npm.exitCode}: ${output}`);
    if (Date.now() > deadline) throw new Error(`npm start not ready: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const pg = path.join(embeddedDatabaseHome(dir), 'pg');
  expect(await answers(port)).toBe(true);
  expect(processesIn(pg).length).toBeGreaterThan(0);

  process.kill(npm.pid!, signal);
  const code = await exited;
  // Once npm has exited, the server and the database are gone: not later, not orphaned.
  expect(await answers(port), output).toBe(false);
  expect(processesIn(pg), output).toEqual([]);
  expect(output).toContain(`${signal} received, shutting down`);
  return code;
}

describe('npm start', () => {
  it('stops the server and its database when npm gets SIGTERM', async () => {
    expect(await npmStart('SIGTERM')).toBe(0);
  }, 600_000);

  it('stops the server and its database when npm gets SIGINT (Ctrl-C)', async () => {
    await npmStart('SIGINT');
  }, 600_000);
});
