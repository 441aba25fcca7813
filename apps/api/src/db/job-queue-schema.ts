import { runMigrations } from 'graphile-worker';
import { createPrimaryPool } from './primary-pool';

/**
 * Creates or updates graphile-worker's own tables (schema `graphile_worker`), beside our
 * migrations: part of preparing the database, so it lives with them rather than with the runner.
 * Through a pool of our own that finds the primary when DATABASE_URL names several servers,
 * listened to and ended here (as jobs/job-runner.ts does): the one runMigrations makes from a
 * connection string is ended without waiting and without error listeners, so a database dropped or
 * restarted just after (a CLI command run in a test process) cut a still-open connection whose
 * "terminating connection" error nobody heard.
 */
export async function migrateJobQueue(connectionString: string): Promise<void> {
  const pgPool = createPrimaryPool(connectionString, 1);
  // A connection lost meanwhile fails the migration below, not the process.
  pgPool.on('error', () => {});
  pgPool.on('connect', (client) => client.on('error', () => {}));
  try {
    await runMigrations({ pgPool });
  } finally {
    await pgPool.end();
  }
}
