import { runMigrations } from 'graphile-worker';

/**
 * Creates or updates graphile-worker's own tables (schema `graphile_worker`), beside our
 * migrations: part of preparing the database, so it lives with them rather than with the runner.
 */
export async function migrateJobQueue(connectionString: string): Promise<void> {
  await runMigrations({ connectionString });
}
