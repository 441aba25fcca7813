import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error';

/*
 * What an earlier run of the embedded PostgreSQL left behind: a server orphaned by `kill -9` of the
 * app, or a stale `postmaster.pid` (line 1 the server's pid, line 8 "ready" once it accepts
 * connections). Linux's /proc tells us which processes work in a data folder.
 */

type Logger = { info: (msg: string) => void };

/**
 * Handles what an earlier run left in `pgDir`, judged by the processes working in it (PostgreSQL's
 * server and all its children chdir into their data folder). A server still running there whose
 * owner (the Faza process that started it, in `ownerFile`) is gone was orphaned by a `kill -9`: stop
 * it cleanly (a fast shutdown keeps every committed transaction). One whose owner lives belongs to
 * another Faza process: refuse. With nothing working there, a `postmaster.pid` is stale: remove it,
 * as PostgreSQL would not when its pid has since been reused by another process.
 */
export async function clearEarlierRun(
  pgDir: string,
  ownerFile: string,
  dataDir: string,
  logger?: Logger,
) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  const pid = readPostmaster(pidFile)?.pid;
  // Off Linux we cannot see who works where: PostgreSQL's own checks decide.
  if (!pid || process.platform !== 'linux') return;
  let working = processesIn(pgDir);
  if (working.includes(pid)) {
    const owner = readOwner(ownerFile);
    if (owner && owner.pid !== process.pid && sameProcess(owner)) {
      throw new StartupError(
        `${dataDir} is in use by another Faza process (pid ${owner.pid}): stop it first, or give this one another DATA_DIR.`,
      );
    }
    logger?.info(`stopping the embedded PostgreSQL (pid ${pid}) that an earlier run left running`);
    if (!(await signalAndWait(pid, 'SIGINT', 30_000))) await signalAndWait(pid, 'SIGQUIT', 10_000);
  }
  // Children of a server that died (kill -9) leave on their own within moments; wait for them.
  const deadline = Date.now() + 15_000;
  while ((working = processesIn(pgDir)).length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (working.length) {
    throw new StartupError(
      `Processes of an earlier embedded PostgreSQL still run in ${pgDir}: end them (kill ${working.join(' ')}), then start again.`,
    );
  }
  fs.rmSync(pidFile, { force: true });
}

/** Pids of the live processes whose working folder is `dir` (Linux; others' need root to see). */
export function processesIn(dir: string): number[] {
  let target: string;
  try {
    target = fs.realpathSync(dir);
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (fs.readlinkSync(`/proc/${name}/cwd`) === target && isAlive(Number(name)))
        pids.push(Number(name));
    } catch {
      // gone meanwhile, or not ours to look at
    }
  }
  return pids;
}

export type Owner = { pid: number; started: string | null };

export function writeOwner(ownerFile: string): void {
  const owner: Owner = { pid: process.pid, started: startTime(process.pid) };
  fs.writeFileSync(ownerFile, JSON.stringify(owner), { mode: 0o600 });
}

function readOwner(ownerFile: string): Owner | null {
  try {
    return JSON.parse(fs.readFileSync(ownerFile, 'utf8')) as Owner;
  } catch {
    return null;
  }
}

function sameProcess(owner: Owner): boolean {
  return isAlive(owner.pid) && (owner.started === null || startTime(owner.pid) === owner.started);
}

type Postmaster = { pid: number; status: string };

export function readPostmaster(pidFile: string): Postmaster | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  return Number.isInteger(pid) && pid > 0 ? { pid, status: (lines[7] ?? '').trim() } : null;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive, but another user's (the postgres user's, when we are not root).
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A zombie answers signals but is gone: its parent has not reaped it yet.
  if (process.platform !== 'linux') return true;
  const stat = procStat(pid);
  return stat !== null && stat[0] !== 'Z';
}

/** /proc/<pid>/stat after the command name: [state, ppid, …]; null off Linux. */
function procStat(pid: number): string[] | null {
  try {
    const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return raw.slice(raw.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** When the process started (clock ticks since boot): tells a live pid from a reused one. */
function startTime(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

async function signalAndWait(pid: number, signal: NodeJS.Signals, ms: number): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch {
    return !isAlive(pid);
  }
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}
