import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from './startup-error';
import { readPostmaster } from './embedded-earlier-run';
import type { Binaries, RunAs } from './embedded-place';

/*
 * The embedded PostgreSQL's processes: initdb once, the server on each start. PostgreSQL writes
 * `postmaster.pid` in its data folder (line 8 "ready" once it accepts connections); we read that
 * rather than parse its log.
 */

// Messages in English whatever the machine's locale: we quote them in our own errors.
const env = { ...process.env, LC_ALL: 'C' };

/** The server failed to bind its port (another process has it). */
export class PortTakenError extends StartupError {}

/** Creates the cluster in `pgDir`: initdb into a sibling folder, then a rename, so `pgDir` is whole. */
export async function initCluster(bins: Binaries, pgDir: string, runAs: RunAs, password: string) {
  const parent = path.dirname(pgDir);
  for (const name of fs.readdirSync(parent)) {
    if (name.startsWith('pg.init-'))
      fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  const fresh = path.join(parent, `pg.init-${process.pid}`);
  fs.mkdirSync(fresh, { mode: 0o700 });
  // initdb reads the superuser's password from a file; only the database user may read it.
  const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faza-initdb-'));
  const pwFile = path.join(secretDir, 'password');
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs) for (const p of [fresh, secretDir, pwFile]) fs.chownSync(p, runAs.uid, runAs.gid);
  try {
    await runToEnd(
      bins.initdb,
      [
        `--pgdata=${fresh}`,
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      runAs,
    );
  } finally {
    fs.rmSync(secretDir, { recursive: true, force: true });
  }
  fs.renameSync(fresh, pgDir);
}

function runToEnd(file: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...runAs, cwd: '/', env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (err) => reject(new StartupError(`Could not run ${file}: ${err.message}`)));
    child.once('close', (code) => {
      if (code === 0) return resolve();
      const last = output.trim().split('\n').filter(Boolean).pop() ?? `exit code ${code}`;
      reject(new StartupError(`initdb failed: ${last}`));
    });
  });
}

export type RunningServer = { pid: number; stop: () => Promise<void> };

export type ServerSettings = {
  /** More `name=value` server settings (WAL archiving). */
  settings?: string[];
  /** How long to wait for it to accept connections (a restore replays WAL first); 60 s. */
  readyTimeoutMs?: number;
  /** Keep it running after this process exits (a standby a CLI command started). */
  outlive?: boolean;
};

/** Starts the server on 127.0.0.1:port and resolves once it accepts connections. */
export async function startServer(
  bins: Binaries,
  pgDir: string,
  runAs: RunAs,
  port: number,
  logFile: string,
  options: ServerSettings = {},
): Promise<RunningServer> {
  if (fs.existsSync(logFile)) fs.renameSync(logFile, `${logFile}.1`);
  const log = fs.openSync(logFile, 'w', 0o600);
  const args = ['-D', pgDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'];
  for (const setting of options.settings ?? []) args.push('-c', setting);
  // TCP only: no socket or lock file in /tmp for another run or another user to trip over.
  args.push('-c', 'unix_socket_directories=');
  // Its own process group: Ctrl-C in a terminal reaches only us, and we stop it after the requests in
  // flight (main.ts). Its output goes to the log file, never to a pipe that dies with us.
  const child = spawn(bins.postgres, args, {
    ...runAs,
    cwd: '/',
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  // If this process ends without stopping it (an uncaught error, process.exit), ask it to stop too.
  const stopOnExit = () => child.kill('SIGINT');
  if (options.outlive) child.unref();
  else process.on('exit', stopOnExit);
  try {
    await whenReady(child, pgDir, logFile, port, options.readyTimeoutMs ?? 60_000);
  } catch (err) {
    process.off('exit', stopOnExit);
    await stopChild(child);
    throw err;
  }
  return {
    pid: child.pid!,
    stop: async () => {
      process.off('exit', stopOnExit);
      await stopChild(child);
    },
  };
}

function whenReady(
  child: ChildProcess,
  pgDir: string,
  logFile: string,
  port: number,
  timeoutMs: number,
): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  return new Promise((resolve, reject) => {
    const finish = (err?: Error) => {
      clearInterval(poll);
      clearTimeout(timer);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve();
    };
    const onExit = () => finish(failure(logFile, port));
    child.once('exit', onExit);
    child.once('error', (err) =>
      finish(new StartupError(`Could not run PostgreSQL: ${err.message}`)),
    );
    const poll = setInterval(() => {
      const state = readPostmaster(pidFile);
      // "standby": a hot standby accepting (read-only) connections, docs/decisions/0061.
      if (state && state.pid === child.pid && ['ready', 'standby'].includes(state.status)) finish();
    }, 50);
    const timer = setTimeout(
      () =>
        finish(
          new StartupError(
            `The embedded PostgreSQL did not start within ${timeoutMs / 1000} s (its log: ${logFile}).`,
          ),
        ),
      timeoutMs,
    );
  });
}

/** One line from the server's log saying why it stopped. */
function failure(logFile: string, port: number): StartupError {
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
  const fatal = [...log.matchAll(/\b(?:FATAL|PANIC):\s+(.*)/g)].pop()?.[1]?.trim();
  if (fatal && /could not bind|Address already in use/.test(log)) {
    return new PortTakenError(
      `Port ${port} on 127.0.0.1 is already in use, so the embedded PostgreSQL cannot listen on it: set EMBEDDED_PG_PORT to a free port, or to 0 for any.`,
    );
  }
  return new StartupError(
    `The embedded PostgreSQL did not start: ${fatal ?? 'it exited'} (its log: ${logFile}).`,
  );
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const within = (ms: number) =>
    Promise.race([
      exited.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref()),
    ]);
  // Fast shutdown: open transactions roll back, committed ones are on disk; then a checkpoint.
  child.kill('SIGINT');
  if (await within(30_000)) return;
  child.kill('SIGQUIT');
  await within(10_000);
}
