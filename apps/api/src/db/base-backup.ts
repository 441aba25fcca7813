import fs from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from './sql';

/*
 * A base backup of the embedded cluster taken with PostgreSQL's own online backup functions while
 * it runs (docs/decisions/0031-backups-from-the-wal-archive.md): pg_backup_start, a plain copy of
 * the data folder, pg_backup_stop, whose backup_label (and tablespace_map) we write into the copy.
 * Files may change while they are copied; replaying the WAL archived since the start repairs them.
 */

export type BackupManifest = {
  format: 1;
  /** The DATA_DIR the backup was taken of, and where that cluster archives its WAL. */
  dataDir: string;
  archiveDir: string;
  startedAt: string;
  finishedAt: string;
  startLsn: string;
  stopLsn: string;
  /** The first WAL segment a restore needs from the archive. */
  startWalFile: string;
  postgresVersion: string;
};

export const MANIFEST = 'backup.json';

/**
 * Left out of the copy, as PostgreSQL's documentation (and pg_basebackup) does: the server's own
 * lock and options, WAL (restored from the archive), and runtime state rebuilt at start. Their
 * folders are kept, empty.
 */
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'pg_internal.init',
]);

export async function takeBaseBackup(options: {
  sql: Sql;
  pgDir: string;
  dataDir: string;
  archiveDir: string;
  into: string;
}): Promise<BackupManifest> {
  const { pgDir, into } = options;
  const startedAt = new Date().toISOString();
  // One session from start to stop: a non-exclusive backup belongs to the session that began it.
  const conn = await options.sql.reserve();
  try {
    await conn`set statement_timeout = 0`;
    const [settings] = await conn<{ mode: string; version: string }[]>`
      select current_setting('archive_mode') as mode, current_setting('server_version') as version`;
    if (settings!.mode !== 'on')
      throw new Error(
        'The database does not archive its WAL (archive_mode is off): restart the app (npm start) so it does, then back up.',
      );
    const [start] = await conn<{ lsn: string; file: string }[]>`
      select lsn::text, pg_walfile_name(lsn) as file
        from pg_backup_start(${`faza ${startedAt}`}, true) as lsn`;
    await fs.mkdir(path.join(into, 'pg'), { recursive: true, mode: 0o700 });
    await copyCluster(pgDir, path.join(into, 'pg'));
    // Waits until the WAL the copy needs is in the archive; ten minutes is a broken archive.
    await conn`set statement_timeout = '10min'`;
    const [stop] = await conn<{ lsn: string; labelfile: string; spcmapfile: string }[]>`
      select lsn::text, labelfile, spcmapfile from pg_backup_stop(true)`;
    await fs.writeFile(path.join(into, 'pg', 'backup_label'), stop!.labelfile, { mode: 0o600 });
    if (stop!.spcmapfile)
      await fs.writeFile(path.join(into, 'pg', 'tablespace_map'), stop!.spcmapfile, {
        mode: 0o600,
      });
    const manifest: BackupManifest = {
      format: 1,
      dataDir: options.dataDir,
      archiveDir: options.archiveDir,
      startedAt,
      finishedAt: new Date().toISOString(),
      startLsn: start!.lsn,
      stopLsn: stop!.lsn,
      startWalFile: start!.file,
      postgresVersion: settings!.version,
    };
    await fs.writeFile(path.join(into, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    conn.release();
  }
}

/** Copies the cluster's files (modes kept), leaving out what EMPTIED_FOLDERS and SKIPPED_FILES name. */
async function copyCluster(from: string, to: string, top = true): Promise<void> {
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (SKIPPED_FILES.has(entry.name) || entry.name.startsWith('pgsql_tmp')) continue;
    if (entry.isDirectory()) {
      const { mode } = await fs.stat(source);
      await fs.mkdir(target, { mode: mode & 0o777 });
      if (top && EMPTIED_FOLDERS.has(entry.name)) {
        if (entry.name === 'pg_wal') await fs.mkdir(path.join(target, 'archive_status'));
        continue;
      }
      await copyCluster(source, target, false);
    } else if (entry.isFile()) {
      try {
        await fs.copyFile(source, target);
      } catch (err) {
        // Dropped while we copied (a temporary table, a rewritten relation): the WAL says so.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }
}
