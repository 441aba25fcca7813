import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error';
import type { RunAs } from './embedded-place';

/*
 * Continuous archiving for the embedded PostgreSQL (docs/decisions/0031-backups-from-the-wal-
 * archive.md): every finished WAL segment is copied beside the cluster, so a base backup plus the
 * archive restores to any moment since that backup.
 */

/** Segments switch at least this often while anything is written: the archive's lag behind now. */
const ARCHIVE_TIMEOUT_SECONDS = 60;

/** Where the cluster under `home` archives its WAL: `<home>/wal-archive` (home is DATA_DIR, or its stand-in as root). */
export const walArchiveDir = (home: string): string => path.join(home, 'wal-archive');

/** Makes the archive folder, writable by the database user, and answers the server settings. */
export function walArchiveSettings(home: string, runAs: RunAs): string[] {
  const dir = walArchiveDir(home);
  if (dir.includes("'"))
    throw new StartupError(`DATA_DIR must not contain a single quote (${dir}): set DATA_DIR.`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (runAs) fs.chownSync(dir, runAs.uid, runAs.gid);
  const target = `'${dir}/%f'`;
  // Never overwrites a different segment; a segment already there with the same bytes (copied
  // before a crash, acknowledged after) counts as archived. Copy, then rename: never half a file.
  const command =
    `if [ -f ${target} ]; then cmp -s '%p' ${target}; ` +
    `else cp '%p' '${dir}/%f.part' && mv '${dir}/%f.part' ${target}; fi`;
  return [
    'archive_mode=on',
    `archive_command=${command}`,
    `archive_timeout=${ARCHIVE_TIMEOUT_SECONDS}`,
  ];
}
