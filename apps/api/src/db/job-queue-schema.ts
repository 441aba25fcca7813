import { runMigrations } from 'graphile-worker';
import pg from 'pg';

/**
 * Creates or updates graphile-worker's own tables (schema `graphile_worker`), beside our
 * migrations: part of preparing the database, so it lives with them rather than with the runner.
 * Through a pool of our own, listened to and ended here (as jobs/job-runner.ts does): the one
 * runMigrations makes from a connection string is ended without waiting and without error
 * listeners, so a database dropped or restarted just after (a CLI command run in a test process)
 * cut a still-open connection whose "terminating connection" error nobody heard.
 */
export async function migrateJobQueue(connectionString: string): Promise<void> {
  const pool = new pg.Pool({ connectionString, max: 1 });
  const ignore = () => {};
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  try {
    await runMigrations({ pgPool: pool });
  } finally {
    await pool.end();
  }
}
