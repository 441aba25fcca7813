import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error';
import { MANIFEST, type BackupManifest } from './base-backup';
import {
  embeddedDatabaseHome,
  embeddedFiles,
  runningEmbeddedUrl,
  startEmbeddedPostgres,
} from './embedded';
import { postgresUser } from './embedded-place';
import { createSql } from './sql';

export type RestoreOptions = {
  /** A folder `npm run cli -- backup` printed. */
  backup: string;
  /** The new DATA_DIR; must not hold a database yet. */
  into: string;
  /** Recover up to this moment (the last transaction committed before it); unset: all the archive. */
  to?: Date;
  /** Where the archived WAL is, when not where the backup's cluster wrote it. */
  walDir?: string;
  log: (line: string) => void;
};

/**
 * Restores a base backup into a new data folder and replays the WAL archive up to `to` (point-in-time
 * recovery, docs/decisions/0031): the copy, recovery.signal, restore_command and the target in
 * postgresql.auto.conf; then the restored server is started once, here, until recovery has
 * finished and it has been promoted, and stopped. `DATA_DIR=<into> npm start` then serves it.
 */
export async function restoreBackup(options: RestoreOptions): Promise<{ home: string }> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(options.backup, MANIFEST), 'utf8'),
  ) as BackupManifest;
  const walDir = path.resolve(options.walDir ?? manifest.archiveDir);
  if (!fs.existsSync(walDir))
    throw new StartupError(`No WAL archive at ${walDir}: give it with --wal <folder>.`);
  if (walDir.includes("'") || walDir.includes('"'))
    throw new StartupError(`The WAL archive's path must not contain quotes: ${walDir}`);
  const home = embeddedDatabaseHome(options.into);
  const files = embeddedFiles(home);
  if (fs.existsSync(files.pgDir))
    throw new StartupError(
      `${options.into} already holds a database (${files.pgDir}): restore into a new folder.`,
    );

  // The source still running here: close its current WAL segment so the archive reaches now.
  await switchWal(manifest, walDir, options.log);

  const staging = `${files.pgDir}.restoring-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(path.join(options.backup, 'pg'), staging, { recursive: true });
  fs.mkdirSync(path.join(staging, 'pg_wal', 'archive_status'), { recursive: true });
  fs.writeFileSync(path.join(staging, 'recovery.signal'), '');
  const settings = [
    `restore_command = 'cp "${walDir}/%f" "%p"'`,
    "recovery_target_action = 'promote'",
    ...(options.to ? [`recovery_target_time = '${postgresTime(options.to)}'`] : []),
  ];
  fs.appendFileSync(
    path.join(staging, 'postgresql.auto.conf'),
    `\n# Restored by npm run cli -- restore from ${options.backup}\n${settings.join('\n')}\n`,
  );
  const runAs = postgresUser();
  if (runAs) chownTree(staging, runAs.uid, runAs.gid);
  fs.chmodSync(staging, 0o700);
  fs.copyFileSync(path.join(options.backup, '.pg-password'), files.password);
  fs.chmodSync(files.password, 0o600);
  fs.renameSync(staging, files.pgDir);

  options.log(
    `replaying the WAL archive ${options.to ? `up to ${options.to.toISOString()}` : 'to its end'}…`,
  );
  try {
    await recover(options.into);
  } catch (err) {
    const early = /recovery ended before configured recovery target/.test((err as Error).message)
      ? ' The archive holds no transaction after that time: choose an earlier --to, or none to restore all of it.'
      : '';
    throw new StartupError(
      `The restore did not complete: ${(err as Error).message}.${early} ${options.into} is left as it is for a look; delete it before trying again.`,
    );
  }
  return { home };
}

/** Starts the restored cluster, waits for recovery to end and promotion, and stops it cleanly. */
async function recover(dataDir: string): Promise<void> {
  const pg = await startEmbeddedPostgres(dataDir, { archive: true, readyTimeoutMs: 3_600_000 });
  const sql = createSql(pg.url, { max: 1 });
  try {
    // Hot standby lets it accept connections before recovery ends: wait for the promotion.
    for (;;) {
      const [row] = await sql<{ recovering: boolean }[]>`select pg_is_in_recovery() as recovering`;
      if (!row!.recovering) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await sql.end({ timeout: 5 });
    await pg.stop();
  }
}

async function switchWal(manifest: BackupManifest, walDir: string, log: (line: string) => void) {
  const url = fs.existsSync(manifest.dataDir) ? runningEmbeddedUrl(manifest.dataDir) : null;
  if (!url) return;
  const sql = createSql(url, { max: 1 });
  try {
    // A commit stamped now, so recovery finds a transaction after any target up to now (it stops
    // at the first commit past the target, and fails when the archive ends before one).
    await sql.begin((tx) => tx`select pg_current_xact_id()`);
    // The segment just closed (or, if nothing was written since the last switch, the one before).
    const [row] = await sql<{ file: string }[]>`
      select pg_walfile_name(pg_switch_wal() - 1) as file`;
    log(`the backed-up database is running: waiting for its WAL ${row!.file} to be archived`);
    const deadline = Date.now() + 60_000;
    while (!fs.existsSync(path.join(walDir, row!.file)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Gives the copy to the database user (as root, PostgreSQL runs as `postgres`). */
export function chownTree(dir: string, uid: number, gid: number): void {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(p, uid, gid);
    else fs.lchownSync(p, uid, gid);
  }
}

/** '2026-11-25 10:30:00.123+00': the form recovery_target_time reads (it refuses ISO's T and Z). */
const postgresTime = (at: Date): string =>
  `${at.toISOString().replace('T', ' ').replace('Z', '')}+00`;
