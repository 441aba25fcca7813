import { Logger, runOnce } from 'graphile-worker';
import { appJobs } from '../src/app-jobs';
import type { TestContext } from './test-app';

/**
 * Runs every job queued so far in the test's database, with the app's own tasks and mailer, then
 * returns: what the in-process runner does in the background, done now so a test can read the
 * outbox right after.
 */
export async function runQueuedJobs(ctx: TestContext): Promise<void> {
  await runOnce({
    connectionString: ctx.config.DATABASE_URL!,
    taskList: appJobs(ctx.sql, ctx.config, ctx.app.mailer).tasks,
    logger: new Logger(() => () => {}),
  });
  // runOnce can resolve while its last job's completion is still being written; a test that then
  // drops its database would cut that write off. Wait until no job is held by a worker.
  for (let i = 0; i < 100; i++) {
    const [row] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from graphile_worker._private_jobs where locked_at is not null`;
    if (row!.n === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}
