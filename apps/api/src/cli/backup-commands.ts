import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { takeBaseBackup } from '../db/base-backup';
import { embeddedDatabaseHome, embeddedFiles } from '../db/embedded';
import { openDatabaseForTool } from '../db/open-for-tool';
import { restoreBackup } from '../db/restore-backup';
import { walArchiveDir } from '../db/wal-archive';
import { StartupError } from '../db/startup-error';

type Out = Pick<Console, 'log' | 'error'>;

const NOT_EMBEDDED =
  'DATABASE_URL is set: back up that server with its own tools (pgBackRest or WAL-G with WAL archiving, or your provider’s point-in-time recovery). README, "Backups", says how.';

/**
 * `backup`: a base backup of the embedded database, running or not, into DATA_DIR/backups/<time>/;
 * prints the folder. With the WAL archive it restores to any moment since.
 */
export async function backupCommand(config: Config, out: Out): Promise<number> {
  if (config.DATABASE_URL) {
    out.error(NOT_EMBEDDED);
    return 2;
  }
  const home = embeddedDatabaseHome(config.DATA_DIR);
  const files = embeddedFiles(home);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const into = path.join(config.DATA_DIR, 'backups', stamp);
  const db = await openDatabaseForTool(config, { info: () => {}, error: (m) => out.error(m) });
  const started = Date.now();
  try {
    await takeBaseBackup({
      sql: db.sql,
      pgDir: files.pgDir,
      dataDir: config.DATA_DIR,
      archiveDir: walArchiveDir(home),
      into,
    });
    fs.copyFileSync(files.password, path.join(into, '.pg-password'));
  } catch (err) {
    fs.rmSync(into, { recursive: true, force: true });
    throw err;
  } finally {
    await db.close();
  }
  out.error(`backup taken in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  out.log(into);
  return 0;
}

/** `restore <backup> --into <new DATA_DIR> [--to <time>] [--wal <archive folder>]`. */
export async function restoreCommand(config: Config, args: string[], out: Out): Promise<number> {
  if (config.DATABASE_URL) {
    out.error(NOT_EMBEDDED);
    return 2;
  }
  const [backup, ...rest] = args;
  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) flags.set(rest[i]!, rest[i + 1] ?? '');
  const unknown = [...flags.keys()].filter((f) => !['--into', '--to', '--wal'].includes(f));
  if (!backup || !flags.get('--into') || unknown.length || rest.length % 2) return -1;
  const to = flags.has('--to') ? new Date(flags.get('--to')!) : undefined;
  if (to && to.getTime() > Date.now()) {
    out.error(`--to ${flags.get('--to')} is in the future.`);
    return 2;
  }
  if (to && Number.isNaN(to.getTime())) {
    out.error(
      `--to ${flags.get('--to')} is not a time: give an ISO time such as 2026-11-25T10:30:00Z.`,
    );
    return 2;
  }
  const into = path.resolve(flags.get('--into')!);
  const started = Date.now();
  try {
    await restoreBackup({
      backup: path.resolve(backup),
      into,
      ...(to ? { to } : {}),
      ...(flags.get('--wal') ? { walDir: flags.get('--wal') } : {}),
      log: (line) => out.error(line),
    });
  } catch (err) {
    if (err instanceof StartupError) {
      out.error(err.message);
      return 1;
    }
    throw err;
  }
  out.error(`restored in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  out.log(`Restored into ${into}. Serve it with: DATA_DIR=${into} npm start`);
  return 0;
}
