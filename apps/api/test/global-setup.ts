import { mkdirSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findRepoRoot } from '../src/config';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { isAlive } from '../src/db/embedded-earlier-run';
import { migrate } from '../src/db/migrate';
import { migrateJobQueue } from '../src/db/job-queue-schema';
import { createSql } from '../src/db/sql';
import { seedCatalogue } from '../src/modules/catalogue/catalogue-seed';
import { ensureServerBundle } from './server-bundle';

export const TEMPLATE_DB = 'faza_test_template';
/** The template with the committed catalogue seeded, as every test app's database starts. */
export const SEEDED_TEMPLATE_DB = 'faza_test_template_seeded';
const THROWAWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/**
 * One PostgreSQL for the whole API suite (embedded, or TEST_DATABASE_URL), with a migrated template
 * database and a copy of it with the catalogue seeded. Each test file then clones one of them into
 * a fresh database of its own (fast: a file copy), so files never see each other's rows.
 */
export default async function setup(project: TestProject) {
  // Tests that start the server, worker or CLI as processes start them from it.
  await ensureServerBundle();
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    const dir = path.join(clusterRoot(), `api-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    // A throwaway cluster: nothing in it must survive a crash, so it skips the flushes to disk
    // that made every template clone and commit wait on a disk shared with other work.
    const db = await startEmbeddedPostgres(dir, { settings: THROWAWAY_SETTINGS });
    adminUrl = db.url;
    stop = async () => {
      await db.stop();
      // As root in a folder the postgres user cannot enter, the cluster lives elsewhere (db.home).
      for (const d of new Set([dir, db.home])) rmSync(d, { recursive: true, force: true });
    };
  }
  const admin = createSql(adminUrl, { max: 1 });
  await admin.unsafe(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.unsafe(`create database ${TEMPLATE_DB}`);
  const template = createSql(withDatabase(adminUrl, TEMPLATE_DB), { max: 1 });
  await migrate(template);
  await template.end();
  await migrateJobQueue(withDatabase(adminUrl, TEMPLATE_DB));
  // Seeded once here rather than by each of the ~200 test apps (0.15 s of CPU each).
  await admin.unsafe(`drop database if exists ${SEEDED_TEMPLATE_DB} with (force)`);
  await admin.unsafe(`create database ${SEEDED_TEMPLATE_DB} template ${TEMPLATE_DB}`);
  const seeded = createSql(withDatabase(adminUrl, SEEDED_TEMPLATE_DB), { max: 1 });
  await seedCatalogue(seeded);
  await seeded.end();
  await admin.end();

  project.provide('adminDatabaseUrl', adminUrl);
  return async () => {
    const cleanup = createSql(adminUrl, { max: 1 });
    const dbs = await cleanup<{ datname: string }[]>`
      select datname from pg_database where datname like 'faza_test_%'`;
    for (const { datname } of dbs)
      await cleanup.unsafe(`drop database if exists ${datname} with (force)`);
    await cleanup.end();
    await stop?.();
  };
}

/**
 * Where the throwaway cluster lives: in memory (/dev/shm) when it has room, else `.data-test`.
 * Each test file clones a database of hundreds of files; on ext4 allocating their inodes was
 * PostgreSQL's hottest work in the suite, and in tmpfs the unit and API step took 298 → 240
 * busy core-s (docs/decisions/0074). A run killed before its teardown leaves its cluster behind;
 * the next start removes those of processes that are gone.
 */
function clusterRoot(): string {
  const fallback = path.join(findRepoRoot(), '.data-test');
  const shm = '/dev/shm';
  try {
    const { bavail, bsize } = statfsSync(shm);
    if (bavail * bsize < 4 * 1024 ** 3) return fallback;
    const root = path.join(shm, `faza-test-${process.getuid?.() ?? 'user'}`);
    mkdirSync(root, { recursive: true, mode: 0o755 });
    for (const name of readdirSync(root)) {
      const pid = Number(/^api-(\d+)$/.exec(name)?.[1]);
      if (pid && !isAlive(pid)) rmSync(path.join(root, name), { recursive: true, force: true });
    }
    return root;
  } catch {
    return fallback;
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
