import { Logger, runOnce, type TaskList } from 'graphile-worker';
import pg from 'pg';
import { appJobs } from '../src/app-jobs';
import type { JobDefinitions } from '../src/jobs/job-runner';
import type { TestContext } from './test-app';

/**
 * Runs the jobs due now in the test's database with `taskList`, once, then returns. Through a pool
 * of our own, listened to and ended here, as jobs/job-runner.ts does: the one runOnce makes from a
 * connection string is ended without waiting and loses its error listeners first, so a test that
 * then dropped its database (`with (force)`) could cut a still-open connection whose "terminating
 * connection" error nobody heard, an unhandled error that failed a run under load.
 */
export async function runJobsOnce(databaseUrl: string, taskList: TaskList): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const ignore = () => {};
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  try {
    await runOnce({ pgPool: pool, taskList, logger: new Logger(() => () => {}) });
  } finally {
    await pool.end();
  }
}

/**
 * Runs every job queued so far in the test's database, with the app's own tasks and mailer (or
 * `jobs`), then every dispatcher once (the notifications' deliveries): what the in-process runner
 * does in the background, done now so a test can read the outbox right after.
 */
export async function runQueuedJobs(
  ctx: TestContext,
  jobs: JobDefinitions = appJobs(ctx.sql, ctx.config, ctx.app.mailer),
): Promise<void> {
  await runJobsOnce(ctx.config.DATABASE_URL!, jobs.tasks);
  // A job may notify (an expiry, a settlement): its deliveries are due now too.
  for (const dispatcher of Object.values(jobs.dispatchers ?? {})) await dispatcher.runOnce();
  // runOnce can resolve while its last job's completion is still being written; a test that then
  // drops its database would cut that write off. Wait until no job is held by a worker.
  for (let i = 0; i < 100; i++) {
    const [row] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from graphile_worker._private_jobs where locked_at is not null`;
    if (row!.n === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}
