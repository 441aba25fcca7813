import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_DIR } from '../api-dir';
import type { Sql } from './sql';

export const MIGRATIONS_DIR = path.join(API_DIR, 'migrations');

/** An arbitrary constant: the advisory lock that serialises migrations across API instances. */
const MIGRATION_LOCK = 727_001;

/**
 * Applies the committed `NNN_name.sql` files not yet applied, in order, all in one transaction:
 * if one fails, none of this run's files stay applied. Several instances starting together wait
 * on one advisory lock (held until that transaction ends) instead of racing.
 */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = migrationFiles(dir);
  return sql.begin(async (tx) => {
    // A migration may rewrite a big table: the pool's statement limit is for requests.
    await tx`set local statement_timeout = 0`;
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`;
    const done = new Set(
      (await tx<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.unsafe(readFileSync(path.join(dir, file), 'utf8'));
      await tx`insert into schema_migrations (name) values (${file})`;
      applied.push(file);
    }
    return applied;
  });
}

/** The committed migrations, in the order they apply. */
export const migrationFiles = (dir = MIGRATIONS_DIR): string[] =>
  readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
