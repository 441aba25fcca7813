import fs from 'node:fs';
import path from 'node:path';
import { takeBaseBackup } from './base-backup';
import { failoverUrl } from './database-hosts';
import {
  embeddedDatabaseHome,
  embeddedFiles,
  runningEmbeddedUrl,
  startEmbeddedPostgres,
} from './embedded';
import { postgresUser } from './embedded-place';
import { chownTree } from './restore-backup';
import { createSql, type Sql } from './sql';
import { StartupError } from './startup-error';
import { walArchiveDir } from './wal-archive';

/*
 * A streaming standby of the running embedded PostgreSQL that the primary waits for on every
 * commit, and its promotion (docs/decisions/0061-a-synchronous-standby.md). PostgreSQL's own
 * replication: a physical slot, a base backup through the backup functions (base-backup.ts),
 * standby.signal and primary_conninfo, then synchronous_standby_names on the primary.
 */

/** The standby's name in pg_stat_replication, its slot, and synchronous_standby_names. */
export const STANDBY_NAME = 'faza_standby';

type Log = (line: string) => void;

export type StandbyUrls = { primary: string; standby: string; failover: string };

/** Makes `into` a synchronous standby of the embedded database of `dataDir`, which must be running. */
export async function createStandby(options: {
  dataDir: string;
  into: string;
  log: Log;
  /** The standby's port; unset: any free one. */
  port?: number;
}): Promise<StandbyUrls> {
  const primaryUrl = runningEmbeddedUrl(options.dataDir);
  if (!primaryUrl)
    throw new StartupError(
      `The database of ${options.dataDir} is not running: start the app (npm start) first, then make its standby.`,
    );
  const primaryHome = embeddedDatabaseHome(options.dataDir);
  const home = embeddedDatabaseHome(options.into);
  const files = embeddedFiles(home);
  if (fs.existsSync(files.pgDir))
    throw new StartupError(`${options.into} already holds a database (${files.pgDir}).`);
  fs.mkdirSync(home, { recursive: true });
  const sql = createSql(primaryUrl, { max: 2, role: 'cli' });
  try {
    await reserveSlot(sql);
    const staging = path.join(home, `base-${process.pid}`);
    fs.rmSync(staging, { recursive: true, force: true });
    options.log('copying the primary (base backup)…');
    await takeBaseBackup({
      sql,
      pgDir: embeddedFiles(primaryHome).pgDir,
      dataDir: options.dataDir,
      archiveDir: walArchiveDir(primaryHome),
      into: staging,
    });
    fs.copyFileSync(embeddedFiles(primaryHome).password, files.password);
    fs.chmodSync(files.password, 0o600);
    configureAsStandby(path.join(staging, 'pg'), primaryUrl, walArchiveDir(primaryHome));
    fs.renameSync(path.join(staging, 'pg'), files.pgDir);
    fs.rmSync(staging, { recursive: true, force: true });

    options.log('starting the standby…');
    // It outlives this command: the operator's standby runs until stopped or promoted.
    await startEmbeddedPostgres(options.into, {
      archive: true,
      outlive: true,
      ...(options.port ? { port: options.port } : {}),
    });
    await waitFor('the standby streams from the primary', async () => {
      const [row] = await sql<{ state: string }[]>`
        select state from pg_stat_replication where application_name = ${STANDBY_NAME}`;
      return row?.state === 'streaming';
    });
    // Only now, so the copy never carried it: a promoted standby must not wait for a standby.
    await sql.unsafe(`alter system set synchronous_standby_names = '"${STANDBY_NAME}"'`);
    await sql`alter system set synchronous_commit = 'on'`;
    await sql`select pg_reload_conf()`;
    await waitFor('the primary waits for the standby', async () => {
      const [row] = await sql<{ sync: string }[]>`
        select sync_state as sync from pg_stat_replication where application_name = ${STANDBY_NAME}`;
      return row?.sync === 'sync';
    });
  } catch (err) {
    // A standby that never came to stream must not leave its slot holding the primary's WAL.
    await sql`
      select pg_drop_replication_slot(slot_name) from pg_replication_slots
       where slot_name = ${STANDBY_NAME} and not active`.catch(() => {});
    throw err;
  } finally {
    await sql.end({ timeout: 5 });
  }
  const standbyUrl = runningEmbeddedUrl(options.into)!;
  return {
    primary: primaryUrl,
    standby: standbyUrl,
    failover: failoverUrl([primaryUrl, standbyUrl]),
  };
}

/** Promotes the standby in `dir` (starting it first if it is not running); answers its URL. */
export async function promoteStandby(dir: string, log: Log): Promise<string> {
  const files = embeddedFiles(embeddedDatabaseHome(dir));
  if (!fs.existsSync(files.pgDir)) throw new StartupError(`No database in ${dir}.`);
  if (!runningEmbeddedUrl(dir)) {
    log('the standby is not running: starting it…');
    await startEmbeddedPostgres(dir, { archive: true, outlive: true });
  }
  const url = runningEmbeddedUrl(dir)!;
  const sql = createSql(url, { max: 1, role: 'cli' });
  try {
    const [state] = await sql<{ recovering: boolean }[]>`
      select pg_is_in_recovery() as recovering`;
    if (!state!.recovering) {
      log(`${dir} is already a primary.`);
      return url;
    }
    // Waits (up to a minute) until it has replayed what it received and accepts writes.
    const [row] = await sql<{ promoted: boolean }[]>`select pg_promote(true, 60) as promoted`;
    if (!row!.promoted) throw new StartupError(`${dir} did not finish its promotion within 60 s.`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  return url;
}

/**
 * A physical slot keeps on the primary the WAL the standby has not yet received, from the backup's
 * start on. A slot left by an earlier standby that is gone is dropped; a live one is refused.
 */
async function reserveSlot(sql: Sql): Promise<void> {
  const [slot] = await sql<{ active: boolean }[]>`
    select active from pg_replication_slots where slot_name = ${STANDBY_NAME}`;
  if (slot?.active)
    throw new StartupError(
      `A standby (${STANDBY_NAME}) already streams from this database: one is supported.`,
    );
  if (slot) await sql`select pg_drop_replication_slot(${STANDBY_NAME})`;
  await sql`select pg_create_physical_replication_slot(${STANDBY_NAME}, true)`;
}

function configureAsStandby(pgDir: string, primaryUrl: string, archiveDir: string): void {
  const primary = new URL(primaryUrl);
  const password = decodeURIComponent(primary.password);
  if (/['\\\s]/.test(password) || archiveDir.includes("'"))
    throw new StartupError('The primary password or archive path holds quotes or spaces.');
  fs.writeFileSync(path.join(pgDir, 'standby.signal'), '');
  const conninfo = [
    `host=${primary.hostname}`,
    `port=${primary.port}`,
    `user=${decodeURIComponent(primary.username)}`,
    `password=${password}`,
    `application_name=${STANDBY_NAME}`,
  ].join(' ');
  const settings = [
    `primary_conninfo = '${conninfo}'`,
    `primary_slot_name = '${STANDBY_NAME}'`,
    // The primary's archive, should the standby fall further behind than the slot keeps.
    `restore_command = 'cp "${archiveDir}/%f" "%p"'`,
    // Promoted, it runs alone until it has a standby of its own: it must not wait for one.
    "synchronous_standby_names = ''",
  ];
  fs.appendFileSync(
    path.join(pgDir, 'postgresql.auto.conf'),
    `\n# A standby made by npm run cli -- standby create\n${settings.join('\n')}\n`,
    { mode: 0o600 },
  );
  const runAs = postgresUser();
  if (runAs) chownTree(pgDir, runAs.uid, runAs.gid);
  fs.chmodSync(pgDir, 0o700);
}

async function waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new StartupError(`Gave up waiting until ${what}.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
